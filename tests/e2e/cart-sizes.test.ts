/**
 * The cart by size in a real browser, against a shop whose garments have sizes: two sizes of one
 * garment are two lines, each saying 'Talla …' (and each remove button naming its size); a
 * customer pays them on the built-in test checkout, and the sizes are on the payment page's
 * summary, the success page, the order's detail in 'Mis compras', and the owner's order screen
 * and packing slip.
 *
 * How the two sizes reach the cart: the product page's size picker is not part of this change,
 * and without it AGREGAR AL CARRITO sends no size, which the cart refuses with 'Elige una talla'
 * (checked below when the page has no 'Talla' choice). So the cart is written where the app keeps
 * it (localStorage `root`), by the cart's own `toCartLine` and `serializeCart`, as another tab of
 * the shop would, and the page reloaded: the cart's stock check on start then refreshes both
 * lines from the server, size by size.
 * Screenshots go to SHOTS_DIR when set (./screenshots.ts).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toShopProduct, type Product as WireProduct } from '../../contract/product';
import { ADMIN } from '../../copy/admin';
import { C, ORDER_NOTICES } from '../../copy/checkout';
import { MESSAGES } from '../../copy/notices';
import { S, SIZE } from '../../copy/storefront';
import { toCartLine } from '../../machines/cart/cart-machine';
import { serializeCart } from '../../machines/cart/storage';
import { expectAxeClean, signInDemo } from './a11y-helpers';
import { newPage, type Shop, startShop } from './harness';
import { shot } from './screenshots';

const OWNER = { phone: '614 765 4321', password: 'tienda2024' };

let shop: Shop;
let page: Page;
let context: BrowserContext;
let garment: WireProduct;
let sizes: [string, string];
let billId = 0;

const drawer = () => page.getByRole('dialog');
const cartButton = () => page.locator('header').getByRole('button', { name: /^Carrito/ });

async function shootBoth(name: string, p: Page = page) {
  for (const width of [375, 1280]) {
    await p.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    await p.waitForTimeout(300);
    await expectAxeClean(p, `${name} ${width}`);
    await shot(p, `${name}-${width}.png`, { fullPage: true });
  }
  await p.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  shop = await startShop();
  page = await newPage(shop, 1280);
  context = page.context();
  // The payment page's map is a Google embed: answered locally, the test needs no internet.
  await context.route(/^https:\/\/(www|maps)\.google\.com\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="es"><head><title>Mapa</title></head><body><p>Mapa</p></body></html>',
    }),
  );
  const res = await fetch(`${shop.baseUrl}/api/product/list?limit=100&withoutStock=false`);
  const products = ((await res.json()) as { products: WireProduct[] }).products;
  // A garment at its full price (so that the 2x1 prices the two sizes) with two sizes in stock.
  garment = products.find(
    (p) => p.originalPrice === 0 && p.sizes.filter((s) => s.stock > 0).length >= 2 && p.maxPerOrder >= 2,
  )!;
  expect(garment, 'a garment with two sizes in stock').toBeDefined();
  const inStock = garment.sizes.filter((s) => s.stock > 0).map((s) => s.size);
  sizes = [inStock[0]!, inStock[1]!];
}, 900_000);

afterAll(async () => {
  await context?.close();
  await shop?.stop();
});

describe('the cart by size', () => {
  it("two sizes of one garment are two lines, each 'Talla …', each removable on its own", async () => {
    await page.goto('/');
    await signInDemo(shop, page);
    await page.goto(`/product/${garment.product_id}`);
    await page.getByRole('heading', { level: 1, name: garment.name }).waitFor();
    // Without the product page's size choice, an add names no size: refused, asking for one.
    if ((await page.getByRole('radiogroup', { name: 'Talla' }).count()) === 0) {
      await page.getByRole('button', { name: S.product.addToCart }).click();
      await page.getByText('Elige una talla', { exact: true }).first().waitFor();
      await expect.poll(() => cartButton().getAttribute('aria-label')).toBe(S.cart.button(0));
    }
    const product = toShopProduct(garment);
    const stored = serializeCart(sizes.map((size) => toCartLine(product, 1, size)));
    await page.evaluate((value) => localStorage.setItem('root', value), stored);
    const checked = page.waitForResponse((r) => r.url().includes('/api/product/cart'));
    await page.reload();
    // The start-up check asks about the garment once, for both its lines.
    expect(new URL((await checked).url()).searchParams.get('productIds')).toBe(String(garment.product_id));
    await expect.poll(() => cartButton().getAttribute('aria-label')).toBe(S.cart.button(2));
    await cartButton().click();
    const lines = drawer().getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(2);
    for (const [i, size] of sizes.entries()) {
      const line = lines.nth(i);
      await line.getByText(SIZE.label(size), { exact: true }).waitFor();
      await line.getByText(S.cart.quantity(1), { exact: true }).waitFor();
      expect(await line.getByRole('button', { name: S.cart.remove(garment.name, size) }).count()).toBe(1);
    }
    // Two units: the 2x1.
    await drawer().getByText(S.cart.free, { exact: true }).waitFor();
    await shootBoth('cart-two-sizes');
    // Removing one size leaves the other; the other tab's copy is written back as version 3.
    await drawer()
      .getByRole('button', { name: S.cart.remove(garment.name, sizes[1]) })
      .click();
    await expect.poll(() => lines.count()).toBe(1);
    await lines.first().getByText(SIZE.label(sizes[0]), { exact: true }).waitFor();
    await page.evaluate((value) => localStorage.setItem('root', value), stored);
    await page.reload();
    await cartButton().click();
    await expect.poll(() => lines.count()).toBe(2);
  }, 120_000);

  it("a size sold out since the cart loaded is caught at pay: 'Agotado' on that line only, and the sold-out toast", async () => {
    const [gone, kept] = sizes;
    await page.route('**/api/product/cart?*', async (route) => {
      const res = await route.fetch();
      const products = ((await res.json()) as WireProduct[]).map((p) =>
        p.product_id === garment.product_id
          ? { ...p, sizes: p.sizes.map((s) => (s.size === gone ? { ...s, stock: 0 } : s)) }
          : p,
      );
      await route.fulfill({ response: res, json: products });
    });
    await drawer().getByRole('button', { name: S.cart.pay }).click();
    await page.getByText(MESSAGES.soldOutInCart).first().waitFor();
    const lineOf = (size: string) =>
      drawer()
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: S.cart.remove(garment.name, size) }) });
    await lineOf(gone).getByText(S.cart.soldOut, { exact: true }).waitFor();
    expect(await lineOf(kept).getByText(S.cart.soldOut, { exact: true }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/product/${garment.product_id}`);
    await shootBoth('cart-size-sold-out');
    // The size is back: the start-up check of a reload says so, and the cart can be paid.
    await page.unroute('**/api/product/cart?*');
    await page.reload();
    await cartButton().click();
    await expect.poll(() => drawer().getByText(S.cart.soldOut, { exact: true }).count()).toBe(0);
  }, 90_000);

  it('pays both sizes on the test checkout; the payment summary and the success page name each size', async () => {
    await drawer().getByRole('button', { name: S.cart.pay }).click();
    await page.waitForURL('**/payment');
    for (const size of sizes)
      await page.getByText(`${garment.name} · ${SIZE.label(size)} × 1`, { exact: true }).waitFor();
    await page.getByRole('radio', { name: new RegExp(C.payment.pickup) }).click();
    await page.getByRole('button', { name: C.payment.continue }).click();
    await page.waitForURL('**/pay/test/**');
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    // The server reserved each size: the test checkout names each line with its size.
    for (const size of sizes) await page.getByText(SIZE.lineName(garment.name, size)).first().waitFor();
    await page.getByLabel('Nombre en la tarjeta').fill('Cliente Demo');
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Vencimiento').fill('12/34');
    await page.getByLabel('Código de seguridad (CVC)').fill('123');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await page.waitForURL(`**/success/${sessionId}`);
    for (const size of sizes)
      await page
        .getByText(new RegExp(`^${SIZE.label(size)} · `))
        .first()
        .waitFor();
    await expect.poll(() => cartButton().getAttribute('aria-label')).toBe(S.cart.button(0));
    // a store pickup is announced when it is ready, not 'en camino'; the notices go to the account's email
    await page.getByText(ORDER_NOTICES.readyForPickup).waitFor();
    // the browser tests' shop sends by no channel: no address is promised
    expect(await page.getByText(/Los avisos de tu pedido llegan/).count()).toBe(0);
    expect(await page.getByText(ORDER_NOTICES.onTheWay).count()).toBe(0);
    const folio = await page.getByRole('link', { name: /Folio de tu pedido/ }).textContent();
    billId = Number(/(\d+)/.exec(folio ?? '')?.[1]);
    expect(billId).toBeGreaterThan(0);
    await shootBoth('success-two-sizes');
  }, 120_000);

  it("'Mis compras': the order's detail names each line's size", async () => {
    await page.goto('/profile#orders');
    await page.getByRole('link', { name: new RegExp(`Ver detalle.*${billId}`) }).click();
    await page.waitForURL(`**/BuyDetails/${billId}`);
    for (const size of sizes)
      await page
        .getByText(new RegExp(`^${SIZE.label(size)} · `))
        .first()
        .waitFor();
    await page.getByText(ORDER_NOTICES.readyForPickup).waitFor();
    await shootBoth('order-detail-two-sizes');
  }, 60_000);

  it("the owner's order screen and packing slip name each line's size", async () => {
    const owner = await newPage(shop, 1280);
    await owner.addInitScript(() => {
      window.print = () => {};
    });
    await owner.goto('/login');
    await owner.getByRole('textbox', { name: 'Número de teléfono' }).fill(OWNER.phone);
    await owner.getByLabel('Contraseña', { exact: true }).fill(OWNER.password);
    await owner.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
    await owner.waitForURL((url) => url.pathname === '/admin');
    await owner.goto(`/admin/pedidos/${billId}`);
    await owner.getByRole('heading', { name: ADMIN.orders.title(billId), level: 1 }).waitFor();
    const orderLines = owner.getByRole('region', { name: ADMIN.orders.lines });
    for (const size of sizes) await orderLines.getByText(SIZE.label(size), { exact: true }).first().waitFor();
    await shootBoth('owner-order-two-sizes', owner);
    await owner.emulateMedia({ media: 'print' });
    const slip = owner.getByRole('article', { name: new RegExp(ADMIN.slip.heading) });
    await slip.waitFor({ state: 'visible' });
    for (const size of sizes) await slip.getByText(SIZE.label(size), { exact: true }).waitFor();
    await shot(owner, 'packing-slip-two-sizes-1280.png', { fullPage: true });
    await owner.context().close();
  }, 90_000);
});
