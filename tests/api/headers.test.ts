import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { StaticFiles } from '../../server/http/static-files';
import { createTestApp, type TestApp } from '../support/test-app';

describe('headers and transport', () => {
  let t: TestApp;
  let app: ReturnType<typeof createApp>;
  let dist: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  beforeAll(async () => {
    t = await createTestApp('pglite', 20);
    dist = mkdtempSync(join(tmpdir(), 'outlet-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><html lang="es-MX"><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${' '.repeat(600)}</body></html>`,
    );
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
    app = createApp(t.deps, new StaticFiles(dist));
    const [p] = await t.db.query<{ image: string }>('SELECT image FROM product LIMIT 1');
    writeFileSync(join(t.deps.imagesDir, p!.image.replace('.webp', '-640.webp')), Buffer.from('RIFF0000WEBPVP8 '));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('every answer carries the security headers', async () => {
    for (const path of ['/', '/products/Ropa/1', '/api/product/list', '/api/nowhere']) {
      const res = await app.request(path);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self';/); // no inline script, no eval
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('frame-src https://www.google.com');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it("the CSP lets the owner's desk show a chosen photo before it is uploaded (a blob: address), and no other outside image", async () => {
    const csp = (await app.request('/admin/products/new')).headers.get('content-security-policy')!;
    expect(csp).toContain("img-src 'self' data: blob:;");
  });

  it('the CSP allows Stripe.js only when the client was built with a publishable key', async () => {
    const csp = async (a: ReturnType<typeof createApp>) =>
      (await a.request('/')).headers.get('content-security-policy')!;
    const without = await csp(app);
    expect(without).not.toContain('js.stripe.com');
    expect(without).not.toContain('api.stripe.com');
    const withKey = await csp(createApp({ ...t.deps, stripeJs: true }, new StaticFiles(dist)));
    expect(withKey).toContain("script-src 'self' https://js.stripe.com;");
    expect(withKey).toContain("connect-src 'self' https://api.stripe.com;");
    expect(withKey).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
  });

  it("the CSP allows index.html's own inline script by its hash, and no other inline script", async () => {
    const own = 'window.__earlyClicks = { kept: [] };';
    const withInline = mkdtempSync(join(tmpdir(), 'outlet-dist-'));
    try {
      writeFileSync(
        join(withInline, 'index.html'),
        `<!doctype html><html lang="es-MX"><head><script>${own}</script><script type="module" src="/assets/i.js"></script></head><body><div id="root"></div><script type="application/json" id="x">{}</script></body></html>`,
      );
      const csp = (await createApp(t.deps, new StaticFiles(withInline)).request('/')).headers.get(
        'content-security-policy',
      )!;
      const hash = createHash('sha256').update(own).digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(csp.match(/sha256-/g)).toHaveLength(1);
    } finally {
      rmSync(withInline, { recursive: true, force: true });
    }
  });

  it('HSTS only when the shopper came over https: directly, or through a trusted proxy that says so', async () => {
    const hsts = (res: Response) => res.headers.get('strict-transport-security');
    const behindProxy = createApp({ ...t.deps, trustProxy: { hops: 1 } });
    const forwardedHttps = { headers: { 'x-forwarded-proto': 'https' } };
    expect(hsts(await app.request('https://tienda.example/api/product/list'))).toMatch(/^max-age=\d{8,}/);
    expect(hsts(await behindProxy.request('/api/product/list', forwardedHttps))).toMatch(/^max-age=\d{8,}/);
    expect(hsts(await behindProxy.request('/', forwardedHttps))).toMatch(/^max-age=\d{8,}/);
    // Plain http, or a client claiming https without a trusted proxy: never.
    expect(hsts(await app.request('/api/product/list'))).toBeNull();
    expect(hsts(await app.request('/api/product/list', forwardedHttps))).toBeNull();
    expect(
      hsts(await behindProxy.request('/api/product/list', { headers: { 'x-forwarded-proto': 'http' } })),
    ).toBeNull();
  });

  it('the app: index.html never cached, history fallback, hashed assets immutable and precompressed', async () => {
    const index = await app.request('/product/12');
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('<div id="root">');

    const br = await app.request('/assets/index-Ab12Cd34.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gz = await app.request('/assets/index-Ab12Cd34.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await app.request('/assets/index-Ab12Cd34.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('unknown API paths are a JSON 404, never the app', async () => {
    const res = await app.request('/api/productos');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('product images are cached for a year', async () => {
    const [p] = await t.db.query<{ image: string }>('SELECT image FROM product LIMIT 1');
    const res = await app.request(`/api/product/image/${p!.image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('API answers with personal data are never cached; text answers are compressed', async () => {
    for (const path of ['/api/user_ecommerce/me', `/api/bill/my-orders/${t.demo.id}`, '/api/settings/']) {
      const res = await app.request(path, { headers: { authorization: `Bearer ${t.demo.token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const list = await app.request('/api/product/list?limit=24', { headers: { 'accept-encoding': 'gzip' } });
    expect(list.headers.get('content-encoding')).toBe('gzip');
  });
});
