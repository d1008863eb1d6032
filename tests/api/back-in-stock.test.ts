/**
 * 'Avísame cuando llegue': a request for a sold-out product or size (its opt-in and date, the same
 * answer whether or not it existed, the refusals in Spanish, the limit per address); the owner's
 * receipt writes exactly one backInStock message per open request in its transaction and ends it,
 * the next receipt none, a lapsed request none; a message's stop link shows a button, and its POST
 * stops the recipient's open requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../contract/auth';
import { AdminBackInStockListSchema, BACK_IN_STOCK_DAYS, type BackInStockPayload } from '../../contract/back-in-stock';
import { BillListResponseSchema } from '../../contract/bill';
import { CheckoutSessionResponseSchema } from '../../contract/checkout';
import { API_ERRORS } from '../../copy/api';
import { BACK_IN_STOCK, BACK_IN_STOCK_ERRORS, BACK_IN_STOCK_STOP } from '../../copy/back-in-stock';
import { DEMO_OWNER } from '../../server/db/seed';
import { BACKENDS, createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

describe.each(BACKENDS)('back-in-stock requests on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend, 90);
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
  });
  afterAll(() => t.close());

  let taken = 0;
  /** A product sold whole, emptied: sold out. Each test its own. */
  const soldOutWhole = async () => {
    const [row] = await t.db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE NOT hidden AND ${SOLD_WHOLE_SQL} ORDER BY product_id OFFSET $1 LIMIT 1`,
      [taken++],
    );
    await t.db.query('UPDATE product SET stock = 0 WHERE product_id = $1', [row!.product_id]);
    return row!.product_id;
  };
  /** A product sold by size with its first size emptied: [product, the sold-out size, a size in stock]. */
  const soldOutSize = async () => {
    const [row] = await t.db.query<{ product_id: number; sizes: string[] }>(
      `SELECT p.product_id, array_agg(z.size ORDER BY z.position) AS sizes FROM product p JOIN product_size z USING (product_id)
       WHERE NOT p.hidden GROUP BY p.product_id HAVING count(*) >= 2 AND min(z.stock) > 0
       ORDER BY p.product_id DESC OFFSET $1 LIMIT 1`,
      [taken++],
    );
    const [out, inStock] = row!.sizes;
    await t.db.query('UPDATE product_size SET stock = 0 WHERE product_id = $1 AND size = $2', [row!.product_id, out]);
    return { id: row!.product_id, out: out!, inStock: inStock! };
  };
  const ask = (body: Record<string, unknown>, token?: string) =>
    t.call('POST', '/api/back-in-stock', { body: { consent: true, ...body }, token });
  const requests = (productId: number) =>
    t.db.query<{
      request_id: number;
      size: string | null;
      channel: string;
      recipient: string;
      ecommerce_user_id: number | null;
      consented: boolean;
      days: number;
      fulfilled: boolean;
      stopped: boolean;
    }>(
      `SELECT request_id, size, channel, recipient, ecommerce_user_id, consented_at IS NOT NULL AS consented,
         round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days,
         fulfilled_at IS NOT NULL AS fulfilled, stopped_at IS NOT NULL AS stopped
       FROM back_in_stock_request WHERE product_id = $1 ORDER BY request_id`,
      [productId],
    );
  const messages = (productId: number) =>
    t.db.query<{ event_key: string; channel: string; recipient: string; payload: BackInStockPayload; kind: string }>(
      `SELECT event_key, kind, channel, recipient, payload FROM outbox_message
       WHERE kind = 'backInStock' AND (payload->>'productId')::int = $1 ORDER BY message_id`,
      [productId],
    );
  const receive = async (id: number, quantity = 2, size?: string) => {
    const answer = size
      ? await t.call('POST', `/api/admin/products/${id}/size-stock`, {
          token: owner,
          body: { mode: 'add', size, quantity },
        })
      : await t.call('POST', `/api/admin/products/${id}/stock`, { token: owner, body: { mode: 'add', quantity } });
    expect(answer.status).toBe(200);
  };
  const errorOf = async (answer: Response) => ((await answer.json()) as { error: string }).error;

  it('records a request with its opt-in, 60 days to live; asking again is the same request and the same answer', async () => {
    const id = await soldOutWhole();
    const first = await ask({ productId: id, channel: 'email', recipient: ' Ana@Example.MX ' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: BACK_IN_STOCK.confirmed });
    const again = await ask({ productId: id, channel: 'email', recipient: 'ana@example.mx' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: BACK_IN_STOCK.confirmed });
    await ask({ productId: id, channel: 'whatsapp', recipient: '614 123 4567' });
    await ask({ productId: id, channel: 'whatsapp', recipient: '+52 1 614 123 4567' });
    expect(await requests(id)).toEqual([
      expect.objectContaining({ size: null, channel: 'email', recipient: 'ana@example.mx', consented: true }),
      expect.objectContaining({ size: null, channel: 'whatsapp', recipient: '+526141234567', ecommerce_user_id: null }),
    ]);
    expect((await requests(id))[0]!.days).toBe(BACK_IN_STOCK_DAYS);
  });

  it('names the customer who asked while signed in', async () => {
    const id = await soldOutWhole();
    await ask({ productId: id, channel: 'email', recipient: 'cliente@example.mx' }, t.demo.token);
    expect((await requests(id))[0]!.ecommerce_user_id).toBe(t.demo.id);
  });

  it('refuses, in Spanish and writing nothing, a product or size on sale, one that does not exist, and a missing opt-in', async () => {
    const { id, out, inStock } = await soldOutSize();
    const [available] = await t.db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE stock > 0 AND NOT hidden AND ${SOLD_WHOLE_SQL} ORDER BY product_id DESC LIMIT 1`,
    );
    const cases: [Record<string, unknown>, number, string][] = [
      [{ productId: available!.product_id }, 409, BACK_IN_STOCK_ERRORS.productAvailable],
      [{ productId: id, size: inStock }, 409, BACK_IN_STOCK_ERRORS.sizeAvailable],
      [{ productId: id }, 409, BACK_IN_STOCK_ERRORS.productAvailable],
      [{ productId: id, size: 'XXXL-no' }, 404, API_ERRORS.noSuchSize],
      [{ productId: 999_999 }, 404, BACK_IN_STOCK_ERRORS.productMissing],
      [{ productId: id, size: out, consent: false }, 400, BACK_IN_STOCK_ERRORS.consentMissing],
      [{ productId: id, size: out, consent: undefined }, 400, BACK_IN_STOCK_ERRORS.consentMissing],
      [{ productId: id, size: out, recipient: 'no-es-correo' }, 400, BACK_IN_STOCK_ERRORS.emailInvalid],
      [
        { productId: id, size: out, channel: 'whatsapp', recipient: '123 456 789' },
        400,
        BACK_IN_STOCK_ERRORS.phoneInvalid,
      ],
      [{ productId: id, size: out, channel: 'sms' }, 400, BACK_IN_STOCK_ERRORS.channelMissing],
    ];
    for (const [body, status, error] of cases) {
      const answer = await ask({ channel: 'email', recipient: 'ana@example.mx', ...body });
      expect([answer.status, await errorOf(answer)], JSON.stringify(body)).toEqual([status, error]);
    }
    expect(await requests(id)).toEqual([]);
    expect(await requests(available!.product_id)).toEqual([]);
  });

  it('receiving stock writes one message per open request and ends them; the next receipt writes none', async () => {
    const id = await soldOutWhole();
    await ask({ productId: id, channel: 'email', recipient: 'ana@example.mx' });
    await ask({ productId: id, channel: 'whatsapp', recipient: '6141234567' });
    expect(await messages(id)).toEqual([]);
    await receive(id);
    const written = await messages(id);
    expect(written.map((m) => [m.kind, m.channel, m.recipient])).toEqual([
      ['backInStock', 'email', 'ana@example.mx'],
      ['backInStock', 'whatsapp', '+526141234567'],
    ]);
    const [request] = await requests(id);
    expect(written[0]!.event_key).toBe(`product:${id}:backInStock:${request!.request_id}`);
    expect(written[0]!.payload).toEqual({
      productId: id,
      size: null,
      stopUrl: expect.stringMatching(/^http:\/\/localhost:3000\/avisame\/detener\/[A-Za-z0-9_-]{43}$/),
    });
    expect((await requests(id)).map((r) => r.fulfilled)).toEqual([true, true]);
    await t.db.query('UPDATE product SET stock = 0 WHERE product_id = $1', [id]);
    await receive(id);
    expect(await messages(id)).toHaveLength(2);
    // The owner's view: each request sent, with its one message; no contact in it.
    const list = await t.call('GET', `/api/admin/back-in-stock/${id}`, { token: owner });
    expect(AdminBackInStockListSchema.parse(await list.json()).requests).toEqual([
      { requestId: expect.any(Number), size: null, channel: 'whatsapp', status: 'sent', messages: 1 },
      { requestId: request!.request_id, size: null, channel: 'email', status: 'sent', messages: 1 },
    ]);
    expect((await t.call('GET', `/api/admin/back-in-stock/${id}`, { token: t.demo.token })).status).toBe(403);
  });

  it('a lapsed request is never sent, and asking again renews it', async () => {
    const id = await soldOutWhole();
    await ask({ productId: id, channel: 'email', recipient: 'tarde@example.mx' });
    await t.db.query(
      `UPDATE back_in_stock_request SET created_at = now() - interval '61 days', expires_at = now() - interval '1 day' WHERE product_id = $1`,
      [id],
    );
    await receive(id);
    expect(await messages(id)).toEqual([]);
    expect(await requests(id)).toEqual([expect.objectContaining({ fulfilled: false, stopped: false })]);
    const list = await t.call('GET', `/api/admin/back-in-stock/${id}`, { token: owner });
    expect(AdminBackInStockListSchema.parse(await list.json()).requests.map((r) => r.status)).toEqual(['lapsed']);
    await t.db.query('UPDATE product SET stock = 0 WHERE product_id = $1', [id]);
    await ask({ productId: id, channel: 'email', recipient: 'tarde@example.mx' });
    expect(await requests(id)).toEqual([expect.objectContaining({ days: BACK_IN_STOCK_DAYS })]);
    await receive(id);
    expect(await messages(id)).toHaveLength(1);
  });

  it('a size’s request waits for that size: another size’s receipt sends nothing', async () => {
    const { id, out, inStock } = await soldOutSize();
    await ask({ productId: id, size: out, channel: 'email', recipient: 'talla@example.mx' });
    await receive(id, 1, inStock);
    expect(await messages(id)).toEqual([]);
    await receive(id, 1, out);
    expect((await messages(id)).map((m) => m.payload.size)).toEqual([out]);
    await receive(id, 1, out);
    expect(await messages(id)).toHaveLength(1);
  });

  it('a cancelled order’s units coming back answer the requests too', async () => {
    const id = await soldOutWhole();
    // The demo customer buys the last two units on the test checkout: sold out.
    await t.db.query('UPDATE product SET stock = 2 WHERE product_id = $1', [id]);
    const created = await t.call('POST', '/api/payment/create-checkout-session', {
      token: t.demo.token,
      body: {
        products: [{ product_id: id, quantity: 2 }],
        userId: t.demo.id,
        delivery: 'b',
        shipping_address: '',
      },
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const session = CheckoutSessionResponseSchema.parse(await created.json());
    const card = new URLSearchParams({ name: 'Ana López', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
    const paid = await t.app.request(session.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: card.toString(),
    });
    expect(paid.status).toBe(303);
    await ask({ productId: id, channel: 'email', recipient: 'cancelado@example.mx' });
    expect((await requests(id)).map((r) => r.recipient)).toEqual(['cancelado@example.mx']);
    const [bill] = BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json(),
    );
    const answer = await t.call('POST', `/api/admin/orders/${bill!.bill_id}/fulfilment`, {
      token: owner,
      body: { action: 'cancel' },
    });
    expect(answer.status).toBe(200);
    expect((await messages(id)).map((m) => m.recipient)).toEqual(['cancelado@example.mx']);
  });

  it('the stop link shows one button (a scanner’s GET stops nothing); its POST stops the recipient’s open requests', async () => {
    const first = await soldOutWhole();
    const second = await soldOutWhole();
    await ask({ productId: first, channel: 'email', recipient: 'basta@example.mx' });
    await ask({ productId: second, channel: 'email', recipient: 'basta@example.mx' });
    await ask({ productId: second, channel: 'email', recipient: 'otra@example.mx' });
    await receive(first);
    const [message] = await messages(first);
    const path = new URL(message!.payload.stopUrl).pathname;
    const page = await t.call('GET', path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<form method="post" action="${path}">`);
    expect(html).toContain(BACK_IN_STOCK_STOP.title);
    expect((await requests(second)).map((r) => r.stopped)).toEqual([false, false]);

    const stopped = await t.call('POST', path);
    expect(stopped.status).toBe(200);
    expect(await stopped.text()).toContain(BACK_IN_STOCK_STOP.done);
    expect((await requests(second)).map((r) => [r.recipient, r.stopped])).toEqual([
      ['basta@example.mx', true],
      ['otra@example.mx', false],
    ]);
    expect((await t.call('POST', path)).status).toBe(200);
    await receive(second);
    expect((await messages(second)).map((m) => m.recipient)).toEqual(['otra@example.mx']);

    const forged = `/avisame/detener/${'A'.repeat(43)}`;
    expect((await t.call('POST', forged)).status).toBe(404);
    expect((await t.call('GET', '/avisame/detener/corto')).status).toBe(404);
  });

  it('is limited per client address like the other public writes', async () => {
    const id = await soldOutWhole();
    let last = 200;
    for (let i = 0; i < 25 && last === 200; i++)
      last = (await ask({ productId: id, channel: 'email', recipient: `limite${i}@example.mx` })).status;
    expect(last).toBe(429);
  });
});
