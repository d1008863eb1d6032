/**
 * Details of the legacy store's behaviour, each seen by a shopper in headless Chromium: the list's default
 * department and its heading from the address, the search dropdown closing at once on an outside
 * click and its results as real links, logout reloading the home page, 'Rastrear paquete' on a
 * shipped order without a tracking number, '¿Olvidaste tu contraseña?' opening the reset by code, and the quantity
 * picker when the cart already holds every unit. Screenshots go to SHOTS_DIR when set
 * (./screenshots.ts).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A } from '../../copy/account';
import { STORE } from '../../src/domain/store/store-info';
import { expectAxeClean, soldWhole } from './a11y-helpers';
import { navigateInApp, newPage, type Shop, startShop, waitForApp } from './harness';
import { shot } from './screenshots';

const DEMO = { phone: '6141234567', password: 'outlet2024' };

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
}, 900_000);

afterAll(async () => {
  await shop?.stop();
});

const heading = (page: Page) => page.locator('h1').textContent();

/** The ids of the product cards on the page, in order. */
async function cardIds(page: Page): Promise<number[]> {
  await page.locator('main article').first().waitFor();
  const hrefs = await page
    .locator('main article a[href^="/product/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((h) => Number(h.split('/').pop())))];
}

async function apiIds(query: string): Promise<number[]> {
  const res = await fetch(`${shop.baseUrl}/api/product/list?${query}`);
  const body = (await res.json()) as { products: { product_id: number }[] };
  return body.products.map((p) => p.product_id);
}

describe('product list: the department comes from the address', () => {
  it('/products/Ropa with no categories shows its default department, ticked and named, drawn by the server', async () => {
    const html = await (await fetch(`${shop.baseUrl}/products/Ropa/1`)).text();
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe('Vestidos');
    const page = await newPage(shop, 1280);
    await page.goto('/products/Ropa/1');
    await waitForApp(page);
    expect(await heading(page)).toBe('Vestidos');
    expect(await page.getByRole('checkbox', { name: 'Vestidos' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Faldas' }).isChecked()).toBe(false);
    expect(await cardIds(page)).toEqual(await apiIds('page=1&limit=24&maxPrice=3000&department_id=1'));
    await shot(page, 'list-ropa-default-1280.png');
    // Reached inside the app too (the header's Joyería link): its first department, Anillos.
    await navigateInApp(page, '/products/Joyer%C3%ADa/1');
    await expect.poll(() => heading(page)).toBe('Anillos');
    expect(await page.getByRole('checkbox', { name: 'Anillos' }).isChecked()).toBe(true);
    await expect.poll(() => cardIds(page)).toEqual(await apiIds('page=1&limit=24&maxPrice=3000&department_id=10'));
    await expectAxeClean(page, 'Joyería default department');
    await page.context().close();
  });

  it('the footer shortcut Abrigos is titled Abrigos, also drawn on the server and after a reload', async () => {
    const html = await (await fetch(`${shop.baseUrl}/products/Ropa/1?categories=8`)).text();
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe('Abrigos');
    const page = await newPage(shop, 375);
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Abrigos' }).click();
    await page.waitForURL(/\/products\/Ropa\/1\?categories=8$/);
    await expect.poll(() => heading(page)).toBe('Abrigos');
    await page.reload();
    await waitForApp(page);
    expect(await heading(page)).toBe('Abrigos');
    expect(await page.title()).toContain('Abrigos');
    await shot(page, 'list-abrigos-375.png');
    await page.context().close();
  });
});

describe('search dropdown', () => {
  it('an outside click clears it at once, not after the blur timer', async () => {
    const page = await newPage(shop, 1280);
    await page.clock.install();
    await page.goto('/');
    await waitForApp(page);
    const box = page.getByRole('combobox', { name: 'Buscar productos' });
    await box.fill('ve');
    await page.getByRole('option').first().waitFor();
    // A point of the page's heading that the open list does not cover.
    const heading = (await page.locator('main h1').boundingBox())!;
    const list = (await page.getByRole('listbox').boundingBox())!;
    const x = heading.x + 4;
    expect(x).toBeLessThan(list.x);
    // From here the page's timers stand still: only the outside click itself can clear the list.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1_000);
    await page.mouse.click(x, heading.y + heading.height / 2);
    await expect
      .poll(() => page.getByRole('listbox', { includeHidden: true }).isVisible(), { timeout: 3_000 })
      .toBe(false);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('results are links to /product/{id}: a new tab on Ctrl+click, the arrow keys and Enter still pick', async () => {
    const page = await newPage(shop, 1280);
    await page.goto('/');
    await waitForApp(page);
    const box = page.getByRole('combobox', { name: 'Buscar productos' });
    await box.fill('ve');
    const first = page.getByRole('option').first();
    await first.waitFor();
    expect(await first.evaluate((el) => el.tagName)).toBe('A');
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/product\/\d+$/);
    await expectAxeClean(page, 'search results as links');
    await shot(page, 'search-links-1280.png');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), first.click({ modifiers: ['Control'] })]);
    await tab.waitForURL(`**${href}`);
    await tab.close();
    // Keyboard: ArrowDown makes a result active (the input keeps the focus), Enter opens it inside the app.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await box.focus();
    await box.press('ArrowDown');
    const activeId = (await box.getAttribute('aria-activedescendant')) ?? '';
    const active = page.locator(`[id="${activeId}"]`);
    expect(await active.getAttribute('aria-selected')).toBe('true');
    const activeHref = (await active.getAttribute('href')) ?? '';
    expect(activeHref).toMatch(/^\/product\/\d+$/);
    await box.press('Enter');
    await page.waitForURL(`**${activeHref}`);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await page.getByRole('listbox', { includeHidden: true }).isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('signed-in details', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    page = await newPage(shop, 1280);
    context = page.context();
    await page.goto('/login');
    await waitForApp(page);
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill(DEMO.phone);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
    await page.waitForURL((u) => u.pathname === '/');
  });

  afterAll(async () => {
    await context?.close();
  });

  it("a shipped order without a tracking number shows 'Pendiente' and still offers 'Rastrear paquete'", async () => {
    // The demo customer's shipped order, answered without its number (as before the shop ships it).
    await page.route('**/api/bill/my-orders/**', async (route) => {
      const response = await route.fetch();
      const bills = (await response.json()) as { shipping_status: string; shipping_tracking_number: string | null }[];
      route.fulfill({
        response,
        json: bills.map((b) => (b.shipping_status === 'enviado' ? { ...b, shipping_tracking_number: null } : b)),
      });
    });
    await page.goto('/profile#orders');
    // Any shipped order: the back office's browser test may have shipped another on this shared shop.
    const order = page.getByRole('listitem').filter({ hasText: 'Enviado' }).first();
    await order.waitFor();
    await order.getByText('Pendiente', { exact: true }).waitFor();
    const track = order.getByRole('link', { name: /Rastrear paquete/ });
    expect(await track.count()).toBe(1);
    const folio = /Folio #(\d+)/.exec((await order.locator('h3').textContent()) ?? '')?.[1];
    const href = (await track.getAttribute('href')) ?? '';
    expect(href.startsWith(`${STORE.whatsappHref}?text=`)).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1]!)).toContain(`folio ${folio}`);
    await expectAxeClean(page, 'shipped order without tracking number');
    await shot(order, 'order-shipped-pending-1280.png');
    await page.unroute('**/api/bill/my-orders/**');
  });

  it('logout reloads the home page and the token is revoked', async () => {
    await page.goto('/favorites');
    await waitForApp(page);
    const token = await page.evaluate(() => localStorage.getItem('UserJWT'));
    expect(token).toBeTruthy();
    await page.evaluate(() => ((window as unknown as { beforeLogout: boolean }).beforeLogout = true));
    await page.getByRole('button', { name: 'Mi cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    // A full page load: the window the shopper logged out in is gone.
    await expect
      .poll(() =>
        page
          .evaluate(() => (window as unknown as { beforeLogout?: boolean }).beforeLogout ?? null)
          .catch(() => 'navigating'),
      )
      .toBe(null);
    await waitForApp(page);
    expect(await page.evaluate(() => localStorage.getItem('UserJWT'))).toBe(null);
    const me = () =>
      fetch(`${shop.baseUrl}/api/user_ecommerce/me`, { headers: { Authorization: `Bearer ${token}` } }).then(
        (r) => r.status,
      );
    await expect.poll(me).toBe(401);
  });
});

describe('forgot password', () => {
  it('opens the reset by code on the login page, its title taking the focus, and goes back', async () => {
    const page = await newPage(shop, 375);
    await page.goto('/login');
    await waitForApp(page);
    await page.getByRole('button', { name: A.login.forgot }).click();
    const title = page.getByRole('heading', { level: 1, name: A.reset.title });
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('textbox', { name: A.reset.phone }).waitFor();
    await expectAxeClean(page, 'login: the reset by code');
    await shot(page, 'login-forgot-375.png', { fullPage: true });
    await page.getByRole('button', { name: A.reset.back }).click();
    await page.getByRole('button', { name: A.login.submit }).waitFor();
    await page.context().close();
  });
});

describe('quantity picker', () => {
  it('when the cart holds every unit, it says nothing more can be added instead of offering 1', async () => {
    const res = await fetch(`${shop.baseUrl}/api/product/list?limit=100&withoutStock=false`);
    const { products } = (await res.json()) as {
      products: {
        product_id: number;
        stock: number;
        maxPerOrder: number;
        originalPrice: number;
        sizes: { size: string; stock: number }[];
      }[];
    };
    const p = products.find((x) => soldWhole(x) && x.stock >= 2 && x.stock <= 5 && x.maxPerOrder >= x.stock)!;
    const page = await newPage(shop, 1280);
    await page.goto(`/product/${p.product_id}`);
    await waitForApp(page);
    const field = page.getByRole('textbox', { name: 'Cantidad' });
    await field.fill(String(p.stock));
    await field.press('Tab');
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    await page.getByRole('dialog', { name: 'Productos en tu carrito' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText('Ya tienes en tu carrito todas las piezas disponibles').waitFor();
    expect(await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Cantidad' }).count()).toBe(0);
    await page
      .locator('[data-sonner-toast]')
      .first()
      .waitFor({ state: 'detached', timeout: 8_000 })
      .catch(() => undefined);
    await expectAxeClean(page, 'everything in the cart');
    await shot(page, 'product-all-in-cart-1280.png');
    await page.context().close();
  });
});
