/**
 * The page cache with the real server renderer (dist/.ssr): each page drawn from the catalogue
 * alone is kept and served again without being drawn, and a personal page never is.
 * tests/api/page-cache.test.ts checks the cache's rules with a stand-in renderer; this checks
 * that the pages the real app draws are the ones those rules keep (they were not, silently, when
 * the route pages' names changed: `npm run bench` found product and list pages drawn every time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from './a11y-helpers';
import { type Shop, startShop } from './harness';

let shop: Shop;
let productId: number;

beforeAll(async () => {
  shop = await startShop();
  productId = (await catalogue(shop))[0]!.product_id;
}, 900_000);

afterAll(async () => {
  await shop?.stop();
});

const cacheOf = async (path: string) => {
  const res = await fetch(`${shop.baseUrl}${path}`, { headers: { 'accept-encoding': 'br' } });
  await res.arrayBuffer();
  return res.headers.get('x-page-cache');
};

describe('pages drawn by the real renderer', () => {
  // Viewed again until kept: another test's sale may move the catalogue version in between.
  // A list's filters and a search are its address: each one a page kept of its own.
  it.each([
    '/',
    '/products/Ropa/1',
    '/products/all/1?name=vestido',
    '/products/Abrigos/1?minPrice=500&maxPrice=none',
    'product',
    '/about_us',
    '/no-existe',
  ])('%s is kept after its first view', async (path) => {
    const address = path === 'product' ? `/product/${productId}` : path;
    await expect.poll(() => cacheOf(address), { timeout: 5000, interval: 200 }).toBe('hit');
  });

  it('a personal page is drawn for every request', async () => {
    for (let i = 0; i < 3; i++) expect(await cacheOf('/profile')).toBe('miss');
  });
});
