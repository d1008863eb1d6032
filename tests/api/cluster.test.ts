import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHOTO_MAX_BYTES, PhotoUploadedSchema } from '../../contract/admin-photos';
import { AdminProductDetailSchema, AdminProductSchema } from '../../contract/admin-products';
import { LoginResponseSchema } from '../../contract/auth';
import { toPesos } from '../../contract/money';
import {
  PRODUCT_IMAGE_WIDTHS,
  PRODUCT_SHARE_IMAGE,
  productImageUrl,
  productShareCardUrl,
  productShareImageUrl,
} from '../../contract/product-urls';
import { LOGINS_PER_PHONE_AND_ADDRESS } from '../../server/auth/auth-limits';
import { createTokenService } from '../../server/auth/token';
import { type Db, openPostgres } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { DEMO_CUSTOMER, DEMO_OWNER, seed } from '../../server/db/seed';
import { imageSourcesFromDb, missingImages } from '../../server/images/ensure';
import { ImageDrawer } from '../../server/images/image-drawer';
import { imageFileName } from '../../server/images/paths';
import { startNginx, type TestNginx } from '../support/nginx';
import { createDatabase, freePort } from '../support/postgres';
import { type StoreProcess, startStore } from '../support/store-process';
import { SOLD_WHOLE_SQL } from '../support/test-app';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The deployment of docs/operator-guide.md: two store processes on one PostgreSQL server, behind Debian's nginx
 * running the repository's deploy/nginx.conf as a round-robin load balancer. Every limit and the
 * answer cache's freshness must hold across both processes, not once per process.
 */
const JWT_SECRET = 'cluster-test-secret-that-is-long-enough-for-hs256';
const CATALOGUE_FRESH_MS = 1000; // the answer cache's default freshness window

describe('two store processes behind nginx on one PostgreSQL', () => {
  let db: Db;
  let stores: StoreProcess[] = [];
  let nginx: TestNginx;
  const dataDirs = [mkdtempSync(join(tmpdir(), 'outlet-cluster-')), mkdtempSync(join(tmpdir(), 'outlet-cluster-'))];

  beforeAll(async () => {
    // The product page is drawn by the built server renderer, as `npm start` serves it.
    if (!existsSync(join(ROOT, 'dist/.ssr/entry-server.js'))) {
      const built = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
      if (built.status !== 0) throw new Error('vite build failed');
    }
    const url = await createDatabase(inject('postgresUrl'), `cluster_${process.pid}_${Date.now()}`);
    db = await openPostgres(url);
    await migrate(db);
    await seed(db, 24);
    // The drawings are drawn once, here, into each process's data folder: two processes drawing
    // them at start-up on a busy 2-core machine took longer than a start should. Each process has
    // its own data folder, as processes on two hosts do: on PostgreSQL it holds only photos, and
    // an owner's upload must reach the other process through the database.
    const drawn = join(dataDirs[0]!, 'images');
    await new ImageDrawer(drawn, missingImages(drawn, await imageSourcesFromDb(db))).drawAll();
    cpSync(drawn, join(dataDirs[1]!, 'images'), { recursive: true });
    const ports = [await freePort(), await freePort()];
    stores = await Promise.all(
      ports.map((port, i) =>
        startStore({
          DATABASE_URL: url,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDirs[i]!,
          JWT_SECRET,
          TRUST_PROXY: '1',
          PUBLIC_URL: 'http://shop.test',
        }),
      ),
    );
    nginx = await startNginx(await freePort(), ports);
  }, 300_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(stores.map((s) => s.stop()));
    await db?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** The store processes that answered the requests made since `from` (an index into nginx's log). */
  const answeredBy = (from: number) => new Set(nginx.upstreams().slice(from));

  /** `count` new customers with their tokens, named from `first` on. */
  const newShoppers = (first: number, count: number) => {
    const tokens = createTokenService(new TextEncoder().encode(JWT_SECRET));
    return Promise.all(
      Array.from({ length: count }, async (_, n) => {
        const i = first + n;
        const [user] = await db.query<{ ecommerce_user_id: number; token_version: number }>(
          `INSERT INTO ecommerce_user (name, email, phone_number, password_hash) VALUES ($1, $2, $3, 'not-a-login') RETURNING ecommerce_user_id, token_version`,
          [`Cliente ${i}`, `cliente${i}@example.mx`, `+5261455501${String(i).padStart(2, '0')}`],
        );
        return { id: user!.ecommerce_user_id, token: await tokens.issue(user!.ecommerce_user_id, user!.token_version) };
      }),
    );
  };
  /** Every shopper asks for one unit of the line at once, through nginx; the statuses they get. */
  const race = (shoppers: { id: number; token: string }[], line: { product_id: number; size?: string }) =>
    Promise.all(
      shoppers.map(async (s) => {
        const res = await fetch(`${nginx.url}/api/payment/create-checkout-session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
          body: JSON.stringify({
            products: [{ ...line, quantity: 1 }],
            userId: s.id,
            shipping_address: '',
            delivery: 'b',
          }),
        });
        return res.status;
      }),
    );

  it('a race for the last units gives exactly as many checkout sessions as units, across both processes', async () => {
    const [product] = await db.query<{ product_id: number }>(
      `UPDATE product SET stock = 3 WHERE product_id = (SELECT min(product_id) FROM product WHERE ${SOLD_WHOLE_SQL}) RETURNING product_id`,
    );
    const shoppers = await newShoppers(0, 8);
    const from = nginx.upstreams().length;
    const statuses = await race(shoppers, { product_id: product!.product_id });
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(answeredBy(from).size).toBe(2);
    const [after] = await db.query<{ stock: number }>('SELECT stock FROM product WHERE product_id = $1', [
      product!.product_id,
    ]);
    expect(after!.stock).toBe(0);
  }, 60_000);

  it('a race for the last units of one size gives exactly as many sessions as that size has units, across both processes', async () => {
    const [size] = await db.query<{ product_id: number; size: string }>(
      `UPDATE product_size SET stock = 2 WHERE (product_id, size) = (SELECT product_id, size FROM product_size
         WHERE product_id = (SELECT min(product_id) FROM product_size WHERE stock > 0 GROUP BY product_id HAVING count(*) FILTER (WHERE stock > 0) >= 2 ORDER BY 1 LIMIT 1)
         ORDER BY stock DESC, position LIMIT 1) RETURNING product_id, size`,
    );
    const sizes = () =>
      db.query<{ size: string; stock: number }>(
        'SELECT size, stock FROM product_size WHERE product_id = $1 ORDER BY position',
        [size!.product_id],
      );
    const others = (await sizes()).filter((s) => s.size !== size!.size);
    const shoppers = await newShoppers(8, 6);
    const from = nginx.upstreams().length;
    const statuses = await race(shoppers, size!);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect(answeredBy(from).size).toBe(2);
    expect((await sizes()).filter((s) => s.size !== size!.size)).toEqual(others);
    expect((await sizes()).find((s) => s.size === size!.size)!.stock).toBe(0);
    const [after] = await db.query<{ stock: number }>('SELECT stock FROM product WHERE product_id = $1', [
      size!.product_id,
    ]);
    expect(after!.stock).toBe(others.reduce((n, s) => n + s.stock, 0));
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
    // Sanity: the wait above is the promised freshness (an answer at most a second old), not a generous one.
    expect(Date.now() - changedAt).toBeLessThan(CATALOGUE_FRESH_MS + 1000);
  }, 30_000);

  it('a photo uploaded through one process is served, shared and saved on another product through the other', async () => {
    const [taker, other] = stores.map((store) => `http://127.0.0.1:${store.port}`) as [string, string];
    const login = await fetch(`${taker}/api/auth/login_ecommerce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: DEMO_OWNER.phone, password: DEMO_OWNER.password }),
    });
    const owner = { authorization: `Bearer ${LoginResponseSchema.parse(await login.json()).token}` };
    const photo = await sharp({
      create: { width: 600, height: 800, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await fetch(`${taker}/api/admin/photos`, {
      method: 'POST',
      headers: { ...owner, 'content-type': 'image/jpeg' },
      body: photo,
    });
    expect(uploaded.status).toBe(201);
    const { image } = PhotoUploadedSchema.parse(await uploaded.json());

    // Every file of the upload, from the process that did not take it: twice, the second from its own cache.
    for (let look = 0; look < 2; look++) {
      for (const width of PRODUCT_IMAGE_WIDTHS) {
        const res = await fetch(other + productImageUrl(image, width));
        expect(res.status, `${width}`).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width });
      }
      const share = await fetch(other + productShareImageUrl(image));
      expect(share.status).toBe(200);
      expect(share.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await sharp(Buffer.from(await share.arrayBuffer())).metadata()).toMatchObject({
        format: 'jpeg',
        width: PRODUCT_SHARE_IMAGE.width,
      });
      const card = await fetch(other + productShareCardUrl(image));
      expect(card.status).toBe(200);
      expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({
        format: 'jpeg',
        width: 1200,
        height: 630,
      });
    }

    // The other process keeps what it served in its own images folder.
    expect(existsSync(join(dataDirs[1]!, 'images', imageFileName(image, PRODUCT_IMAGE_WIDTHS[0])))).toBe(true);

    // Saved on a product through the process that took it, and on another product through the other.
    const [first, second] = await db.query<{ product_id: number }>(
      'SELECT product_id FROM product WHERE stock > 0 ORDER BY product_id LIMIT 2',
    );
    const saveOn = async (base: string, productId: number) => {
      const read = await fetch(`${base}/api/admin/products/${productId}`, { headers: owner });
      const { product: p } = AdminProductDetailSchema.parse(await read.json());
      const form = {
        name: p.name,
        description: p.description,
        brand: p.brand,
        department_id: p.department_id,
        price: p.price,
      };
      const more = {
        originalPrice: p.originalPrice,
        maxPerOrder: p.maxPerOrder,
        isNew: p.isNew,
        hidden: p.hidden,
        version: p.version,
      };
      return fetch(`${base}/api/admin/products/${productId}`, {
        method: 'PUT',
        headers: { ...owner, 'content-type': 'application/json' },
        body: JSON.stringify({ ...form, ...more, image }),
      });
    };
    expect((await saveOn(taker, first!.product_id)).status).toBe(200);
    const savedElsewhere = await saveOn(other, second!.product_id);
    expect(savedElsewhere.status, await savedElsewhere.clone().text()).toBe(200);
    expect(AdminProductSchema.parse(await savedElsewhere.json()).image).toBe(image);

    // The product page from the other process shows the photo, and its link preview's photo is there.
    await new Promise((r) => setTimeout(r, CATALOGUE_FRESH_MS + 50));
    const page = await (await fetch(`${other}/product/${second!.product_id}`)).text();
    expect(page).toContain(productImageUrl(image, PRODUCT_IMAGE_WIDTHS[0]).replace(/&/g, '&amp;'));
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
    expect(ogImage?.startsWith('http://shop.test/api/product/image/')).toBe(true);
    const preview = await fetch(other + ogImage!.slice('http://shop.test'.length));
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });
  }, 90_000);

  it("an owner's photo of a few megabytes passes nginx to the store, which takes it", async () => {
    const login = await fetch(`${nginx.url}/api/auth/login_ecommerce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: DEMO_OWNER.phone, password: DEMO_OWNER.password }),
    });
    const owner = { authorization: `Bearer ${LoginResponseSchema.parse(await login.json()).token}` };
    // Noise does not compress: a phone photo's size, well under the store's own limit.
    const photo = await sharp({
      create: {
        width: 1200,
        height: 1500,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    expect(photo.length).toBeLessThan(PHOTO_MAX_BYTES);
    const uploaded = await fetch(`${nginx.url}/api/admin/photos`, {
      method: 'POST',
      headers: { ...owner, 'content-type': 'image/jpeg' },
      body: photo,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  }, 60_000);

  it('twelve racing creates of one department name, spelt several ways, through both processes: one 201, the rest 409', async () => {
    const [owner] = await db.query<{ ecommerce_user_id: number; token_version: number }>(
      'SELECT ecommerce_user_id, token_version FROM ecommerce_user WHERE phone_number = $1',
      [DEMO_OWNER.phone],
    );
    const token = await createTokenService(new TextEncoder().encode(JWT_SECRET)).issue(
      owner!.ecommerce_user_id,
      owner!.token_version,
    );
    const spellings = ['Bufandas', 'bufandas', 'BUFANDAS', 'Bufándas', ' Bufandas ', 'Bu\u200Bfandas'];
    const from = nginx.upstreams().length;
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const res = await fetch(`${nginx.url}/api/admin/departments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name: spellings[i % spellings.length], group: 'Ropa' }),
        });
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    expect(answeredBy(from).size).toBe(2);
    expect(await db.query("SELECT name_key FROM department WHERE name_key = 'bufandas'")).toEqual([
      { name_key: 'bufandas' },
    ]);
  }, 60_000);
});
