/**
 * 'Comprar sin cuenta' against the real server, in headless Chromium: a visitor adds a product,
 * opens the cart and, beside PAGAR, buys without an account. The guest's page asks a name and a
 * phone (the email is optional), the code the test mode ('Modo de prueba') shows signs the guest
 * in, back on /payment; store pickup, the built-in test checkout paid with 4242, and the order in
 * 'Mis compras'.
 */

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A } from '../../copy/account';
import { S } from '../../copy/storefront';
import { type ApiProduct, asBought, chooseSize, expectAxeClean } from './a11y-helpers';
import { newPage, type Shop, startShop } from './harness';
import { national } from './ui-paths/shopper';

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
}, 900_000);
afterAll(async () => {
  await shop?.stop();
});

const token = (page: Page) => page.evaluate(() => localStorage.getItem('UserJWT'));

describe("'Comprar sin cuenta'", () => {
  it('a visitor buys as a guest: the cart, a name, a phone, the code, pickup, the test checkout, Mis compras', async () => {
    const res = await fetch(`${shop.baseUrl}/api/product/list?limit=60&withoutStock=false`);
    const list = ((await res.json()) as { products: ApiProduct[] }).products;
    const product = list
      .filter((p) => p.originalPrice === 0)
      .map(asBought)
      .find((p) => p.stock >= 2);
    expect(product).toBeDefined();
    const phone = `+52614${String((Date.now() + Math.floor(Math.random() * 1e6)) % 1e7).padStart(7, '0')}`;

    const page = await newPage(shop, 375);
    await page.goto(`/product/${product!.product_id}`);
    await chooseSize(page, product!);
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Productos en tu carrito').waitFor();
    // Beside PAGAR, for a visitor: the guest's page, which returns to paying.
    await drawer.getByRole('link', { name: S.cart.guest }).click();
    await page.waitForURL((u) => u.pathname === '/comprar-sin-cuenta' && u.searchParams.get('next') === '/payment');

    // The form checks itself before anything is sent: each error tied to its field.
    await page.getByRole('button', { name: A.guest.submit }).click();
    const name = page.getByLabel(A.guest.name);
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    await expectAxeClean(page, 'guest form refused');
    await name.fill('Ana Invitada');
    await page.getByRole('textbox', { name: A.guest.phone }).fill(national(phone));
    await page.getByRole('button', { name: A.guest.submit }).click();

    // The code step: the focus on its field, the test mode's code shown and typed.
    const field = page.getByLabel(A.code.label);
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    const shown = (await page.locator('[data-test-code]').textContent()) ?? '';
    expect(shown).toMatch(/^\d{6}$/);
    await expectAxeClean(page, 'guest code step');
    await field.fill(shown);
    await page.getByRole('button', { name: A.guest.enter }).click();

    // Signed in as a guest, on /payment.
    await page.waitForURL((u) => u.pathname === '/payment');
    await expect.poll(() => token(page)).toBeTruthy();
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('UserData') ?? 'null'));
    expect(user).toMatchObject({ guest: true, name: 'Ana Invitada', phone_number: phone });

    // Store pickup, then the test checkout, paid with 4242.
    await page.getByRole('radio', { name: /Recoger en tienda/ }).click();
    await page.getByRole('button', { name: 'CONTINUAR AL PAGO' }).click();
    await page.waitForURL('**/pay/test/**');
    await page.getByLabel('Nombre en la tarjeta').fill('Ana Invitada');
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Vencimiento').fill('12/34');
    await page.getByLabel('Código de seguridad (CVC)').fill('123');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await page.waitForURL('**/success/**');
    const folio = await page.getByRole('link', { name: /Folio de tu pedido/ }).textContent();
    const billId = Number(/(\d+)/.exec(folio ?? '')?.[1]);
    expect(billId).toBeGreaterThan(0);

    // 'Mis compras' lists it.
    await page.goto('/profile#orders');
    await page
      .getByRole('listitem')
      .filter({ hasText: `Folio #${billId}` })
      .waitFor();
    await page.context().close();
  }, 120_000);

  it("the login page links to 'Comprar sin cuenta', keeping where it returns", async () => {
    const page = await newPage(shop, 1280);
    await page.goto('/login?next=%2Fpayment');
    const link = page.getByRole('link', { name: A.login.guestLink });
    expect(await link.getAttribute('href')).toBe('/comprar-sin-cuenta?next=%2Fpayment');
    await link.click();
    await page.getByRole('heading', { level: 1, name: A.guest.title }).waitFor();
    await expectAxeClean(page, 'guest form');
    await page.context().close();
  }, 60_000);
});
