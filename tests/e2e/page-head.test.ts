/**
 * The head of a page follows the page the app shows (src/runtime/use-page-head.ts): moving between
 * pages inside the app by clicking links changes the title, the description, the canonical
 * address and the robots rule, always one tag of each, and the server's sharing tags and
 * structured data, which describe the first page only, are gone. tests/api/page-head.test.ts
 * checks what the server writes for each page.
 */

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProduct, catalogue } from './a11y-helpers';
import { newPage, type Shop, startShop, waitForApp } from './harness';

let shop: Shop;
let product: ApiProduct;

beforeAll(async () => {
  shop = await startShop();
  product = (await catalogue(shop))[0]!;
}, 900_000);

afterAll(async () => {
  await shop?.stop();
});

/** The head as a crawler that runs JavaScript sees it, with the count of each tag that must be one. */
const head = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    titles: document.head.querySelectorAll('title').length,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    descriptions: document.head.querySelectorAll('meta[name="description"]').length,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    canonicals: document.querySelectorAll('link[rel="canonical"]').length,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
    robotsTags: document.querySelectorAll('meta[name="robots"]').length,
    shared: document.querySelectorAll(
      'meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]',
    ).length,
  }));

describe('the head follows the page inside the app', () => {
  it('product → list → favourites → product: title, description, canonical and robots change, one of each', async () => {
    const page = await newPage(shop, 1280);
    await page.goto(`/product/${product.product_id}`);
    await waitForApp(page);
    const first = await head(page);
    expect(first.title).toBe(`${product.name} · Outlet Chihuahua`);
    expect(first.canonical).toMatch(new RegExp(`^https?://[^/]+/product/${product.product_id}$`));
    const origin = new URL(first.canonical!).origin;
    expect(first.shared).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Ver todos los productos' }).first().click();
    await expect.poll(async () => (await head(page)).title).toBe('Todos los productos · Outlet Chihuahua');
    const list = await head(page);
    expect(list).toMatchObject({
      titles: 1,
      descriptions: 1,
      canonicals: 1,
      robotsTags: 0,
      shared: 0,
      canonical: `${origin}/products/all/1`,
    });
    expect(list.description).toMatch(/^Todos los productos en Outlet Chihuahua/);

    await page.getByRole('link', { name: 'Favoritos', exact: true }).first().click();
    await expect.poll(async () => (await head(page)).title).toBe('Mis favoritos · Outlet Chihuahua');
    expect(await head(page)).toMatchObject({
      titles: 1,
      descriptions: 1,
      canonicals: 0,
      robotsTags: 1,
      robots: 'noindex',
    });

    await page.goBack();
    await expect.poll(async () => (await head(page)).title).toBe('Todos los productos · Outlet Chihuahua');
    await page.locator('main article a[href^="/product/"]').first().click();
    await expect.poll(async () => (await head(page)).canonical).toMatch(new RegExp(`^${origin}/product/\\d+$`));
    const second = await head(page);
    expect(second).toMatchObject({ titles: 1, descriptions: 1, canonicals: 1, robotsTags: 0 });
    expect(second.title).toMatch(/ · Outlet Chihuahua$/);
    expect(second.description).toMatch(/ MXN/);
  });
});
