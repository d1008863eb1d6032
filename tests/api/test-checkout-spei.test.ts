import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillListResponseSchema } from '../../contract/bill';
import { CheckoutSessionResponseSchema } from '../../contract/checkout';
import { expireSessions } from '../../server/modules/checkout/sessions';
import { isValidClabe, testSpeiTransfer } from '../../server/payments/test-spei';
import { createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

const ADDRESS = 'Av. Independencia 1205, Col. Centro, Chihuahua, Chihuahua, 31000';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** The built-in test checkout's SPEI transfer: a delayed payment seen end to end without Stripe. */
describe('the test checkout’s SPEI transfer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', 60);
  });
  afterAll(() => t.close());

  const stockOf = async (id: number) =>
    (await t.db.query<{ stock: number }>('SELECT stock FROM product WHERE product_id = $1', [id]))[0]!.stock;
  const billCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bill'))[0]!.n;
  const post = (path: string) => t.app.request(path, { method: 'POST', headers: form, body: '' });

  /** A checkout of one unit, sent to SPEI: its product, its session and the pending page. */
  const transferPending = async () => {
    const [product] = await t.db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE original_price_cents = 0 AND stock > 3 AND ${SOLD_WHOLE_SQL} ORDER BY product_id DESC LIMIT 1`,
    );
    const stock = await stockOf(product!.product_id);
    // The test checkout takes no meses sin intereses: product pages name none.
    const page = await t.app.request(`/api/product/single/${product!.product_id}`);
    expect(((await page.json()) as { installments: boolean }).installments).toBe(false);
    const res = await t.call('POST', '/api/payment/create-checkout-session', {
      token: t.demo.token,
      body: {
        products: [{ product_id: product!.product_id, quantity: 1 }],
        userId: t.demo.id,
        shipping_address: ADDRESS,
        delivery: 'a',
      },
    });
    const session = CheckoutSessionResponseSchema.parse(await res.json());
    const offer = await (await t.app.request(session.url)).text();
    expect(offer).toContain(`action="${session.url}/spei"`);
    const chosen = await post(`${session.url}/spei`);
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe(session.url);
    const pending = await t.app.request(session.url);
    return {
      productId: product!.product_id,
      stock,
      session,
      pending: { status: pending.status, html: await pending.text() },
    };
  };

  it('waits for the transfer with its CLABE and reference, the stock held past the 30 minutes, then the order is written when it arrives', async () => {
    const { productId, stock, session, pending } = await transferPending();
    const transfer = testSpeiTransfer(session.id);
    expect(pending.status).toBe(200);
    expect(pending.html).toContain('Tu pedido espera tu transferencia');
    expect(isValidClabe(transfer.clabe)).toBe(true);
    expect(pending.html).toContain(transfer.clabe);
    expect(pending.html).toContain(transfer.reference);
    expect(pending.html).not.toContain('name="number"'); // no card form any more
    expect(await stockOf(productId)).toBe(stock - 1);
    // The 30-minute sweep and the shopper's own way back leave a transfer on its way alone.
    const [held] = await t.db.query<{ expires_at: Date | string }>(
      'SELECT expires_at FROM checkout_session WHERE session_id = $1',
      [session.id],
    );
    expect(new Date(held!.expires_at).getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
    await expireSessions(t.db, t.deps.publicUrl);
    const back = await t.call('POST', '/api/payment/cancel-checkout-session', {
      token: t.demo.token,
      body: { session_id: session.id },
    });
    expect(await back.json()).toEqual({ released: false });
    expect((await post(`${session.url}/cancel`)).status).toBe(303);
    expect(await stockOf(productId)).toBe(stock - 1);
    // A card payment is not taken while the transfer is pending.
    expect((await post(session.url)).status).toBe(409);

    const bills = await billCount();
    const paid = await post(`${session.url}/spei/paid`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/success/${session.id}`);
    expect(await billCount()).toBe(bills + 1);
    expect(await stockOf(productId)).toBe(stock - 1);
    const [order] = BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json(),
    );
    expect(order).toMatchObject({ payment_provider: 'test', shipping_last4: null, shipping_status: 'En proceso' });
    // Marked paid twice (a double tap): still one order.
    expect((await post(`${session.url}/spei/paid`)).status).toBe(303);
    expect(await billCount()).toBe(bills + 1);
  });

  it('a transfer that never arrives lapses: the stock goes back and no order is written', async () => {
    const { productId, stock, session } = await transferPending();
    const bills = await billCount();
    const lapsed = await post(`${session.url}/spei/lapse`);
    expect(lapsed.status).toBe(410);
    expect(await lapsed.text()).toContain('La transferencia venció');
    expect(await stockOf(productId)).toBe(stock);
    expect(await billCount()).toBe(bills);
    expect((await post(`${session.url}/spei/paid`)).status).toBe(410);
    expect(await billCount()).toBe(bills);
  });
});
