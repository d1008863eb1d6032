import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../contract/auth';
import { BillLinesResponseSchema, BillListResponseSchema } from '../../contract/bill';
import { CheckoutSessionResponseSchema, LegacyOrderSchema } from '../../contract/checkout';
import { toCents } from '../../contract/money';
import { BACKENDS, createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

describe.each(BACKENDS)('orders on %s', (backend) => {
  let t: TestApp;
  let stranger: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(backend, 40);
    const body = {
      username: 'Otra Clienta',
      email: 'otra@example.mx',
      password: 'secreto123',
      confirmPassword: 'secreto123',
      phoneNumber: '6145550177',
    };
    expect((await t.signUp(body)).status).toBe(200);
    const login = LoginResponseSchema.parse(
      await (
        await t.call('POST', '/api/auth/login_ecommerce', {
          body: { phoneNumber: body.phoneNumber, password: body.password },
        })
      ).json(),
    );
    stranger = { id: login.userData.ecommerce_user_id, token: login.token };
  });
  afterAll(() => t.close());

  it('lists the demo customer’s orders newest first, in each shipping state', async () => {
    const res = await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bills = BillListResponseSchema.parse(await res.json());
    expect(bills.map((b) => b.shipping_status)).toEqual(['En proceso', 'enviado', 'entregado']);
    expect(bills[1]!.shipping_tracking_number).toMatch(/^\d{12}$/);
    expect(bills[0]!.shipping_tracking_number).toBeNull();
    for (const b of bills) {
      expect(b.total_amount).toBeCloseTo(b.subtotal - b.discount_amount + b.shipping_cost, 2);
      expect(b.shipping_cost).toBe(149);
    }
  });

  it('the 2x1 and 50% orders carry their discounts into the lines', async () => {
    const bills = BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json(),
    );
    for (const bill of bills) {
      const [only] = (await (
        await t.call('GET', `/api/bill?bill_id=${bill.bill_id}`, { token: t.demo.token })
      ).json()) as unknown[];
      expect(only).toEqual(bill);
      const lines = BillLinesResponseSchema.parse(
        await (await t.call('GET', `/api/bill/order?bill_id=${bill.bill_id}`, { token: t.demo.token })).json(),
      );
      // The lines add up to what was charged; the wire's percent, derived from them, tells the same story.
      expect(lines.reduce((sum, l) => sum + toCents(l.charged), 0)).toBe(toCents(bill.subtotal - bill.discount_amount));
      for (const l of lines) expect(l.price * l.quantity * (1 - l.discount / 100)).toBeCloseTo(l.charged, 1);
    }
    const delivered = bills.find((b) => b.shipping_status === 'entregado')!;
    expect(delivered.discount_amount).toBeGreaterThan(0); // a 2x1: the cheaper unit is free
  });

  it('a 2x1 of two units at $199.99: the order lines add up to what was charged, on the order and success pages', async () => {
    const [product] = await t.db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE original_price_cents = 0 AND ${SOLD_WHOLE_SQL} ORDER BY product_id LIMIT 1`,
    );
    await t.db.query('UPDATE product SET price_cents = 19999, stock = 5 WHERE product_id = $1', [product!.product_id]);
    const created = await t.call('POST', '/api/payment/create-checkout-session', {
      token: t.demo.token,
      body: {
        products: [{ product_id: product!.product_id, quantity: 2 }],
        userId: t.demo.id,
        shipping_address: '',
        delivery: 'b',
      },
    });
    expect(created.status).toBe(200);
    const session = CheckoutSessionResponseSchema.parse(await created.json());
    const card = { name: 'María Fernanda Ochoa', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    const paid = await t.app.request(session.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(card).toString(),
    });
    expect(paid.status).toBe(303);

    const [bill] = BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json(),
    );
    expect(bill).toMatchObject({ subtotal: 399.98, discount_amount: 199.99, shipping_cost: 0, total_amount: 199.99 });
    const lines = BillLinesResponseSchema.parse(
      await (await t.call('GET', `/api/bill/order?bill_id=${bill!.bill_id}`, { token: t.demo.token })).json(),
    );
    // The legacy fields, and what was charged for the line: the order page's line total.
    expect(lines).toEqual([
      expect.objectContaining({
        product_id: product!.product_id,
        price: 199.99,
        discount: 50,
        quantity: 2,
        charged: 199.99,
      }),
    ]);
    expect(lines.reduce((sum, l) => sum + toCents(l.charged), 0)).toBe(
      toCents(bill!.total_amount - bill!.shipping_cost),
    );

    // The success page reads the same bill.
    const legacy = LegacyOrderSchema.parse(
      await (await t.call('GET', `/api/orders/checkout-session/${session.id}`, { token: t.demo.token })).json(),
    );
    expect(legacy.data[0]!.attributes).toMatchObject({
      bill_id: bill!.bill_id,
      total: 199.99,
      products: [{ id: product!.product_id, price: 199.99, quantity: 2 }],
    });
  });

  it('another customer’s orders are refused, and never shown', async () => {
    expect((await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: stranger.token })).status).toBe(403);
    const mine = BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json(),
    );
    const target = mine[0]!.bill_id;
    for (const path of [`/api/bill?bill_id=${target}`, `/api/bill/order?bill_id=${target}`]) {
      const res = await t.call('GET', path, { token: stranger.token });
      expect(res.status).toBe(404);
      expect(JSON.stringify(await res.json())).not.toContain(String(mine[0]!.total_amount));
    }
    expect(await (await t.call('GET', `/api/bill/my-orders/${stranger.id}`, { token: stranger.token })).json()).toEqual(
      [],
    );
  });

  it('needs a token, a numeric bill id, and 404s an unknown order', async () => {
    expect((await t.call('GET', `/api/bill/my-orders/${t.demo.id}`)).status).toBe(401);
    expect((await t.call('GET', '/api/bill?bill_id=abc', { token: t.demo.token })).status).toBe(400);
    expect((await t.call('GET', '/api/bill', { token: t.demo.token })).status).toBe(400);
    expect((await t.call('GET', '/api/bill?bill_id=999999', { token: t.demo.token })).status).toBe(404);
    expect((await t.call('GET', '/api/bill/my-orders/x', { token: t.demo.token })).status).toBe(400);
  });
});

describe('shop operations', () => {
  it('marking an order shipped shows it to the customer with its tracking number', async () => {
    const { markShipped } = await import('../../server/cli/ship-order');
    const t = await createTestApp('pglite', 30);
    try {
      const [inProcess] = BillListResponseSchema.parse(
        await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json(),
      );
      expect(inProcess!.shipping_status).toBe('En proceso');
      expect(await markShipped(t.db, inProcess!.bill_id, '794699990001')).toEqual({ moved: true });
      expect(await markShipped(t.db, 999999, '794699990001')).toEqual({ moved: false, reason: 'missing' });
      // the same rule as the back office: a shipped order is not shipped again
      expect(await markShipped(t.db, inProcess!.bill_id, '794699990002')).toEqual({
        moved: false,
        reason: 'refused',
        status: 'enviado',
      });
      const [shipped] = BillListResponseSchema.parse(
        await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json(),
      );
      expect(shipped).toMatchObject({
        bill_id: inProcess!.bill_id,
        shipping_status: 'enviado',
        shipping_tracking_number: '794699990001',
      });
    } finally {
      await t.close();
    }
  });
});
