/**
 * Exactly once, with real store processes: two stores on one PostgreSQL, each running its own
 * message worker, send each event's messages once (the claim's FOR UPDATE SKIP LOCKED); a store
 * killed with SIGKILL while it is sending leaves the message 'sending', and the next store takes
 * it again once its lease has passed: still exactly one message each, none lost. The SMTP server
 * is real, on loopback, and counts what it accepted.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGE_TEXT } from '../../copy/messages';
import { type Db, openPostgres } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { DEMO_CUSTOMER, DEMO_OWNER, seed } from '../../server/db/seed';
import { imageSourcesFromDb, missingImages } from '../../server/images/ensure';
import { productImageFiles } from '../../server/images/paths';
import { createDatabase, freePort } from '../support/postgres';
import { eventually, startSmtp, type TestSmtp } from '../support/smtp';
import { type StoreProcess, startStore } from '../support/store-process';
import { SOLD_WHOLE_SQL } from '../support/test-app';

const SHOP_EMAIL = 'duena@outlet.test';
const JWT_SECRET = 'messages-process-secret-long-enough-for-hs256';

describe('messages from store processes on one PostgreSQL', () => {
  let db: Db;
  let url: string;
  let smtp: TestSmtp;
  const stores: StoreProcess[] = [];
  const dataDirs: string[] = [];

  /** A store on the shared database, its photos placeholders (drawing them is tested elsewhere). */
  async function store(): Promise<StoreProcess> {
    const dataDir = mkdtempSync(join(tmpdir(), 'outlet-messages-'));
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
        JWT_SECRET,
        PUBLIC_URL: 'http://shop.test',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Outlet Chihuahua <pedidos@outlet.test>',
        SHOP_EMAIL,
        MESSAGE_RETRY_DELAYS: '0.2,0.4',
        MESSAGE_LEASE_SECONDS: '3',
        MESSAGE_POLL_SECONDS: '0.3',
      },
      180_000,
    );
    stores.push(running);
    return running;
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    url = await createDatabase(inject('postgresUrl'), `messages_${process.pid}_${Date.now()}`);
    db = await openPostgres(url);
    await migrate(db);
    await seed(db, 24);
  }, 120_000);
  afterAll(async () => {
    for (const s of stores) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await db?.close();
    await smtp.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const call = async (s: StoreProcess, method: string, path: string, body?: unknown, token?: string) =>
    fetch(`http://127.0.0.1:${s.port}${path}`, {
      method,
      redirect: 'manual',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const login = async (s: StoreProcess, phoneNumber: string, password: string) =>
    (await (await call(s, 'POST', '/api/auth/login_ecommerce', { phoneNumber, password })).json()) as {
      token: string;
      userData: { ecommerce_user_id: number };
    };

  /** The demo customer buys one unit on the test checkout of store `s`: the new order's id. */
  async function buy(s: StoreProcess, delivery: 'a' | 'b'): Promise<number> {
    const customer = await login(s, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const [product] = await db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE stock >= 5 AND ${SOLD_WHOLE_SQL} ORDER BY product_id LIMIT 1`,
    );
    const created = await call(
      s,
      'POST',
      '/api/payment/create-checkout-session',
      {
        products: [{ product_id: product!.product_id, quantity: 1 }],
        userId: customer.userData.ecommerce_user_id,
        delivery,
        shipping_address: delivery === 'b' ? '' : 'Calle Aldama 500, Centro, Chihuahua, Chih., 31000',
      },
      customer.token,
    );
    const session = (await created.json()) as { url: string; id: string };
    const paid = await fetch(`http://127.0.0.1:${s.port}${session.url}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Mar%C3%ADa&number=4242424242424242&expiry=12%2F30&cvc=123',
    });
    expect(paid.status).toBe(303);
    const [bill] = await db.query<{ bill_id: number }>('SELECT max(bill_id) AS bill_id FROM bill');
    return bill!.bill_id;
  }

  const count = (address: string, key: string) =>
    smtp.received.filter((m) => m.to.includes(address) && m.headers.get('x-outlet-event')?.startsWith(`${key}/`))
      .length;

  it('two stores, each with its worker: a paid order, a pickup made ready, a shipment: exactly one message each', async () => {
    const [a, b] = [await store(), await store()];
    expect(a.output()).toContain('Messages: email by SMTP through 127.0.0.1:');
    expect(a.output()).not.toContain('s3cret-pass');
    const owner = (await login(b, '614 765 4321', DEMO_OWNER.password)).token;
    const pickup = await buy(a, 'b');
    const home = await buy(b, 'a');
    expect(
      (await call(b, 'POST', `/api/admin/orders/${pickup}/fulfilment`, { action: 'readyForPickup' }, owner)).status,
    ).toBe(200);
    expect(
      (
        await call(
          a,
          'POST',
          `/api/admin/orders/${home}/fulfilment`,
          { action: 'ship', tracking: '794612905532' },
          owner,
        )
      ).status,
    ).toBe(200);
    const expected = [
      [DEMO_CUSTOMER.email, `bill:${pickup}:paid`],
      [SHOP_EMAIL, `bill:${pickup}:paid`],
      [DEMO_CUSTOMER.email, `bill:${pickup}:readyForPickup`],
      [DEMO_CUSTOMER.email, `bill:${home}:paid`],
      [SHOP_EMAIL, `bill:${home}:paid`],
      [DEMO_CUSTOMER.email, `bill:${home}:shipped`],
    ] as const;
    await eventually(() => expected.every(([to, key]) => count(to, key) >= 1), 30_000, 'the six messages');
    // a few more polls of both workers: nothing is sent twice
    await new Promise((r) => setTimeout(r, 1500));
    expect(expected.map(([to, key]) => count(to, key))).toEqual(expected.map(() => 1));
    const rows = await db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM outbox_message');
    expect(rows.filter((r) => r.status !== 'sent' || r.attempts !== 1)).toEqual([]);
    await a.stop();
    await b.stop();
  }, 400_000);

  it('a store killed with SIGKILL while sending: the next store sends each message after the lease, once', async () => {
    const first = await store();
    smtp.hold();
    const before = smtp.received.length;
    const billId = await buy(first, 'a');
    await smtp.held(); // its worker is talking to the SMTP server, the server not answering yet
    first.child.kill('SIGKILL');
    await new Promise<void>((r) =>
      first.child.exitCode !== null || first.child.signalCode !== null ? r() : first.child.once('exit', () => r()),
    );
    smtp.release();
    const [left] = await db.query<{ sending: number }>(
      `SELECT count(*)::int AS sending FROM outbox_message WHERE bill_id = $1 AND status = 'sending'`,
      [billId],
    );
    expect(left!.sending).toBeGreaterThan(0);
    expect(smtp.received.length).toBe(before);

    await store();
    const key = `bill:${billId}:paid`;
    await eventually(
      () => count(DEMO_CUSTOMER.email, key) >= 1 && count(SHOP_EMAIL, key) >= 1,
      30_000,
      'the paid messages',
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect([count(DEMO_CUSTOMER.email, key), count(SHOP_EMAIL, key)]).toEqual([1, 1]);
    expect(smtp.received.filter((m) => m.subject === MESSAGE_TEXT.orderPaid.subject(billId))).toHaveLength(1);
    // the restart sent nothing of the first test again
    expect(smtp.received.length).toBe(before + 2);
  }, 400_000);
});
