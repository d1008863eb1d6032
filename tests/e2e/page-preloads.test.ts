/**
 * A first visit arrives drawn by the server (src/entry-server.tsx, server/http/page-render.ts)
 * with the answers it was drawn with, and announces the modules and the photo it needs
 * (server/http/page-preloads.ts), arranged to paint before its modules load
 * (server/http/paint-first.ts). In a real browser: the product is in the HTML before any script
 * runs, the app takes the page over without asking the API again and without a hydration error,
 * every announced file is downloaded exactly once (a preload that did not match exactly would be
 * downloaded twice), Chromium reports no unused preload, and the route's fallback never shows.
 * The page carries its stylesheets: none is downloaded on a first visit, nor when the app later
 * opens a route whose rules the page already holds; and the modules wait for the first photo.
 */

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProduct, catalogue } from './a11y-helpers';
import { newPage, type Shop, startShop } from './harness';

let shop: Shop;
let product: ApiProduct;

beforeAll(async () => {
  shop = await startShop();
  product = (await catalogue(shop))[0]!;
}, 900_000);

afterAll(async () => {
  await shop?.stop();
});

/** Opens a page and records its HTML, what it announced and requested, and what Chromium said. */
async function visit(page: Page, path: string) {
  const html = await (await fetch(`${shop.baseUrl}${path}`)).text();
  // The photo's preload, and the modules index.html's script loads after the first paint (server/http/paint-first.ts).
  const modules = JSON.parse(
    /<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(html)?.[1] ??
      '{"scripts":[],"preloads":[]}',
  ) as {
    scripts: string[];
    preloads: string[];
  };
  const announced = [
    ...[...html.matchAll(/<link rel="(preload|modulepreload)"[^>]*?href="([^"]+)"/g)].map((m) =>
      m[2]!.replaceAll('&amp;', '&'),
    ),
    ...modules.scripts,
    ...modules.preloads,
  ];
  const requested: string[] = [];
  const messages: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname + new URL(r.url()).search));
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') messages.push(m.text());
  });
  page.on('pageerror', (e) => messages.push(e.message));
  // The route's fallback (PageFallback, while a route's chunk loads) must never be attached.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-route-fallback]')) (window as { sawFallback?: boolean }).sawFallback = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const sawFallback = await page.evaluate(() => (window as { sawFallback?: boolean }).sawFallback ?? false);
  return { html, announced, requested, messages, sawFallback };
}

const once = (requested: string[], url: string) => requested.filter((r) => r === url).length;

describe('pages drawn by the server', () => {
  it('a product page: drawn with its product, taken over without asking the API again', async () => {
    const page = await newPage(shop, 375);
    const { html, announced, requested, messages, sawFallback } = await visit(page, `/product/${product.product_id}`);
    const name = product.name.replace(/&/g, '&amp;');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(html).toContain('id="ssr-data"');

    expect(announced.some((a) => a.startsWith('/assets/ProductPage-'))).toBe(true);
    expect(announced.some((a) => a.startsWith(`/api/product/image/${product.image}`))).toBe(true);
    expect(announced.filter((a) => a.startsWith('/api/product/single/'))).toEqual([]); // the answer is in the page
    for (const url of announced.filter((a) => a.startsWith('/assets/'))) expect(once(requested, url), url).toBe(1);
    expect(requested.filter((r) => r.startsWith('/api/product/single/'))).toEqual([]);
    // The photo: one width, chosen once, never a second download for the <img>.
    expect(requested.filter((r) => r.startsWith(`/api/product/image/${product.image}`))).toHaveLength(1);

    expect(messages).toEqual([]);
    expect(sawFallback).toBe(false);
    // Taken over: the page works (the size, the quantity and the cart are the app's). A garment is
    // bought in a size: its first one on sale.
    const onSale = (product as ApiProduct & { sizes?: { size: string; stock: number }[] }).sizes?.find(
      (s) => s.stock > 0,
    );
    if (onSale)
      await page
        .getByRole('radiogroup', { name: 'Talla' })
        .getByRole('radio', { name: onSale.size, exact: true })
        .click();
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    await page.getByRole('dialog', { name: 'Productos en tu carrito' }).getByText(product.name).waitFor();
    await page.context().close();
  });

  it('a list page: drawn with its departments and products, taken over without asking the API again', async () => {
    const page = await newPage(shop, 1280);
    const { html, announced, requested, messages, sawFallback } = await visit(page, '/products/Ropa/1');
    expect((html.match(/<article/g) ?? []).length).toBe(24);
    expect(announced.filter((a) => a.startsWith('/api/department/') || a.startsWith('/api/product/list'))).toEqual([]);
    const firstPhoto = announced.find((a) => a.startsWith('/api/product/image/'));
    expect(firstPhoto).toBeDefined();
    expect(requested.filter((r) => r.startsWith('/api/department/') || r.startsWith('/api/product/list'))).toEqual([]);
    expect(requested.filter((r) => r.startsWith(firstPhoto!.split('?')[0]!))).toHaveLength(1);
    expect(messages).toEqual([]);
    expect(sawFallback).toBe(false);
    // Taken over: the next page is asked for by the browser.
    await page.getByRole('link', { name: 'Página siguiente' }).click();
    await page.waitForURL('**/products/Ropa/2');
    await expect.poll(() => requested.some((r) => r.startsWith('/api/product/list?page=2'))).toBe(true);
    await page.context().close();
  });

  it('a first visit downloads no stylesheet, is styled before any script runs, and loads its modules after its photo', async () => {
    const path = `/product/${product.product_id}`;
    // Without JavaScript at all: the page's own rules are already applied.
    const bare = await newPage(shop, 375);
    const bareRequests: string[] = [];
    bare.on('request', (r) => bareRequests.push(new URL(r.url()).pathname));
    await bare.route('**/*.js', (route) => route.abort());
    await bare.goto(path);
    expect(await bare.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    expect(bareRequests.filter((r) => r.endsWith('.css'))).toEqual([]);
    await bare.context().close();

    // With it: the first module is asked for only once the photo has arrived (slowed, as on a
    // phone's link, so that the order shows).
    const page = await newPage(shop, 375);
    await page.route('**/api/product/image/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const events: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('.js')) events.push('module asked');
      if (new URL(r.url()).pathname.endsWith('.css')) events.push(`stylesheet ${new URL(r.url()).pathname}`);
    });
    page.on('requestfinished', (r) => {
      if (new URL(r.url()).pathname.startsWith(`/api/product/image/${product.image}`)) events.push('photo arrived');
    });
    const { messages } = await visit(page, path);
    expect(events.indexOf('photo arrived')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('module asked')).toBeGreaterThan(events.indexOf('photo arrived'));
    expect(messages).toEqual([]);
    // The app opens another route and comes back: the rules the page carried are not fetched.
    await page
      .getByRole('link', { name: /Inicio|Outlet Chihuahua/ })
      .first()
      .click();
    await page.waitForURL(`${shop.baseUrl}/`);
    await page.goBack();
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).waitFor();
    await page.waitForLoadState('networkidle');
    const productSheets = events.filter((e) => e.startsWith('stylesheet') && /ProductPage|fields|index|src-/.test(e));
    expect(productSheets).toEqual([]);
    await page.context().close();
  });
});
