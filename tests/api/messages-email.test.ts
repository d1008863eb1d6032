/**
 * The store's email, against a real SMTP server on loopback: paying an order delivers one
 * confirmation to the customer and one alert to the shop; a pickup made ready one 'lista para
 * recoger'; a shipment one with its tracking link; a changed password one. Each exactly once, and
 * every attempt recorded. A server that is down is retried, then the message fails, and the order
 * itself is never held up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../contract/auth';
import { BillListResponseSchema, trackingUrl } from '../../contract/bill';
import { CheckoutSessionResponseSchema } from '../../contract/checkout';
import { MESSAGE_TEXT } from '../../copy/messages';
import { DEMO_CUSTOMER, DEMO_OWNER } from '../../server/db/seed';
import { configureMessages, type MessageSettings, messageSettings } from '../../server/messages/settings';
import { createMessageWorker, type MessageWorker } from '../../server/messages/worker';
import { startMessageWorker } from '../support/message-worker';
import { freePort } from '../support/postgres';
import { eventually, startSmtp, type TestSmtp } from '../support/smtp';
import { BACKENDS, createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

const SHOP_EMAIL = 'duena@outlet.test';
const FROM = 'Outlet Chihuahua <pedidos@outlet.test>';

describe.each(BACKENDS)('email messages on %s', (backend) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let worker: MessageWorker;
  let owner: string;
  const before = messageSettings();

  beforeAll(async () => {
    t = await createTestApp(backend, 40);
    smtp = await startSmtp();
    worker = startMessageWorker(t.db, { email: { smtpUrl: smtp.url, from: FROM }, shopEmail: SHOP_EMAIL });
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
  }, 300_000);
  afterAll(async () => {
    await worker?.stop();
    configureMessages(before);
    await smtp.close();
    await t.close();
  });

  const mailsTo = (address: string, eventKey: string) =>
    smtp.received.filter((m) => m.to.includes(address) && m.headers.get('x-outlet-event')?.startsWith(`${eventKey}/`));

  async function buy(delivery: 'c' | 'b'): Promise<number> {
    const [product] = await t.db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE stock >= 5 AND ${SOLD_WHOLE_SQL} ORDER BY product_id LIMIT 1`,
    );
    const created = await t.call('POST', '/api/payment/create-checkout-session', {
      token: t.demo.token,
      body: {
        products: [{ product_id: product!.product_id, quantity: 1 }],
        userId: t.demo.id,
        delivery,
        shipping_address: delivery === 'b' ? '' : 'Calle Aldama 500, Centro, Chihuahua, Chih., 31000',
      },
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const session = CheckoutSessionResponseSchema.parse(await created.json());
    const card = 'name=Mar%C3%ADa&number=4242424242424242&expiry=12%2F30&cvc=123';
    const paid = await t.app.request(session.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: card,
    });
    expect(paid.status).toBe(303);
    const [bill] = BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json(),
    );
    return bill!.bill_id;
  }

  const fulfil = (billId: number, body: unknown) =>
    t.call('POST', `/api/admin/orders/${billId}/fulfilment`, { token: owner, body });

  it('a paid pickup order: one confirmation to the customer, one alert to the shop; made ready: one "lista para recoger"', async () => {
    const billId = await buy('b');
    const paidKey = `bill:${billId}:paid`;
    await eventually(
      () => mailsTo(DEMO_CUSTOMER.email, paidKey).length + mailsTo(SHOP_EMAIL, paidKey).length >= 2,
      15_000,
      'the two paid messages',
    );
    const [confirmation] = mailsTo(DEMO_CUSTOMER.email, paidKey);
    expect(confirmation!.subject).toBe(MESSAGE_TEXT.orderPaid.subject(billId));
    expect(confirmation!.from).toBe('pedidos@outlet.test');
    expect(confirmation!.body).toContain(MESSAGE_TEXT.orderPaid.pickup);
    expect(confirmation!.body).toContain(`https://shop.test/BuyDetails/${billId}`);
    expect(confirmation!.body).toContain('<html lang="es-MX">');
    expect(confirmation!.headers.get('message-id')).toMatch(/^<[0-9a-f]{32}@outlet\.test>$/);
    const [alert] = mailsTo(SHOP_EMAIL, paidKey);
    expect(alert!.subject).toContain(`#${billId}`);
    expect(alert!.body).toContain(`https://shop.test/admin/pedidos/${billId}`);

    expect((await fulfil(billId, { action: 'readyForPickup' })).status).toBe(200);
    const readyKey = `bill:${billId}:readyForPickup`;
    await eventually(() => mailsTo(DEMO_CUSTOMER.email, readyKey).length >= 1, 15_000, 'the ready message');
    expect(mailsTo(DEMO_CUSTOMER.email, readyKey)[0]!.subject).toBe(MESSAGE_TEXT.readyForPickup.subject(billId));
    expect(mailsTo(DEMO_CUSTOMER.email, readyKey)[0]!.subject).toContain('listo para recoger');

    await worker.drain();
    expect(mailsTo(DEMO_CUSTOMER.email, paidKey)).toHaveLength(1);
    expect(mailsTo(SHOP_EMAIL, paidKey)).toHaveLength(1);
    expect(mailsTo(DEMO_CUSTOMER.email, readyKey)).toHaveLength(1);
    const rows = await t.db.query<{ status: string; attempts: number; tried: number }>(
      `SELECT status, attempts, (SELECT count(*)::int FROM outbox_attempt a WHERE a.message_id = m.message_id) AS tried
       FROM outbox_message m WHERE bill_id = $1`,
      [billId],
    );
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.tried === 1)).toBe(true);
  });

  it('a shipped order: one message with its FedEx number and tracking link; a changed password: one message', async () => {
    const billId = await buy('c');
    expect((await fulfil(billId, { action: 'ship', tracking: '7946 1290 5532' })).status).toBe(200);
    const key = `bill:${billId}:shipped`;
    await eventually(() => mailsTo(DEMO_CUSTOMER.email, key).length >= 1, 15_000, 'the shipped message');
    const [shipped] = mailsTo(DEMO_CUSTOMER.email, key);
    expect(shipped!.subject).toBe(MESSAGE_TEXT.shipped.subject(billId));
    expect(shipped!.body).toContain(trackingUrl('794612905532'));
    expect(shipped!.body).toContain('Calle Aldama 500');

    const changed = await t.call('PUT', `/api/user_ecommerce/change_password/${t.demo.id}`, {
      token: t.demo.token,
      body: { current_password: DEMO_CUSTOMER.password, new_password: 'otra-clave-2026' },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    // the new password ended the old sessions: later purchases use the new token
    t.demo.token = ((await changed.json()) as { token: string }).token;
    await eventually(
      () => smtp.received.some((m) => m.subject === MESSAGE_TEXT.passwordChanged.subject),
      15_000,
      'the password message',
    );
    await worker.drain();
    expect(mailsTo(DEMO_CUSTOMER.email, key)).toHaveLength(1);
    expect(smtp.received.filter((m) => m.subject === MESSAGE_TEXT.passwordChanged.subject)).toHaveLength(1);
  });

  it('a server that is down: the order is paid at once, the message is retried with growing delays, then failed; no password in its error', async () => {
    const down = `smtp://shop:s3cret-pass@127.0.0.1:${await freePort()}`;
    const settings: MessageSettings = { ...messageSettings(), email: { smtpUrl: down, from: FROM } };
    await worker.stop();
    const failing = createMessageWorker(t.db, settings, undefined, () => undefined);
    failing.start();
    try {
      const started = Date.now();
      const billId = await buy('c');
      expect(Date.now() - started).toBeLessThan(5_000);
      await eventually(
        async () =>
          (await t.db.query(`SELECT 1 FROM outbox_message WHERE bill_id = $1 AND status = 'failed'`, [billId]))
            .length === 2,
        15_000,
        'both paid messages failing',
      );
      const attempts = await t.db.query<{ attempt: number; outcome: string; error: string }>(
        `SELECT a.attempt, a.outcome, a.error FROM outbox_attempt a JOIN outbox_message m USING (message_id)
         WHERE m.bill_id = $1 AND m.audience = 'customer' ORDER BY a.attempt`,
        [billId],
      );
      expect(attempts.map((a) => [a.attempt, a.outcome])).toEqual([
        [1, 'failed'],
        [2, 'failed'],
        [3, 'failed'],
      ]);
      expect(attempts.every((a) => !a.error.includes('s3cret'))).toBe(true);
    } finally {
      await failing.stop();
      worker.start();
    }
  });
});
