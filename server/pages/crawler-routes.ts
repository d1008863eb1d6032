import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { listHref } from '../../machines/product-list/list-query';
import type { AppEnv, Deps } from '../http/context';
import { AnswerCache } from '../modules/products/answer-cache';

/** The information pages (src/app/routes.tsx), each its own address for search engines. */
const INFO_PATHS = ['/about_us', '/ClienteFrecuente', '/Contact', '/Devoluciones', '/Locacion', '/MarcasFrecuentes', '/ModeloVenta', '/OpinionesClientes'];

/**
 * What crawlers ask for besides pages: /sitemap.xml, every page search engines may index (home,
 * each list as the menus link it, each product, each information page), kept like a product
 * answer per catalogue version (server/modules/products/answer-cache.ts), so a new or removed
 * product is in it within the same second; and /robots.txt, which points to it.
 * Both give addresses on PUBLIC_URL, never on the request's Host.
 */
export function crawlerRoutes({ db, publicUrl, catalogueFreshMs }: Deps) {
  const cache = new AnswerCache(catalogueFreshMs, 1);
  return new Hono<AppEnv>()
    .get('/sitemap.xml', compress(), async (c) => {
      const xml = await cache.text(db, 'sitemap', () => sitemap(db, publicUrl));
      return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' });
    })
    .get('/robots.txt', (c) => c.text(robots(publicUrl), 200, { 'Cache-Control': 'no-cache' }));
}

async function sitemap(db: Deps['db'], origin: string): Promise<string> {
  const [departments, products] = await Promise.all([
    db.query<{ name: string; group_name: string }>('SELECT name, group_name FROM department ORDER BY department_id'),
    db.query<{ product_id: number }>('SELECT product_id FROM product ORDER BY product_id'),
  ]);
  const groups = [...new Set(departments.map((d) => d.group_name))];
  const paths = [
    '/',
    listHref('all', 1, ''),
    listHref('all', 1, '?discount=true'),
    ...groups.map((g) => listHref(g, 1, '')),
    ...departments.map((d) => listHref(d.name, 1, '')),
    ...INFO_PATHS,
    // Sold-out products too: their pages stay, and say OutOfStock.
    ...products.map((p) => `/product/${p.product_id}`),
  ];
  const urls = paths.map((path) => `<url><loc>${xml(origin + path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Every page may be crawled: personal pages say noindex in their HTML, which a crawler only reads
 * if robots.txt lets it fetch them (a disallowed page can still be indexed from links to it).
 * The test checkout takes no real money and has nothing to find.
 */
function robots(origin: string): string {
  return ['# Outlet Chihuahua: the catalogue is open to every crawler; personal pages carry noindex.', 'User-agent: *', 'Allow: /', 'Disallow: /pay/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
