/**
 * The whole purchase with the keyboard alone: page.keyboard only, never a click.
 * Search from the header, open a product, set the quantity, add it, open the drawer, pay, log in
 * as the demo customer, choose delivery c and fill its address, continue, pay on the test
 * checkout, open the order. Along the way: focus is never lost to <body> after a dialog closes,
 * never leaves an open dialog, and the focused control always shows a ring (outline or shadow).
 *
 * Locators are used only to read (is this element focused? what does the page say?), never to act.
 */

import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBought, type BuyableProduct, catalogue, DEMO, focusReturnsTo } from './a11y-helpers';
import { newPage, type Shop, startShop } from './harness';

let shop: Shop;
let page: Page;
let product: BuyableProduct;

beforeAll(async () => {
  shop = await startShop();
  const all = await catalogue(shop);
  // A garment sold by size, with a size of 3 units or more, whose name is unique enough that
  // typing it finds it among the first suggestions.
  product = all
    .map(asBought)
    .find(
      (p) =>
        p.size !== null &&
        p.originalPrice === 0 &&
        p.stock >= 3 &&
        all.filter((q) => q.name.includes(p.name)).length === 1,
    )!;
  page = await newPage(shop, 1280);
  await page.context().route(/^https:\/\/(www|maps)\.google\.com\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="es"><head><title>Mapa</title></head><body><main><p>Mapa</p></main></body></html>',
    }),
  );
}, 900_000);

afterAll(async () => {
  await page?.context().close();
  await shop?.stop();
});

const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement).catch(() => false);

/** What has focus, for messages. */
const describeFocus = () =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}[${el.getAttribute('role') ?? ''}] "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`;
  });

/** The focused element shows a focus ring: :focus-visible with a real outline or a box shadow. */
async function expectVisibleFocus(where: string) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, why: 'body has focus' };
    const cs = getComputedStyle(el);
    const outline = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0;
    const shadow = cs.boxShadow !== 'none';
    return {
      ok: el.matches(':focus-visible') && (outline || shadow),
      why: `${el.tagName} outline=${cs.outlineStyle} ${cs.outlineWidth} shadow=${cs.boxShadow}`,
    };
  });
  expect(ring.ok, `${where}: focus not visible (${ring.why})`).toBe(true);
}

/**
 * A key pressed as a person presses it: down, a moment, up. Radix's radio group moves focus on
 * ArrowDown in a setTimeout and checks the newly focused item only while the arrow is still held;
 * page.keyboard.press releases at once, so on a loaded machine the key is up before focus moves
 * and the choice is focused but not checked, which no one at a keyboard ever sees.
 */
async function holdKey(key: string) {
  await page.keyboard.down(key);
  await page.waitForTimeout(80);
  await page.keyboard.up(key);
}

async function expectFocusNotOnBody(where: string) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null), {
      timeout: 2_000,
      message: `${where}: focus fell to <body>`,
    })
    .toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; focus must never rest on <body>. */
async function tabTo(target: Locator, where: string, { back = false, max = 80 } = {}) {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) {
      await expectVisibleFocus(where);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${where}: could not reach it with ${back ? 'Shift+Tab' : 'Tab'}; focus is on ${await describeFocus()}`,
  );
}

/** With a dialog open, Tab and Shift+Tab cycle inside it. */
async function expectFocusTrapped(dialog: Locator, where: string) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((d) => d.contains(document.activeElement));
      expect(inside, `${where}: ${key} left the open dialog for ${await describeFocus()}`).toBe(true);
    }
  }
}

describe('a purchase with the keyboard alone', () => {
  it('search, product, quantity, cart, login, delivery c, test checkout, order', async () => {
    await page.goto('/');
    await page.locator('main h1').waitFor();

    // 1. The skip link is first and reaches main.
    await page.keyboard.press('Tab');
    expect(await describeFocus()).toContain('Saltar al contenido principal');
    await expectVisibleFocus('skip link');

    // 2. Search from the header and pick the product with the arrow keys.
    const box = page.getByRole('combobox', { name: 'Buscar productos' });
    await tabTo(box, 'search box');
    await page.keyboard.type(product.name, { delay: 10 });
    const option = page
      .getByRole('option', { name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first();
    await option.waitFor();
    for (let i = 0; i < 6 && (await option.getAttribute('aria-selected')) !== 'true'; i++)
      await page.keyboard.press('ArrowDown');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/product/${product.product_id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();

    // 3. The size: Tab into 'Talla' (its first size on sale), then the arrow keys to the size bought.
    const sizes = page.getByRole('radiogroup', { name: 'Talla' });
    await tabTo(sizes.locator('input:enabled').first(), 'first size on sale');
    await page.keyboard.press('Space');
    const size = sizes.getByRole('radio', { name: product.size!, exact: true });
    for (let i = 0; i < product.sizes.length && !(await size.isChecked()); i++) await page.keyboard.press('ArrowRight');
    expect(await size.isChecked()).toBe(true);
    await page.waitForURL(`**/product/${product.product_id}?talla=${encodeURIComponent(product.size!)}`);

    // 4. Quantity 2 with the arrow key of the number field.
    const quantity = page.getByRole('textbox', { name: 'Cantidad' });
    await tabTo(quantity, 'quantity');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => quantity.inputValue()).toBe('2');

    // 5. Add to the cart: the drawer opens with focus inside, trapped; Escape gives focus back.
    const add = page.getByRole('button', { name: 'AGREGAR AL CARRITO' });
    await tabTo(add, 'add to cart');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Productos en tu carrito' });
    await drawer.waitFor();
    await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await drawer.getByText('Cantidad: 2').waitFor();
    await drawer.getByText(`Talla ${product.size}`).waitFor();
    await expectFocusTrapped(drawer, 'cart drawer after add');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expectFocusNotOnBody('after the drawer closed');
    expect(await isFocused(add)).toBe(true);

    // 6. Open the drawer from the header's cart button and pay: a visitor goes to /login.
    const cartButton = page.locator('header').getByRole('button', { name: 'Carrito, 1 producto' });
    await tabTo(cartButton, 'cart button', { back: true });
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    const pay = drawer.getByRole('button', { name: 'PAGAR' });
    await tabTo(pay, 'PAGAR');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('next') === '/payment');
    await drawer.waitFor({ state: 'detached' });
    await expectFocusNotOnBody('after paying closed the drawer');

    // 7. Log in as the demo customer; the form submits with Enter.
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    const phone = page.getByRole('textbox', { name: 'Número de teléfono' });
    await tabTo(phone, 'phone');
    await page.keyboard.type(DEMO.phone);
    await tabTo(page.getByLabel('Contraseña', { exact: true }), 'password');
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    // 8. The login returns to paying, where PAGAR was headed. The form is gone with its route:
    // focus moves into the new page, not to <body>.
    await page.waitForURL((u) => u.pathname === '/payment');
    await page.getByRole('heading', { level: 1, name: 'Entrega y pago' }).waitFor();
    await expectFocusNotOnBody('after login');

    // 9. Delivery c with the arrow keys, then its address form.
    const home = page.getByRole('radio', { name: /Envío a domicilio/ });
    await tabTo(home, 'delivery choice');
    const other = page.getByRole('radio', { name: /Enviar a otra dirección/ });
    for (let i = 0; i < 3 && !(await isFocused(other)); i++) {
      await holdKey('ArrowDown');
      await page.waitForTimeout(100);
    }
    await expect.poll(() => other.isChecked()).toBe(true);
    await expectVisibleFocus('delivery c');
    // The postal code chooses the state; the customer is who receives it.
    for (const [label, value] of [
      ['Calle', 'Av. Teclado'],
      ['Número exterior', '42'],
      ['Colonia', 'Centro'],
      ['Código postal', '31000'],
      ['Municipio o alcaldía', 'Chihuahua'],
      ['Ciudad', 'Chihuahua'],
    ] as const) {
      const field = page.getByLabel(label, { exact: true });
      await tabTo(field, label);
      await page.keyboard.press('Control+A');
      await page.keyboard.type(value);
    }
    const save = page.getByRole('button', { name: 'GUARDAR DIRECCIÓN' });
    await tabTo(save, 'save address');
    await page.keyboard.press('Enter');
    await page.locator('main address').getByText('Av. Teclado 42', { exact: true }).waitFor();
    await expectFocusNotOnBody('after saving the address');

    // 10. Continue to the test checkout and pay there with 4242.
    const next = page.getByRole('button', { name: 'CONTINUAR AL PAGO' });
    await tabTo(next, 'continue');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/pay/test/**');
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    for (const [label, value] of [
      ['Nombre en la tarjeta', 'Cliente Teclado'],
      ['Número de tarjeta', '4242 4242 4242 4242'],
      ['Vencimiento', '12/34'],
      ['Código de seguridad (CVC)', '123'],
    ] as const) {
      await tabTo(page.getByLabel(label), label);
      await page.keyboard.type(value);
    }
    await tabTo(page.getByRole('button', { name: /^Pagar/ }), 'pay on the test checkout');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/success/${sessionId}`);
    await page.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' }).waitFor();

    // 11. Open the order from the thank-you page.
    const folio = page.getByRole('link', { name: /Folio de tu pedido/ });
    await tabTo(folio, 'order link');
    const billId = /(\d+)/.exec((await folio.textContent()) ?? '')?.[1];
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/BuyDetails/${billId}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(`^Pedido #?${billId}$`) }).waitFor();
    await page.getByText(product.name).first().waitFor();
    await page.getByText(`Talla ${product.size}`).first().waitFor();
    await page.getByText('Av. Teclado 42').first().waitFor();
  }, 120_000);

  it('the user menu and the mobile menu open and close from the keyboard and give focus back', async () => {
    const phonePage = await newPage(shop, 375);
    const p = phonePage;
    await p.goto('/');
    await p.locator('main h1').waitFor();
    const menuButton = p.getByRole('button', { name: 'Abrir menú' });
    for (let i = 0; i < 10 && !(await menuButton.evaluate((el) => el === document.activeElement)); i++)
      await p.keyboard.press('Tab');
    await p.keyboard.press('Enter');
    const menu = p.getByRole('dialog', { name: 'Menú' });
    await menu.waitFor();
    await p.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    const account = p.getByRole('button', { name: 'Mi cuenta' });
    for (let i = 0; i < 20 && !(await account.evaluate((el) => el === document.activeElement)); i++)
      await p.keyboard.press('Tab');
    await p.keyboard.press('Enter');
    await p.getByRole('menu').waitFor();
    await expect.poll(() => p.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);
    await p.keyboard.press('Escape');
    await p.getByRole('menu').waitFor({ state: 'detached' });
    await focusReturnsTo(p, 'Mi cuenta');
    // Enter on a menu item navigates.
    await p.keyboard.press('Enter');
    await p.getByRole('menu').waitFor();
    // the keys go to the menu once it has taken the focus (on a busy machine, a moment after it shows)
    await expect.poll(() => p.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);
    await p.keyboard.press('ArrowDown');
    const focusedItem = () => p.evaluate(() => document.activeElement?.textContent);
    await expect.poll(focusedItem).toBe('Mis compras');
    await p.keyboard.press('End');
    // Enter only once End has moved the focus: pressed at once, Enter reached 'Mis compras' first
    await expect.poll(focusedItem).toBe('Iniciar sesión');
    await p.keyboard.press('Enter');
    await p.waitForURL('**/login');
    await p.context().close();
  });
});
