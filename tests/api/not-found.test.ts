/**
 * An address that shows nothing answers 404 with the store's not-found page, drawn by the server:
 * an unknown product, an unknown address, a department that does not exist. A 200 there (a "soft
 * 404") lets search engines index an empty page. The page says noindex and has no canonical
 * address pointing elsewhere, and its catalogue-wide cache follows the catalogue: once the
 * product or department exists, the address is its page.
 *
 * It draws pages with the real server renderer, so it needs the build (`vite build`): it builds
 * once when dist/.ssr is missing. After changing src/, rebuild.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S } from '../../copy/storefront';
import { createApp } from '../../server/app';
import { StaticFiles } from '../../server/http/static-files';
import { createTestApp, type TestApp } from '../support/test-app';

const ROOT = resolve(import.meta.dirname, '../..');
const ORIGIN = 'https://tienda.example.mx';
const NOT_FOUND_ADDRESSES = [
  '/product/999999',
  '/no-existe-esta-pagina',
  '/products/NoExiste/1',
  '/products/all/99999',
];

describe('addresses that show nothing', () => {
  let t: TestApp;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'dist/.ssr/entry-server.js'))) {
      const built = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
      if (built.status !== 0) throw new Error('vite build failed');
    }
    t = await createTestApp('pglite', 20, { publicUrl: ORIGIN });
    app = createApp(t.deps, new StaticFiles(join(ROOT, 'dist')));
  });
  afterAll(async () => {
    await t?.close();
  });

  const draw = async (path: string) => {
    const res = await app.request(path);
    const html = await res.text();
    return { status: res.status, cache: res.headers.get('x-page-cache'), html, head: html.split('</head>')[0]! };
  };
  const canonical = (head: string) => /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1];

  it.each(NOT_FOUND_ADDRESSES)(
    '%s answers 404 with the not-found page, noindex, no canonical address',
    async (path) => {
      for (const view of [await draw(path), await draw(path)]) {
        expect(view.status).toBe(404);
        expect(view.html).toContain(S.notFound.text);
        expect(view.head).toContain('<meta name="robots" content="noindex">');
        expect(canonical(view.head)).toBeUndefined();
        expect(view.head).not.toContain('og:url');
      }
    },
  );

  it('a product created later is its page at once: the 404 does not outlive the catalogue version', async () => {
    const [{ next }] = (await t.db.query<{ next: number }>('SELECT max(product_id) + 1 AS next FROM product')) as [
      { next: number },
    ];
    expect((await draw(`/product/${next}`)).status).toBe(404);
    await t.db.query(
      `INSERT INTO product (product_id, name, brand, kind, color_name, color_hex, image, price_cents, stock, department_id, search_text)
       SELECT $1, 'Vestido recién llegado', brand, kind, color_name, color_hex, image, 99900, 3, department_id, 'vestido recien llegado' FROM product ORDER BY product_id LIMIT 1`,
      [next],
    );
    const page = await draw(`/product/${next}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Vestido recién llegado');
    expect(canonical(page.head)).toBe(`${ORIGIN}/product/${next}`);
  });

  it('a department created later is its list at once', async () => {
    expect((await draw('/products/Novedades/1')).status).toBe(404);
    await t.db.query(
      `INSERT INTO department (department_id, name, group_name, name_key, group_key)
       SELECT max(department_id) + 1, 'Novedades', 'Ropa', 'novedades', 'ropa' FROM department`,
    );
    const list = await draw('/products/Novedades/1');
    expect(list.status).toBe(200);
    expect(canonical(list.head)).toBe(`${ORIGIN}/products/Novedades/1`);
  });

  it('an address that does exist is still a 200 page', async () => {
    for (const path of ['/', '/products/all/1', '/products/Vestidos/1', '/Devoluciones'])
      expect((await draw(path)).status, path).toBe(200);
  });
});
