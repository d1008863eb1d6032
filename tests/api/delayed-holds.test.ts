/**
 * Delayed payments (a SPEI transfer, an OXXO voucher) hold their units for at most 48 hours, an
 * account has one open at a time, and every release of held units (a hold that lapsed, a checkout
 * cancelled) answers the shoppers waiting on 'Avísame' as a receipt of stock does. The sweep of
 * lapsed holds releases each one once, however many processes run it (issue 41, finding 3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../contract/auth';
import { CheckoutSessionResponseSchema } from '../../contract/checkout';
import { DELAYED_PAYMENT } from '../../copy/checkout';
import { migrate } from '../../server/db/migrate';
import { DEMO_CUSTOMER } from '../../server/db/seed';
import { expireSessions } from '../../server/modules/checkout/sessions';
import { BACKENDS, createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

const ADDRESS = 'Av. Independencia 1205, Col. Centro, Chihuahua, Chihuahua, 31000';
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const HOUR_MS = 3_600_000;

describe.each(BACKENDS)('delayed payments’ holds on %s', (backend) => {
  let t: TestApp;
  let shoppers = 0;
  let taken = 0;
  beforeAll(async () => {
    t = await createTestApp(backend, 80, { trustProxy: { hops: 1 } });
  });
  afterAll(() => t.close());

  /** A fresh customer speaking from an address of their own (so no limit leaks between tests). */
  const newShopper = async () => {
    const n = shoppers++;
    const headers = { 'x-forwarded-for': `10.41.3.${n + 1}` };
    const body = {
      username: 'Cliente de Prueba',
      email: `apartados${n}@example.mx`,
      password: 'secreto123',
      confirmPassword: 'secreto123',
      phoneNumber: `61455541${String(n).padStart(2, '0')}`,
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
      create: async (productId: number, quantity: number) => {
        const res = await t.call('POST', '/api/payment/create-checkout-session', {
          token: login.token,
          headers,
          body: {
            products: [{ product_id: productId, quantity }],
            userId: id,
            shipping_address: ADDRESS,
            delivery: 'c',
          },
        });
        expect(res.status, await res.clone().text()).toBe(200);
        return CheckoutSessionResponseSchema.parse(await res.json());
      },
      cancel: (sessionId: string) =>
        t.call('POST', '/api/payment/cancel-checkout-session', {
          token: login.token,
          headers,
          body: { session_id: sessionId },
        }),
    };
  };
  /** A product sold whole, at full price, that no other test touches, with `stock` units. */
  const product = async (stock: number) => {
    const [row] = await t.db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE original_price_cents = 0 AND NOT hidden AND ${SOLD_WHOLE_SQL}
       ORDER BY product_id OFFSET $1 LIMIT 1`,
      [taken++],
    );
    await t.db.query('UPDATE product SET stock = $2, price_cents = 50000 WHERE product_id = $1', [
      row!.product_id,
      stock,
    ]);
    return row!.product_id;
  };
  const stockOf = async (id: number) =>
    (await t.db.query<{ stock: number }>('SELECT stock FROM product WHERE product_id = $1', [id]))[0]!.stock;
  const sessionRow = async (id: string) =>
    (
      await t.db.query<{ status: string; awaiting_payment: boolean; expires_at: Date | string }>(
        'SELECT status, awaiting_payment, expires_at FROM checkout_session WHERE session_id = $1',
        [id],
      )
    )[0]!;
  const post = (path: string) => t.app.request(path, { method: 'POST', headers: form, body: '' });
  /** The session's hold is past: as if its time had gone by (the sweep compares with the database's clock). */
  const lapse = (id: string) =>
    t.db.query(`UPDATE checkout_session SET expires_at = now() - interval '1 second' WHERE session_id = $1`, [id]);
  /** The demo customer asks 'Avísame' for a sold-out product with their own verified email: open at once. */
  const waitFor = async (productId: number) => {
    const res = await t.call('POST', '/api/back-in-stock', {
      token: t.demo.token,
      headers: { 'x-forwarded-for': `10.41.9.${productId % 250}` },
      body: { productId, channel: 'email', recipient: DEMO_CUSTOMER.email, consent: true },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [request] = await t.db.query<{ confirmed: boolean }>(
      `SELECT confirmed_at IS NOT NULL AS confirmed FROM back_in_stock_request
       WHERE product_id = $1 AND fulfilled_at IS NULL AND stopped_at IS NULL`,
      [productId],
    );
    expect(request?.confirmed).toBe(true);
  };
  /** The backInStock messages written for a product, as the outbox holds them. */
  const notices = (productId: number) =>
    t.db.query<{ recipient: string }>(
      `SELECT recipient FROM outbox_message WHERE kind = 'backInStock' AND (payload->>'productId')::int = $1`,
      [productId],
    );

  it('a test SPEI transfer holds its units 48 hours; then the sweep gives them back and another customer buys them', async () => {
    const id = await product(2);
    const holder = await newShopper();
    const session = await holder.create(id, 2);
    expect((await post(`${session.url}/spei`)).status).toBe(303);
    const held = await sessionRow(session.id);
    expect(held.awaiting_payment).toBe(true);
    const hold = new Date(held.expires_at).getTime() - Date.now();
    expect(hold).toBeGreaterThan(47 * HOUR_MS);
    expect(hold).toBeLessThanOrEqual(48 * HOUR_MS);
    expect(await stockOf(id)).toBe(0);

    await lapse(session.id);
    // Two sweeps at once (two processes on one database): the units come back once.
    await Promise.all([expireSessions(t.db, t.deps.publicUrl), expireSessions(t.db, t.deps.publicUrl)]);
    expect(await stockOf(id)).toBe(2);
    expect((await sessionRow(session.id)).status).toBe('expired');
    // The pending page says the transfer can no longer be paid.
    expect((await post(`${session.url}/spei/paid`)).status).toBe(410);

    const other = await newShopper();
    await other.create(id, 2);
    expect(await stockOf(id)).toBe(0);
  });

  it('an account has one delayed payment open: a second SPEI is refused in Spanish, and the card still pays', async () => {
    const [a, b] = [await product(3), await product(3)];
    const shopper = await newShopper();
    const first = await shopper.create(a, 1);
    expect((await post(`${first.url}/spei`)).status).toBe(303);

    const second = await shopper.create(b, 1);
    const refused = await post(`${second.url}/spei`);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(DELAYED_PAYMENT.alreadyOpen);
    const row = await sessionRow(second.id);
    expect(row).toMatchObject({ status: 'open', awaiting_payment: false });
    expect((await sessionRow(first.id)).status).toBe('open');
    expect(await stockOf(b)).toBe(2);
    // Its held money still counts in the account's cap: both sessions are open.
    const [held] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM checkout_session WHERE ecommerce_user_id = $1 AND status = 'open'`,
      [shopper.id],
    );
    expect(held!.n).toBe(2);

    // Once the first has lapsed, a transfer may be chosen again.
    await lapse(first.id);
    await expireSessions(t.db, t.deps.publicUrl);
    expect((await post(`${second.url}/spei`)).status).toBe(303);
    expect((await sessionRow(second.id)).awaiting_payment).toBe(true);
  });

  it('a lapsed hold answers a confirmed ‘Avísame’ request for its units, once', async () => {
    const id = await product(1);
    const holder = await newShopper();
    const session = await holder.create(id, 1);
    expect((await post(`${session.url}/spei`)).status).toBe(303);
    await waitFor(id);
    expect(await notices(id)).toHaveLength(0);

    await lapse(session.id);
    await Promise.all([expireSessions(t.db, t.deps.publicUrl), expireSessions(t.db, t.deps.publicUrl)]);
    expect(await stockOf(id)).toBe(1);
    expect(await notices(id)).toEqual([{ recipient: DEMO_CUSTOMER.email }]);
  });

  it('migration 035 brings the holds taken for 8 days down to 48 hours from now, and leaves shorter ones', async () => {
    const [a, b] = [await product(1), await product(1)];
    const long = await (await newShopper()).create(a, 1);
    const short = await (await newShopper()).create(b, 1);
    for (const session of [long, short]) expect((await post(`${session.url}/spei`)).status).toBe(303);
    await t.db.query(`UPDATE checkout_session SET expires_at = now() + interval '8 days' WHERE session_id = $1`, [
      long.id,
    ]);
    await t.db.query(`UPDATE checkout_session SET expires_at = now() + interval '10 hours' WHERE session_id = $1`, [
      short.id,
    ]);
    await t.db.query(`DELETE FROM schema_migrations WHERE version = '035_delayed_payment_holds'`);
    expect(await migrate(t.db)).toEqual(['035_delayed_payment_holds']);
    const left = async (id: string) => new Date((await sessionRow(id)).expires_at).getTime() - Date.now();
    expect(await left(long.id)).toBeGreaterThan(47 * HOUR_MS);
    expect(await left(long.id)).toBeLessThanOrEqual(48 * HOUR_MS);
    expect(await left(short.id)).toBeLessThanOrEqual(10 * HOUR_MS);
    expect(await left(short.id)).toBeGreaterThan(9 * HOUR_MS);
  });

  it('a checkout cancelled by its shopper answers ‘Avísame’; one replaced by a new checkout of the same units does not', async () => {
    const id = await product(1);
    const holder = await newShopper();
    const first = await holder.create(id, 1);
    await waitFor(id);
    // The same cart again: the units come back and are taken again in one transaction.
    const second = await holder.create(id, 1);
    expect(await stockOf(id)).toBe(0);
    expect(await notices(id)).toHaveLength(0);
    expect((await sessionRow(first.id)).status).toBe('cancelled');

    expect((await holder.cancel(second.id)).status).toBe(200);
    expect(await stockOf(id)).toBe(1);
    expect(await notices(id)).toEqual([{ recipient: DEMO_CUSTOMER.email }]);
  });
});
