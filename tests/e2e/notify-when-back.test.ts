/**
 * 'Avísame cuando llegue' as a shopper meets it: on a sold-out piece the button opens a dialog
 * (keyboard, focus kept inside and given back), the opt-in is unticked and required, a visitor's
 * request by email is answered in Spanish with 'confirm it from the message we sent'; the owner
 * receives stock (through the API) and nothing is written for the unconfirmed request (the
 * confirmation itself, and what follows it, are tests/api/back-in-stock.test.ts's). A garment with
 * a sold-out size offers the button under its size picker, the form asking which size; this shop
 * sends no WhatsApp, so the form offers email alone. Axe-clean with the form open at 375 and 1280
 * px; screenshots in SHOTS_DIR when set (./screenshots.ts).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACK_IN_STOCK, BACK_IN_STOCK_ERRORS } from '../../copy/back-in-stock';
import { S } from '../../copy/storefront';
import { type ApiProduct, catalogue, expectAxeClean, focusReturnsTo, soldWhole } from './a11y-helpers';
import { newPage, type Shop, startShop, waitForApp } from './harness';
import { shot } from './screenshots';

const OWNER = { phoneNumber: '614 765 4321', password: 'tienda2024' };

let shop: Shop;
let owner: string;
/** A piece sold whole that this file empties; other files take the newest ones. */
let piece: ApiProduct;
/** A garment with a sold-out size and a size on sale. */
let garment: ApiProduct;

const api = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${shop.baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};
const requestsOf = async (productId: number) =>
  (await api('GET', `/admin/back-in-stock/${productId}`)).requests as { status: string; messages: number }[];

beforeAll(async () => {
  shop = await startShop();
  const login = await fetch(`${shop.baseUrl}/api/auth/login_ecommerce`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  owner = ((await login.json()) as { token: string }).token;
  const all = await catalogue(shop);
  const whole = all.filter((p) => soldWhole(p) && p.stock > 0);
  piece = whole[whole.length - 3]!;
  const sized = all.filter((p) => p.sizes.some((s) => s.stock === 0) && p.sizes.some((s) => s.stock > 0));
  garment = sized[sized.length - 2]!;
  // The owner counts the piece's shelf empty: it is sold out.
  const { product } = (await api('GET', `/admin/products/${piece.product_id}`)) as {
    product: { version: number; held: number };
  };
  await api('POST', `/admin/products/${piece.product_id}/stock`, {
    mode: 'set',
    quantity: product.held,
    version: product.version,
  });
}, 900_000);

afterAll(async () => {
  await shop?.stop();
});

const openButton = (page: Page) => page.getByRole('button', { name: BACK_IN_STOCK.open });
const dialog = (page: Page) => page.getByRole('dialog', { name: BACK_IN_STOCK.open });

async function openProduct(page: Page, product: ApiProduct) {
  await page.goto(`/product/${product.product_id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await waitForApp(page);
}

describe('Avísame cuando llegue', () => {
  it('a sold-out piece: the form by keyboard, the opt-in required, a request to confirm; stock received writes nothing for it', async () => {
    const page = await newPage(shop, 375);
    await openProduct(page, piece);
    await page.getByText(S.product.soldOut, { exact: true }).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: S.product.addToCart }).count()).toBe(0);

    // Opened and closed by keyboard: the focus goes into the dialog and comes back to the button.
    await openButton(page).focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await focusReturnsTo(page, BACK_IN_STOCK.open);

    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    const consent = dialog(page).getByRole('checkbox', { name: BACK_IN_STOCK.consent });
    expect(await consent.isChecked()).toBe(false);
    await dialog(page).getByText(BACK_IN_STOCK.privacy).waitFor();
    await expectAxeClean(page, 'the form at 375');
    await shot(page, 'form-375.png');

    // Without the opt-in: refused, and nothing recorded.
    await dialog(page).getByRole('textbox', { name: BACK_IN_STOCK.email }).fill('ana.prueba@example.mx');
    await dialog(page).getByRole('button', { name: BACK_IN_STOCK.submit }).click();
    await dialog(page).getByRole('alert').getByText(BACK_IN_STOCK_ERRORS.consentMissing).waitFor();
    expect(await requestsOf(piece.product_id)).toEqual([]);

    await consent.check();
    await dialog(page).getByRole('button', { name: BACK_IN_STOCK.submit }).click();
    await dialog(page).getByRole('status').getByText(BACK_IN_STOCK.checkInbox).waitFor();
    await expectAxeClean(page, 'the answer at 375');
    await shot(page, 'confirmed-375.png');
    await dialog(page).getByRole('button', { name: BACK_IN_STOCK.cancel }).first().click();
    await focusReturnsTo(page, BACK_IN_STOCK.open);
    expect(await requestsOf(piece.product_id)).toEqual([
      expect.objectContaining({ status: 'unconfirmed', messages: 0 }),
    ]);

    // The owner receives two pieces: an unconfirmed request is sent nothing, and stays waiting.
    await api('POST', `/admin/products/${piece.product_id}/stock`, { mode: 'add', quantity: 2 });
    expect(await requestsOf(piece.product_id)).toEqual([
      expect.objectContaining({ status: 'unconfirmed', messages: 0 }),
    ]);
    // The piece is on sale again: the page offers the cart, not the form.
    await openProduct(page, piece);
    await page.getByRole('button', { name: S.product.addToCart }).waitFor();
    expect(await openButton(page).count()).toBe(0);
    await page.context().close();
  }, 120_000);

  it('a garment with a sold-out size: the button under the size picker, the form asking which size, axe-clean at 1280 and 375', async () => {
    const page = await newPage(shop, 1280);
    await openProduct(page, garment);
    const sizes = page.getByRole('radiogroup', { name: S.product.size });
    expect((await openButton(page).boundingBox())!.y).toBeGreaterThan((await sizes.boundingBox())!.y);
    await openButton(page).click();
    await dialog(page).waitFor();
    const soldOut = garment.sizes.filter((s) => s.stock === 0).map((s) => s.size);
    const select = dialog(page).getByRole('combobox', { name: S.product.size });
    expect(await select.locator('option').allTextContents()).toEqual(soldOut);
    // This shop sends no WhatsApp: the form asks for an email alone.
    await dialog(page).getByRole('textbox', { name: BACK_IN_STOCK.email }).waitFor();
    expect(await dialog(page).getByRole('radio').count()).toBe(0);
    await expectAxeClean(page, 'the sized form at 1280');
    await shot(page, 'form-sized-1280.png');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAxeClean(page, 'the sized form at 375');
    await shot(page, 'form-sized-375.png');
    await page.keyboard.press('Escape');
    await focusReturnsTo(page, BACK_IN_STOCK.open);
    await page.context().close();
  }, 120_000);
});
