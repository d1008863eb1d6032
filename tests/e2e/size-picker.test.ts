/**
 * The product page's size picker as a shopper meets it: a radio group 'Talla' with every size, a
 * sold-out size shown and not choosable ('Agotado'); the choice kept in the address (?talla=M),
 * drawn checked by the server before any script runs and still checked once the app has taken the
 * page over; 'AGREGAR AL CARRITO' without a size answered with 'Elige una talla' at the picker and
 * the focus moved there; the whole choice by keyboard alone; the quantity's limit by size; axe-clean
 * with the picker at 375 and 1280 px; a product sold whole unchanged. Screenshots of a sized
 * garment's page at 390 and 1280 px (tests/e2e/screenshots/).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../copy/api';
import { SIZE_GUIDE } from '../../copy/size-guide';
import { S } from '../../copy/storefront';
import { type ApiProduct, catalogue, expectAxeClean } from './a11y-helpers';
import { newPage, type Shop, startShop, WIDTHS, waitForApp } from './harness';
import { shot } from './screenshots';

type SizedProduct = ApiProduct & { sizes: { size: string; stock: number }[]; sizeChart: string | null };

let shop: Shop;
/** A garment with a sold-out size and at least two sizes on sale. */
let garment: SizedProduct;
let soldOutSize: string;
let onSale: { size: string; stock: number }[];
let jewel: SizedProduct;

beforeAll(async () => {
  shop = await startShop();
  const all = (await catalogue(shop)) as SizedProduct[];
  garment = all.find(
    (p) =>
      p.sizeChart !== null &&
      p.sizes.some((s) => s.stock === 0) &&
      p.sizes.filter((s) => s.stock > 1).length >= 2 &&
      p.maxPerOrder > 2,
  )!;
  soldOutSize = garment.sizes.find((s) => s.stock === 0)!.size;
  onSale = garment.sizes.filter((s) => s.stock > 0);
  jewel = all.find((p) => p.sizes.length === 0 && p.stock > 1)!;
}, 900_000);

afterAll(async () => {
  await shop?.stop();
});

const sizes = (page: Page) => page.getByRole('radiogroup', { name: S.product.size });
const sizeRadio = (page: Page, size: string) => sizes(page).getByRole('radio', { name: size, exact: true });
const addButton = (page: Page) => page.getByRole('button', { name: S.product.addToCart });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Productos en tu carrito' });
const talla = (page: Page) => new URL(page.url()).searchParams.get('talla');

async function openProduct(page: Page, product: SizedProduct, search = '') {
  await page.goto(`/product/${product.product_id}${search}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
}

describe('the size picker', () => {
  it('shows every size, a sold-out one disabled with Agotado; choosing one puts it in the address and the quantity’s limit is that size’s', async () => {
    const page = await newPage(shop, 1280);
    await openProduct(page, garment);
    await waitForApp(page);
    const radios = sizes(page).getByRole('radio');
    expect(await radios.count()).toBe(garment.sizes.length);
    const soldOut = sizes(page).getByRole('radio', { name: `${soldOutSize} ${S.product.soldOut}` });
    expect(await soldOut.isDisabled()).toBe(true);
    for (const { size } of onSale) expect(await sizeRadio(page, size).isEnabled()).toBe(true);
    // A click on the sold-out size chooses nothing.
    await soldOut.click({ force: true });
    expect(await soldOut.isChecked()).toBe(false);
    expect(talla(page)).toBeNull();

    const [first, second] = onSale as [{ size: string; stock: number }, { size: string; stock: number }];
    await sizeRadio(page, first.size).click();
    await expect.poll(() => talla(page)).toBe(first.size);
    expect(await sizeRadio(page, first.size).isChecked()).toBe(true);
    await page.getByText(S.product.inStock(first.stock)).waitFor();
    await sizeRadio(page, second.size).click();
    await expect.poll(() => talla(page)).toBe(second.size);
    await page.getByText(S.product.inStock(second.stock)).waitFor();
    // The quantity stops at that size's stock (or the per-order cap).
    const field = page.getByRole('textbox', { name: S.product.quantity });
    await field.fill('99');
    await field.blur();
    await expect.poll(() => field.inputValue()).toBe(String(Math.min(second.stock, garment.maxPerOrder)));
    // The guide's button is beside the picker, above the add.
    const guideTop = (await page.getByRole('button', { name: SIZE_GUIDE.open }).boundingBox())!.y;
    expect(guideTop).toBeGreaterThan((await sizes(page).boundingBox())!.y);
    expect(guideTop).toBeLessThan((await addButton(page).boundingBox())!.y);
    await page.context().close();
  }, 90_000);

  it('AGREGAR AL CARRITO without a size adds nothing, says Elige una talla at the picker and moves the focus there; with one it adds', async () => {
    const page = await newPage(shop, 375);
    await openProduct(page, garment);
    await waitForApp(page);
    await addButton(page).click();
    const alert = sizes(page).getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe(API_ERRORS.chooseSize);
    expect(await sizes(page).getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await sizes(page).getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(API_ERRORS.chooseSize);
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="radiogroup"]'))))
      .toBe(true);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(onSale[0]!.size);
    expect(await drawer(page).count()).toBe(0);
    const stored = await page.evaluate(() => localStorage.getItem('root'));
    expect(stored === null ? [] : (JSON.parse(stored) as { lines: unknown[] }).lines).toEqual([]);
    // A size chosen: the message goes, and the add goes through.
    await sizeRadio(page, onSale[0]!.size).click();
    await expect.poll(() => alert.textContent()).toBe('');
    await addButton(page).click();
    await drawer(page).getByText(garment.name).waitFor();
    await page.context().close();
  }, 90_000);

  it('?talla= opens with the size chosen: drawn by the server before any script, and kept once the app runs', async () => {
    const size = onSale[0]!.size;
    const html = await (await fetch(`${shop.baseUrl}/product/${garment.product_id}?talla=${size}&utm_source=x`)).text();
    const checked = [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)]
      .map((m) => m[0])
      .filter((t) => / checked/.test(t));
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain(`value="${size}"`);

    const page = await newPage(shop, 1280);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/product/${garment.product_id}?talla=${size}`, { waitUntil: 'commit' });
    await page.locator('footer').waitFor({ state: 'attached' });
    expect(await page.locator(`input[type=radio][value="${size}"]`).isChecked()).toBe(true);
    release();
    await waitForApp(page);
    expect(await sizeRadio(page, size).isChecked()).toBe(true);
    await page.getByText(S.product.inStock(onSale[0]!.stock)).waitFor();
    await page.context().close();
  }, 90_000);

  it('a size chosen and AGREGAR AL CARRITO tapped before any script ran: the app takes the size and adds', async () => {
    const page = await newPage(shop, 375);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/product/${garment.product_id}`, { waitUntil: 'commit' });
    await page.locator('footer').waitFor({ state: 'attached' });
    await page.locator(`input[type=radio][value="${onSale[1]!.size}"]`).check();
    await addButton(page).click();
    release();
    await waitForApp(page);
    await expect.poll(() => talla(page)).toBe(onSale[1]!.size);
    await drawer(page).getByText(garment.name).waitFor();
    await page.context().close();
  }, 90_000);

  it('a size sold out or one the product lacks in the address opens with nothing chosen', async () => {
    const page = await newPage(shop, 1280);
    for (const size of [soldOutSize, 'XXXL']) {
      await openProduct(page, garment, `?talla=${size}`);
      await waitForApp(page);
      expect(await sizes(page).getByRole('radio', { checked: true }).count()).toBe(0);
      await addButton(page).click();
      await expect.poll(() => sizes(page).getByRole('alert').textContent()).toBe(API_ERRORS.chooseSize);
    }
    await page.context().close();
  }, 90_000);

  it('by keyboard alone: Tab reaches the group, the arrows move the choice past the sold-out size, Enter on the button adds', async () => {
    const page = await newPage(shop, 1280);
    await openProduct(page, garment);
    await waitForApp(page);
    // The refused add moves the focus into the group.
    await addButton(page).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value))
      .toBe(onSale[0]!.size);
    await page.keyboard.press('Space');
    await expect.poll(() => talla(page)).toBe(onSale[0]!.size);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => talla(page)).toBe(onSale[1]!.size);
    // The focus ring shows on the chosen size's box.
    const outline = await page.evaluate(() => {
      const box = (document.activeElement as HTMLElement).parentElement!;
      return getComputedStyle(box).outlineStyle;
    });
    expect(outline).toBe('solid');
    // Tab leaves the group (one tab stop) for the quantity, then the add.
    await page.keyboard.press('Tab');
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
    for (let n = 0; n < 6 && (await focusedName()) !== S.product.addToCart; n++) await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(S.product.addToCart);
    await page.keyboard.press('Enter');
    await drawer(page).getByText(garment.name).waitFor();
    await page.context().close();
  }, 90_000);

  it('a product sold whole has no picker and adds as before', async () => {
    const page = await newPage(shop, 375);
    await openProduct(page, jewel, '?talla=M');
    await waitForApp(page);
    expect(await page.getByRole('radiogroup').count()).toBe(0);
    await addButton(page).click();
    await drawer(page).getByText(jewel.name).waitFor();
    await page.context().close();
  }, 60_000);

  for (const width of WIDTHS)
    it(`is axe-clean with the picker, and with its message, at ${width}px`, async () => {
      const page = await newPage(shop, width);
      await openProduct(page, garment);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      await expectAxeClean(page, `size picker ${width}`);
      await addButton(page).click();
      await sizes(page).getByRole('alert').getByText(API_ERRORS.chooseSize).waitFor();
      await expectAxeClean(page, `size picker refused ${width}`);
      await sizeRadio(page, onSale[0]!.size).click();
      await expectAxeClean(page, `size picker chosen ${width}`);
      await page.context().close();
    }, 120_000);

  for (const width of [390, 1280])
    it(`screenshots a sized garment's page at ${width}px`, async () => {
      const page = await newPage(shop, width);
      await openProduct(page, garment, `?talla=${onSale[0]!.size}`);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      await shot(page, `size-picker-${width}.png`, { fullPage: true });
      await openProduct(page, garment);
      await waitForApp(page);
      await addButton(page).click();
      await sizes(page).getByRole('alert').getByText(API_ERRORS.chooseSize).waitFor();
      await shot(page, `size-picker-refused-${width}.png`);
      await page.context().close();
    }, 60_000);
});
