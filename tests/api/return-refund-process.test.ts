/**
 * Exactly one refund, with real store processes: the owner refunds a return of an order paid by
 * Stripe; the stand-in of Stripe's API takes the refund and, before its answer leaves, the store is
 * killed with SIGKILL (the provider has given the money back, the database has not heard). The
 * refund stays 'requested'; the next store to start sends it again with the same idempotency key,
 * the stand-in (like Stripe) answers with the first refund, and the return is refunded: one
 * refund at the provider.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Db, openPostgres } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { DEMO_CUSTOMER, DEMO_OWNER, seed } from '../../server/db/seed';
import { imageSourcesFromDb, missingImages } from '../../server/images/ensure';
import { productImageFiles } from '../../server/images/paths';
import { createBill } from '../../server/modules/bills/create-bill';
import { priceOrder } from '../../server/modules/checkout/price-order';
import { createDatabase, freePort } from '../support/postgres';
import { eventually } from '../support/smtp';
import { type StoreProcess, startStore } from '../support/store-process';
import { SOLD_WHOLE_SQL } from '../support/test-app';

/** Stripe's refunds endpoint as Stripe keeps it: one refund per idempotency key, the same answer again. */
function standInStripe() {
  const requests: { key: string | undefined; amount: string | null; paymentIntent: string | null }[] = [];
  const byKey = new Map<string, unknown>();
  let created = 0;
  let onFirstRefund: (() => void) | null = null;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const key = req.headers['idempotency-key'] as string | undefined;
      if (req.method !== 'POST' || req.url !== '/v1/refunds') {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No stand-in' } }));
      }
      requests.push({ key, amount: form.get('amount'), paymentIntent: form.get('payment_intent') });
      let refund = key ? byKey.get(key) : undefined;
      if (!refund) {
        refund = {
          id: `re_standin_${++created}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        };
        if (key) byKey.set(key, refund);
      }
      const hook = onFirstRefund;
      onFirstRefund = null;
      const answer = () => {
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_standin' });
        res.end(JSON.stringify(refund));
      };
      // the refund is made; the store dies before the answer reaches it
      if (hook) {
        hook();
        setTimeout(answer, 50);
      } else answer();
    });
  });
  return {
    server,
    requests,
    created: () => created,
    killOnFirstRefund: (kill: () => void) => (onFirstRefund = kill),
  };
}

describe('a return’s refund when the store dies after Stripe answered', () => {
  let db: Db;
  let url: string;
  let stripe: ReturnType<typeof standInStripe>;
  let stripePort: number;
  const stores: StoreProcess[] = [];
  const dataDirs: string[] = [];

  async function store(): Promise<StoreProcess> {
    const dataDir = mkdtempSync(join(tmpdir(), 'outlet-refunds-'));
    dataDirs.push(dataDir);
    const images = join(dataDir, 'images');
    for (const source of missingImages(images, await imageSourcesFromDb(db)))
      for (const file of productImageFiles(source.imageName)) writeFileSync(join(images, file), '');
    const running = await startStore(
      {
        DATABASE_URL: url,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: 'return-refund-process-secret-long-enough-for-hs256',
        PUBLIC_URL: 'http://shop.test',
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_WEBHOOK_SECRET: 'whsec_standin',
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
      },
      180_000,
    );
    stores.push(running);
    return running;
  }

  beforeAll(async () => {
    stripe = standInStripe();
    stripePort = await freePort();
    await new Promise<void>((r) => stripe.server.listen(stripePort, '127.0.0.1', r));
    url = await createDatabase(inject('postgresUrl'), `refunds_${process.pid}_${Date.now()}`);
    db = await openPostgres(url);
    await migrate(db);
    await seed(db, 24);
  }, 120_000);
  afterAll(async () => {
    for (const s of stores) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await db?.close();
    stripe?.server.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const call = (s: StoreProcess, method: string, path: string, body?: unknown, token?: string) =>
    fetch(`http://127.0.0.1:${s.port}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const login = async (s: StoreProcess, phoneNumber: string, password: string) =>
    (
      (await (await call(s, 'POST', '/api/auth/login_ecommerce', { phoneNumber, password })).json()) as {
        token: string;
      }
    ).token;

  it('killed between Stripe’s answer and the database’s record: the next start refunds it, once', async () => {
    const first = await store();
    const customer = await login(first, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const owner = await login(first, '614 765 4321', DEMO_OWNER.password);
    // a delivered order of one piece, paid by Stripe
    const [product] = await db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE stock >= 1 AND ${SOLD_WHOLE_SQL} ORDER BY product_id LIMIT 1`,
    );
    const [user] = await db.query<{ ecommerce_user_id: number }>(
      'SELECT ecommerce_user_id FROM ecommerce_user WHERE phone_number = $1',
      [DEMO_CUSTOMER.phone],
    );
    const order = await priceOrder(db, [{ product_id: product!.product_id, quantity: 1 }], 14900);
    const billId = await db.transaction((tx) =>
      createBill(tx, {
        userId: user!.ecommerce_user_id,
        order,
        shippingAddress: 'Calle Aldama 500, Centro, Chihuahua, Chih., 31000',
        delivery: 'a',
        last4: '4242',
        payment: { provider: 'stripe', id: 'pi_standin_1' },
      }),
    );
    await db.query(`UPDATE bill SET shipping_status = 'entregado', delivered_at = now() WHERE bill_id = $1`, [billId]);
    const [line] = await db.query<{ bill_line_id: number }>('SELECT bill_line_id FROM bill_line WHERE bill_id = $1', [
      billId,
    ]);
    const asked = await call(
      first,
      'POST',
      `/api/returns/order/${billId}`,
      { lines: [{ bill_line_id: line!.bill_line_id, quantity: 1 }], reason: 'damaged' },
      customer,
    );
    expect(asked.status, await asked.clone().text()).toBe(201);
    const [made] = await db.query<{ return_id: number }>('SELECT return_id FROM order_return WHERE bill_id = $1', [
      billId,
    ]);
    const returnId = made!.return_id;
    const step = (s: StoreProcess, body: unknown) =>
      call(s, 'POST', `/api/admin/returns/${returnId}/step`, body, owner);
    expect((await step(first, { action: 'approve' })).status).toBe(200);
    expect((await step(first, { action: 'receive', how: 'inStore' })).status).toBe(200);

    const exited = new Promise<void>((r) => first.child.once('exit', () => r()));
    stripe.killOnFirstRefund(() => first.child.kill('SIGKILL'));
    await expect(step(first, { action: 'refund' })).rejects.toThrow();
    await exited;
    expect(stripe.created()).toBe(1);
    expect(
      await db.query('SELECT status, provider_refund_id FROM return_refund WHERE return_id = $1', [returnId]),
    ).toEqual([{ status: 'requested', provider_refund_id: null }]);
    expect((await db.query('SELECT status FROM order_return WHERE return_id = $1', [returnId]))[0]).toEqual({
      status: 'received',
    });

    // the next start sends it again with its key: Stripe's first refund, recorded
    const second = await store();
    const refunded = async () =>
      (await db.query<{ status: string }>('SELECT status FROM order_return WHERE return_id = $1', [returnId]))[0]!
        .status === 'refunded';
    await eventually(refunded, 30_000, 'the return refunded');
    expect(second.output()).toContain('Refunds of returns resumed: 1.');
    expect(stripe.created()).toBe(1);
    const amount = String(order.totalCents - order.shippingCents);
    expect(stripe.requests).toEqual([
      { key: `return-${returnId}-refund`, amount, paymentIntent: 'pi_standin_1' },
      { key: `return-${returnId}-refund`, amount, paymentIntent: 'pi_standin_1' },
    ]);
    expect(
      await db.query('SELECT status, provider_refund_id FROM return_refund WHERE return_id = $1', [returnId]),
    ).toEqual([{ status: 'confirmed', provider_refund_id: 're_standin_1' }]);
    expect(
      (await db.query<{ refund_id: string }>('SELECT refund_id FROM order_return WHERE return_id = $1', [returnId]))[0],
    ).toEqual({ refund_id: 're_standin_1' });
    // a restart finds nothing left to send
    await second.stop();
    await store();
    expect(stripe.requests).toHaveLength(2);
  }, 400_000);
});
