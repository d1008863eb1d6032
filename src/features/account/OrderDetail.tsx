import { useEffect, useState } from 'react';
import { SHIPPING_STATUS } from '../../../contract/bill';
import { formatDiscount, formatMoney } from '../../../contract/money';
import { idFromText, loginPath, orderPath, PATH } from '../../../contract/paths';
import { productImageUrl } from '../../../contract/product-urls';
import { A } from '../../../copy/account';
import { SIZE } from '../../../copy/storefront';
import { type Bill, type BillLine, getOrder } from '../../api/bills';
import { ApiFailure } from '../../api/failure';
import { PricesIncludeTax } from '../../domain/legal/LegalNotice';
import { formatOrderDate, isInProgress, statusLabel, statusTone } from '../../domain/orders/format';
import { OrderNotices } from '../../domain/orders/OrderNotices';
import { TestPaymentBadge } from '../../domain/orders/TestPaymentBadge';
import { useAuthStatus, withToken } from '../../runtime/auth-session';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { badgeRow } from '../../ui/badge.css';
import * as css from './account.css';
import { OrderReturns } from './OrderReturns';

type State =
  | { status: 'loading' }
  | { status: 'missing'; message: string }
  | { status: 'loaded'; bill: Bill; lines: BillLine[] };

const D = A.detail;

/** /BuyDetails/:bill_id: the order of the signed-in customer; visitors and other customers get a message. */
export function OrderDetail({ billId }: { billId: string }) {
  const auth = useAuthStatus();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    if (auth !== 'signedIn') return;
    const id = idFromText(billId);
    if (id === null) {
      setState({ status: 'missing', message: D.notFoundText });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    withToken((token) => getOrder(token, id, controller.signal)).then(
      ({ bill, lines }) => !controller.signal.aborted && setState({ status: 'loaded', bill, lines }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiFailure && error.status === 404 ? error.message : D.notFoundText;
        setState({ status: 'missing', message });
      },
    );
    return () => controller.abort();
  }, [auth, billId]);

  if (auth === 'unknown' || (auth === 'signedIn' && state.status === 'loading'))
    return <p role="status">{D.loading}</p>;
  if (auth === 'visitor') {
    // The login returns to this order once signed in.
    const id = idFromText(billId);
    return (
      <div className={css.centered}>
        <h2 className={css.h2}>{D.visitorTitle}</h2>
        <p className={css.muted}>{D.visitorText}</p>
        <ButtonLink href={loginPath(id === null ? null : orderPath(id))}>{D.login}</ButtonLink>
      </div>
    );
  }
  if (state.status === 'missing')
    return (
      <div className={css.centered}>
        <h2 className={css.h2}>{D.notFoundTitle}</h2>
        <p className={css.muted}>{state.message}</p>
        <ButtonLink href={PATH.orders}>{D.back}</ButtonLink>
      </div>
    );
  if (state.status !== 'loaded') return null;
  const { bill, lines } = state;
  return (
    <div className={css.detailGrid}>
      <section aria-labelledby="detail-products" className={css.card}>
        <h2 id="detail-products" className={css.h2}>
          {D.products}
        </h2>
        <ul className={css.lineList}>
          {/* Each line shows what was charged for it (the bill's amount): the lines add up to the total. */}
          {lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never reorder, and one product may stand on two lines
            <li key={`${l.product_id}-${i}`} className={css.line}>
              <img
                className={css.lineImage}
                src={productImageUrl(l.image, 320)}
                alt=""
                width={64}
                height={64}
                loading="lazy"
              />
              <div>
                <p className={css.lineName}>{l.name}</p>
                <p className={css.muted}>
                  {l.size === null ? null : `${SIZE.label(l.size)} · `}
                  {D.quantity}: {l.quantity} · {D.unitPrice}: {formatMoney(l.price)}
                  {l.discount > 0 ? ` (${D.discountOff(l.discount)})` : ''}
                </p>
              </div>
              <p className={css.lineName}>{formatMoney(l.charged)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="detail-summary" className={css.card}>
        <h2 id="detail-summary" className={css.h2}>
          {D.summary}
        </h2>
        <dl className={css.totals} style={{ marginBlock: 12 }}>
          <div className={css.totalRow}>
            <dt>{D.subtotal}</dt>
            <dd>{formatMoney(bill.subtotal)}</dd>
          </div>
          <div className={css.totalRow}>
            <dt>{D.discount}</dt>
            <dd>{formatDiscount(bill.discount_amount)}</dd>
          </div>
          <div className={css.totalRow}>
            <dt>{D.shipping}</dt>
            <dd>{bill.shipping_cost === 0 ? D.free : formatMoney(bill.shipping_cost)}</dd>
          </div>
          <div className={css.grandTotal}>
            <dt>{D.total}</dt>
            <dd>{formatMoney(bill.total_amount)}</dd>
          </div>
        </dl>
        <PricesIncludeTax />
        <dl className={css.dl}>
          <div>
            <dt className={css.dt}>{D.status}</dt>
            <dd className={css.dd}>
              <Badge tone={statusTone(bill.shipping_status)}>{statusLabel(bill.shipping_status)}</Badge>
            </dd>
          </div>
          <div>
            <dt className={css.dt}>{D.date}</dt>
            <dd className={css.dd}>{formatOrderDate(bill.created_at)}</dd>
          </div>
          <div>
            <dt className={css.dt}>{D.tracking}</dt>
            <dd className={css.dd}>{bill.shipping_tracking_number ?? A.orders.pending}</dd>
          </div>
          <div>
            <dt className={css.dt}>{D.card}</dt>
            <dd className={`${css.dd} ${badgeRow}`}>
              {bill.shipping_last4 ? D.cardEnding(bill.shipping_last4) : D.noCard}
              <TestPaymentBadge provider={bill.payment_provider} />
            </dd>
          </div>
          <div style={{ gridColumn: '1 / -1' }}>
            <dt className={css.dt}>{D.address}</dt>
            <dd className={css.dd}>{bill.shipping_address}</dd>
          </div>
        </dl>
        <OrderNotices
          pickup={bill.pickup}
          upcoming={isInProgress(bill.shipping_status)}
          className={`${css.muted} ${css.notices}`}
        />
        <div style={{ marginTop: 16 }}>
          <ButtonLink href={PATH.orders} variant="secondary">
            {D.back}
          </ButtonLink>
        </div>
      </section>
      {bill.shipping_status === SHIPPING_STATUS.delivered ? <OrderReturns billId={bill.bill_id} /> : null}
    </div>
  );
}
