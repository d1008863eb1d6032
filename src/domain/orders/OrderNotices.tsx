import { useEffect, useState } from 'react';
import { ORDER_NOTICES } from '../../../copy/checkout';
import { getMe, getMessageChannels } from '../../api/account';
import { withToken } from '../../runtime/auth-session';
import { formatPhoneInternational } from '../../ui/PhoneField';

type Where = { email: string | null; whatsapp: string | null } | null;

/**
 * What the customer will hear of an order and where: 'Te avisaremos cuando tu pedido vaya en
 * camino' for a delivery, '… cuando esté lista para recoger' for a store pickup (only while
 * that is still to come: `upcoming`), then where they go: the account's email when the store
 * sends email, its phone when it sends WhatsApp (the server's settings say which). With neither
 * channel, or until those are read, the promise alone.
 */
export function OrderNotices({
  pickup,
  upcoming,
  className,
}: {
  pickup: boolean;
  upcoming: boolean;
  className?: string;
}) {
  const [where, setWhere] = useState<Where>(null);
  useEffect(() => {
    const controller = new AbortController();
    withToken((token) =>
      Promise.all([getMe(token, controller.signal), getMessageChannels(token, controller.signal)]),
    ).then(
      ([me, channels]) =>
        !controller.signal.aborted &&
        // only the channels the store sends by: no promise of an email that will not come
        (channels.email || channels.whatsapp) &&
        setWhere({
          email: channels.email ? me.email : null,
          whatsapp: channels.whatsapp ? formatPhoneInternational(me.phone_number) : null,
        }),
      // without them the promise still stands; the account's page shows the email anyway
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  const promise = upcoming ? (pickup ? ORDER_NOTICES.readyForPickup : ORDER_NOTICES.onTheWay) : null;
  if (promise === null && where === null) return null;
  return (
    <p className={className}>
      {promise}
      {promise !== null && where !== null ? ' ' : null}
      {where === null ? null : ORDER_NOTICES.where(where.email, where.whatsapp)}
    </p>
  );
}
