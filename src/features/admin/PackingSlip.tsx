import { createPortal } from 'react-dom';
import { formatMoney } from '../../../contract/money';
import { productImageUrl } from '../../../contract/product-urls';
import { ADMIN } from '../../../copy/admin';
import { SIZE } from '../../../copy/storefront';
import type { AdminOrder } from '../../api/admin';
import { formatOrderDate } from '../../domain/orders/format';
import { STORE } from '../../domain/store/store-info';
import { formatPhoneInternational } from '../../ui/PhoneField';
import * as css from './admin.css';
import { OrderTotals } from './OrderTotals';

const O = ADMIN.orders;
const P = ADMIN.slip;

/**
 * The sheet that goes in the box, for 'Imprimir hoja de empaque': folio, date, customer, where it
 * goes (or 'Recoge en tienda'), each line with its photo and quantity, and the totals. It is its
 * own page, put straight in <body>: the print stylesheet (admin.css.ts, `slip`) prints it alone,
 * and the screen never shows it.
 */
export function PackingSlip({ detail }: { detail: AdminOrder }) {
  if (typeof document === 'undefined') return null;
  const { order, lines } = detail;
  const pickup = order.delivery === 'b';
  return createPortal(
    <article className={css.slip} aria-labelledby="slip-heading">
      <header className={css.slipHeader}>
        <p className={css.slipShop}>{STORE.name}</p>
        <h2 id="slip-heading" className={css.slipHeading}>
          {P.heading} · {O.title(order.bill_id)}
        </h2>
      </header>
      <dl className={css.slipFacts}>
        <div>
          <dt>{P.folio}</dt>
          <dd className={css.slipFolio}>#{order.bill_id}</dd>
        </div>
        <div>
          <dt>{P.date}</dt>
          <dd>{formatOrderDate(order.created_at)}</dd>
        </div>
        <div>
          <dt>{P.customer}</dt>
          <dd>
            {order.customer.name}
            <br />
            {formatPhoneInternational(order.customer.phone_number)}
          </dd>
        </div>
        <div>
          <dt>{P.deliverTo}</dt>
          <dd className={pickup ? css.slipPickup : undefined}>{pickup ? P.pickup : order.shipping_address}</dd>
        </div>
      </dl>
      <table className={css.slipLines}>
        <thead>
          <tr>
            <th scope="col">{P.packed}</th>
            <th scope="col">{P.item}</th>
            <th scope="col" className={css.slipNumber}>
              {P.quantity}
            </th>
            <th scope="col" className={css.slipNumber}>
              {O.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never reorder, and one product may stand on two lines
            <tr key={`${l.product_id}-${i}`}>
              <td>
                <span className={css.slipBox} />
              </td>
              <td>
                <span className={css.slipItem}>
                  <img src={productImageUrl(l.image, 320)} alt="" width={40} height={50} />
                  {l.name}
                  {l.size === null ? null : <strong>{SIZE.label(l.size)}</strong>}
                </span>
              </td>
              <td className={`${css.slipNumber} ${css.slipQuantity}`}>{l.quantity}</td>
              <td className={css.slipNumber}>{formatMoney(l.charged)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderTotals order={order} className={css.slipTotals} />
    </article>,
    document.body,
  );
}
