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
  const regular = await tx.query<{ product_id: number }>(
    'SELECT product_id FROM product WHERE original_price_cents = 0 AND stock > 3 ORDER BY product_id LIMIT 5',
  );
  const [sale] = await tx.query<{ product_id: number }>(
    'SELECT product_id FROM product WHERE original_price_cents > 0 AND stock > 1 ORDER BY product_id LIMIT 1',
  );
  const id = (i: number) => regular[i]!.product_id;
  const address = 'Av. Independencia 1205, Col. Centro, Chihuahua, Chihuahua, 31000';
  const orders = [
    {
      lines: [
        { product_id: id(0), quantity: 1 },
        { product_id: id(1), quantity: 1 },
      ],
      status: SHIPPING_STATUS.delivered,
      tracking: '794601238841',
      daysAgo: 41,
      last4: '4242',
    },
    {
      lines: [
        { product_id: id(2), quantity: 2 },
        { product_id: id(3), quantity: 1 },
      ],
      status: SHIPPING_STATUS.shipped,
      tracking: '794612905532',
      daysAgo: 6,
      last4: '4242',
    },
    {
      lines: [
        { product_id: sale!.product_id, quantity: 1 },
        { product_id: id(4), quantity: 1 },
      ],
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
