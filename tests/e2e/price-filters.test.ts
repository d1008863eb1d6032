/**
 * Filters that say what they hide: a list opens with the price cap of $3,000 and says so ('Hasta
 * $3,000.00'), with the pieces the cap hides and 'Ver todas', which lifts it (the J.Crew coat at
 * $3,619.50 is then in its department); every filter applied is a chip above the results,
 * removed one by one by keyboard alone, the count following; axe-clean on a phone and a desktop.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAxeClean } from './a11y-helpers';
import { newPage, type Shop, startShop, WIDTHS, waitForApp } from './harness';
import { shot } from './screenshots';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
}, 900_000);
afterAll(async () => {
  await shop?.stop();
});

interface ListAnswer {
  products: { product_id: number; name: string; price: number; department_id: number }[];
  total: number;
  pricierCount: number;
}
const api = async <T>(path: string): Promise<T> => (await fetch(`${shop.baseUrl}/api${path}`)).json() as Promise<T>;
const list = (query: string) => api<ListAnswer>(`/product/list?${query}`);

/** The product ids of the cards the list shows. */
const shownIds = (page: Page) =>
  page
    .getByRole('region', { name: 'Productos' })
    .locator('a[href^="/product/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => Number(a.getAttribute('href')!.split('/')[2])))]);
const countText = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /productos?$/ })
    .textContent();
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('aria-label') ?? el?.textContent ?? '';
  });
const products = (n: number) => (n === 1 ? '1 producto' : `${n} productos`);

describe('the price cap, visible and lifted in one tap', () => {
  it('a department opens capped at $3,000 and says how many pricier pieces it hides; Ver todas shows them', async () => {
    const [coat] = (await list('minPrice=3619.5&maxPrice=3619.5&limit=5')).products.filter((p) =>
      /j\.?\s?crew/i.test(p.name),
    );
    expect(coat, 'the J.Crew coat at $3,619.50').toBeDefined();
    const departments = await api<{ data: { department_id: number; name: string }[] }>('/department');
    const department = departments.data.find((d) => d.department_id === coat!.department_id)!;
    const capped = await list(`department_id=${department.department_id}&maxPrice=3000`);
    expect(capped.pricierCount).toBeGreaterThan(0);

    const page = await newPage(shop, 1280);
    await page.goto(`/products/${encodeURIComponent(department.name)}/1`);
    await waitForApp(page);
    await page.getByRole('link', { name: 'Quitar filtro Hasta $3,000.00' }).waitFor();
    expect(await countText(page)).toBe(products(capped.total));
    expect(await shownIds(page)).not.toContain(coat!.product_id);
    const pricier = page.getByRole('link', {
      name:
        capped.pricierCount === 1
          ? '1 pieza más cara · Ver todas'
          : `${capped.pricierCount} piezas más caras · Ver todas`,
    });
    await shot(page, 'cap-chip-1280.png');

    // By keyboard: the link that lifts the cap, then Enter.
    await pricier.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]maxPrice=none$/);
    await expect.poll(() => countText(page)).toBe(products(capped.total + capped.pricierCount));
    expect(await page.getByRole('link', { name: /^Quitar filtro Hasta/ }).count()).toBe(0);
    expect(await pricier.count()).toBe(0);
    // Focus is not lost: it is on the count.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    // The pricier pieces are in the list now: the dearest first, the coat among them.
    await page.getByRole('radio', { name: 'Precio: mayor a menor' }).check();
    await page.waitForURL(/sort=desc/);
    await expect.poll(() => shownIds(page)).toContain(coat!.product_id);
    // The range's maximum says there is no cap.
    expect(await page.getByRole('slider', { name: 'Precio máximo' }).getAttribute('aria-valuetext')).toBe(
      'Precio máximo: Sin tope',
    );
    await shot(page, 'uncapped-1280.png');
    await page.context().close();
  });

  it('the range’s minimum, set by keyboard, keeps the list at that price or more, and shows as a chip', async () => {
    const page = await newPage(shop, 1280);
    await page.goto('/products/all/1');
    await waitForApp(page);
    const minimum = page.getByRole('slider', { name: 'Precio mínimo' });
    await minimum.focus();
    // Page Up moves a range input by a tenth of its scale ($500 of $5,000).
    await page.keyboard.press('PageUp');
    await page.waitForURL(/[?&]minPrice=500$/);
    await page.getByRole('link', { name: 'Quitar filtro Desde $500.00' }).waitFor();
    const expected = await list('minPrice=500&maxPrice=3000');
    await expect.poll(() => countText(page)).toBe(products(expected.total));
    await expect.poll(() => shownIds(page)).toEqual(expected.products.slice(0, 24).map((p) => p.product_id));
    await page.context().close();
  });
});

describe('drawn by the server', () => {
  it('a list’s chips and its cap are in the page the server draws (and keeps in its cache), each query its own page', async () => {
    const drawn = async (path: string) => (await fetch(`${shop.baseUrl}${path}`)).text();
    for (let view = 0; view < 2; view++) {
      const capped = await drawn('/products/Abrigos/1');
      expect(capped).toContain('aria-label="Quitar filtro Hasta $3,000.00"');
      expect(capped).toMatch(/piezas? más caras? · Ver todas/);
      const uncapped = await drawn('/products/Abrigos/1?maxPrice=none&minPrice=500');
      expect(uncapped).not.toContain('Quitar filtro Hasta');
      expect(uncapped).toContain('aria-label="Quitar filtro Desde $500.00"');
    }
  });
});

describe('the applied filters, removed one by one', () => {
  it('by keyboard alone: each chip removed, the count follows, and focus moves to the next chip, then the count', async () => {
    const steps: [chip: string, apiQuery: string][] = [
      ['Quitar filtro “vestido”', 'name=vestido&size=M&minPrice=200&maxPrice=3000'],
      ['Quitar filtro Talla M', 'size=M&minPrice=200&maxPrice=3000'],
      ['Quitar filtro Desde $200.00', 'minPrice=200&maxPrice=3000'],
      ['Quitar filtro Hasta $3,000.00', 'maxPrice=3000'],
    ];
    const totals = await Promise.all([...steps.map(([, q]) => list(q)), list('')].map(async (a) => (await a).total));
    const page = await newPage(shop, 1280);
    await page.goto('/products/all/1?name=vestido&talla=M&minPrice=200');
    await waitForApp(page);
    const chips = page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('link', { name: /^Quitar filtro/ });
    await expect
      .poll(() => chips.evaluateAll((l) => l.map((a) => a.getAttribute('aria-label'))))
      .toEqual(steps.map(([chip]) => chip));
    expect(await countText(page)).toBe(products(totals[0]!));
    await shot(page, 'chips-1280.png');

    // Tab from the heading reaches the first chip before any product.
    await page.getByRole('heading', { level: 1 }).evaluate((h) => {
      h.setAttribute('tabindex', '-1');
      (h as HTMLElement).focus();
    });
    await page.keyboard.press('Tab');
    const firstFocusable = await focusedName(page);
    // The sidebar's controls come first, then the chips.
    for (let i = 0; i < 80 && (await focusedName(page)) !== steps[0]![0]; i++) await page.keyboard.press('Tab');
    expect(await focusedName(page), `from ${firstFocusable}`).toBe(steps[0]![0]);

    for (let i = 0; i < steps.length; i++) {
      expect(await focusedName(page)).toBe(steps[i]![0]);
      await page.keyboard.press('Enter');
      await expect.poll(() => countText(page)).toBe(products(totals[i + 1]!));
      const next = steps[i + 1]?.[0];
      if (next) await expect.poll(() => focusedName(page)).toBe(next);
      else await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    }
    expect(page.url()).toMatch(/\/products\/all\/1\?maxPrice=none$/);
    expect(await chips.count()).toBe(0);
    await page.context().close();
  });
});

describe('axe', () => {
  it.each(WIDTHS)('the chips, the cap and the range are axe-clean at %i px', async (width) => {
    const page = await newPage(shop, width);
    await page.goto('/products/Ropa/1?talla=M&minPrice=200');
    await waitForApp(page);
    // On a phone the drawer's button counts them, in its name as on its badge.
    if (width < 1000) await page.getByRole('button', { name: 'Filtrar y ordenar (2)', exact: true }).waitFor();
    await page.getByRole('link', { name: /piezas? más caras? · Ver todas/ }).waitFor();
    await shot(page, `chips-${width}.png`, { fullPage: false });
    await expectAxeClean(page, `applied filters at ${width}`);
    if (width < 1000) {
      // The phone's filters open in their drawer: the range there, axe-clean too.
      await page.getByRole('button', { name: /^Filtrar y ordenar/ }).click();
      await page.getByRole('dialog').getByRole('slider', { name: 'Precio mínimo' }).scrollIntoViewIfNeeded();
      await shot(page, `range-${width}.png`);
      await expectAxeClean(page, `price range at ${width}`);
    }
    await page.context().close();
  });
});
