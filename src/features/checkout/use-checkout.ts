import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { User } from '../../../contract/auth';
import type { AddressUpdate } from '../../../contract/user';
import type { CartLine } from '../../../machines/cart/cart-machine';
import { type CheckoutSessionInput, checkoutMachine } from '../../../machines/checkout/checkout-machine';
import { getMe, getSettings, updateAddress } from '../../api/account';
import { serverErrorText } from '../../api/bearer';
import { createCheckoutSession } from '../../api/checkout';
import { userUpdated, withToken } from '../../runtime/auth-session';
import { usePageActor } from '../../runtime/page-actor';
import { showToast } from '../../runtime/toasts';

/** The checkout machine with its real effects: settings, the profile address, the checkout session. */
const paymentMachine = checkoutMachine.provide({
  actors: {
    shippingPriceLoader: fromPromise(() => withToken((token) => getSettings(token))),
    profileAddressSaver: fromPromise(({ input }: { input: { userId: number; address: AddressUpdate } }) =>
      withToken(async (token) => {
        await updateAddress(token, input.userId, input.address);
        return getMe(token);
      }),
    ),
    checkoutSessionCreator: fromPromise(
      async ({ input }: { input: CheckoutSessionInput }): Promise<{ url: string }> => {
        try {
          const { url } = await withToken((token) => createCheckoutSession(token, input));
          return { url };
        } catch (error) {
          // The machine shows `{ error }` as is, anything else as the store's own sentence.
          const text = serverErrorText(error);
          throw text ? { error: text } : error;
        }
      },
    ),
  },
});

/**
 * The one place the checkout actor is created: once per payment page (and signed-in user). Later
 * cart changes (the refresh after start, another tab) reach it as `checkout.cart.changed`, so the
 * delivery chosen and a session being created survive them.
 */
export function useCheckout(user: User, lines: CartLine[]) {
  // A child of the app's root actor, so the inspector sees it. PaymentPage draws PaymentView only
  // once the app's actors have started, so the actor exists here.
  const actor = usePageActor(paymentMachine, { input: { user, lines } })!;
  const sent = useRef(lines);
  useEffect(() => {
    if (sent.current === lines) return;
    sent.current = lines;
    actor.send({ type: 'checkout.cart.changed', lines });
  }, [actor, lines]);
  useEffect(() => {
    const subs = [
      actor.on('toast', (t) => void showToast(t)),
      actor.on('redirect', (r) => window.location.assign(r.url)),
      actor.on('checkout.user.updated', (u) => userUpdated(u.user)),
    ];
    return () => {
      for (const s of subs) s.unsubscribe();
    };
  }, [actor]);
  const snapshot = useSelector(actor, (s) => s);
  return { actor, snapshot };
}
