/**
 * 'Avísame cuando llegue': a request for a sold-out product or size (its opt-in and date, the same
 * answer whether or not it existed, the refusals in Spanish, the limit per address); the owner's
 * receipt writes exactly one backInStock message per open request in its transaction and ends it,
 * the next receipt none, a lapsed request none; a message's stop link shows a button, and its POST
 * stops the recipient's open requests.
 *
 * Double opt-in (issue 40): a contact other than a signed-in customer's own verified one gets one
 * confirmation and nothing else until its holder confirms; a stop holds against new anonymous
 * requests; plus-addresses are one contact; WhatsApp only to Mexican numbers and only when the store
 * sends WhatsApp; withdrawing consent ends a customer's open requests. Messages are read as they
 * arrive: email at a real SMTP server on loopback, WhatsApp at a stand-in of the Graph API, both
 * sent by the real worker.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../contract/auth';
import {
  AdminBackInStockListSchema,
  BACK_IN_STOCK_DAYS,
  BackInStockChannelsSchema,
  type BackInStockPayload,
} from '../../contract/back-in-stock';
import { BillListResponseSchema } from '../../contract/bill';
import { CheckoutSessionResponseSchema } from '../../contract/checkout';
import { MESSAGE_KINDS, type MessageKind } from '../../contract/messages';
import { API_ERRORS } from '../../copy/api';
import {
  BACK_IN_STOCK,
  BACK_IN_STOCK_CONFIRM,
  BACK_IN_STOCK_ERRORS,
  BACK_IN_STOCK_STOP,
} from '../../copy/back-in-stock';
import { MESSAGE_TEXT } from '../../copy/messages';
import { DEMO_CUSTOMER, DEMO_OWNER } from '../../server/db/seed';
import { defaultWhatsAppTemplate } from '../../server/env';
import { configureMessages, messageSettings } from '../../server/messages/settings';
import type { MessageWorker } from '../../server/messages/worker';
import { startMessageWorker } from '../support/message-worker';
import { eventually, startSmtp, type TestSmtp } from '../support/smtp';
import { BACKENDS, createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

const CONFIRM_LINK = /\/avisame\/confirmar\/[A-Za-z0-9_-]{43}/;
const STOP_LINK = /\/avisame\/detener\/[A-Za-z0-9_-]{43}/;

describe.each(BACKENDS)('back-in-stock requests on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  let smtp: TestSmtp;
  let worker: MessageWorker;
  let graph: Server;
  /** What the Graph API stand-in received: each WhatsApp message's number and body parameters. */
  const whatsapps: { to: string; text: string }[] = [];
  const before = messageSettings();
  beforeAll(async () => {
    // One proxy hop trusted, so that each test asks from an address of its own (the limit per address).
    t = await createTestApp(backend, 160, { trustProxy: { hops: 1 } });
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
    smtp = await startSmtp();
    graph = createServer((req, res) => {
      let text = '';
      req.on('data', (d) => (text += d));
      req.on('end', () => {
        const body = JSON.parse(text) as { to: string };
        whatsapps.push({ to: `+${body.to}`, text });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.${whatsapps.length}` }] }));
      });
    });
    await new Promise<void>((r) => graph.listen(0, '127.0.0.1', () => r()));
    worker = startMessageWorker(t.db, {
      email: { smtpUrl: smtp.url, from: 'Outlet Chihuahua <avisos@outlet.test>' },
      whatsapp: {
        token: 'test-token',
        phoneNumberId: '1234567890',
        apiUrl: `http://127.0.0.1:${(graph.address() as { port: number }).port}/v21.0`,
        templates: Object.fromEntries(MESSAGE_KINDS.map((k) => [k, defaultWhatsAppTemplate(k)])) as Record<
          MessageKind,
          string
        >,
      },
    });
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    configureMessages(before);
    await new Promise((r) => graph?.close(r));
    await smtp?.close();
    await t.close();
  });
  let client = 0;
  beforeEach(() => {
    client++;
  });

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
    t.call('POST', '/api/back-in-stock', {
      body: { consent: true, ...body },
      token,
      headers: { 'x-forwarded-for': `10.0.${client}.1` },
    });
  /** Every message written is sent or given up: what has arrived is all that will. */
  const settled = () =>
    eventually(
      async () =>
        (await t.db.query(`SELECT 1 FROM outbox_message WHERE status IN ('pending', 'sending')`)).length === 0,
      15_000,
      'the outbox to empty',
    );
  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
  const confirmationsTo = (address: string) =>
    mailsTo(address).filter((m) => m.subject.startsWith(MESSAGE_TEXT.backInStockConfirm.subject('')));
  /** The confirmations a contact has received: by email, or by WhatsApp for a +52 number. */
  const confirmationsOf = (contact: string) =>
    contact.startsWith('+')
      ? whatsapps.filter((w) => w.to === contact && CONFIRM_LINK.test(w.text)).map((w) => w.text)
      : confirmationsTo(contact).map((m) => m.body);
  /** The confirm link of a contact's confirmation number `count` (once it has arrived). */
  const confirmLinkOf = async (contact: string, count = 1) => {
    await eventually(() => confirmationsOf(contact).length >= count, 15_000, `confirmation ${count} to ${contact}`);
    return confirmationsOf(contact)[count - 1]!.match(CONFIRM_LINK)![0];
  };
  /** An anonymous request, confirmed by its holder through the link they received. */
  const askConfirmed = async (body: Record<string, unknown>) => {
    const recipient = String(body.recipient);
    const contact = body.channel === 'whatsapp' ? `+52${recipient.replace(/\D/g, '').slice(-10)}` : recipient;
    const count = confirmationsOf(contact).length;
    const answer = await ask(body);
    expect(answer.status).toBe(200);
    const confirmed = await t.call('POST', await confirmLinkOf(contact, count + 1));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(BACK_IN_STOCK_CONFIRM.done);
  };
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
      confirmed: boolean;
    }>(
      `SELECT request_id, size, channel, recipient, ecommerce_user_id, consented_at IS NOT NULL AS consented,
         round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days,
         fulfilled_at IS NOT NULL AS fulfilled, stopped_at IS NOT NULL AS stopped,
         confirmed_at IS NOT NULL AS confirmed
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

  it('records a request with its opt-in, 2 days to confirm and 60 once confirmed; asking again is the same request and the same answer', async () => {
    const id = await soldOutWhole();
    const first = await ask({ productId: id, channel: 'email', recipient: ' Ana@Example.MX ' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: BACK_IN_STOCK.checkInbox });
    const again = await ask({ productId: id, channel: 'email', recipient: 'ana@example.mx' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: BACK_IN_STOCK.checkInbox });
    await ask({ productId: id, channel: 'whatsapp', recipient: '614 555 0101' });
    await ask({ productId: id, channel: 'whatsapp', recipient: '+52 1 614 555 0101' });
    expect(await requests(id)).toEqual([
      expect.objectContaining({ size: null, channel: 'email', recipient: 'ana@example.mx', consented: true }),
      expect.objectContaining({ size: null, channel: 'whatsapp', recipient: '+526145550101', ecommerce_user_id: null }),
    ]);
    expect((await requests(id)).map((r) => [r.days, r.confirmed])).toEqual([
      [2, false],
      [2, false],
    ]);
    await t.call('POST', await confirmLinkOf('ana@example.mx'));
    expect((await requests(id))[0]).toEqual(expect.objectContaining({ confirmed: true, days: BACK_IN_STOCK_DAYS }));
  });

  it('names the customer who asked while signed in', async () => {
    const id = await soldOutWhole();
    const answer = await ask({ productId: id, channel: 'email', recipient: 'cliente@example.mx' }, t.demo.token);
    expect(await answer.json()).toEqual({ message: BACK_IN_STOCK.checkInbox });
    expect((await requests(id))[0]).toEqual(
      expect.objectContaining({ ecommerce_user_id: t.demo.id, confirmed: false }),
    );
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
      [
        { productId: id, size: out, channel: 'whatsapp', recipient: '+1 415 555 2671' },
        400,
        BACK_IN_STOCK_ERRORS.whatsappMexicoOnly,
      ],
      [
        { productId: id, size: out, channel: 'whatsapp', recipient: '+34 612 345 678' },
        400,
        BACK_IN_STOCK_ERRORS.whatsappMexicoOnly,
      ],
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
    await askConfirmed({ productId: id, channel: 'email', recipient: 'recibo@example.mx' });
    await askConfirmed({ productId: id, channel: 'whatsapp', recipient: '6145550202' });
    expect(await messages(id)).toEqual([]);
    await receive(id);
    const written = await messages(id);
    expect(written.map((m) => [m.kind, m.channel, m.recipient])).toEqual([
      ['backInStock', 'email', 'recibo@example.mx'],
      ['backInStock', 'whatsapp', '+526145550202'],
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
    await askConfirmed({ productId: id, channel: 'email', recipient: 'tarde@example.mx' });
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
    await askConfirmed({ productId: id, channel: 'email', recipient: 'tarde@example.mx' });
    expect(await requests(id)).toEqual([expect.objectContaining({ days: BACK_IN_STOCK_DAYS })]);
    await receive(id);
    expect(await messages(id)).toHaveLength(1);
  });

  it('a size’s request waits for that size: another size’s receipt sends nothing', async () => {
    const { id, out, inStock } = await soldOutSize();
    await askConfirmed({ productId: id, size: out, channel: 'email', recipient: 'talla@example.mx' });
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
    await askConfirmed({ productId: id, channel: 'email', recipient: 'cancelado@example.mx' });
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
    await askConfirmed({ productId: first, channel: 'email', recipient: 'basta@example.mx' });
    await askConfirmed({ productId: second, channel: 'email', recipient: 'basta@example.mx' });
    await askConfirmed({ productId: second, channel: 'email', recipient: 'otra@example.mx' });
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

  it('someone else’s address gets one confirmation and nothing after a restock until its holder confirms; unconfirmed, it lapses in 48 hours', async () => {
    const id = await soldOutWhole();
    const answer = await ask({ productId: id, channel: 'email', recipient: 'victima@example.mx' });
    expect(await answer.json()).toEqual({ message: BACK_IN_STOCK.checkInbox });
    await ask({ productId: id, channel: 'email', recipient: 'victima@example.mx' });
    const link = await confirmLinkOf('victima@example.mx');
    await receive(id);
    await settled();
    expect(mailsTo('victima@example.mx').map((m) => m.subject)).toEqual([
      expect.stringContaining(MESSAGE_TEXT.backInStockConfirm.subject('')),
    ]);
    expect(await messages(id)).toEqual([]);

    // A scanner's GET confirms nothing: the page shows a button, whose POST confirms.
    const page = await t.call('GET', link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<form method="post" action="${link}">`);
    expect((await requests(id))[0]!.confirmed).toBe(false);
    const confirmed = await t.call('POST', link);
    expect(await confirmed.text()).toContain(BACK_IN_STOCK_CONFIRM.done);
    expect(
      await t.db.query(`SELECT 1 FROM verified_contact WHERE channel = 'email' AND canonical = 'victima@example.mx'`),
    ).toHaveLength(1);
    // Confirmed while the piece was already back: its message goes at once.
    await eventually(() => mailsTo('victima@example.mx').length === 2, 15_000, 'the back-in-stock mail');
    expect(mailsTo('victima@example.mx')[1]!.subject.startsWith(MESSAGE_TEXT.backInStock.subject(''))).toBe(true);
    expect((await messages(id)).map((m) => m.recipient)).toEqual(['victima@example.mx']);
    // Confirming twice (a double tap) is still confirmed, and sends nothing more.
    expect((await t.call('POST', link)).status).toBe(200);

    // Never confirmed: two days later the request has lapsed, and its link with it.
    const later = await soldOutWhole();
    await ask({ productId: later, channel: 'email', recipient: 'nunca@example.mx' });
    const stale = await confirmLinkOf('nunca@example.mx');
    await t.db.query(
      `UPDATE back_in_stock_request SET created_at = created_at - interval '49 hours', expires_at = expires_at - interval '49 hours' WHERE product_id = $1`,
      [later],
    );
    expect((await t.call('POST', stale)).status).toBe(404);
    await receive(later);
    expect(await messages(later)).toEqual([]);
    const list = await t.call('GET', `/api/admin/back-in-stock/${later}`, { token: owner });
    expect(AdminBackInStockListSchema.parse(await list.json()).requests.map((r) => r.status)).toEqual(['lapsed']);
  });

  it('a stop holds: a new anonymous request for the contact sends nothing and answers the same; the holder signed in lifts it', async () => {
    const id = await soldOutWhole();
    const email = DEMO_CUSTOMER.email;
    await askConfirmed({ productId: id, channel: 'email', recipient: email });
    await receive(id);
    await eventually(() => mailsTo(email).some((m) => STOP_LINK.test(m.body)), 15_000, 'the back-in-stock mail');
    const stop = mailsTo(email)
      .find((m) => STOP_LINK.test(m.body))!
      .body.match(STOP_LINK)![0];
    expect((await t.call('POST', stop)).status).toBe(200);
    expect(
      await t.db.query(`SELECT 1 FROM contact_suppression WHERE channel = 'email' AND canonical = $1`, [email]),
    ).toHaveLength(1);

    const again = await soldOutWhole();
    const mailsBefore = mailsTo(email).length;
    const answer = await ask({ productId: again, channel: 'email', recipient: email.replace('@', '+otra@') });
    expect([answer.status, await answer.json()]).toEqual([200, { message: BACK_IN_STOCK.checkInbox }]);
    await receive(again);
    await settled();
    expect(mailsTo(email.replace('@', '+otra@'))).toEqual([]);
    expect(mailsTo(email)).toHaveLength(mailsBefore);
    expect(await requests(again)).toEqual([]);

    // The holder, signed in, asks with their own verified email: that is a new confirmation.
    await t.db.query('UPDATE product SET stock = 0 WHERE product_id = $1', [again]);
    const own = await ask({ productId: again, channel: 'email', recipient: email }, t.demo.token);
    expect(await own.json()).toEqual({ message: BACK_IN_STOCK.confirmed });
    expect(await requests(again)).toEqual([expect.objectContaining({ confirmed: true, ecommerce_user_id: t.demo.id })]);
    expect(await t.db.query(`SELECT 1 FROM contact_suppression WHERE canonical = $1`, [email])).toEqual([]);
    await receive(again);
    await eventually(() => mailsTo(email).length === mailsBefore + 1, 15_000, 'the back-in-stock mail');
  });

  it('plus-addresses are one contact: one request, one confirmation; at most 3 open requests per contact', async () => {
    const id = await soldOutWhole();
    for (let i = 1; i <= 6; i++) {
      const answer = await ask({ productId: id, channel: 'email', recipient: `Equis+${i}@Example.mx` });
      expect(await answer.json()).toEqual({ message: BACK_IN_STOCK.checkInbox });
    }
    expect((await requests(id)).map((r) => r.recipient)).toEqual(['equis+1@example.mx']);
    await settled();
    expect(smtp.received.filter((m) => m.to.some((to) => to.startsWith('equis')))).toHaveLength(1);

    const more = [await soldOutWhole(), await soldOutWhole(), await soldOutWhole()];
    for (const product of more) await ask({ productId: product, channel: 'email', recipient: 'equis@example.mx' });
    expect((await requests(more[0]!)).length + (await requests(more[1]!)).length).toBe(2);
    expect(await requests(more[2]!)).toEqual([]);
    await settled();
    expect(smtp.received.filter((m) => m.to.some((to) => to.startsWith('equis')))).toHaveLength(3);
  });

  it('WhatsApp only to Mexican numbers, and only when the store sends WhatsApp (the dialog reads which)', async () => {
    const id = await soldOutWhole();
    const foreign = await ask({ productId: id, channel: 'whatsapp', recipient: '+1 415 555 2671' });
    expect([foreign.status, await errorOf(foreign)]).toEqual([400, BACK_IN_STOCK_ERRORS.whatsappMexicoOnly]);
    const channels = async () =>
      BackInStockChannelsSchema.parse(await (await t.call('GET', '/api/back-in-stock')).json());
    expect(await channels()).toEqual({ channels: { email: true, whatsapp: true } });
    const configured = messageSettings();
    configureMessages({ ...configured, whatsapp: undefined });
    try {
      expect(await channels()).toEqual({ channels: { email: true, whatsapp: false } });
      const off = await ask({ productId: id, channel: 'whatsapp', recipient: '614 555 0303' });
      expect([off.status, await errorOf(off)]).toEqual([400, BACK_IN_STOCK_ERRORS.whatsappOff]);
    } finally {
      configureMessages(configured);
    }
    expect(await requests(id)).toEqual([]);
  });

  it('withdrawing consent in the profile ends every open request of the customer: theirs and their contacts’', async () => {
    const [first, second, third] = [await soldOutWhole(), await soldOutWhole(), await soldOutWhole()];
    await t.db.query(`INSERT INTO verified_contact (channel, canonical) VALUES ('email', $1) ON CONFLICT DO NOTHING`, [
      DEMO_CUSTOMER.email,
    ]);
    await t.db.query('DELETE FROM contact_suppression WHERE canonical = $1', [DEMO_CUSTOMER.email]);
    await ask({ productId: first, channel: 'email', recipient: DEMO_CUSTOMER.email }, t.demo.token);
    await ask({ productId: second, channel: 'email', recipient: 'tercero@example.mx' }, t.demo.token);
    await askConfirmed({ productId: third, channel: 'whatsapp', recipient: DEMO_CUSTOMER.phone });
    const withdrawn = await t.call('PUT', `/api/user_ecommerce/marketing_consent/${t.demo.id}`, {
      token: t.demo.token,
      body: { marketing_consent: false },
    });
    expect(withdrawn.status).toBe(200);
    for (const product of [first, second, third]) {
      expect((await requests(product)).map((r) => r.stopped)).toEqual([true]);
      await receive(product);
      expect(await messages(product)).toEqual([]);
    }
  });

  it('is limited per client address like the other public writes', async () => {
    const id = await soldOutWhole();
    let last = 200;
    for (let i = 0; i < 25 && last === 200; i++)
      last = (await ask({ productId: id, channel: 'email', recipient: `limite${i}@example.mx` })).status;
    expect(last).toBe(429);
  });
});
