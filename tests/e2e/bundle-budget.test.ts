/**
 * Budget: a first visit to the home page, on a phone, downloads at most 90 KB gzip of
 * JavaScript, everything included until the network is idle: the entry and what it imports, the
 * home route, and whatever loads after first paint by itself (on idle callbacks or timers). What a
 * first look does not need (the actors with xstate and zod, the toaster, the API client) must wait
 * for the first sign of use (src/runtime/first-use.ts). Measured in Chromium against the production
 * build; `npm run bench -- --only=javascript` shows what each chunk holds.
 *
 * And what a first view paints costs the main thread little: no picture of it is an SVG file,
 * for which the browser builds a whole separate document (30–50 ms each on a phone-class CPU,
 * measured with Lighthouse's trace: the header's logo and the favicon were).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_JS_BUDGET_KB as BUDGET_KB, firstVisitScripts, totalKB } from './first-visit-js';
import { newPage, type Shop, startShop } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.stop();
});

describe('home page JavaScript budget', () => {
  it(`a first visit downloads at most ${BUDGET_KB} KB gzip of JavaScript until the network is idle`, async () => {
    const page = await newPage(shop, 375);
    const scripts = await firstVisitScripts(page, '/');
    await page.context().close();
    const total = totalKB(scripts);
    console.log(`home first-visit JS: ${total.toFixed(1)} KB gzip in ${scripts.length} files (budget ${BUDGET_KB} KB)`);
    for (const s of scripts) console.log(`${(s.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${s.file}`);
    expect(total).toBeLessThanOrEqual(BUDGET_KB);
    // What the entry imports statically is one file with it (tools/build/first-view-chunk.ts): each
    // file fetched is a task on the main thread, and Rolldown alone split it into eleven.
    expect(scripts.length).toBeLessThanOrEqual(2);
  });
});

describe('first view paint cost', () => {
  it('home, a list and a product load no SVG file as a picture or icon', async () => {
    const page = await newPage(shop, 375);
    const svgs: string[] = [];
    page.on('response', (response) => {
      if ((response.headers()['content-type'] ?? '').startsWith('image/svg+xml'))
        svgs.push(new URL(response.url()).pathname);
    });
    await page.goto('/products/Ropa/1', { waitUntil: 'networkidle' });
    const product = await page.locator('main a[href^="/product/"]').first().getAttribute('href');
    for (const path of ['/', '/products/Ropa/1', product!]) await page.goto(path, { waitUntil: 'networkidle' });
    await page.context().close();
    expect(svgs).toEqual([]);
  });
});
