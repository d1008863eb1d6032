import { SHOP_TIME_ZONE } from '../../../contract/admin';
import { SHIPPING_STATUS } from '../../../contract/bill';
import { toPesos } from '../../../contract/money';
import type {
  OrderReturns,
  ReceivedHow,
  RefundState,
  ReturnReason,
  ReturnStatus,
  ReturnView,
} from '../../../contract/returns';
import { isNoChangeDepartment, RETURN_POLICY } from '../../../contract/store';
import { stepsFrom } from '../../../machines/returns/moves';
import { isReturnOpen, returnDeadline, shopDayOf } from '../../../machines/returns/window';
import type { Queryable } from '../../db/client';

/** A bill as the returns read it. */
export interface ReturnsBill {
  bill_id: number;
  shipping_status: string;
  delivered_at: Date | string | null;
  payment_provider: string;
  payment_id: string;
}

/** A bill line with the units already in returns that were not refused. */
export interface ReturnableLine {
  bill_line_id: number;
  product_id: number;
  name: string;
  image: string;
  size: string | null;
  quantity: number;
  /** The unit price the bill recorded. */
  price_cents: number;
  charged_cents: number;
  /** Units of the line in returns not refused (asked for, approved, received or refunded). */
  returned: number;
  /** The name of its product's department: whether the piece has no change (`isNoChangeDepartment`). */
  department: string;
}

/** The window of a bill: the day it closes and whether it is open `now`, in the shop's calendar. */
export function windowOf(bill: ReturnsBill, now: Date): OrderReturns['window'] {
  if (bill.shipping_status !== SHIPPING_STATUS.delivered || bill.delivered_at === null)
    return { delivered_at: null, deadline: null, open: false };
  const deliveredDay = shopDayOf(new Date(bill.delivered_at), SHOP_TIME_ZONE);
  return {
    delivered_at: new Date(bill.delivered_at).toISOString(),
    deadline: returnDeadline(deliveredDay, RETURN_POLICY.days),
    open: isReturnOpen(deliveredDay, shopDayOf(now, SHOP_TIME_ZONE), RETURN_POLICY.days),
  };
}

/** A bill, or null; with `ownerId`, only that customer's (someone else's is as absent as a missing one). */
export async function findReturnsBill(
  db: Queryable,
  billId: number,
  options: { ownerId?: number; lock?: boolean } = {},
): Promise<ReturnsBill | null> {
  const [bill] = await db.query<ReturnsBill>(
    `SELECT bill_id, shipping_status, delivered_at, payment_provider, payment_id FROM bill
     WHERE bill_id = $1 AND ($2::int IS NULL OR ecommerce_user_id = $2)${options.lock ? ' FOR UPDATE' : ''}`,
    [billId, options.ownerId ?? null],
  );
  return bill ?? null;
}

export async function returnableLines(db: Queryable, billId: number): Promise<ReturnableLine[]> {
  return db.query<ReturnableLine>(
    `SELECT l.bill_line_id, l.product_id, l.name, l.image, l.size, l.quantity, l.price_cents, l.charged_cents,
       coalesce((SELECT sum(rl.quantity) FROM return_line rl JOIN order_return r USING (return_id)
                 WHERE rl.bill_line_id = l.bill_line_id AND r.status <> 'refused'), 0)::int AS returned,
       d.name AS department
     FROM bill_line l JOIN product p USING (product_id) JOIN department d USING (department_id)
     WHERE l.bill_id = $1 ORDER BY l.bill_line_id`,
    [billId],
  );
}

/** What the earlier returns of a bill not refused give back (their refunds as decided). */
export async function earlierRefundCents(db: Queryable, billId: number): Promise<number> {
  const [row] = await db.query<{ cents: number }>(
    `SELECT coalesce(sum(refund_cents), 0)::int AS cents FROM order_return WHERE bill_id = $1 AND status <> 'refused'`,
    [billId],
  );
  return row!.cents;
}

interface ReturnRow {
  return_id: number;
  bill_id: number;
  status: ReturnStatus;
  reason: ReturnReason;
  note: string;
  refusal: string | null;
  received_how: ReceivedHow | null;
  refund_cents: number;
  refund_id: string | null;
  created_at: Date | string;
  charged_cents: number | null;
  kept_units: number | null;
  kept_cents: number | null;
  earlier_cents: number | null;
  refund_status: RefundState | null;
  refund_failure: string | null;
  refund_retryable: boolean | null;
}

export async function returnsOf(db: Queryable, billId: number): Promise<ReturnView[]> {
  const rows = await db.query<ReturnRow>(
    `SELECT r.return_id, r.bill_id, r.status, r.reason, r.note, r.refusal, r.received_how, r.refund_cents, r.refund_id,
       r.created_at, r.charged_cents, r.kept_units, r.kept_cents, r.earlier_cents,
       f.status AS refund_status, f.failure AS refund_failure, f.retryable AS refund_retryable
     FROM order_return r LEFT JOIN return_refund f USING (return_id) WHERE r.bill_id = $1 ORDER BY r.return_id DESC`,
    [billId],
  );
  if (rows.length === 0) return [];
  const lines = await db.query<{
    return_id: number;
    bill_line_id: number;
    name: string;
    image: string;
    size: string | null;
    quantity: number;
    refund_cents: number;
  }>(
    `SELECT rl.return_id, rl.bill_line_id, l.name, l.image, l.size, rl.quantity, rl.refund_cents
     FROM return_line rl JOIN bill_line l USING (bill_line_id)
     WHERE rl.return_id = ANY($1::int[]) ORDER BY rl.return_line_id`,
    [rows.map((r) => r.return_id)],
  );
  return rows.map((r) => ({
    return_id: r.return_id,
    bill_id: r.bill_id,
    status: r.status,
    reason: r.reason,
    note: r.note,
    refusal: r.refusal,
    received_how: r.received_how,
    refund_amount: toPesos(r.refund_cents),
    refund_id: r.refund_id,
    computation:
      r.charged_cents === null
        ? null
        : {
            charged: toPesos(r.charged_cents),
            kept_units: r.kept_units ?? 0,
            kept_cost: toPesos(r.kept_cents ?? 0),
            earlier: toPesos(r.earlier_cents ?? 0),
          },
    provider_refund:
      r.refund_status === null
        ? null
        : { status: r.refund_status, failure: r.refund_failure, retryable: r.refund_retryable ?? true },
    created_at: new Date(r.created_at).toISOString(),
    lines: lines
      .filter((l) => l.return_id === r.return_id)
      .map((l) => ({
        bill_line_id: l.bill_line_id,
        name: l.name,
        image: l.image,
        size: l.size,
        quantity: l.quantity,
        refund: toPesos(l.refund_cents),
      })),
    steps: stepsFrom({ status: r.status, refusal: r.refusal, receivedHow: r.received_how }),
  }));
}

/** An order's returns as the customer and the owner read them: the window, the lines with what is left to return, the returns. */
export async function orderReturns(db: Queryable, bill: ReturnsBill, now: Date): Promise<OrderReturns> {
  const lines = await returnableLines(db, bill.bill_id);
  return {
    window: windowOf(bill, now),
    lines: lines.map((l) => ({
      bill_line_id: l.bill_line_id,
      product_id: l.product_id,
      name: l.name,
      image: l.image,
      size: l.size,
      quantity: l.quantity,
      returnable: Math.max(l.quantity - l.returned, 0),
      no_change: isNoChangeDepartment(l.department),
    })),
    returns: await returnsOf(db, bill.bill_id),
  };
}
