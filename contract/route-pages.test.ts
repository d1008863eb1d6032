/**
 * The catalogue pages' names are the modules the app's routes load (src/app/routes.tsx names each
 * lazy page by its module under src/), and the server keeps exactly these pages in its cache.
 * tests/e2e/page-cache.test.ts checks the same with the real renderer.
 */
import { existsSync } from 'node:fs';
import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { INFO_PATH, ROUTE } from './paths';
import { CATALOGUE_PAGE, CATALOGUE_PAGES, pageQuery, routeMatches } from './route-pages';

const root = new URL('../', import.meta.url);

describe('the catalogue pages', () => {
  it.each(Object.entries(CATALOGUE_PAGE))('%s names a page module under src/ (%s)', (_, name) => {
    expect(name).toMatch(/^pages\/(info\/)?[A-Z]\w+Page$/);
    expect(existsSync(new URL(`src/${name}.tsx`, root))).toBe(true);
  });

  it('are the set the page cache reads, every one of them and nothing else', () => {
    expect([...CATALOGUE_PAGES].sort()).toEqual(Object.values(CATALOGUE_PAGE).sort());
  });

  it('hold no personal page', () => {
    for (const name of CATALOGUE_PAGES) expect(name).not.toMatch(/account|checkout|admin|Favourites/);
  });
});

describe('which query a page is drawn with', () => {
  const PATHS = [
    '/',
    '/product/8',
    '/product/8/',
    '/PRODUCT/8',
    '/product/8/x',
    '/products/all/2',
    '/products/Ropa',
    '/products',
    '/Devoluciones',
    '/devoluciones/',
    '/admin',
    '/admin/pedidos/3',
    '/cancel/',
    '/cancel',
    '/success/cs_1',
    '/no-existe',
    '/product.json',
  ];

  it.each(PATHS)('routes %s as wouter does (src/app/routes.tsx)', (path) => {
    for (const pattern of [...Object.values(ROUTE), ...Object.values(INFO_PATH)])
      expect(routeMatches(pattern, path), pattern).toBe(parse(pattern).pattern.test(path));
  });

  it('a catalogue page keeps only what its route reads, sorted, each once; tracking and unknown parameters go', () => {
    expect(pageQuery('/product/8', '?utm_source=x&fbclid=1&discount=true')).toBe('');
    expect(pageQuery('/product/8', '?fbclid=1&talla=M&discount=true')).toBe('?talla=M');
    expect(pageQuery('/product/8', '?talla=28')).toBe('?talla=28');
    expect(pageQuery('/', '?gclid=2')).toBe('');
    expect(pageQuery('/Devoluciones', '?msclkid=3')).toBe('');
    expect(
      pageQuery('/products/all/1', '?sort=asc&fbclid=1&name=vestido+rojo&discount=true&discount=false&page=3'),
    ).toBe('?discount=true&name=vestido+rojo&sort=asc');
    expect(pageQuery('/products/Ropa/2', '?categories=1,2&maxPrice=900&utm_medium=social')).toBe(
      '?categories=1%2C2&maxPrice=900',
    );
    // The price range: its minimum, and the lifted cap ('Ver todas'), key a list of their own.
    expect(pageQuery('/products/Abrigos/1', '?maxPrice=none&gclid=1&minPrice=500&talla=M')).toBe(
      '?maxPrice=none&minPrice=500&talla=M',
    );
  });

  it('one list linked with its parameters in any order is one page in the cache', () => {
    const query = '?categories=8&discount=true&maxPrice=900&name=falda&sort=desc';
    for (const search of [
      query,
      '?sort=desc&name=falda&maxPrice=900&discount=true&categories=8',
      '?discount=true&categories=8&sort=desc&maxPrice=900&name=falda',
    ])
      expect(pageQuery('/products/Ropa/1', search), search).toBe(query);
  });

  it('an address no route matches draws the not-found page whatever its query; other routes keep theirs whole', () => {
    expect(pageQuery('/no-existe-esta-pagina', '?fbclid=1')).toBe('');
    expect(pageQuery('/products/Ropa/1/x', '?discount=true&sort=asc')).toBe('');
    expect(pageQuery('/cancel/', '?session_id=cs_1&x=1')).toBe('?session_id=cs_1&x=1');
    expect(pageQuery('/admin/pedidos', '?from=2024-01-01')).toBe('?from=2024-01-01');
  });
});
