import { SHIPPING_STATUS } from '../../contract/bill';
import { createBill } from '../modules/bills/create-bill';
import { priceOrder } from '../modules/checkout/price-order';
import { newTestPaymentId } from '../payments/provider';
import type { Queryable } from './client';

const DAY = 86_400_000;

/**
 * Three past orders of the demo customer, one in each shipping state the profile shows:
 * delivered (a 2x1), shipped with a FedEx tracking number (50% on three), and in process.
 * Priced by the same rule as every real order.
 */
export async function seedDemoOrders(tx: Queryable, userId: number, shippingCents: number): Promise<void> {
  // A garment is bought in its most stocked size; enough units of it (or of a product sold
  // whole) for the order, which is priced like a real one.
  const pick = (onSale: boolean, units: number, limit: number) =>
    tx.query<{ product_id: number; size: string | null }>(
      `SELECT p.product_id, (SELECT s.size FROM product_size s WHERE s.product_id = p.product_id ORDER BY s.stock DESC, s.position LIMIT 1) AS size
       FROM product p WHERE ${onSale ? 'p.original_price_cents > 0' : 'p.original_price_cents = 0'}
         AND coalesce((SELECT max(s.stock) FROM product_size s WHERE s.product_id = p.product_id), p.stock) > $1
       ORDER BY p.product_id LIMIT $2`,
      [units, limit],
    );
  const regular = await pick(false, 3, 5);
  const [sale] = await pick(true, 1, 1);
  const line = (p: { product_id: number; size: string | null }, quantity: number) => ({
    product_id: p.product_id,
    ...(p.size === null ? {} : { size: p.size }),
    quantity,
  });
  const regularLine = (i: number, quantity = 1) => line(regular[i]!, quantity);
  const address = 'Av. Independencia 1205, Col. Centro, Chihuahua, Chihuahua, 31000';
  const orders = [
    {
      lines: [regularLine(0), regularLine(1)],
      status: SHIPPING_STATUS.delivered,
      tracking: '794601238841',
      daysAgo: 41,
      last4: '4242',
    },
    {
      lines: [regularLine(2, 2), regularLine(3)],
      status: SHIPPING_STATUS.shipped,
      tracking: '794612905532',
      daysAgo: 6,
      last4: '4242',
    },
    {
      lines: [line(sale!, 1), regularLine(4)],
      status: SHIPPING_STATUS.inProgress,
      tracking: null,
      daysAgo: 1,
      last4: '1881',
    },
  ];
  for (const o of orders) {
    const order = await priceOrder(tx, o.lines, shippingCents);
    await createBill(tx, {
      userId,
      order,
      shippingAddress: address,
      delivery: 'a',
      last4: o.last4,
      payment: { provider: 'test', id: newTestPaymentId() }, // demo orders were never charged
      status: o.status,
      trackingNumber: o.tracking,
      createdAt: new Date(Date.now() - o.daysAgo * DAY),
    });
  }
}
