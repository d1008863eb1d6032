/**
 * Drawn pages are cached like product answers (server/http/page-cache.ts): per address and
 * catalogue version, compressed once per encoding, bounded in bytes. The renderer here is a small
 * stand-in for dist/.ssr/entry-server.js with the same interface and page names
 * (tests/e2e/page-cache.test.ts checks the real one): it draws a product page from the API's
 * in-process answer, as the real one does, and counts its renders. The cache is the server's,
 * whatever draws the HTML.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductDetailSchema } from '../../contract/admin-products';
import { LoginResponseSchema } from '../../contract/auth';
import { CATALOGUE_PAGE } from '../../contract/route-pages';
import { createApp } from '../../server/app';
import { DEMO_OWNER } from '../../server/db/seed';
import { StaticFiles } from '../../server/http/static-files';
import { createTestApp, type TestApp } from '../support/test-app';

const FAKE_RENDERER = `
let api;
export async function setUp(fetch) { api = fetch; }
export async function renderPage(path, search) {
  globalThis.__pageRenders = (globalThis.__pageRenders ?? 0) + 1;
  const product = /^\\/product\\/(\\d+)$/.exec(path);
  if (product) {
    const res = await api('/api/product/single/' + product[1]);
    if (!res.ok) return { html: '<p>Producto no encontrado</p>', data: { resources: { p: { error: 'no' } }, pages: ['${CATALOGUE_PAGE.product}'] } };
    const p = await res.json();
    return { html: '<h1>' + p.name + '</h1><p class="price">$' + p.price + '</p><p>' + search + 'x'.repeat(2000) + '</p>', data: { resources: { p: { data: p } }, pages: ['${CATALOGUE_PAGE.product}'] } };
  }
  // A guarded route draws no route page on the server, which has no shopper.
  if (path === '/profile') return { html: '<p>Inicia sesión</p>', data: { resources: {}, pages: [] } };
  if (path === '/products/Ropa') return null; // a redirect: left to the browser
  if (path.startsWith('/products/')) return { html: '<p>' + path + search + '</p>', data: { resources: {}, pages: ['${CATALOGUE_PAGE.list}'] } };
  return { html: '<p>' + path + '</p><p>' + 'y'.repeat(2000) + '</p>', data: { resources: {}, pages: ['${CATALOGUE_PAGE.aboutUs}'] } };
}
`;

const renders = () => (globalThis as { __pageRenders?: number }).__pageRenders ?? 0;

describe('the page cache', () => {
  let t: TestApp;
  let dist: string;
  let app: ReturnType<typeof createApp>;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', 20);
    dist = mkdtempSync(join(tmpdir(), 'outlet-dist-'));
    mkdirSync(join(dist, '.ssr'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="es-MX"><head><title>Outlet</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, '.ssr', 'package.json'), '{"type":"module"}');
    writeFileSync(join(dist, '.ssr', 'entry-server.js'), FAKE_RENDERER);
    app = createApp(t.deps, new StaticFiles(dist));
    [{ product_id: id }] = (await t.db.query<{ product_id: number }>(
      'SELECT product_id FROM product ORDER BY product_id LIMIT 1',
    )) as [{ product_id: number }];
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const view = async (a: ReturnType<typeof createApp>, path: string, headers: Record<string, string> = {}) => {
    const res = await a.request(path, { headers });
    expect(res.status).toBe(200);
    return { cache: res.headers.get('x-page-cache'), res, html: await res.text() };
  };

  it('the second view of a product page is a hit: same HTML, not drawn again', async () => {
    const first = await view(app, `/product/${id}`);
    expect(first.cache).toBe('miss');
    expect(first.html).toContain('<h1>');
    const drawn = renders();
    const second = await view(app, `/product/${id}`);
    expect(second.cache).toBe('hit');
    expect(second.html).toBe(first.html);
    expect(renders()).toBe(drawn);
  });

  it('a change to the catalogue through the database is drawn at the next view', async () => {
    await view(app, `/product/${id}`);
    expect((await view(app, `/product/${id}`)).cache).toBe('hit');
    await t.db.query('UPDATE product SET price_cents = 123400 WHERE product_id = $1', [id]);
    const after = await view(app, `/product/${id}`);
    expect(after.cache).toBe('miss');
    expect(after.html).toContain('$1234');
    expect((await view(app, `/product/${id}`)).cache).toBe('hit');
    await t.db.query('UPDATE product SET stock = stock + 1 WHERE product_id = $1', [id]); // any product write moves the version
    expect((await view(app, `/product/${id}`)).cache).toBe('miss');
  });

  it("an owner's edit in the back office is drawn at the next view, without waiting out the freshness window", async () => {
    // A process that re-reads the catalogue version once a minute: only its own write can tell it sooner.
    const slow = createApp({ ...t.deps, catalogueFreshMs: 60_000 }, new StaticFiles(dist));
    const login = await slow.request('/api/auth/login_ecommerce', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: '614 765 4321', password: DEMO_OWNER.password }),
    });
    const owner = { authorization: `Bearer ${LoginResponseSchema.parse(await login.json()).token}` };
    await view(slow, `/product/${id}`);
    expect((await view(slow, `/product/${id}`)).cache).toBe('hit');
    const { product } = AdminProductDetailSchema.parse(
      await (await slow.request(`/api/admin/products/${id}`, { headers: owner })).json(),
    );
    const { product_id: _, type: __, stock: ___, unitsSold: ____, ...form } = product;
    const saved = await slow.request(`/api/admin/products/${id}`, {
      method: 'PUT',
      headers: { ...owner, 'content-type': 'application/json' },
      body: JSON.stringify({ ...form, price: 432.1 }),
    });
    expect(saved.status).toBe(200);
    const after = await view(slow, `/product/${id}`);
    expect(after.cache).toBe('miss');
    expect(after.html).toContain('$432.1');
  });

  it('concurrent first views of one page are drawn once', async () => {
    const before = renders();
    const views = await Promise.all([1, 2, 3].map(() => view(app, '/about_us')));
    expect(renders()).toBe(before + 1);
    expect(new Set(views.map((v) => v.html)).size).toBe(1);
  });

  it('is compressed once per encoding, and each encoding is the same page', async () => {
    const plain = (await view(app, '/Contact')).html;
    const br1 = await app.request('/Contact', { headers: { 'accept-encoding': 'br, gzip' } });
    const br2 = await app.request('/Contact', { headers: { 'accept-encoding': 'br' } });
    expect(br1.headers.get('content-encoding')).toBe('br');
    expect(br1.headers.get('x-page-cache')).toBe('hit');
    const br1Bytes = Buffer.from(await br1.arrayBuffer());
    expect(Buffer.from(await br2.arrayBuffer()).equals(br1Bytes)).toBe(true);
    expect(brotliDecompressSync(br1Bytes).toString()).toBe(plain);
    const gz = await app.request('/Contact', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    expect(br1.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('per-request headers stay per request: a hit over https carries HSTS, the miss over http did not; the CSP is on both', async () => {
    const miss = await app.request('http://tienda.example/Locacion');
    const hit = await app.request('https://tienda.example/Locacion');
    expect([miss.headers.get('x-page-cache'), hit.headers.get('x-page-cache')]).toEqual(['miss', 'hit']);
    expect(miss.headers.get('strict-transport-security')).toBeNull();
    expect(hit.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    for (const res of [miss, hit]) expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
  });

  it('personal pages, failed answers and pages left to the browser are never cached', async () => {
    for (const path of ['/profile', '/product/999999', '/products/Ropa']) {
      await view(app, path);
      expect((await view(app, path)).cache).not.toBe('hit');
    }
  });

  it("a shared link's tracking parameters draw the page they were added to: a hit, no new entry", async () => {
    await view(app, `/product/${id}`);
    const tagged = await view(app, `/product/${id}?utm_source=x&fbclid=${randomUUID()}`);
    expect(tagged.cache).toBe('hit');
    expect(tagged.html).toBe((await view(app, `/product/${id}`)).html);
    const before = app.pageCache!.size.pages;
    const drawn = renders();
    for (let i = 0; i < 200; i++) {
      const tracking =
        i % 2 === 0 ? `fbclid=${randomUUID()}` : `utm_campaign=${i}&gclid=${randomUUID()}&_ga=${i}&igshid=${i}`;
      expect((await view(app, `/product/${id}?${tracking}`)).cache).toBe('hit');
    }
    expect(app.pageCache!.size.pages).toBe(before);
    expect(renders()).toBe(drawn);
  });

  it('a product page is drawn with the size its address names (?talla=), an entry of its own that tracking tags share', async () => {
    const plain = await view(app, `/product/${id}`);
    const first = await view(app, `/product/${id}?talla=M&fbclid=${randomUUID()}`);
    expect(first.cache).toBe('miss');
    expect(first.html).toContain('?talla=M');
    expect(first.html).not.toBe(plain.html);
    const again = await view(app, `/product/${id}?utm_source=x&talla=M`);
    expect(again.cache).toBe('hit');
    expect(again.html).toBe(first.html);
    expect((await view(app, `/product/${id}?talla=L`)).cache).toBe('miss');
  });

  it('a parameter its route does not read makes no entry either: a product page reads only the size', async () => {
    await view(app, `/product/${id}`);
    const before = app.pageCache!.size.pages;
    for (const query of ['?discount=true', '?name=abrigo', '?page=2&sort=asc', `?x=${randomUUID()}`])
      expect((await view(app, `/product/${id}${query}`)).cache).toBe('hit');
    expect(app.pageCache!.size.pages).toBe(before);
  });

  it('a list with a real filter is its own entry, whatever the order of its parameters and the tracking tags beside them', async () => {
    const all = await view(app, '/products/all/1');
    const discounts = await view(app, '/products/all/1?discount=true&fbclid=abc');
    expect(discounts.cache).toBe('miss');
    expect(discounts.html).not.toBe(all.html);
    // Drawn without the tracking tag: the page is the same for every shared link.
    expect(discounts.html).toContain('<p>/products/all/1?discount=true</p>');
    expect((await view(app, '/products/all/1?utm_medium=social&discount=true')).cache).toBe('hit');
    const searched = await view(app, '/products/all/1?sort=asc&name=vestido');
    expect(searched.cache).toBe('miss');
    expect((await view(app, '/products/all/1?name=vestido&gclid=1&sort=asc')).cache).toBe('hit');
    expect((await view(app, '/products/all/1?name=vestido')).cache).toBe('miss');
  });

  it('keeps within its byte bound, dropping the least recently viewed page', async () => {
    const pageBytes = Buffer.byteLength((await view(app, `/product/${id}`)).html);
    // Room for two product pages, not three.
    const small = createApp({ ...t.deps, pageCacheBytes: Math.floor(pageBytes * 2.5) }, new StaticFiles(dist));
    const [a, b, c] = (
      await t.db.query<{ product_id: number }>('SELECT product_id FROM product ORDER BY product_id LIMIT 3')
    ).map((r) => `/product/${r.product_id}`);
    for (const path of [a!, b!, a!, c!]) await view(small, path); // a is more recent than b when c comes
    expect((await view(small, a!)).cache).toBe('hit');
    expect((await view(small, c!)).cache).toBe('hit');
    expect((await view(small, b!)).cache).toBe('miss');
    // A page larger than the whole bound is served, never kept.
    const tiny = createApp({ ...t.deps, pageCacheBytes: 100 }, new StaticFiles(dist));
    await view(tiny, a!);
    expect((await view(tiny, a!)).cache).toBe('miss');
  });
});
