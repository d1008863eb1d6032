/**
 * A page's HTML announces what its first render will ask for (server/http/page-preloads.ts), and in
 * a real browser every announced address is the one the app then uses: each is downloaded exactly
 * once (a preload that does not match exactly would be downloaded twice), Chromium reports no
 * unused preload, and the page draws its product without ever showing the route's fallback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, startShop, type Shop } from './harness';
import { catalogue, type ApiProduct } from './a11y-helpers';

let shop: Shop;
let product: ApiProduct;

beforeAll(async () => {
  shop = await startShop();
  product = (await catalogue(shop))[0]!;
}, 900_000);

afterAll(async () => {
  await shop?.stop();
});

/** Opens a page and records what it announced, what it requested and what Chromium warned about. */
async function visit(page: Page, path: string) {
  const html = await (await fetch(`${shop.baseUrl}${path}`)).text();
  const announced = [...html.matchAll(/<link rel="(preload|modulepreload)"[^>]*?href="([^"]+)"/g)].map((m) => m[2]!.replaceAll('&amp;', '&'));
  const requested: string[] = [];
  const warnings: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname + new URL(r.url()).search));
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });
  // The route's fallback (PageFallback, while a route's chunk loads); the page's own skeleton while
  // its data arrives is not it.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-route-fallback]')) (window as { sawFallback?: boolean }).sawFallback = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(path);
  return { announced, requested, warnings };
}

describe('page preloads', () => {
  it('a product page announces its chunk, its answer and its photo, and uses each once', async () => {
    const page = await newPage(shop, 375);
    const { announced, requested, warnings } = await visit(page, `/product/${product.product_id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.waitForLoadState('networkidle');

    const answer = `/api/product/single/${product.product_id}`;
    expect(announced).toContain(answer);
    expect(announced.some((a) => a.startsWith('/assets/ProductPage-'))).toBe(true);
    expect(announced.some((a) => a.startsWith(`/api/product/image/${product.image}`))).toBe(true);
    for (const url of [answer, ...announced.filter((a) => a.startsWith('/assets/'))]) {
      expect(requested.filter((r) => r === url), url).toHaveLength(1);
    }
    // The photo: one width, chosen once (by the preload), never a second download for the <img>.
    expect(requested.filter((r) => r.startsWith(`/api/product/image/${product.image}`))).toHaveLength(1);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
    expect(await page.evaluate(() => (window as { sawFallback?: boolean }).sawFallback ?? false)).toBe(false);
    await page.context().close();
  });

  it('a list page announces its departments, its first page and the first photo, and uses each once', async () => {
    const page = await newPage(shop, 1280);
    const { announced, requested, warnings } = await visit(page, '/products/Ropa/1');
    await page.getByRole('heading', { level: 1, name: 'Ropa' }).waitFor();
    await page.locator('main article img').first().waitFor();
    await page.waitForLoadState('networkidle');

    const data = announced.filter((a) => a.startsWith('/api/department/') || a.startsWith('/api/product/list'));
    expect(data).toHaveLength(2);
    const firstPhoto = announced.find((a) => a.startsWith('/api/product/image/'));
    expect(firstPhoto).toBeDefined();
    for (const url of data) expect(requested.filter((r) => r === url), url).toHaveLength(1);
    const image = firstPhoto!.split('?')[0]!;
    expect(requested.filter((r) => r.startsWith(image))).toHaveLength(1);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
    expect(await page.evaluate(() => (window as { sawFallback?: boolean }).sawFallback ?? false)).toBe(false);
    await page.context().close();
  });
});
