/**
 * A garment's page as a Mexican shopper reads it: the label ('Detalles de la prenda': composition,
 * origin, care) under the description, and the 'Guía de tallas' dialog with the US size, its
 * Mexican size and the measurements, axe-clean open at 375 and 1280 px, opened and closed by
 * keyboard with the focus back on its button. Screenshots of the page with the guide open at 390
 * and 1280 px (tests/e2e/screenshots/).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIZE_GUIDE, SIZE_GUIDE_CHARTS } from '../../copy/size-guide';
import { S } from '../../copy/storefront';
import { type ApiProduct, catalogue, expectAxeClean } from './a11y-helpers';
import { newPage, type Shop, startShop, WIDTHS, waitForApp } from './harness';
import { shot } from './screenshots';

type LabelledProduct = ApiProduct & {
  composition: string | null;
  origin: string | null;
  care: string | null;
  sizeChart: string | null;
};

let shop: Shop;
let garment: LabelledProduct;
let ring: LabelledProduct;
let necklace: LabelledProduct | undefined;

beforeAll(async () => {
  shop = await startShop();
  const all = (await catalogue(shop)) as LabelledProduct[];
  garment = all.find((p) => p.sizeChart === 'letters' && p.composition && p.origin && p.care)!;
  ring = all.find((p) => p.sizeChart === 'ring')!;
  necklace = all.find((p) => p.department_id === 11);
}, 900_000);

afterAll(async () => {
  await shop?.stop();
});

async function openProduct(page: Page, product: LabelledProduct) {
  await page.goto(`/product/${product.product_id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
}

const guideButton = (page: Page) => page.getByRole('button', { name: SIZE_GUIDE.open });
const guide = (page: Page) => page.getByRole('dialog', { name: SIZE_GUIDE.title });

describe('the garment’s details and the size guide', () => {
  it('the server draws the label under the description, only the lines that exist', async () => {
    const html = await (await fetch(`${shop.baseUrl}/product/${garment.product_id}`)).text();
    expect(html).toContain(S.product.details);
    expect(html).toContain(garment.composition!);
    expect(html).toContain(SIZE_GUIDE.open);
    if (necklace) {
      const plain = await (await fetch(`${shop.baseUrl}/product/${necklace.product_id}`)).text();
      expect(plain).not.toContain(`>${SIZE_GUIDE.open}<`);
    }
  });

  for (const width of WIDTHS)
    it(`a garment's page with its details and the guide open is axe-clean at ${width}px`, async () => {
      const page = await newPage(shop, width);
      await openProduct(page, garment);
      const details = page.getByRole('region', { name: S.product.details });
      await expect
        .poll(() => details.locator('dt').allTextContents())
        .toEqual([S.product.composition, S.product.origin, S.product.care]);
      await expect.poll(() => details.locator('dd').first().textContent()).toBe(garment.composition);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      await expectAxeClean(page, `product details ${width}`);
      await guideButton(page).click();
      await guide(page).waitFor();
      const chart = SIZE_GUIDE_CHARTS.letters;
      expect(await guide(page).locator('thead th').allTextContents()).toEqual([...chart.columns]);
      expect(await guide(page).locator('tbody tr').count()).toBe(chart.rows.length);
      await expectAxeClean(page, `size guide open ${width}`);
      await page.context().close();
    }, 120_000);

  it('the keyboard opens the ring guide and Escape closes it, the focus back on its button', async () => {
    const page = await newPage(shop, 1280);
    await openProduct(page, ring);
    await waitForApp(page);
    await guideButton(page).focus();
    await page.keyboard.press('Enter');
    await guide(page).waitFor();
    expect(await guide(page).locator('tbody tr th').first().textContent()).toBe(SIZE_GUIDE_CHARTS.ring.rows[0]![0]);
    // the focus is inside the dialog
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
      .toBe(true);
    await page.keyboard.press('Escape');
    await guide(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(SIZE_GUIDE.open);
    // and Space opens it again
    await page.keyboard.press('Space');
    await guide(page).waitFor();
    await page.context().close();
  }, 90_000);

  for (const width of [390, 1280])
    it(`screenshots the page with the guide open at ${width}px`, async () => {
      const page = await newPage(shop, width);
      await openProduct(page, garment);
      await waitForApp(page);
      await shot(page, `garment-details-${width}.png`, { fullPage: true });
      await guideButton(page).click();
      await guide(page).waitFor();
      await shot(page, `size-guide-${width}.png`);
      await page.context().close();
    }, 60_000);
});
