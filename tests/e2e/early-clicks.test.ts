/**
 * A click before the app has taken a server-drawn page over is never lost, nor is text
 * typed or a box ticked. The page's scripts are held back while the shopper taps, ticks and types
 * in what the server drew; once they run, the app does what was asked. The page's inline script
 * that keeps the taps runs under the store's Content-Security-Policy (allowed by its hash), so
 * Chromium reports no violation.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProduct, catalogue, soldWhole } from './a11y-helpers';
import { newPage, type Shop, startShop } from './harness';

let shop: Shop;
let product: ApiProduct;

beforeAll(async () => {
  shop = await startShop();
  product = (await catalogue(shop)).find((p) => soldWhole(p) && p.stock > 1)!;
}, 900_000);
afterAll(async () => {
  await shop?.stop();
});

/** Opens `path` with every script held back until `release()`; reports what Chromium complained of. */
async function openHeldBack(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const complaints: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') complaints.push(m.text());
  });
  page.on('pageerror', (e) => complaints.push(e.message));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded back: wait for the server's HTML to be parsed instead.
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('footer').waitFor({ state: 'attached' });
  return { release, complaints };
}

describe('a click before the app has taken the page over', () => {
  it('AGREGAR AL CARRITO tapped before any script ran puts the product in the cart', async () => {
    const page = await newPage(shop, 375);
    const { release, complaints } = await openHeldBack(page, `/product/${product.product_id}`);
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    expect(await page.evaluate(() => document.querySelectorAll('script[src]').length)).toBeGreaterThan(0);
    release();
    await page.getByRole('dialog', { name: 'Productos en tu carrito' }).getByText(product.name).waitFor();
    expect(complaints).toEqual([]);
    await page.context().close();
  });

  it('the menu tapped before any script ran opens', async () => {
    const page = await newPage(shop, 375);
    const { release, complaints } = await openHeldBack(page, '/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    release();
    await page.getByRole('dialog', { name: 'Menú' }).waitFor();
    expect(complaints).toEqual([]);
    await page.context().close();
  });

  it("a phone's 'Filtrar y ordenar' tapped before any script ran opens the drawer", async () => {
    const page = await newPage(shop, 375);
    const { release, complaints } = await openHeldBack(page, '/products/Ropa/1');
    await page.getByRole('button', { name: 'Filtrar y ordenar' }).click();
    release();
    await page.getByRole('dialog', { name: 'Filtrar y ordenar' }).getByRole('checkbox', { name: 'Faldas' }).waitFor();
    expect(complaints).toEqual([]);
    await page.context().close();
  });

  it('a category ticked before any script ran filters the list', async () => {
    const page = await newPage(shop, 1280);
    const { release, complaints } = await openHeldBack(page, '/products/Ropa/1');
    await page.getByRole('checkbox', { name: 'Faldas' }).click();
    release();
    await page.waitForURL(/categories=1%2C2/);
    expect(await page.getByRole('checkbox', { name: 'Faldas' }).isChecked()).toBe(true);
    expect(complaints).toEqual([]);
    await page.context().close();
  });

  it('a sort chosen before any script ran orders the list', async () => {
    const page = await newPage(shop, 1280);
    const { release, complaints } = await openHeldBack(page, '/products/Ropa/1');
    await page.getByRole('radio', { name: 'Precio: menor a mayor' }).click();
    release();
    await page.waitForURL(/sort=asc/);
    expect(await page.getByRole('radio', { name: 'Precio: menor a mayor' }).isChecked()).toBe(true);
    expect(complaints).toEqual([]);
    await page.context().close();
  });
});

describe('scrolling before the app has taken the page over', () => {
  // A phone shows the server's page a second or more before the app takes it over; a shopper who
  // has scrolled meanwhile stays there (the app used to scroll to the top as it took over, and a
  // tap on its way landed on whatever came under the finger).
  it('the page stays where the shopper scrolled it', async () => {
    const page = await newPage(shop, 1280);
    const { release, complaints } = await openHeldBack(page, '/products/Ropa/1');
    await page.locator('footer').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    // The app holds the page once React has its elements; its first effects run right after.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
    );
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(complaints).toEqual([]);
    await page.context().close();
  });
});

describe('typing before the app has taken the page over', () => {
  it('a name typed in the search box before any script ran brings its suggestion', async () => {
    const page = await newPage(shop, 1280);
    const { release, complaints } = await openHeldBack(page, '/');
    const box = page.getByRole('combobox', { name: 'Buscar productos' });
    await box.pressSequentially(product.name);
    release();
    await page.getByRole('option', { name: product.name }).first().waitFor();
    expect(await box.inputValue()).toBe(product.name);
    expect(complaints).toEqual([]);
    await page.context().close();
  });

  it('a quantity over the stock typed and left before any script ran is brought within the stock', async () => {
    const page = await newPage(shop, 375);
    const { release, complaints } = await openHeldBack(page, `/product/${product.product_id}`);
    const field = page.getByRole('textbox', { name: 'Cantidad' });
    await field.fill(String(product.stock + 5));
    await field.press('Tab');
    release();
    await expect.poll(() => field.inputValue()).toBe(String(product.stock));
    expect(complaints).toEqual([]);
    await page.context().close();
  });

  it('a quantity typed and AGREGAR AL CARRITO tapped before any script ran puts that many in the cart', async () => {
    const page = await newPage(shop, 375);
    const { release, complaints } = await openHeldBack(page, `/product/${product.product_id}`);
    const field = page.getByRole('textbox', { name: 'Cantidad' });
    await field.fill('2');
    await field.press('Tab');
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    release();
    const dialog = page.getByRole('dialog', { name: 'Productos en tu carrito' });
    await dialog.getByText(product.name).waitFor();
    await dialog.getByText('Cantidad: 2').waitFor();
    expect(complaints).toEqual([]);
    await page.context().close();
  });
});
