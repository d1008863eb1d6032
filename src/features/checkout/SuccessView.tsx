import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { formatDiscount, formatMoney } from '../../../contract/money';
import { orderPath, PATH } from '../../../contract/paths';
import { productImageUrl } from '../../../contract/product-urls';
import { C } from '../../../copy/checkout';
import { SIZE } from '../../../copy/storefront';
import { getCheckoutOrder, type PaidOrder } from '../../api/checkout';
import { cartCommands } from '../../domain/cart/use-cart';
import { OrderNotices } from '../../domain/orders/OrderNotices';
import { TestPaymentBadge } from '../../domain/orders/TestPaymentBadge';
import { withToken } from '../../runtime/auth-session';
import { ButtonLink } from '../../ui/Button';
import { badgeRow } from '../../ui/badge.css';
import { textLink } from '../../ui/form.css';
import * as css from './checkout.css';

type Order = PaidOrder;
type State = { status: 'loading' } | { status: 'missing' } | { status: 'loaded'; order: Order };

const S = C.success;

/** Empties the cart once the purchase is done. */
export function useClearCartOnce() {
  useEffect(() => {
    cartCommands.clear();
  }, []);
}

export function SuccessButtons() {
  return (
    <div className={css.buttonRow}>
      <ButtonLink href={PATH.orders}>{S.myOrders}</ButtonLink>
      <ButtonLink href="/" variant="secondary">
        {S.continue}
      </ButtonLink>
    </div>
  );
}

/** /success/:session_id: thanks, the paid order from GET /api/orders/checkout-session/{id}. */
export function SuccessView({ sessionId }: { sessionId: string }) {
  useClearCartOnce();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    withToken((token) => getCheckoutOrder(token, sessionId, controller.signal)).then(
      (order) => {
        if (!controller.signal.aborted) setState(order ? { status: 'loaded', order } : { status: 'missing' });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'missing' });
      },
    );
    return () => controller.abort();
  }, [sessionId]);

  return (
    <div className={css.centered}>
      <p className={css.lead}>{S.lead}</p>
      {state.status === 'loaded' ? <OrderNotices pickup={state.order.pickup} upcoming className={css.lead} /> : null}
      {state.status === 'loading' ? <p role="status">{S.loading}</p> : null}
      {state.status === 'missing' ? <p>{S.notFound}</p> : null}
      {state.status === 'loaded' ? <Receipt order={state.order} /> : null}
      <SuccessButtons />
    </div>
  );
}

function Receipt({ order }: { order: Order }) {
  return (
    <section className={css.receipt} aria-labelledby="receipt-heading">
      <h2 id="receipt-heading" className={css.h2}>
        {S.products}
      </h2>
      <p className={badgeRow}>
        <Link href={orderPath(order.bill_id)} className={textLink}>
          {S.folio(order.bill_id)}
        </Link>
        <TestPaymentBadge provider={order.payment_provider} />
      </p>
      <ul className={css.lines}>
        {order.products.map((p) => (
          // Two sizes of one product are two lines of it.
          <li key={`${p.id}:${p.size}`} className={css.product}>
            <img
              className={css.productImage}
              src={productImageUrl(p.img, 320)}
              alt=""
              width={56}
              height={56}
              loading="lazy"
            />
            <span className={css.lineName}>
              {p.title}
              <br />
              <span className={css.note}>
                {p.size === null ? null : `${SIZE.label(p.size)} · `}
                {S.quantity(p.quantity)}
              </span>
            </span>
            <span>{formatMoney(p.price)}</span>
          </li>
        ))}
      </ul>
      <dl className={css.totals}>
        <div className={css.row}>
          <dt>{S.subtotal}</dt>
          <dd>{formatMoney(order.subtotal)}</dd>
        </div>
        <div className={css.row}>
          <dt>{S.discount}</dt>
          <dd>{formatDiscount(order.discount)}</dd>
        </div>
        <div className={css.row}>
          <dt>{S.shipping}</dt>
          <dd>{order.shipping === 0 ? C.payment.free : formatMoney(order.shipping)}</dd>
        </div>
        {order.tax > 0 ? (
          <div className={css.row}>
            <dt>{S.tax}</dt>
            <dd>{formatMoney(order.tax)}</dd>
          </div>
        ) : null}
        <div className={css.grand}>
          <dt>{S.total}</dt>
          <dd>{formatMoney(order.total)}</dd>
        </div>
      </dl>
      <p className={css.note}>
        {S.address}: {order.shippingDetails.address.line1}
      </p>
    </section>
  );
}
