/**
 * The cart checks its lines with the server again when a customer pays: a line
 * that sold out since the cart last asked stops the payment in the drawer, with the sold-out
 * toast and the line labelled 'Agotado', instead of a trip to /payment that cannot succeed.
 */

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProduct, catalogue, seedCart, signInDemo, soldWhole } from './a11y-helpers';
import { newPage, type Shop, startShop, waitForApp } from './harness';

let shop: Shop;
let page: Page;
let product: ApiProduct;

beforeAll(async () => {
  shop = await startShop();
  product = (await catalogue(shop)).find((p) => soldWhole(p) && p.originalPrice === 0 && p.stock >= 3)!;
  page = await newPage(shop, 1280);
});

afterAll(async () => {
  await page?.context().close();
  await shop?.stop();
});

describe('pay checks the stock again', () => {
  it('a line sold out on the server since the cart loaded stops a customer in the drawer', async () => {
    await page.goto('/');
    await signInDemo(shop, page);
    await seedCart(page, [{ ...product, quantity: 1 }]);
    const startUpCheck = page.waitForResponse((r) => r.url().includes('/api/product/cart'));
    await page.goto('/');
    await waitForApp(page);
    // The start-up check has answered (with stock); from now on the server has none left.
    await startUpCheck;
    await page.route('**/api/product/cart**', async (route) => {
      const res = await route.fetch();
      const products = ((await res.json()) as ApiProduct[]).map((p) => ({ ...p, stock: 0 }));
      await route.fulfill({ response: res, json: products });
    });
    await page
      .locator('header')
      .getByRole('button', { name: /^Carrito/ })
      .click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'PAGAR' }).click();
    await page.getByText('Hay productos agotados en tu carrito. Por favor, elimínalos para continuar.').waitFor();
    await drawer.getByText('Agotado').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  }, 60_000);
});
