import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { ROUTE } from '../../contract/paths';
import type { CatalogueVersion } from '../catalogue/catalogue-version';
import type { AppEnv, Deps } from '../http/context';
import { AnswerCache } from '../modules/products/answer-cache';
import { sitemapFiles, sitemapPaths } from './sitemap';

/**
 * What crawlers ask for besides pages: the sitemap (server/pages/sitemap.ts), kept like a product
 * answer per catalogue version (server/modules/products/answer-cache.ts), so a new or removed
 * product is in it within the same second; and /robots.txt, which points to it. Both give
 * addresses on PUBLIC_URL, never on the request's Host.
 */
export function crawlerRoutes({ db, publicUrl }: Deps, catalogue: CatalogueVersion) {
  const cache = new AnswerCache(catalogue);
  return new Hono<AppEnv>()
    .get('/:file{sitemap(-[0-9]{1,6})?\\.xml}', compress(), async (c) => {
      const file = c.req.param('file');
      // '' for a file the sitemap does not have (only past its first file); cached like the others.
      const xml = await cache.text(
        `sitemap:${file}`,
        async () => sitemapFiles(await sitemapPaths(db), publicUrl).get(file) ?? '',
      );
      if (!xml) return c.text('Este mapa del sitio no existe.', 404);
      return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' });
    })
    .get('/robots.txt', (c) => c.text(robots(publicUrl), 200, { 'Cache-Control': 'no-cache' }));
}

/**
 * Every page may be crawled: personal pages say noindex in their HTML, which a crawler only reads
 * if robots.txt lets it fetch them (a disallowed page can still be indexed from links to it).
 * The test checkout takes no real money and has nothing to find, nor has the back office.
 */
function robots(origin: string): string {
  return [
    '# Outlet Chihuahua: the catalogue is open to every crawler; personal pages carry noindex.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /pay/',
    `Disallow: ${ROUTE.admin}`,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
