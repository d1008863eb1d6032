import { describe, expect, it } from 'vitest';
import { sitemapFiles } from './sitemap';

describe('sitemapFiles', () => {
  it('one urlset while the addresses fit in one file, with & escaped', () => {
    const files = sitemapFiles(['/', '/products/all/1?discount=true&x=1'], 'https://t.mx', 3);
    expect([...files.keys()]).toEqual(['sitemap.xml']);
    expect(files.get('sitemap.xml')).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(files.get('sitemap.xml')).toContain('<loc>https://t.mx/products/all/1?discount=true&amp;x=1</loc>');
  });

  it('past the limit of one file, /sitemap.xml is an index of numbered files that hold every address once', () => {
    const paths = ['/', '/a', '/b', '/c', '/d', '/e', '/f'];
    const files = sitemapFiles(paths, 'https://t.mx', 3);
    expect([...files.keys()]).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml']);
    const index = files.get('sitemap.xml')!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://t.mx/sitemap-1.xml',
      'https://t.mx/sitemap-2.xml',
      'https://t.mx/sitemap-3.xml',
    ]);
    const listed = [1, 2, 3].flatMap((n) =>
      [...files.get(`sitemap-${n}.xml`)!.matchAll(/<loc>https:\/\/t\.mx([^<]*)<\/loc>/g)].map((m) => m[1]),
    );
    expect(listed).toEqual(paths);
  });
});
