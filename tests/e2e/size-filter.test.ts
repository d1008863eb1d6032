/**
 * A list's 'Talla' filter: beside the departments it offers the sizes in stock among the
 * departments shown, a ticked size is kept in the address (?talla=M), and the list then shows only
 * pieces with a unit in that size. The server draws the filtered list, and the filter works by
 * keyboard, axe-clean on a phone and a desktop.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAxeClean } from './a11y-helpers';
import { newPage, type Shop, startShop, WIDTHS, waitForApp } from './harness';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
}, 900_000);
afterAll(async () => {
  await shop?.stop();
});

interface Sized {
  product_id: number;
  sizes: { size: string; stock: number }[];
}

const api = async <T>(path: string): Promise<T> => (await fetch(`${shop.baseUrl}/api${path}`)).json() as Promise<T>;

/** The product ids of the cards the list shows. */
const shownIds = (page: Page) =>
  page
    .getByRole('region', { name: 'Productos' })
    .locator('a[href^="/product/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => Number(a.getAttribute('href')!.split('/')[2])))]);

describe('the list’s size filter', () => {
  it('offers the sizes in stock among the department’s pieces; a ticked size keeps only pieces with a unit in it', async () => {
    const departments = await api<{ data: { department_id: number; name: string }[] }>('/department');
    const dresses = departments.data.find((d) => d.name === 'Vestidos')!;
    const offered = await api<string[]>(`/product/sizes?department_id=${dresses.department_id}`);
    expect(offered.length).toBeGreaterThan(1);
    const size = offered.includes('M') ? 'M' : offered[0]!;

    const page = await newPage(shop, 1280);
    await page.goto('/products/Vestidos/1');
    await waitForApp(page);
    const filter = page.getByRole('group', { name: 'Talla' });
    await filter.getByRole('checkbox').first().waitFor();
    expect(await filter.locator('label').allTextContents()).toEqual(offered);

    // By keyboard: focus the size's box and tick it with the space bar.
    await filter.getByRole('checkbox', { name: size, exact: true }).focus();
    await page.keyboard.press('Space');
    await page.waitForURL(new RegExp(`[?&]talla=${size}$`));
    await expect.poll(() => filter.getByRole('checkbox', { name: size, exact: true }).isChecked()).toBe(true);
    // The list reloads: every piece it then shows has a unit in the size.
    const withoutSize = async () => {
      const ids = await shownIds(page);
      if (ids.length === 0) return ['no piece shown'];
      const fresh = await api<Sized[]>(`/product/cart?productIds=${ids.join(',')}`);
      return fresh.filter((p) => !p.sizes.some((s) => s.size === size && s.stock > 0)).map((p) => p.product_id);
    };
    await expect.poll(withoutSize, { timeout: 10_000 }).toEqual([]);
    const ids = await shownIds(page);
    // The filter hides pieces: the department has more than the size shows.
    const all = await api<{ products: Sized[] }>(
      `/product/list?limit=100&department_id=${dresses.department_id}&maxPrice=3000`,
    );
    expect(all.products.length).toBeGreaterThan(ids.length);
    await page.context().close();
  });

  it('a shared link opens the list filtered, drawn by the server before any script runs', async () => {
    const page = await newPage(shop, 1280);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/products/Vestidos/1?talla=M', { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('checkbox', { name: 'M', exact: true });
    await box.waitFor({ state: 'attached' });
    expect(await box.isChecked()).toBe(true);
    const ids = await shownIds(page);
    expect(ids.length).toBeGreaterThan(0);
    for (const product of await api<Sized[]>(`/product/cart?productIds=${ids.join(',')}`))
      expect(product.sizes.find((s) => s.size === 'M')?.stock).toBeGreaterThan(0);
    await page.context().close();
  });

  it('a department of pieces sold whole offers no size', async () => {
    const page = await newPage(shop, 1280);
    await page.goto('/products/Collares/1');
    await waitForApp(page);
    await page.getByRole('group', { name: 'Filtrar por departamento' }).waitFor();
    expect(await page.getByRole('group', { name: 'Talla' }).count()).toBe(0);
    await page.context().close();
  });

  it.each(WIDTHS)('is axe-clean with a size ticked at %i px', async (width) => {
    const page = await newPage(shop, width);
    await page.goto('/products/Ropa/1?talla=M');
    await waitForApp(page);
    if (width < 1000) await page.getByRole('button', { name: 'Filtrar y ordenar' }).click();
    await page.getByRole('group', { name: 'Talla' }).waitFor();
    await expectAxeClean(page, `size filter at ${width}`);
    await page.context().close();
  });
});
