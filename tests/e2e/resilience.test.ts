/**
 * The browser side under hostile conditions: corrupted localStorage
 * (cart `root`, `favorites`, the session `UserData`/`UserJWT`, a token without its user) and a
 * server that is down or slow. The app must render, throw no uncaught error, fall back to an
 * empty cart and a visitor, show the store's Spanish messages, and lose nothing (the cart is still
 * there once the server is back). Server failures are simulated with page.route on /api/*.
 */

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_STORAGE_VERSION } from '../../machines/cart/storage';
import { type ApiProduct, catalogue, seedCart, soldWhole } from './a11y-helpers';
import { navigateInApp, newPage, type Shop, startShop, waitForApp } from './harness';

let shop: Shop;
let products: ApiProduct[] = [];

beforeAll(async () => {
  shop = await startShop();
  products = (await catalogue(shop)).filter((p) => soldWhole(p) && p.originalPrice === 0 && p.stock >= 3);
}, 900_000);

afterAll(async () => {
  await shop?.stop();
});

/** Collects uncaught page errors (not console messages: logging a storage failure is allowed). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function withStorage(page: Page, values: Record<string, string>) {
  await page.addInitScript((v) => {
    if (sessionStorage.getItem('storage-seeded')) return;
    for (const [k, val] of Object.entries(v)) localStorage.setItem(k, val);
    sessionStorage.setItem('storage-seeded', '1');
  }, values);
}

const cartLabel = (page: Page) =>
  page
    .locator('header')
    .getByRole('button', { name: /^Carrito/ })
    .getAttribute('aria-label');

const GARBAGE: Record<string, string>[] = [
  { root: '{not json', favorites: 'null', UserData: '{"broken":', UserJWT: 'x' },
  { root: '"a string"', favorites: '{"a":1}', UserData: '[]', UserJWT: '' },
  {
    root: JSON.stringify({ version: 1, lines: [{ product_id: 'uno', quantity: -3 }] }),
    favorites: JSON.stringify([{ id: 'x' }, null, 42]),
    UserData: 'null',
    UserJWT: 'null',
  },
  {
    root: JSON.stringify({ version: 99, lines: [] }),
    favorites: '[[[[',
    UserData: JSON.stringify({ ecommerce_user_id: 'me', name: 7 }),
    UserJWT: 'eyJhbGciOiJub25lIn0.e30.',
  },
  {
    root: 'x'.repeat(100_000),
    favorites: '\u0000\uffff',
    UserData: '<script>alert(1)</script>',
    UserJWT: '<img src=x onerror=alert(1)>',
  },
  // a token without its user: not signed in
  { UserJWT: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.abc' },
];

describe('corrupted localStorage', () => {
  for (const [i, values] of GARBAGE.entries()) {
    it(`case ${i + 1}: the app renders as a visitor with an empty cart and no page error`, async () => {
      const page = await newPage(shop, 375);
      const errors = watchErrors(page);
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs += 1;
        void d.dismiss();
      });
      await withStorage(page, values);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => page.locator('main section').count()).toBeGreaterThan(1);
      await page.waitForLoadState('networkidle');
      expect(await cartLabel(page)).toBe('Carrito, vacío');
      // The user menu offers Iniciar sesión (a visitor), and /profile sends to /login.
      await page.getByRole('button', { name: 'Mi cuenta' }).click();
      await page.getByRole('menuitem', { name: 'Iniciar sesión' }).waitFor();
      await page.keyboard.press('Escape');
      await page.goto('/profile');
      await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('next') === '/profile');
      await page.goto('/favorites');
      await page.getByText('Aún no tienes favoritos').waitFor();
      // The cart still works on top of the garbage, and what it writes back is sound.
      await page.goto(`/product/${products[0]!.product_id}`);
      await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
      await page.getByRole('dialog', { name: 'Productos en tu carrito' }).waitFor();
      const stored = await page.evaluate(
        () => JSON.parse(localStorage.getItem('root') ?? 'null') as { version: number; lines: unknown[] },
      );
      expect(stored.version).toBe(CART_STORAGE_VERSION);
      expect(stored.lines).toHaveLength(1);
      expect(errors).toEqual([]);
      expect(dialogs).toBe(0);
      await page.context().close();
    });
  }

  it('a token the server refuses ends the session cleanly on a bearer page', async () => {
    const page = await newPage(shop, 1280);
    const errors = watchErrors(page);
    const user = {
      ecommerce_user_id: 1,
      name: 'Falsa',
      email: 'falsa@example.com',
      phone_number: '+526141234567',
      shipping_state: null,
      shipping_city: null,
      shipping_address_line1: null,
      shipping_zipcode: null,
    };
    await withStorage(page, { UserData: JSON.stringify(user), UserJWT: 'forged.token.value' });
    await page.goto('/profile');
    await page.waitForURL('**/login', { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('UserJWT'))).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('server down', () => {
  it('home strips say so in Spanish; the page is not blank; the cart survives', async () => {
    const [a, b] = products as [ApiProduct, ApiProduct];
    const page = await newPage(shop, 1280);
    const errors = watchErrors(page);
    await seedCart(page, [
      { ...a, quantity: 1 },
      { ...b, quantity: 2 },
    ]);
    // The API stops answering once the page has loaded (a full load is drawn by the server, which
    // is the API's own process): every page after it is reached inside the app.
    await page.goto('/about_us');
    // The API fails once the app holds the page: an answer failing before hydration is another case.
    await waitForApp(page);
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await navigateInApp(page, '/');
    await page.getByRole('heading', { level: 1, name: /Outlet de ropa americana/ }).waitFor();
    await expect.poll(() => page.getByText('Ha ocurrido un error, intente de nuevo más tarde.').count()).toBe(4);
    expect(await page.getByRole('alert').filter({ hasText: 'Ha ocurrido un error' }).count()).toBe(4);
    // Nothing lost: the two lines are still in the cart, with their quantities.
    await expect.poll(() => cartLabel(page)).toBe('Carrito, 2 productos');
    expect(
      (
        (await page.evaluate(() => JSON.parse(localStorage.getItem('root')!))) as { lines: { quantity: number }[] }
      ).lines.map((l) => l.quantity),
    ).toEqual([1, 2]);
    // The header, the slider, the tiles and the footer still work without the API.
    // Waited for, not read at once: the home page draws its lower part a moment after its top.
    await page.locator('footer').waitFor({ state: 'visible' });
    expect(await page.locator('main').textContent()).toContain('Compra por categoría');

    await navigateInApp(page, `/product/${a.product_id}`);
    await page.getByRole('heading', { level: 1, name: 'Producto no encontrado o eliminado' }).waitFor();
    expect(await page.getByRole('link', { name: 'Ver todos los productos' }).isVisible()).toBe(true);

    await navigateInApp(page, '/products/all/1');
    await page.getByRole('alert').filter({ hasText: 'Ha ocurrido un error, intente de nuevo más tarde.' }).waitFor();

    // The search box says nothing is found instead of hanging.
    const box = page.getByRole('combobox', { name: 'Buscar productos' });
    await box.fill('vestido');
    await page.waitForTimeout(800);
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    // Back up: a reload shows the products and the same cart.
    await page.unroute('**/api/**');
    await page.goto('/');
    await page.locator('main article').first().waitFor();
    expect(await page.getByText('Ha ocurrido un error').count()).toBe(0);
    await expect.poll(() => cartLabel(page)).toBe('Carrito, 2 productos');
    await (await page.locator('header').getByRole('button', { name: /^Carrito/ })).click();
    await page.getByRole('dialog', { name: 'Productos en tu carrito' }).getByText(a.name).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('a server error (500 with HTML) is handled like a network failure', async () => {
    const page = await newPage(shop, 375);
    const errors = watchErrors(page);
    await page.goto('/about_us');
    // The API fails once the app holds the page: an answer failing before hydration is another case.
    await waitForApp(page);
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' }),
    );
    await navigateInApp(page, '/');
    await expect.poll(() => page.getByText('Ha ocurrido un error, intente de nuevo más tarde.').count()).toBe(4);
    await navigateInApp(page, '/product/1');
    await page.getByRole('heading', { level: 1, name: 'Producto no encontrado o eliminado' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('adding to the cart and paying work while the API is unreachable after the page loaded', async () => {
    const p = products[0]!;
    const page = await newPage(shop, 1280);
    const errors = watchErrors(page);
    await page.goto(`/product/${p.product_id}`);
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).waitFor();
    await waitForApp(page);
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    await page.getByRole('dialog', { name: 'Productos en tu carrito' }).waitFor();
    // A visitor who pays is sent to log in; the login failure is a clear message, not a hang.
    await page.getByRole('button', { name: 'PAGAR' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('6141234567');
    await page.getByLabel('Contraseña', { exact: true }).fill('outlet2024');
    await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
    const alert = page.getByRole('alert').first();
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/[a-záéíóúñ]/i);
    expect(await alert.textContent()).not.toMatch(/fetch|TypeError|undefined|\[object/i);
    expect(await cartLabel(page)).toBe('Carrito, 1 producto');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('server slow', () => {
  it('placeholders (busy) while waiting, then the content; nothing is blank', async () => {
    const page = await newPage(shop, 375);
    const errors = watchErrors(page);
    await page.goto('/about_us');
    // The API fails once the app holds the page: an answer failing before hydration is another case.
    await waitForApp(page);
    await page.route('**/api/**', async (route) => {
      await new Promise((r) => setTimeout(r, 2_500));
      await route.continue().catch(() => undefined);
    });
    await navigateInApp(page, '/products/all/1');
    await page.getByRole('heading', { level: 1, name: 'Todos los productos' }).waitFor();
    expect(await page.locator('main [aria-busy="true"]').count()).toBeGreaterThan(0);
    expect((await page.locator('main').innerText()).trim()).not.toBe('');
    await page.locator('main article').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('main [aria-busy="true"]').count()).toBe(0);

    await navigateInApp(page, `/product/${products[0]!.product_id}`);
    expect(await page.locator('main').count()).toBe(1);
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: products[0]!.name }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('a request that never answers leaves the search usable', async () => {
    const page = await newPage(shop, 1280);
    await page.goto('/');
    await page.route('**/api/product/list?*name=*', () => undefined); // never answered
    const box = page.getByRole('combobox', { name: 'Buscar productos' });
    await box.fill('ves');
    await page.waitForTimeout(600);
    await box.press('Enter');
    await page.waitForURL(/\/products\/all\/1\?name=ves$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.context().close();
  });
});
