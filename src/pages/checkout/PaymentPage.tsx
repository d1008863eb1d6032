import { privateHead } from '../../../contract/page-head';
import { C } from '../../../copy/checkout';
import { useCartView } from '../../domain/cart/use-cart';
import { EmptyPayment, PaymentView } from '../../features/checkout/PaymentView';
import { useSession } from '../../runtime/auth-session';
import { useActorValue } from '../../runtime/machine-host';
import { usePageHead } from '../../runtime/use-page-head';
import { container, page, pageTitle as titleClass } from '../../styles/utils.css';

export default function PaymentPage() {
  usePageHead(privateHead(C.payment.title));
  const session = useSession();
  const ready = useActorValue(
    (a) => a.cart,
    () => true,
    false,
  );
  const { lines } = useCartView();
  return (
    <div className={`${container} ${page}`}>
      <h1 className={titleClass}>{C.payment.title}</h1>
      {!ready || !session ? (
        <p role="status">{C.payment.loading}</p>
      ) : lines.length === 0 ? (
        <EmptyPayment />
      ) : (
        // A new checkout for another signed-in user only; cart changes are events of the same one.
        <PaymentView key={session.user.ecommerce_user_id} user={session.user} lines={lines} />
      )}
    </div>
  );
}
