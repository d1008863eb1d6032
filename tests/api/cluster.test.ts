import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTokenService } from '../../server/auth/token';
import { openPostgres, type Db } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { DEMO_CUSTOMER, seed } from '../../server/db/seed';
import { LOGINS_PER_PHONE_AND_ADDRESS } from '../../server/auth/auth-limits';
import { imageSourcesFromDb, missingImages } from '../../server/images/ensure';
import { ImageDrawer } from '../../server/images/image-drawer';
import { startNginx, type TestNginx } from '../support/nginx';
import { createDatabase, freePort } from '../support/postgres';
import { startStore, type StoreProcess } from '../support/store-process';
import { toPesos } from '../../contract/money';

/**
 * The README's deployment: two store processes on one PostgreSQL server, behind Debian's nginx
 * running the repository's deploy/nginx.conf as a round-robin load balancer. Every limit and the
 * answer cache's freshness must hold across both processes, not once per process.
 */
const JWT_SECRET = 'cluster-test-secret-that-is-long-enough-for-hs256';
const CATALOGUE_FRESH_MS = 1000; // the answer cache's default freshness window

describe('two store processes behind nginx on one PostgreSQL', () => {
  let db: Db;
  let stores: StoreProcess[] = [];
  let nginx: TestNginx;
  const dataDir = mkdtempSync(join(tmpdir(), 'outlet-cluster-'));

  beforeAll(async () => {
    const url = await createDatabase(inject('postgresUrl'), `cluster_${process.pid}_${Date.now()}`);
    db = await openPostgres(url);
    await migrate(db);
    await seed(db, 24);
    // The photos are drawn once, here: two processes drawing them at start-up on a busy 2-core
    // machine took longer than a start should. They share the data folder, as processes on one
    // host do; on PostgreSQL it holds only the photos.
    await new ImageDrawer(join(dataDir, 'images'), missingImages(join(dataDir, 'images'), await imageSourcesFromDb(db))).drawAll();
    const ports = [await freePort(), await freePort()];
    stores = await Promise.all(
      ports.map((port) =>
        startStore({
          DATABASE_URL: url,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          JWT_SECRET,
          TRUST_PROXY: '1',
          PUBLIC_URL: 'http://shop.test',
        }),
      ),
    );
    nginx = await startNginx(await freePort(), ports);
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(stores.map((s) => s.stop()));
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The store processes that answered the requests made since `from` (an index into nginx's log). */
  const answeredBy = (from: number) => new Set(nginx.upstreams().slice(from));

  it('a race for the last units gives exactly as many checkout sessions as units, across both processes', async () => {
    const [product] = await db.query<{ product_id: number }>(
      'UPDATE product SET stock = 3 WHERE product_id = (SELECT min(product_id) FROM product) RETURNING product_id',
    );
    const tokens = createTokenService(new TextEncoder().encode(JWT_SECRET));
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const [user] = await db.query<{ ecommerce_user_id: number; token_version: number }>(
          `INSERT INTO ecommerce_user (name, email, phone_number, password_hash) VALUES ($1, $2, $3, 'not-a-login') RETURNING ecommerce_user_id, token_version`,
          [`Cliente ${i}`, `cliente${i}@example.mx`, `+5261455501${String(i).padStart(2, '0')}`],
        );
        return { id: user!.ecommerce_user_id, token: await tokens.issue(user!.ecommerce_user_id, user!.token_version) };
      }),
    );
    const from = nginx.upstreams().length;
    const statuses = await Promise.all(
      shoppers.map(async (s) => {
        const res = await fetch(`${nginx.url}/api/payment/create-checkout-session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
          body: JSON.stringify({ products: [{ product_id: product!.product_id, quantity: 1 }], userId: s.id, shipping_address: '', delivery: 'b' }),
        });
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(answeredBy(from).size).toBe(2);
    const [after] = await db.query<{ stock: number }>('SELECT stock FROM product WHERE product_id = $1', [product!.product_id]);
    expect(after!.stock).toBe(0);
  }, 60_000);

  it('a burst of wrong logins spread over both processes gets at most the limit evaluated', async () => {
    const from = nginx.upstreams().length;
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const res = await fetch(`${nginx.url}/api/auth/login_ecommerce`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phoneNumber: DEMO_CUSTOMER.phone, password: `adivina${i}` }),
        });
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGINS_PER_PHONE_AND_ADDRESS.max);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40 - LOGINS_PER_PHONE_AND_ADDRESS.max);
    expect(answeredBy(from).size).toBe(2);
  }, 60_000);

  it('plain http answers 301 to the same address over https, where the stores answer (with HSTS)', async () => {
    const res = await fetch(`${nginx.httpUrl}/products/all/2?discount=true`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://127.0.0.1/products/all/2?discount=true');
    expect(nginx.url).toMatch(/^https:/);
    const from = nginx.upstreams().length;
    const answers = await Promise.all([1, 2, 3, 4].map(() => fetch(`${nginx.url}/api/department`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    // nginx tells the store the shopper came over https: the store's answer carries HSTS.
    expect(answers[0]!.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    expect(answeredBy(from).size).toBe(2);
  }, 30_000);

  it('a price changed in the database is served by both processes within the freshness window', async () => {
    const [product] = await db.query<{ product_id: number; price_cents: number }>(
      'SELECT product_id, price_cents FROM product ORDER BY product_id DESC LIMIT 1',
    );
    const priceAt = async (store: StoreProcess) => {
      const res = await fetch(`http://127.0.0.1:${store.port}/api/product/single/${product!.product_id}`);
      return ((await res.json()) as { price: number }).price;
    };
    // Both processes have the answer cached at the old price.
    for (const store of stores) expect(await priceAt(store)).toBe(toPesos(product!.price_cents));
    const newCents = product!.price_cents + 1234;
    await db.query('UPDATE product SET price_cents = $2 WHERE product_id = $1', [product!.product_id, newCents]);
    const changedAt = Date.now();
    await new Promise((r) => setTimeout(r, CATALOGUE_FRESH_MS + 50));
    for (const store of stores) expect(await priceAt(store)).toBe(toPesos(newCents));
    // Sanity: the wait above is what the README promises, not a generous one.
    expect(Date.now() - changedAt).toBeLessThan(CATALOGUE_FRESH_MS + 1000);
  }, 30_000);
});
