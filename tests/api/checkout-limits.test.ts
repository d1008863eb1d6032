import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../contract/auth';
import { CheckoutSessionResponseSchema } from '../../contract/checkout';
import { ProductSchema } from '../../contract/product';
import { holdForDelayedPayment } from '../../server/modules/checkout/sessions';
import { BACKENDS, createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

const ADDRESS = 'Av. Independencia 1205, Col. Centro, Chihuahua, Chihuahua, 31000';

/**
 * One account must not be able to take the store off sale by reserving stock,
 * and a shopper's own abandoned checkout must never block them.
 */
describe.each(BACKENDS)('checkout limits on %s', (backend) => {
  let t: TestApp;
  let shoppers = 0;
  beforeAll(async () => {
    // One proxy hop trusted, so each test can speak from its own client address.
    t = await createTestApp(backend, 160, { trustProxy: { hops: 1 } }); // enough products sold whole for a test each
  });
  afterAll(() => t.close());

  /** A fresh customer speaking from `address` (each test its own, so limits never leak between tests). */
  const newShopper = async (address: string) => {
    const n = shoppers++;
    const headers = { 'x-forwarded-for': address };
    const body = {
      username: 'Cliente de Prueba',
      email: `limites${n}@example.mx`,
      password: 'secreto123',
      confirmPassword: 'secreto123',
      phoneNumber: `61455531${String(n).padStart(2, '0')}`,
    };
    expect((await t.signUp(body, headers)).status).toBe(200);
    const login = LoginResponseSchema.parse(
      await (
        await t.call('POST', '/api/auth/login_ecommerce', {
          body: { phoneNumber: body.phoneNumber, password: body.password },
          headers,
        })
      ).json(),
    );
    const id = login.userData.ecommerce_user_id;
    return {
      id,
      token: login.token,
      create: (products: { product_id: number; quantity: number }[]) =>
        t.call('POST', '/api/payment/create-checkout-session', {
          token: login.token,
          headers,
          body: { products, userId: id, shipping_address: ADDRESS, delivery: 'c' },
        }),
      cancel: (sessionId: string) =>
        t.call('POST', '/api/payment/cancel-checkout-session', {
          token: login.token,
          headers,
          body: { session_id: sessionId },
        }),
    };
  };
  /** Products nobody else in this file touches: each test takes its own by offset. */
  const products = async (offset: number, n: number, stock: number) => {
    const rows = await t.db.query<{ product_id: number; name: string }>(
      `SELECT product_id, name FROM product WHERE original_price_cents = 0 AND ${SOLD_WHOLE_SQL} ORDER BY product_id LIMIT $1 OFFSET $2`,
      [n, offset],
    );
    await t.db.query('UPDATE product SET stock = $2 WHERE product_id = ANY($1::int[])', [
      rows.map((r) => r.product_id),
      stock,
    ]);
    return rows;
  };
  const stockOf = async (id: number) =>
    (await t.db.query<{ stock: number }>('SELECT stock FROM product WHERE product_id = $1', [id]))[0]!.stock;
  const openSessions = async (userId: number) =>
    (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM checkout_session WHERE ecommerce_user_id = $1 AND status = 'open'`,
        [userId],
      )
    )[0]!.n;
  const sessionOf = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    return CheckoutSessionResponseSchema.parse(await res.json());
  };

  it('a new checkout session cancels the customer’s previous one and gives its stock back at once', async () => {
    const [a, b] = await products(0, 2, 5);
    const shopper = await newShopper('10.1.0.1');
    const first = await sessionOf(await shopper.create([{ product_id: a!.product_id, quantity: 2 }]));
    expect(await stockOf(a!.product_id)).toBe(3);
    await sessionOf(await shopper.create([{ product_id: b!.product_id, quantity: 1 }]));
    expect(await stockOf(a!.product_id)).toBe(5);
    expect(await stockOf(b!.product_id)).toBe(4);
    expect(await openSessions(shopper.id)).toBe(1);
    const [old] = await t.db.query<{ status: string }>('SELECT status FROM checkout_session WHERE session_id = $1', [
      first.id,
    ]);
    expect(old!.status).toBe('cancelled');
  });

  it('two parallel checkout sessions of one customer leave one open session and one reservation', async () => {
    const [a] = await products(2, 1, 5);
    const shopper = await newShopper('10.1.0.2');
    const results = await Promise.all([1, 2].map(() => shopper.create([{ product_id: a!.product_id, quantity: 2 }])));
    // The later one replaces the earlier; if that happened while the earlier was being handed to
    // the payment provider, the earlier answers 409 instead of a link to a closed session.
    const statuses = results.map((r) => r.status);
    expect(statuses).toContain(200);
    for (const status of statuses) expect([200, 409]).toContain(status);
    expect(await openSessions(shopper.id)).toBe(1);
    expect(await stockOf(a!.product_id)).toBe(3);
  });

  it('re-creating the same cart right after reserves it again: the shopper’s own checkout never blocks them', async () => {
    const [a] = await products(3, 1, 2);
    const shopper = await newShopper('10.1.0.3');
    await sessionOf(await shopper.create([{ product_id: a!.product_id, quantity: 2 }]));
    expect(await stockOf(a!.product_id)).toBe(0);
    await sessionOf(await shopper.create([{ product_id: a!.product_id, quantity: 2 }]));
    expect(await stockOf(a!.product_id)).toBe(0);
    expect(await openSessions(shopper.id)).toBe(1);
  });

  it('coming back from the checkout releases the session: own sessions only, idempotent, and the cart reserves again at once', async () => {
    const [a] = await products(4, 1, 2);
    const shopper = await newShopper('10.1.0.4');
    const other = await newShopper('10.1.0.5');
    const session = await sessionOf(await shopper.create([{ product_id: a!.product_id, quantity: 2 }]));
    expect(await stockOf(a!.product_id)).toBe(0);

    // Someone else's session is not theirs to release, and is not even confirmed to exist.
    const foreign = await other.cancel(session.id);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: string }).error).toMatch(/sesión de pago/);
    expect(await stockOf(a!.product_id)).toBe(0);
    expect(
      (await t.call('POST', '/api/payment/cancel-checkout-session', { body: { session_id: session.id } })).status,
    ).toBe(401);
    const bad = await shopper.cancel('nada');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/sesión de pago/);

    const cancelled = await shopper.cancel(session.id);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ released: true });
    expect(await stockOf(a!.product_id)).toBe(2);
    const again = await shopper.cancel(session.id);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ released: false });
    expect(await stockOf(a!.product_id)).toBe(2);

    await sessionOf(await shopper.create([{ product_id: a!.product_id, quantity: 2 }]));
    expect(await stockOf(a!.product_id)).toBe(0);
  });

  it('the test checkout’s cancel link releases the session and the same cart reserves again at once', async () => {
    const [a] = await products(5, 1, 2);
    const shopper = await newShopper('10.1.0.6');
    const session = await sessionOf(await shopper.create([{ product_id: a!.product_id, quantity: 2 }]));
    expect((await t.app.request(`${session.url}/cancel`, { method: 'POST' })).status).toBe(303);
    await sessionOf(await shopper.create([{ product_id: a!.product_id, quantity: 2 }]));
  });

  it('caps the units of one product per order, names the product, and the product answer carries the cap', async () => {
    const [a, b] = await products(6, 2, 50);
    const shopper = await newShopper('10.1.0.7');
    const single = ProductSchema.parse(await (await t.call('GET', `/api/product/single/${a!.product_id}`)).json());
    expect(single.maxPerOrder).toBe(10);
    const over = await shopper.create([{ product_id: a!.product_id, quantity: 11 }]);
    expect(over.status).toBe(400);
    expect(((await over.json()) as { error: string }).error).toContain(a!.name);
    expect(await stockOf(a!.product_id)).toBe(50);
    await sessionOf(await shopper.create([{ product_id: a!.product_id, quantity: 10 }]));

    await t.db.query('UPDATE product SET max_per_order = 2 WHERE product_id = $1', [b!.product_id]);
    const [listed] = ProductSchema.array().parse(
      await (await t.call('GET', `/api/product/cart?productIds=${b!.product_id}`)).json(),
    );
    expect(listed!.maxPerOrder).toBe(2);
    const overB = await shopper.create([{ product_id: b!.product_id, quantity: 3 }]);
    expect(overB.status).toBe(400);
    expect(((await overB.json()) as { error: string }).error).toContain(b!.name);
    expect(await stockOf(b!.product_id)).toBe(50);
  });

  it('caps the value one account may hold reserved', async () => {
    const [a] = await products(8, 1, 5);
    await t.db.query('UPDATE product SET price_cents = 7000000 WHERE product_id = $1', [a!.product_id]); // $70,000 MXN
    const shopper = await newShopper('10.1.0.8');
    const res = await shopper.create([{ product_id: a!.product_id, quantity: 1 }]);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/como máximo/);
    expect(await stockOf(a!.product_id)).toBe(5);
    expect(await openSessions(shopper.id)).toBe(0);
  });

  it('a session awaiting an OXXO voucher is neither replaced nor released by the shopper, and counts toward the value cap', async () => {
    const [a, b] = await products(11, 2, 5);
    await t.db.query('UPDATE product SET price_cents = 4000000 WHERE product_id = $1', [a!.product_id]); // $40,000 MXN
    const shopper = await newShopper('10.1.0.11');
    const voucher = await sessionOf(await shopper.create([{ product_id: a!.product_id, quantity: 1 }]));
    expect(await holdForDelayedPayment(t.db, voucher.id)).toBe('held');
    const statusOf = async (id: string) =>
      (await t.db.query<{ status: string }>('SELECT status FROM checkout_session WHERE session_id = $1', [id]))[0]!
        .status;

    // The voucher may still be paid at the shop's counter: a new checkout leaves it open with its units.
    await sessionOf(await shopper.create([{ product_id: b!.product_id, quantity: 1 }]));
    expect(await statusOf(voucher.id)).toBe('open');
    expect(await stockOf(a!.product_id)).toBe(4);
    const cancel = await shopper.cancel(voucher.id);
    expect(await cancel.json()).toEqual({ released: false });
    expect(await statusOf(voucher.id)).toBe('open');
    expect(await stockOf(a!.product_id)).toBe(4);

    // $40,000 awaiting the voucher and $40,000 more is past what one account may hold.
    const over = await shopper.create([{ product_id: a!.product_id, quantity: 1 }]);
    expect(over.status).toBe(400);
    expect(((await over.json()) as { error: string }).error).toMatch(/como máximo/);
    expect(await stockOf(a!.product_id)).toBe(4);
  });

  it('limits checkout sessions to 10 per customer in 10 minutes, then a Spanish 429', async () => {
    const [a] = await products(9, 1, 5);
    const shopper = await newShopper('10.1.0.9');
    for (let i = 0; i < 10; i++) await sessionOf(await shopper.create([{ product_id: a!.product_id, quantity: 1 }]));
    const refused = await shopper.create([{ product_id: a!.product_id, quantity: 1 }]);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Demasiados intentos de pago/);
    expect(await stockOf(a!.product_id)).toBe(4);
  });

  it('limits checkout sessions per client address, across customers', async () => {
    const [a] = await products(10, 1, 10);
    const crowd = await Promise.all([0, 1, 2, 3].map(() => newShopper('10.1.0.10')));
    const statuses: number[] = [];
    for (const shopper of crowd)
      for (let i = 0; i < 8; i++)
        statuses.push((await shopper.create([{ product_id: a!.product_id, quantity: 1 }])).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
