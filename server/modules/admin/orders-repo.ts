import { SHOP_TIME_ZONE } from '../../../contract/admin';
import {
  ADMIN_ORDER_PAGE_SIZE,
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderQuery,
  DEFAULT_ORDER_SORT,
  type OrderSort,
  type RefundStatus,
} from '../../../contract/admin-orders';
import type { DeliveryOption } from '../../../contract/checkout';
import { toPesos } from '../../../contract/money';
import type { AddressUpdate } from '../../../contract/user';
import { movesFrom } from '../../../machines/fulfilment/moves';
import type { Queryable } from '../../db/client';
import { type BillRow, billLines, toBill, toBillLine } from '../bills/repo';
import { detailsOf } from '../checkout/sessions';
import { historyOf } from './change-log';

interface OrderRow extends BillRow {
  delivery: DeliveryOption;
  payment_id: string;
  refund_status: RefundStatus | null;
  refund_id: string | null;
  name: string;
  phone_number: string;
  email: string;
  shipping_details: AddressUpdate | string | null;
}

const ORDER_SELECT = `SELECT b.bill_id, b.created_at, b.total_cents, b.shipping_status, b.shipping_address, b.shipping_last4, b.shipping_cost_cents,
  b.subtotal_cents, b.discount_cents, b.shipping_tracking_number, b.payment_provider, b.delivery, b.payment_id, b.refund_status, b.refund_id,
  b.shipping_details, u.name, u.phone_number, u.email
  FROM bill b JOIN ecommerce_user u USING (ecommerce_user_id)`;

const summaryOf = (row: OrderRow) => ({
  bill_id: row.bill_id,
  created_at: new Date(row.created_at).toISOString(),
  customer: { name: row.name, phone_number: row.phone_number },
  total_amount: toPesos(row.total_cents),
  shipping_status: row.shipping_status,
  delivery: row.delivery,
  payment_provider: row.payment_provider,
});

/** Each sort's ORDER BY; the folio breaks ties the same way, so pages never overlap. */
const ORDER_BY: Record<OrderSort, string> = {
  date_desc: 'b.created_at DESC, b.bill_id DESC',
  date_asc: 'b.created_at ASC, b.bill_id ASC',
  total_desc: 'b.total_cents DESC, b.bill_id DESC',
  total_asc: 'b.total_cents ASC, b.bill_id ASC',
};

/** The owner's orders, newest first unless sorted otherwise, filtered and paged. Days are Chihuahua's, both ends included. */
export async function listOrders(db: Queryable, query: AdminOrderQuery): Promise<AdminOrderList> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (query.status !== undefined) where.push(`b.shipping_status = ${param(query.status)}`);
  if (query.from !== undefined)
    where.push(`(b.created_at AT TIME ZONE ${param(SHOP_TIME_ZONE)})::date >= ${param(query.from)}::date`);
  if (query.to !== undefined)
    where.push(`(b.created_at AT TIME ZONE ${param(SHOP_TIME_ZONE)})::date <= ${param(query.to)}::date`);
  if (query.folio !== undefined) where.push(`b.bill_id = ${param(query.folio)}`);
  if (query.phone !== undefined) where.push(`u.phone_number LIKE ${param(`%${query.phone}%`)}`);
  if (query.delivery !== undefined) where.push(`b.delivery = ${param(query.delivery)}`);
  if (query.test !== undefined) where.push(query.test ? `b.payment_provider = 'test'` : `b.payment_provider <> 'test'`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const page = query.page ?? 1;
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM bill b JOIN ecommerce_user u USING (ecommerce_user_id) ${whereSql}`,
    params,
  );
  const rows = await db.query<OrderRow>(
    `${ORDER_SELECT} ${whereSql} ORDER BY ${ORDER_BY[query.sort ?? DEFAULT_ORDER_SORT]} LIMIT ${param(ADMIN_ORDER_PAGE_SIZE)} OFFSET ${param((page - 1) * ADMIN_ORDER_PAGE_SIZE)}`,
    params,
  );
  const total = count?.total ?? 0;
  return { orders: rows.map(summaryOf), total, totalPages: Math.ceil(total / ADMIN_ORDER_PAGE_SIZE) };
}

/** One order for the owner, with its lines, the moves its fulfilment may take, and its history. */
export async function orderDetail(db: Queryable, billId: number): Promise<AdminOrderDetail | null> {
  const [row] = await db.query<OrderRow>(`${ORDER_SELECT} WHERE b.bill_id = $1`, [billId]);
  if (!row) return null;
  const bill = toBill(row);
  return {
    order: {
      ...summaryOf(row),
      customer: { name: row.name, phone_number: row.phone_number, email: row.email },
      subtotal: bill.subtotal,
      discount_amount: bill.discount_amount,
      shipping_cost: bill.shipping_cost,
      shipping_address: row.shipping_address,
      shipping_details: detailsOf(row.shipping_details),
      shipping_tracking_number: row.shipping_tracking_number,
      shipping_last4: row.shipping_last4,
      payment_id: row.payment_id,
      refund_status: row.refund_status,
      refund_id: row.refund_id,
    },
    lines: (await billLines(db, billId)).map(toBillLine),
    moves: movesFrom({ status: row.shipping_status, delivery: row.delivery, tracking: row.shipping_tracking_number }),
    history: await historyOf(db, 'bill', billId),
  };
}
