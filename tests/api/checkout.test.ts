import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../contract/auth';
import { BillListResponseSchema } from '../../contract/bill';
import { CheckoutSessionResponseSchema, LegacyOrderSchema, STORE_ADDRESS } from '../../contract/checkout';
import { toCents } from '../../contract/money';
import { priceCart } from '../../machines/cart/pricing';
import { expireSessions, fulfilSession } from '../../server/modules/checkout/sessions';
import { BACKENDS, createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

const CARD = { name: 'María Fernanda Ochoa', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const ADDRESS = 'Av. Independencia 1205, Col. Centro, Chihuahua, Chihuahua, 31000';

describe.each(BACKENDS)('checkout on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, 60);
  });
  afterAll(() => t.close());

  const regularProducts = async (n: number, minStock = 3) =>
    t.db.query<{ product_id: number; price_cents: number; stock: number }>(
      `SELECT product_id, price_cents, stock FROM product WHERE original_price_cents = 0 AND stock >= $1 AND ${SOLD_WHOLE_SQL} ORDER BY product_id DESC LIMIT $2`,
      [minStock, n],
    );
  const stockOf = async (id: number) =>
    (await t.db.query<{ stock: number }>('SELECT stock FROM product WHERE product_id = $1', [id]))[0]!.stock;
  const billCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bill'))[0]!.n;
  const createSession = (body: unknown, token = t.demo.token) =>
    t.call('POST', '/api/payment/create-checkout-session', { token, body });
  const pay = (url: string, card: Record<string, string>) =>
    t.app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(card).toString(),
    });

  it('prices from the database, reserves stock, pays on the test checkout and writes the bill once', async () => {
    const [a, b] = await regularProducts(2);
    const before = { a: await stockOf(a!.product_id), b: await stockOf(b!.product_id), bills: await billCount() };
    // The browser's prices are ignored: these are nonsense on purpose.
    const res = await createSession({
      products: [
        { product_id: a!.product_id, quantity: 1, price: 0.01 },
        { product_id: b!.product_id, quantity: 1, price: 0.01 },
      ],
      userId: t.demo.id,
      shipping_address: ADDRESS,
      delivery: 'c',
    });
    expect(res.status).toBe(200);
    const session = CheckoutSessionResponseSchema.parse(await res.json());
    expect(session.url).toMatch(/\/pay\/test\/cs_test_/);
    expect(await stockOf(a!.product_id)).toBe(before.a - 1);

    const page = await t.app.request(session.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Modo de prueba');
    const expected = priceCart([
      { product_id: a!.product_id, price: a!.price_cents, originalPrice: 0, quantity: 1 },
      { product_id: b!.product_id, price: b!.price_cents, originalPrice: 0, quantity: 1 },
    ]);
    expect(expected.tier).toBe('twoForOne');

    const declined = await pay(session.url, { ...CARD, number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Tu tarjeta fue rechazada');
    expect(await billCount()).toBe(before.bills);

    const paid = await pay(session.url, CARD);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/success/${session.id}`);
    expect(await billCount()).toBe(before.bills + 1);
    // Paying again, or a repeated completion, never makes a second order or takes stock twice.
    expect((await pay(session.url, CARD)).status).toBe(303);
    const again = await fulfilSession(t.db, session.id, { id: 'pay_test_repeat', last4: '4242' });
    expect(again).toMatchObject({ ok: true, alreadyPaid: true });
    expect(await billCount()).toBe(before.bills + 1);
    expect(await stockOf(a!.product_id)).toBe(before.a - 1);
    expect(await stockOf(b!.product_id)).toBe(before.b - 1);

    const [bill] = BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json(),
    );
    expect(bill).toMatchObject({
      shipping_status: 'En proceso',
      shipping_last4: '4242',
      shipping_address: ADDRESS,
      shipping_cost: 149,
    });
    expect(toCents(bill!.total_amount)).toBe(expected.totalCents + 14900);
    expect(toCents(bill!.discount_amount)).toBe(expected.discountCents);

    const legacy = LegacyOrderSchema.parse(
      await (await t.call('GET', `/api/orders/checkout-session/${session.id}`, { token: t.demo.token })).json(),
    );
    expect(legacy.data[0]!.attributes.products.map((p) => p.id).sort()).toEqual([a!.product_id, b!.product_id].sort());
    expect(legacy.data[0]!.attributes.tax).toBe(0);
    const byFilter = await (await t.call('GET', `/api/orders?stripeId=${session.id}`, { token: t.demo.token })).json();
    expect(byFilter).toEqual(legacy);
  });

  it('store pickup ships free to the shop', async () => {
    const [a] = await regularProducts(1);
    const session = CheckoutSessionResponseSchema.parse(
      await (
        await createSession({
          products: [{ product_id: a!.product_id, quantity: 1 }],
          userId: t.demo.id,
          shipping_address: '',
          delivery: 'b',
        })
      ).json(),
    );
    expect((await pay(session.url, CARD)).status).toBe(303);
    const [bill] = BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json(),
    );
    expect(bill).toMatchObject({ shipping_cost: 0, shipping_address: STORE_ADDRESS.oneLine });
  });

  it('cancel and expiry give the reserved stock back', async () => {
    const [a] = await regularProducts(1);
    const start = await stockOf(a!.product_id);
    const body = {
      products: [{ product_id: a!.product_id, quantity: 2 }],
      userId: t.demo.id,
      shipping_address: ADDRESS,
    };
    const first = CheckoutSessionResponseSchema.parse(await (await createSession(body)).json());
    expect(await stockOf(a!.product_id)).toBe(start - 2);
    const cancel = await t.app.request(`${first.url}/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe('/cancel/');
    expect(await stockOf(a!.product_id)).toBe(start);
    expect((await pay(first.url, CARD)).status).toBe(410); // a cancelled session cannot be paid

    const second = CheckoutSessionResponseSchema.parse(await (await createSession(body)).json());
    expect(await stockOf(a!.product_id)).toBe(start - 2);
    await t.db.query(`UPDATE checkout_session SET expires_at = now() - interval '1 minute' WHERE session_id = $1`, [
      second.id,
    ]);
    expect(await expireSessions(t.db, t.deps.publicUrl)).toBe(1);
    expect(await stockOf(a!.product_id)).toBe(start);
    expect((await pay(second.url, CARD)).status).toBe(410);
  });

  it('many shoppers racing for the last units: exactly as many sessions as units', async () => {
    const [a] = await regularProducts(1);
    await t.db.query('UPDATE product SET stock = 3 WHERE product_id = $1', [a!.product_id]);
    const racers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const body = {
          username: 'Cliente de Prueba',
          email: `racer${i}@example.mx`,
          password: 'secreto123',
          confirmPassword: 'secreto123',
          phoneNumber: `61455502${10 + i}`,
        };
        await t.signUp(body);
        const login = LoginResponseSchema.parse(
          await (
            await t.call('POST', '/api/auth/login_ecommerce', {
              body: { phoneNumber: body.phoneNumber, password: body.password },
            })
          ).json(),
        );
        return login;
      }),
    );
    const results = await Promise.all(
      racers.map((r) =>
        createSession(
          {
            products: [{ product_id: a!.product_id, quantity: 1 }],
            userId: r.userData.ecommerce_user_id,
            shipping_address: ADDRESS,
          },
          r.token,
        ),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const refusal = (await results.find((r) => r.status === 409)!.json()) as { error: string };
    expect(refusal.error).toMatch(/No hay suficientes unidades/);
    expect(await stockOf(a!.product_id)).toBe(0);
  });

  it.each([
    [{ products: [], userId: 0, shipping_address: ADDRESS }, 400],
    [{ products: [{ product_id: 1, quantity: 0 }], shipping_address: ADDRESS }, 400],
    [{ products: [{ product_id: 999999, quantity: 1 }], shipping_address: ADDRESS }, 400],
    [{ products: [{ product_id: 1, quantity: 1 }], shipping_address: '', delivery: 'a' }, 400],
    [{ products: [{ product_id: 1, quantity: 1 }], shipping_address: ADDRESS, delivery: 'z' }, 400],
    [{ products: [{ product_id: 1, quantity: 1.5 }], shipping_address: ADDRESS }, 400],
    [{ products: 'todo', shipping_address: ADDRESS }, 400],
  ])('refuses %j with a 4xx and changes nothing', async (body, status) => {
    const before = await t.db.query('SELECT product_id, stock FROM product ORDER BY product_id');
    const sessions = await t.db.query('SELECT count(*)::int AS n FROM checkout_session');
    const res = await createSession({ userId: t.demo.id, ...body });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: string }).error.length).toBeGreaterThan(5);
    expect(await t.db.query('SELECT product_id, stock FROM product ORDER BY product_id')).toEqual(before);
    expect(await t.db.query('SELECT count(*)::int AS n FROM checkout_session')).toEqual(sessions);
  });

  it('refuses sold-out products, visitors and another customer’s id', async () => {
    const [soldOut] = await t.db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE stock = 0 AND ${SOLD_WHOLE_SQL} LIMIT 1`,
    );
    const res = await createSession({
      products: [{ product_id: soldOut!.product_id, quantity: 1 }],
      userId: t.demo.id,
      shipping_address: ADDRESS,
    });
    expect(res.status).toBe(409);
    expect(
      (
        await t.call('POST', '/api/payment/create-checkout-session', {
          body: { products: [{ product_id: 1, quantity: 1 }], userId: t.demo.id, shipping_address: ADDRESS },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await createSession({
          products: [{ product_id: 1, quantity: 1 }],
          userId: t.demo.id + 1,
          shipping_address: ADDRESS,
        })
      ).status,
    ).toBe(403);
  });

  it('the test checkout page refuses bad cards with errors tied to their fields', async () => {
    const [a] = await regularProducts(1);
    const session = CheckoutSessionResponseSchema.parse(
      await (
        await createSession({
          products: [{ product_id: a!.product_id, quantity: 1 }],
          userId: t.demo.id,
          shipping_address: ADDRESS,
        })
      ).json(),
    );
    const bad = await pay(session.url, { name: '', number: '1234', expiry: '13/20', cvc: 'x' });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    for (const id of ['name', 'number', 'expiry', 'cvc'])
      expect(html).toContain(`aria-describedby="${id}-hint ${id}-error"`.replace(`name-hint `, ''));
    expect((await t.app.request('/pay/test/cs_test_doesnotexist123')).status).toBe(404);
  });
});
