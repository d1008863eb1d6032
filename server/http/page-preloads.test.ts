/**
 * What a page's HTML announces (page-preloads.ts), built from what its render reports. The
 * browser test (tests/e2e/page-preloads.test.ts) checks with the real build that each announced
 * address is downloaded once, as the app then requests it.
 */
import { describe, expect, it } from 'vitest';
import type { PageRender } from '../../src/entry-server';
import { PagePreloads, type ViteManifest } from './page-preloads';

const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react-B2.js'], css: ['assets/index-C3.css'] },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  'src/pages/ProductPage.tsx': {
    file: 'assets/ProductPage-D4.js',
    imports: ['_react-B2.js', '_fields-E5.js'],
    css: ['assets/ProductPage-F6.css', 'assets/index-C3.css'],
  },
  '_fields-E5.js': { file: 'assets/fields-E5.js' },
  'src/pages/info/AboutUsPage.tsx': { file: 'assets/AboutUsPage-G7.js', imports: ['_react-B2.js'] },
  'src/api/schemas.ts': { file: 'assets/schemas-H8.js' },
};

const render = (pages: string[], html: string, resources: Record<string, unknown> = {}): PageRender =>
  ({ html, data: { pages, resources } }) as unknown as PageRender;
const hrefs = (links: string[]) => links.map((l) => /href="([^"]+)"/.exec(l)![1]);
const preloads = new PagePreloads(MANIFEST);

describe('page preloads', () => {
  it('a product page: its chunk (not the entry’s), its CSS, the answers’ schemas, and the photo as the <img> drew it', () => {
    // As React's renderToString writes it: camel-cased attribute names.
    const img =
      '<img class="p" src="/api/product/image/a-1.webp?w=640" srcSet="/api/product/image/a-1.webp?w=320 320w, /api/product/image/a-1.webp?w=640 640w" sizes="(min-width: 900px) 50vw, 100vw" alt="Blusa &amp; falda" fetchPriority="high"/>';
    const links = preloads.forPage(
      '/product/1',
      render(['pages/ProductPage'], `<main><img src="/logo.svg" alt=""/>${img}</main>`, { 'product:1': {} }),
    );
    expect(hrefs(links)).toEqual([
      '/assets/ProductPage-D4.js',
      '/assets/fields-E5.js',
      '/assets/schemas-H8.js',
      '/assets/ProductPage-F6.css',
      '/api/product/image/a-1.webp?w=640',
    ]);
    expect(links.at(-1)).toBe(
      '<link rel="preload" as="image" href="/api/product/image/a-1.webp?w=640" imagesrcset="/api/product/image/a-1.webp?w=320 320w, /api/product/image/a-1.webp?w=640 640w" imagesizes="(min-width: 900px) 50vw, 100vw" fetchpriority="high">',
    );
  });

  it('a page drawn without answers or a lead photo: its chunk only', () => {
    expect(
      hrefs(preloads.forPage('/about_us', render(['pages/info/AboutUsPage'], '<main><h1>Nosotros</h1></main>'))),
    ).toEqual(['/assets/AboutUsPage-G7.js']);
  });

  it('a page the browser draws (no render) announces nothing; the home always its first slide', () => {
    expect(preloads.forPage('/products/Ropa/1', null)).toEqual([]);
    expect(hrefs(preloads.forPage('/', null))).toEqual(['/img/slide-1-sm.webp', '/img/slide-1.webp']);
    expect(hrefs(preloads.forPage('/', render([], '<img src="/img/slide-1.webp" fetchpriority="high"/>')))).toEqual([
      '/img/slide-1-sm.webp',
      '/img/slide-1.webp',
    ]);
  });

  it('a module missing from the manifest is skipped, not guessed', () => {
    expect(preloads.forPage('/x', render(['pages/Missing'], '<p></p>'))).toEqual([]);
  });
});
