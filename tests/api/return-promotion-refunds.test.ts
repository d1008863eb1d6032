/**
 * A return refunds what the customer paid for what they give back, no more: the bill's charge for
 * its pieces, less what the pieces they keep would cost under the promotion of that sale (the one
 * cart rule, machines/cart/pricing.ts, on the prices the bill recorded), less what earlier returns
 * of the order already give back; never below zero. A watch charged and a bracelet free under 2x1:
 * returning the watch alone gives back the watch less the bracelet, since kept alone it costs its
 * price. Shipping is never part of a return's refund (as before).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../contract/auth';
import { toPesos } from '../../contract/money';
import { OrderReturnsSchema } from '../../contract/returns';
import { isNoChangeDepartment } from '../../contract/store';
import { DEMO_OWNER } from '../../server/db/seed';
import { createBill } from '../../server/modules/bills/create-bill';
import { priceOrder } from '../../server/modules/checkout/price-order';
import { BACKENDS, createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

describe.each(BACKENDS)('partial returns under the promotions (2x1, half price) on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  let products: number[];
  beforeAll(async () => {
    t = await createTestApp(backend, 40);
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
    const candidates = await t.db.query<{ product_id: number; department: string }>(
      `SELECT product_id, (SELECT name FROM department d WHERE d.department_id = product.department_id) AS department
       FROM product WHERE ${SOLD_WHOLE_SQL} ORDER BY product_id`,
    );
    products = candidates
      .filter((p) => !isNoChangeDepartment(p.department))
      .slice(0, 3)
      .map((p) => p.product_id);
    expect(products).toHaveLength(3);
    await t.db.query('UPDATE product SET stock = 50, max_per_order = 10 WHERE product_id = ANY($1::int[])', [products]);
  });
  afterAll(() => t.close());

  /** A delivered order of the demo customer, each product at the price given (none on sale), one unit each. */
  async function deliveredOrder(prices: number[]) {
    for (const [i, cents] of prices.entries())
      await t.db.query('UPDATE product SET price_cents = $2, original_price_cents = 0 WHERE product_id = $1', [
        products[i],
        cents,
      ]);
    const order = await priceOrder(
      t.db,
      prices.map((_, i) => ({ product_id: products[i]!, quantity: 1 })),
      14900,
    );
    const billId = await t.db.transaction((tx) =>
      createBill(tx, {
        userId: t.demo.id,
        order,
        shippingAddress: 'Calle Aldama 500, Centro, Chihuahua, Chih., 31000',
        delivery: 'a',
        last4: '4242',
        payment: { provider: 'test', id: `pay_test_${Math.random().toString(36).slice(2)}` },
      }),
    );
    const fulfil = (body: unknown) => t.call('POST', `/api/admin/orders/${billId}/fulfilment`, { token: owner, body });
    expect((await fulfil({ action: 'ship', tracking: '794612905532' })).status).toBe(200);
    expect((await fulfil({ action: 'deliver' })).status).toBe(200);
    const lines = await t.db.query<{ bill_line_id: number; charged_cents: number }>(
      'SELECT bill_line_id, charged_cents FROM bill_line WHERE bill_id = $1 ORDER BY bill_line_id',
      [billId],
    );
    return { billId, lines, order };
  }
  const giveBack = async (billId: number, billLineId: number) => {
    const res = await t.call('POST', `/api/returns/order/${billId}`, {
      token: t.demo.token,
      body: { lines: [{ bill_line_id: billLineId, quantity: 1 }], reason: 'changedMind', note: '' },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return OrderReturnsSchema.parse(await res.json()).returns[0]!;
  };

  it('2x1: a watch ($2,119) and a free bracelet ($549); returning the watch refunds $1,570', async () => {
    const { billId, lines, order } = await deliveredOrder([211900, 54900]);
    expect(lines.map((l) => l.charged_cents)).toEqual([211900, 0]);
    expect(order.totalCents - order.shippingCents).toBe(211900);
    const watch = await giveBack(billId, lines[0]!.bill_line_id);
    expect(watch.refund_amount).toBe(toPesos(211900 - 54900));
    expect(watch.refund_amount).toBe(1570);
    // the bracelet later: what is left of the charge, so both together give back exactly the charge
    const bracelet = await giveBack(billId, lines[1]!.bill_line_id);
    expect(bracelet.refund_amount).toBe(549);
  });

  it('2x1: returning the free bracelet alone refunds nothing (the watch kept costs what was charged)', async () => {
    const { billId, lines } = await deliveredOrder([211900, 54900]);
    const bracelet = await giveBack(billId, lines[1]!.bill_line_id);
    expect(bracelet.refund_amount).toBe(0);
  });

  it('50%: three pieces at half price; each partial return gives back the charge less what is kept, never below zero', async () => {
    const { billId, lines } = await deliveredOrder([211900, 54900, 30000]);
    // every unit at half: 1059.50 + 274.50 + 150.00
    expect(lines.map((l) => l.charged_cents)).toEqual([105950, 27450, 15000]);
    const charge = 105950 + 27450 + 15000;
    // keeps the bracelet and the third piece: 2x1, the bracelet's price
    const first = await giveBack(billId, lines[0]!.bill_line_id);
    expect(first.refund_amount).toBe(toPesos(charge - 54900));
    // keeps the bracelet alone: it costs $549, which the first refund already left: nothing more
    const second = await giveBack(billId, lines[2]!.bill_line_id);
    expect(second.refund_amount).toBe(0);
    // keeps nothing: the rest of the charge
    const third = await giveBack(billId, lines[1]!.bill_line_id);
    expect(third.refund_amount).toBe(toPesos(54900));
    expect(toPesos(charge)).toBe(first.refund_amount + second.refund_amount + third.refund_amount);
  });
});
