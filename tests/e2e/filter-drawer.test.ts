/**
 * A list's filters on a phone and a group's departments: at 375 px 'Filtrar y ordenar' opens the
 * filters in a drawer (focus kept inside, a filter changed there changes 'Ver N productos' and the
 * button's count, Escape and 'Ver N productos' close it with the focus back on the button), the
 * product grid does not move while the page is taken over, and a phone without scripts has the
 * filters in the page. A list reached from the menu's 'Ropa' shows the group's departments as
 * links, walked by keyboard alone; axe-clean with the drawer open and with the links, at 375 and
 * 1280 px, where the sidebar stays beside the results.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_SIZE } from '../../contract/catalogue';
import { productListPath } from '../../contract/product-urls';
import { DEFAULT_MAX_PRICE } from '../../machines/product-list/list-query';
import { expectAxeClean, focusReturnsTo } from './a11y-helpers';
import { newPage, type Shop, startShop, WIDTHS, waitForApp } from './harness';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
}, 900_000);
afterAll(async () => {
  await shop?.stop();
});

const VESTIDOS = 1;
const FALDAS = 2;

/** The list's `total` for these departments, as the API counts it under the default price cap. */
async function totalOf(categories: number[]): Promise<number> {
  const query = { page: 1, limit: PRODUCT_PAGE_SIZE, maxPrice: DEFAULT_MAX_PRICE, departmentIds: categories };
  const answer = await fetch(`${shop.baseUrl}/api${productListPath(query)}`);
  return ((await answer.json()) as { total: number }).total;
}

const productsWord = (n: number) => (n === 1 ? 'Ver 1 producto' : `Ver ${n} productos`);

/** Presses Tab until the focused element is the link or button named `name`; fails after `most` presses. */
async function tabTo(page: Page, name: string, most = 60) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached '${name}'`);
}

describe('the filters drawer on a phone', () => {
  it('opens from "Filtrar y ordenar", keeps the focus, counts live, and closes by Escape or "Ver N productos"', async () => {
    const [vestidos, both] = await Promise.all([totalOf([VESTIDOS]), totalOf([VESTIDOS, FALDAS])]);
    expect(both).toBeGreaterThan(vestidos);
    const page = await newPage(shop, 375);
    await page.goto('/products/Ropa');
    const firstCard = page.getByRole('region', { name: 'Productos' }).locator('article').first();
    await firstCard.waitFor();
    const drawnTop = (await firstCard.boundingBox())!.y;
    await waitForApp(page);
    // Taken over, the grid stays where the server drew it: nothing above it came or went.
    expect((await firstCard.boundingBox())!.y).toBe(drawnTop);
    // The sidebar is the desktop's: a phone's filters are behind the button.
    expect(await page.getByRole('complementary', { name: 'Filtros' }).isVisible()).toBe(false);

    const opener = page.getByRole('button', { name: 'Filtrar y ordenar', exact: true });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Filtrar y ordenar' });
    await drawer.getByRole('checkbox', { name: 'Vestidos' }).waitFor();
    expect(await drawer.getByRole('checkbox', { name: 'Vestidos' }).isChecked()).toBe(true);
    await drawer.getByRole('button', { name: productsWord(vestidos) }).waitFor();
    await expectAxeClean(page, 'filters drawer at 375');

    // Tab goes round the drawer's controls and never leaves it.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }

    // A filter changed in the drawer applies to the address; the drawer stays open and counts again.
    await drawer.getByRole('checkbox', { name: 'Faldas' }).click();
    await page.waitForURL(/categories=1%2C2/);
    await drawer.getByRole('button', { name: productsWord(both) }).waitFor();
    expect(await drawer.isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await focusReturnsTo(page, 'Filtrar y ordenar (2)');

    await page.getByRole('button', { name: 'Filtrar y ordenar (2)' }).click();
    await drawer.getByRole('button', { name: productsWord(both) }).click();
    await drawer.waitFor({ state: 'detached' });
    await focusReturnsTo(page, 'Filtrar y ordenar (2)');
    await page.context().close();
  });

  it('leaves the filters in the page of a phone that runs no script, with no button that does nothing', async () => {
    const context = await shop.browser.newContext({
      viewport: { width: 375, height: 800 },
      baseURL: shop.baseUrl,
      locale: 'es-MX',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/products/Ropa/1?talla=M');
    const sidebar = page.getByRole('complementary', { name: 'Filtros' });
    expect(await sidebar.isVisible()).toBe(true);
    expect(await sidebar.getByRole('checkbox', { name: 'Vestidos' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: /^Filtrar y ordenar/ }).isVisible()).toBe(false);
    await context.close();
  });
});

describe("a group's departments", () => {
  for (const width of WIDTHS) {
    it(`are links from the menu's 'Ropa', walked by keyboard alone, at ${width}px`, async () => {
      const page = await newPage(shop, width);
      await page.goto('/');
      await waitForApp(page);
      if (width < 900) {
        await tabTo(page, 'Abrir menú');
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: 'Menú' }).waitFor();
      }
      await tabTo(page, 'Ropa');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/products\/Ropa(\/1)?$/);
      const chips = page.getByRole('navigation', { name: 'Departamentos de Ropa' });
      await chips.getByRole('link', { name: 'Faldas' }).waitFor();
      // The demo's clothes departments first, in order (another test's owner may have added one after them).
      expect((await chips.getByRole('link').allTextContents()).slice(0, 9)).toEqual([
        'Vestidos',
        'Faldas',
        'Camisas',
        'Suéteres',
        'Pantalones',
        'Shorts',
        'Blusas',
        'Abrigos',
        'Chamarras',
      ]);
      expect(await chips.locator('[aria-current="page"]').allTextContents()).toEqual(['Vestidos']);
      await expectAxeClean(page, `group departments at ${width}`);

      await tabTo(page, 'Faldas');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/products\/Ropa\/1\?categories=2$/);
      await page.getByRole('heading', { level: 1, name: 'Faldas' }).waitFor();
      await expect.poll(() => chips.locator('[aria-current="page"]').allTextContents()).toEqual(['Faldas']);
      if (width >= 900) {
        // The desktop keeps its sidebar beside the results, and no drawer button.
        expect(await page.getByRole('complementary', { name: 'Filtros' }).isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: /^Filtrar y ordenar/ }).isVisible()).toBe(false);
      }
      await page.context().close();
    });
  }
});
