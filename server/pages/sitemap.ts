import { INFO_PATH, listPath, PATH, productPath } from '../../contract/paths';
import type { Queryable } from '../db/client';
import { listDepartments } from '../modules/departments/repo';
import { allProductIds } from '../modules/products/repo';

/** sitemaps.org: at most 50,000 addresses in one file; past that, an index of files. */
const SITEMAP_MAX_URLS = 50_000;
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * Every page search engines may index, at its canonical address: home, all products and the
 * discounts, each department's list, each information page and product. A group's list
 * (/products/Ropa) shows its default department, so its canonical address is that department's.
 */
export async function sitemapPaths(db: Queryable): Promise<string[]> {
  const [departments, productIds] = await Promise.all([listDepartments(db), allProductIds(db)]);
  return [
    PATH.home,
    PATH.allProducts,
    PATH.discounts,
    ...departments.map((d) => listPath(d.name)),
    ...Object.values(INFO_PATH),
    ...productIds.map(productPath),
  ];
}

/**
 * The sitemap's files by name: `sitemap.xml` alone while every address fits in one file, else
 * `sitemap.xml` as an index of `sitemap-1.xml`, `sitemap-2.xml`, … (a catalogue of 50,000 products).
 */
export function sitemapFiles(
  paths: readonly string[],
  origin: string,
  maxUrls = SITEMAP_MAX_URLS,
): Map<string, string> {
  const urlset = (part: readonly string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${part.map((p) => `<url><loc>${xml(origin + p)}</loc></url>`).join('\n')}\n</urlset>\n`;
  if (paths.length <= maxUrls) return new Map([['sitemap.xml', urlset(paths)]]);
  const parts: string[][] = [];
  for (let i = 0; i < paths.length; i += maxUrls) parts.push(paths.slice(i, i + maxUrls));
  const names = parts.map((_, i) => `sitemap-${i + 1}.xml`);
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${names.map((n) => `<sitemap><loc>${xml(`${origin}/${n}`)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
  return new Map([['sitemap.xml', index], ...names.map((n, i) => [n, urlset(parts[i]!)] as [string, string])]);
}

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
