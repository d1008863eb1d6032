import type { AdminOrderDetail } from '../../../contract/admin-orders';
import { formatDiscount, formatMoney, toCents } from '../../../contract/money';
import { ADMIN } from '../../../copy/admin';

const O = ADMIN.orders;
const money = (pesos: number) => formatMoney(toCents(pesos));

/** An order's bill as the owner reads it, on the order's screen and on its packing slip alike. */
export function OrderTotals({ order, className }: { order: AdminOrderDetail['order']; className: string }) {
  return (
    <dl className={className}>
      <dt>{O.subtotal}</dt>
      <dd>{money(order.subtotal)}</dd>
      <dt>{O.discount}</dt>
      <dd>{formatDiscount(toCents(order.discount_amount))}</dd>
      <dt>{O.shipping}</dt>
      <dd>{money(order.shipping_cost)}</dd>
      <dt>{O.total}</dt>
      <dd>
        <strong>{money(order.total_amount)}</strong>
      </dd>
    </dl>
  );
}
