/**
 * The build's manifest from the server's side, with a small build folder that has no server
 * renderer. What a drawn page announces is server/http/page-preloads.test.ts; in a real
 * browser, tests/e2e/page-preloads.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { StaticFiles } from '../../server/http/static-files';
import { createTestApp, type TestApp } from '../support/test-app';

// A product page's chunk, in the manifest only: the test below checks the manifest is never served.
const MANIFEST = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true },
  'src/pages/ProductPage.tsx': { file: 'assets/ProductPage-D4.js' },
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
  const hrefs = (html: string) =>
    [...html.matchAll(/<link [^>]*href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

  it('a page the browser draws (this build has no server renderer) announces nothing; the home its first slide', async () => {
    expect(hrefs(await head('/products/Ropa/1'))).toEqual([]);
    expect(hrefs(await head('/'))).toEqual(['/img/slide-1-sm.webp', '/img/slide-1.webp']);
  });

  it('the build manifest is the server’s, never served', async () => {
    const res = await app.request('/.vite/manifest.json');
    expect(await res.text()).not.toContain('ProductPage-D4');
  });
});
