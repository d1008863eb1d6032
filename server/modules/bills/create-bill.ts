import type { PaymentProviderName } from '../../../contract/bill';
import { SHIPPING_STATUS } from '../../../contract/bill';
import type { DeliveryOption } from '../../../contract/checkout';
import type { AddressUpdate } from '../../../contract/user';
import type { Queryable } from '../../db/client';
import type { PricedOrder } from '../checkout/price-order';

export interface NewBill {
  userId: number;
  order: PricedOrder;
  shippingAddress: string;
  /** The address field by field, when the checkout had it (the owner's order screen shows it). */
  shippingDetails?: AddressUpdate | null;
  /** The delivery choice (a home, b store pickup, c another address): it decides how the order is fulfilled. */
  delivery: DeliveryOption;
  last4: string | null;
  /** Who took the money and their id for the payment (one payment, one bill). */
  payment: { provider: PaymentProviderName; id: string };
  status?: string;
  trackingNumber?: string | null;
  createdAt?: Date;
}

/** Writes a bill and its lines and counts the units sold. Call inside a transaction. */
export async function createBill(tx: Queryable, bill: NewBill): Promise<number> {
  const { order } = bill;
  const [row] = await tx.query<{ bill_id: number }>(
    `INSERT INTO bill (ecommerce_user_id, created_at, subtotal_cents, discount_cents, shipping_cost_cents, total_cents,
       shipping_status, shipping_address, shipping_last4, shipping_tracking_number, payment_provider, payment_id, delivery, shipping_details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING bill_id`,
    [
      bill.userId,
      (bill.createdAt ?? new Date()).toISOString(),
      order.subtotalCents,
      order.discountCents,
      order.shippingCents,
      order.totalCents,
      bill.status ?? SHIPPING_STATUS.inProgress,
      bill.shippingAddress,
      bill.last4,
      bill.trackingNumber ?? null,
      bill.payment.provider,
      bill.payment.id,
      bill.delivery,
      bill.shippingDetails ? JSON.stringify(bill.shippingDetails) : null,
    ],
  );
  const billId = row!.bill_id;
  await tx.query(
    `INSERT INTO bill_line (bill_id, product_id, name, image, price_cents, quantity, charged_cents, size)
     SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::text[])`,
    [
      billId,
      order.lines.map((l) => l.product_id),
      order.lines.map((l) => l.name),
      order.lines.map((l) => l.image),
      order.lines.map((l) => l.unitCents),
      order.lines.map((l) => l.quantity),
      order.lines.map((l) => l.chargedCents),
      order.lines.map((l) => l.size ?? null),
    ],
  );
  // Summed per product first: two sizes of one product are two lines, and an UPDATE … FROM
  // updates a row once however many rows it matches.
  await tx.query(
    `UPDATE product p SET units_sold = p.units_sold + s.quantity
     FROM (SELECT product_id, sum(quantity)::int AS quantity FROM unnest($1::int[], $2::int[]) AS u(product_id, quantity) GROUP BY product_id) s
     WHERE p.product_id = s.product_id`,
    [order.lines.map((l) => l.product_id), order.lines.map((l) => l.quantity)],
  );
  return billId;
}
