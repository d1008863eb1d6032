/**
 * What a page's HTML announces (server/http/page-preloads.ts), read from the server alone with a
 * small build folder and its Vite manifest. tests/e2e/page-preloads.test.ts checks in a real
 * browser that each announced address is the one the app then requests.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { StaticFiles } from '../../server/http/static-files';
import { createTestApp, type TestApp } from '../support/test-app';

const MANIFEST = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react-B2.js'], css: ['assets/index-C3.css'] },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  'src/pages/ProductPage.tsx': {
    file: 'assets/ProductPage-D4.js',
    imports: ['_react-B2.js', '_fields-E5.js'],
    css: ['assets/ProductPage-F6.css', 'assets/index-C3.css'],
  },
  '_fields-E5.js': { file: 'assets/fields-E5.js' },
  'src/pages/ProductListPage.tsx': { file: 'assets/ProductListPage-G7.js', imports: ['_react-B2.js'] },
  'src/api/schemas.ts': { file: 'assets/schemas-H8.js' },
};

describe('page preloads', () => {
  let t: TestApp;
  let app: ReturnType<typeof createApp>;
  let dist: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', 40);
    dist = mkdtempSync(join(tmpdir(), 'outlet-dist-'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="es-MX"><head><script type="module" src="/assets/index-A1.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    app = createApp(t.deps, new StaticFiles(dist));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const head = async (path: string) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    return (await res.text()).split('</head>')[0]!;
  };
  const hrefs = (html: string) => [...html.matchAll(/<link [^>]*href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

  it('a product page: its chunk (not the entry’s), its schemas, its CSS, its answer and its photo', async () => {
    const [p] = await t.db.query<{ product_id: number; image: string }>('SELECT product_id, image FROM product ORDER BY product_id LIMIT 1');
    const html = await head(`/product/${p!.product_id}`);
    expect(hrefs(html)).toEqual([
      '/assets/ProductPage-D4.js',
      '/assets/fields-E5.js',
      '/assets/schemas-H8.js',
      '/assets/ProductPage-F6.css',
      `/api/product/single/${p!.product_id}`,
      `/api/product/image/${p!.image}?w=640`,
    ]);
    expect(html).toContain(`imagesrcset="/api/product/image/${p!.image}?w=320 320w, `);
    expect(html).toContain('fetchpriority="high"');
  });

  it('a product that does not exist: only the chunk, and the app says it is not found', async () => {
    expect(hrefs(await head('/product/999999'))).toEqual([
      '/assets/ProductPage-D4.js',
      '/assets/fields-E5.js',
      '/assets/schemas-H8.js',
      '/assets/ProductPage-F6.css',
    ]);
  });

  it('a group list: its departments, the first page of its default department as ProductListView asks for it, the first photo', async () => {
    const links = hrefs(await head('/products/Ropa/1'));
    const departments = await (await app.request('/api/department/departmentsByGroupName?title=Ropa')).json();
    const ids = `department_id=${(departments as { data: { id: number }[] }).data[0]!.id}`;
    expect(links.slice(0, 4)).toEqual([
      '/assets/ProductListPage-G7.js',
      '/assets/schemas-H8.js',
      '/api/department/departmentsByGroupName?title=Ropa',
      `/api/product/list?page=1&limit=24&maxPrice=3000&${ids}`,
    ]);
    expect(links[4]).toMatch(/^\/api\/product\/image\/[a-z0-9-]+\.webp\?w=640$/);
  });

  it('a filtered list and other pages announce no data; the home its first slide', async () => {
    expect(hrefs(await head('/products/Ropa/1?sort=asc'))).toEqual(['/assets/ProductListPage-G7.js', '/assets/schemas-H8.js']);
    expect(hrefs(await head('/favorites'))).toEqual([]);
    expect(hrefs(await head('/'))).toEqual(['/img/slide-1-sm.webp', '/img/slide-1.webp']);
  });

  it('the build manifest is the server’s, never served', async () => {
    const res = await app.request('/.vite/manifest.json');
    expect(await res.text()).not.toContain('ProductPage-D4');
  });
});
