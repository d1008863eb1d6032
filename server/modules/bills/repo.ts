import type { Bill, BillLine, PaymentProviderName } from '../../../contract/bill';
import type { DeliveryOption } from '../../../contract/checkout';
import { DELIVERY_LETTER } from '../../../contract/checkout';
import { type Cents, percentOff, toPesos } from '../../../contract/money';
import type { Queryable } from '../../db/client';

const BILL_SELECT = `SELECT bill_id, created_at, total_cents, shipping_status, shipping_address, shipping_last4,
  shipping_cost_cents, subtotal_cents, discount_cents, shipping_tracking_number, payment_provider, delivery FROM bill`;

/** A bill as stored: money in centavos. */
export interface BillRow {
  bill_id: number;
  created_at: Date | string;
  total_cents: Cents;
  shipping_status: string;
  shipping_address: string;
  shipping_last4: string | null;
  shipping_cost_cents: Cents;
  subtotal_cents: Cents;
  discount_cents: Cents;
  shipping_tracking_number: string | null;
  payment_provider: PaymentProviderName;
  delivery: DeliveryOption;
}

/** A bill onto the wire, in the legacy field names the order pages read. */
export function toBill(row: BillRow): Bill {
  return {
    bill_id: row.bill_id,
    created_at: new Date(row.created_at).toISOString(),
    total_amount: toPesos(row.total_cents),
    shipping_status: row.shipping_status,
    shipping_address: row.shipping_address,
    shipping_last4: row.shipping_last4,
    shipping_cost: toPesos(row.shipping_cost_cents),
    subtotal: toPesos(row.subtotal_cents),
    discount_amount: toPesos(row.discount_cents),
    shipping_tracking_number: row.shipping_tracking_number,
    payment_provider: row.payment_provider,
    pickup: row.delivery === DELIVERY_LETTER.pickup,
  };
}

/** A customer's orders, newest first. */
export async function billsOf(db: Queryable, userId: number): Promise<Bill[]> {
  const rows = await db.query<BillRow>(
    `${BILL_SELECT} WHERE ecommerce_user_id = $1 ORDER BY created_at DESC, bill_id DESC`,
    [userId],
  );
  return rows.map(toBill);
}

/** The customer's own order, or null: someone else's order is as absent as one that does not exist. */
export async function findOwnBill(db: Queryable, billId: number, userId: number): Promise<BillRow | null> {
  const [row] = await db.query<BillRow>(`${BILL_SELECT} WHERE bill_id = $1 AND ecommerce_user_id = $2`, [
    billId,
    userId,
  ]);
  return row ?? null;
}

/** An order line as stored: its unit price and what was charged for the whole line, in centavos. */
export interface BillLineRow {
  product_id: number;
  name: string;
  image: string;
  price_cents: Cents;
  quantity: number;
  charged_cents: Cents;
  /** The size it was sold in; null for an item sold whole. */
  size: string | null;
}

/** An order's lines, in the order they were bought. */
export const billLines = (db: Queryable, billId: number): Promise<BillLineRow[]> =>
  db.query<BillLineRow>(
    'SELECT product_id, name, image, price_cents, quantity, charged_cents, size FROM bill_line WHERE bill_id = $1 ORDER BY bill_line_id',
    [billId],
  );

/**
 * An order line onto the wire. `charged` is what the line cost, as stored; the wire's `discount`
 * percent is derived from it for display, and never turned back into money.
 */
export const toBillLine = (l: BillLineRow): BillLine => ({
  product_id: l.product_id,
  name: l.name,
  image: l.image,
  price: toPesos(l.price_cents),
  discount: percentOff(l.price_cents * l.quantity, l.charged_cents),
  quantity: l.quantity,
  charged: toPesos(l.charged_cents),
  size: l.size,
});
