/**
 * A SPEI transfer on the built-in test checkout, the whole delayed flow without Stripe: the demo
 * customer with one piece in the cart picks it up at the shop, continues to the test checkout,
 * chooses a SPEI transfer and lands on the pending page (the amount, a test CLABE and reference,
 * until when the piece stays reserved), axe-clean at 375 and 1280 px; the piece stays reserved;
 * the page then plays the bank receiving the transfer, and the order is on /success/{id}.
 * The pending page is shot into SHOTS_DIR when set (./screenshots.ts).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, expectAxeClean, seedCart, signInDemo, soldWhole } from './a11y-helpers';
import { newPage, type Shop, startShop, waitForApp } from './harness';
import { shot } from './screenshots';

const mxn = (pesos: number) => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(pesos);

let shop: Shop;
let page: Page;

beforeAll(async () => {
  shop = await startShop();
  page = await newPage(shop, 1280);
}, 600_000);
afterAll(async () => {
  await page?.context().close();
  await shop?.stop();
});

const stockOf = async (productId: number) =>
  ((await (await fetch(`${shop.baseUrl}/api/product/single/${productId}`)).json()) as { stock: number }).stock;

describe('SPEI on the test checkout', () => {
  it('a transfer leaves the order pending with its CLABE and reference, the piece reserved, until it is marked received', async () => {
    const product = (await catalogue(shop)).filter(soldWhole).find((p) => p.stock >= 3 && p.originalPrice === 0)!;
    const stock = await stockOf(product.product_id);
    await page.goto('/');
    await signInDemo(shop, page);
    await seedCart(page, [{ ...product, quantity: 1 }]);
    await page.goto('/payment');
    await waitForApp(page);
    await page.getByRole('radio', { name: /Recoger en tienda/ }).check();
    await page.getByRole('button', { name: 'CONTINUAR AL PAGO' }).click();
    await page.waitForURL('**/pay/test/**');
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;

    await page.getByRole('heading', { name: 'Transferencia SPEI' }).waitFor();
    await page.getByRole('button', { name: 'Quiero transferir por SPEI' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tu pedido espera tu transferencia' }).waitFor();
    const details = page.getByRole('region', { name: 'Datos para tu transferencia' });
    const value = (term: string) =>
      details.locator('div', { has: page.locator('dt', { hasText: term }) }).locator('dd');
    expect(await value('CLABE').textContent()).toMatch(/^646180\d{12}$/);
    expect(await value('Referencia').textContent()).toMatch(/^\d{7}$/);
    expect(await value('Monto').textContent()).toBe(mxn(product.price));
    await page.getByText(/quedan apartados hasta el/).waitFor();
    expect(await page.getByLabel('Número de tarjeta').count()).toBe(0);
    // The piece is held while the transfer is on its way, even coming back to the page later.
    expect(await stockOf(product.product_id)).toBe(stock - 1);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Tu pedido espera tu transferencia' }).waitFor();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
      await expectAxeClean(page, `SPEI pending at ${width}px`);
      await shot(page, `spei-pending-${width}.png`, { fullPage: true });
    }

    // The keyboard reaches the bank's answer; Enter marks the transfer received.
    const received = page.getByRole('button', { name: 'Marcar la transferencia como recibida' });
    for (let i = 0; i < 10 && !(await received.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/success/${sessionId}`);
    await page.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' }).waitFor();
    await page.getByRole('link', { name: /Folio de tu pedido/ }).waitFor();
    await page.getByText(product.name).first().waitFor();
    expect(await stockOf(product.product_id)).toBe(stock - 1);
  }, 180_000);
});
