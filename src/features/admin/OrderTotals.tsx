import { formatDiscount, formatMoney } from '../../../contract/money';
import { ADMIN } from '../../../copy/admin';
import type { AdminOrder } from '../../api/admin';

const O = ADMIN.orders;

/** An order's bill as the owner reads it, on the order's screen and on its packing slip alike. */
export function OrderTotals({ order, className }: { order: AdminOrder['order']; className: string }) {
  return (
    <dl className={className}>
      <dt>{O.subtotal}</dt>
      <dd>{formatMoney(order.subtotal)}</dd>
      <dt>{O.discount}</dt>
      <dd>{formatDiscount(order.discount_amount)}</dd>
      <dt>{O.shipping}</dt>
      <dd>{formatMoney(order.shipping_cost)}</dd>
      <dt>{O.total}</dt>
      <dd>
        <strong>{formatMoney(order.total_amount)}</strong>
      </dd>
    </dl>
  );
}
