/**
 * axe-core in every state the statecharts define, not only on page load: the cart
 * drawer (empty, one unit, 2x1, 50%, already discounted, a sold-out line), the search dropdown
 * with results and with none, the mobile menu, the filter panel, the user menu, the quantity field
 * at its maximum, each error message a storefront page can show, and the account's one-time code
 * steps (the sign-up's with the test mode's code shown and a wrong code refused, the login by
 * code, the password's reset) — at 375 and 1280 px.
 *
 * Also: reduced motion (no transition or animation longer than 0.01 s on the drawer, the slider
 * and the toasts) and small screens (320 px wide, 200 % text): no horizontal page scrolling, and
 * the header's search, cart and menu still reachable and working.
 *
 * Carts are written straight into localStorage `root` (machines/cart/storage.ts); a sold-out line
 * is made by answering the cart refresh (/api/product/cart) with stock 0 for that product.
 */

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A } from '../../copy/account';
import { CODES } from '../../copy/codes';
import { type ApiProduct, catalogue, expectAxeClean, focusReturnsTo, seedCart, soldWhole } from './a11y-helpers';
import { axeViolations, navigateInApp, newPage, type Shop, startShop, WIDTHS } from './harness';

let shop: Shop;
let regular: ApiProduct[] = [];
let discounted: ApiProduct[] = [];

beforeAll(async () => {
  shop = await startShop();
  const all = await catalogue(shop);
  regular = all.filter((p) => soldWhole(p) && p.originalPrice === 0 && p.stock >= 3);
  discounted = all.filter((p) => soldWhole(p) && p.originalPrice > 0 && p.stock >= 2);
}, 900_000);

afterAll(async () => {
  await shop?.stop();
});

const line = (p: ApiProduct, quantity = 1) => ({ ...p, quantity });

async function openCart(page: Page) {
  await page
    .locator('header')
    .getByRole('button', { name: /^Carrito/ })
    .click();
  return page.getByRole('dialog');
}

describe('the check itself (control)', () => {
  it('finds a picture without alt text on the page, and within a part only when it is in that part', async () => {
    const page = await newPage(shop, 1280);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const ids = async (within?: string) => (await axeViolations(page, within)).map((v) => v.id);
    expect(await ids()).toEqual([]);
    await page.evaluate(() => {
      const picture = document.createElement('img');
      picture.src = '/img/favicon-32.png';
      document.querySelector('main')!.append(picture);
    });
    expect(await ids()).toContain('image-alt');
    expect(await ids('header')).not.toContain('image-alt');
    expect(await ids('main')).toContain('image-alt');
    await page.context().close();
  });
});

describe('cart drawer states', () => {
  for (const width of WIDTHS) {
    it(`empty, one unit, 2x1, 50% and already discounted pass axe at ${width}px`, async () => {
      const tiers: { label: string; lines: () => ReturnType<typeof line>[]; expect: RegExp }[] = [
        { label: 'empty', lines: () => [], expect: /Tu carrito está vacío/ },
        { label: 'one unit', lines: () => [line(regular[0]!)], expect: /Agrega un artículo más/ },
        { label: '2x1', lines: () => [line(regular[0]!), line(regular[1]!)], expect: /aplican para el 2x1/ },
        {
          label: '50%',
          lines: () => [line(regular[0]!, 2), line(regular[1]!)],
          expect: /todos tienen 50% de descuento/,
        },
        {
          label: 'already discounted',
          lines: () => [line(discounted[0]!), line(regular[0]!)],
          expect: /artículos en descuento/,
        },
      ];
      for (const tier of tiers) {
        const page = await newPage(shop, width);
        await seedCart(page, tier.lines());
        await page.goto('/');
        const drawer = await openCart(page);
        await drawer.getByText(tier.expect).first().waitFor();
        await page.waitForLoadState('networkidle');
        // The page behind the drawer is the same each time: checked whole with the first cart, then
        // only the drawer, whose contents are what changes.
        await expectAxeClean(page, `cart ${tier.label} ${width}`, tier === tiers[0] ? undefined : '[role="dialog"]');
        await page.context().close();
      }
    }, 90_000);

    it(`a sold-out line is labelled and refusing to pay is announced, axe-clean at ${width}px`, async () => {
      const page = await newPage(shop, width);
      const sold = regular[2]!;
      await page.route('**/api/product/cart**', async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as { products?: ApiProduct[] } | ApiProduct[];
        const list = Array.isArray(body) ? body : (body.products ?? []);
        for (const p of list) if (p.product_id === sold.product_id) p.stock = 0;
        await route.fulfill({ response: res, json: body });
      });
      await seedCart(page, [line(regular[0]!), line(sold)]);
      await page.goto('/');
      const drawer = await openCart(page);
      await drawer.getByText('Agotado').waitFor();
      await expectAxeClean(page, `cart sold-out ${width}`);
      await drawer.getByRole('button', { name: 'PAGAR' }).click();
      await page
        .getByText('Hay productos agotados en tu carrito. Por favor, elimínalos para continuar.')
        .first()
        .waitFor();
      await expectAxeClean(page, `cart sold-out refused ${width}`);
      await page.context().close();
    }, 60_000);
  }
});

describe('header widgets', () => {
  for (const width of WIDTHS) {
    it(`search dropdown with results and with none at ${width}px`, async () => {
      const page = await newPage(shop, width);
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Buscar productos' });
      await box.fill('ve');
      await page.getByRole('option').first().waitFor();
      await box.press('ArrowDown');
      expect(await box.getAttribute('aria-activedescendant')).toBeTruthy();
      await expectAxeClean(page, `search results ${width}`);
      await box.fill('zzqqxxwv');
      // Nothing matches: the list closes and a status says so (not silence).
      await page
        .getByRole('status')
        .filter({ hasText: 'Sin resultados para «zzqqxxwv».' })
        .waitFor({ state: 'attached' });
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      await expectAxeClean(page, `search no results ${width}`);
      await page.context().close();
    });

    it(`user menu open at ${width}px`, async () => {
      const page = await newPage(shop, width);
      await page.goto('/');
      await page.getByRole('button', { name: 'Mi cuenta' }).click();
      await page.getByRole('menu').waitFor();
      expect(await page.getByRole('menuitem').allTextContents()).toEqual([
        'Mi perfil',
        'Mis compras',
        'Iniciar sesión',
      ]);
      await expectAxeClean(page, `user menu ${width}`);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      await focusReturnsTo(page, 'Mi cuenta');
      await page.context().close();
    });
  }

  it('mobile menu open at 375px', async () => {
    const page = await newPage(shop, 375);
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Vestidos' }).waitFor();
    await expectAxeClean(page, 'mobile menu');
    await page.context().close();
  });

  it('filter panel open at 375px', async () => {
    const page = await newPage(shop, 375);
    await page.goto('/products/all/1');
    await page.locator('main article').first().waitFor();
    await page.getByRole('button', { name: 'Filtrar y ordenar' }).click();
    await page.getByRole('dialog', { name: 'Filtrar y ordenar' }).getByRole('checkbox').first().waitFor();
    await expectAxeClean(page, 'filter panel');
    await page.context().close();
  });
});

describe('product page states', () => {
  for (const width of WIDTHS) {
    it(`the quantity field at its maximum, then every unit in the cart at ${width}px`, async () => {
      const p = regular.find((x) => x.stock >= 2 && x.stock <= 20) ?? regular[0]!;
      const page = await newPage(shop, width);
      await page.goto(`/product/${p.product_id}`);
      const field = page.getByRole('textbox', { name: 'Cantidad' });
      // The picker stops at the stock or at the per-order cap, whichever is lower.
      const most = Math.min(p.stock, p.maxPerOrder);
      await field.fill(String(most));
      await field.press('Tab');
      await expect.poll(() => page.getByRole('button', { name: 'Aumentar cantidad' }).isDisabled()).toBe(true);
      expect(await field.inputValue()).toBe(String(most));
      await expectAxeClean(page, `quantity at max ${width}`);
      // All units in the cart: the picker offers nothing the cart would refuse (the stock warning
      // stays the cart machine's guard), it says so and leads to the cart.
      await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
      await page.getByRole('dialog', { name: 'Productos en tu carrito' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByText(/^Ya tienes en tu carrito/).waitFor();
      await page
        .locator('[data-sonner-toast]')
        .first()
        .waitFor({ state: 'detached', timeout: 8_000 })
        .catch(() => undefined);
      await expectAxeClean(page, `everything in the cart ${width}`);
      await page.getByRole('button', { name: 'VER CARRITO' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Productos en tu carrito' }).waitFor();
      await page.context().close();
    });
  }
});

describe('error messages on storefront pages', () => {
  for (const width of WIDTHS) {
    it(`home strips, list, detail and empty results at ${width}px`, async () => {
      const page = await newPage(shop, width);
      // The API fails after the page has loaded: the next pages are reached inside the app.
      await page.goto('/about_us');
      await page.route('**/api/product/list?*sectionFilter=*', (route) => route.abort('connectionrefused'));
      await navigateInApp(page, '/');
      await page.getByText('Ha ocurrido un error, intente de nuevo más tarde.').first().waitFor();
      await expectAxeClean(page, `home strip error ${width}`);
      await page.unroute('**/api/product/list?*sectionFilter=*');

      await page.route('**/api/product/list**', (route) => route.fulfill({ status: 503, json: { error: 'down' } }));
      await navigateInApp(page, '/products/all/1');
      await page.getByRole('alert').filter({ hasText: 'Ha ocurrido un error' }).waitFor();
      await expectAxeClean(page, `list error ${width}`);
      await page.unroute('**/api/product/list**');

      await page.goto('/product/999999');
      await page.getByRole('heading', { level: 1, name: 'Producto no encontrado o eliminado' }).waitFor();
      await expectAxeClean(page, `product not found ${width}`);

      await page.goto('/products/all/1?maxPrice=0');
      await page.getByText('No encontramos productos con esos filtros').waitFor();
      await expectAxeClean(page, `empty list ${width}`);

      await page.goto('/favorites');
      await page.getByText('Aún no tienes favoritos').waitFor();
      await expectAxeClean(page, `no favourites ${width}`);
      await page.context().close();
    }, 60_000);
  }
});

describe('one-time code steps', () => {
  // The code's answer is the test mode's ('Modo de prueba': the code on the page); the steps'
  // own answers are refusals, so nothing is made or signed in.
  const SENT = { message: CODES.sentForTest, channel: 'test', resend_after_seconds: 30, test_code: '482913' };
  for (const width of WIDTHS) {
    it(`the sign-up's, the login's and the reset's code steps pass axe at ${width}px`, async () => {
      const page = await newPage(shop, width);
      await page.route('**/api/auth/code', (route) => route.fulfill({ status: 200, json: SENT }));
      await page.route('**/api/auth/register_ecommerce', (route) =>
        route.fulfill({ status: 400, json: { error: CODES.wrong } }),
      );
      await page.goto('/signup');
      await page.getByLabel(A.signup.name).fill('Ana López');
      await page.getByLabel(A.signup.email).fill('ana.codigos@example.com');
      await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('6145550199');
      await page.getByLabel(A.signup.password, { exact: true }).fill('secreta123');
      await page.getByLabel(A.signup.confirm).fill('secreta123');
      await page.getByRole('button', { name: A.signup.submit }).click();
      const code = page.getByLabel(A.code.label);
      await expect.poll(() => code.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.locator('[data-test-code]').textContent()).toBe('482913');
      await expectAxeClean(page, `sign-up code step at ${width}px`);
      await code.fill('111111');
      await page.getByRole('button', { name: A.signup.submit }).click();
      // The server's refusal lands on the code field.
      await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
      await page.getByText(CODES.wrong).waitFor();
      await expectAxeClean(page, `sign-up code refused at ${width}px`);
      await page.getByRole('button', { name: A.code.back }).click();

      await navigateInApp(page, '/login');
      await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('6145550199');
      await page.getByRole('button', { name: A.login.byCode }).click();
      await code.waitFor();
      await expectAxeClean(page, `login code step at ${width}px`);
      await page.getByRole('button', { name: A.code.back }).click();
      await page.getByRole('button', { name: A.login.forgot }).click();
      await page.getByRole('button', { name: A.reset.submit }).click();
      await code.waitFor();
      await page.getByLabel(A.reset.newPassword, { exact: true }).waitFor();
      await expectAxeClean(page, `reset code step at ${width}px`);
      await page.context().close();
    }, 60_000);
  }
});

describe('reduced motion', () => {
  const longestMotion = (page: Page, selector: string) =>
    page.evaluate((sel) => {
      const seconds = (v: string) =>
        Math.max(0, ...v.split(',').map((s) => (s.trim().endsWith('ms') ? parseFloat(s) / 1000 : parseFloat(s) || 0)));
      let worst = 0;
      const els = [...document.querySelectorAll(sel)].flatMap((el) => [el, ...el.querySelectorAll('*')]);
      for (const el of els) {
        for (const pseudo of [null, '::before', '::after']) {
          const cs = getComputedStyle(el, pseudo);
          const anim = cs.animationName !== 'none' ? seconds(cs.animationDuration) : 0;
          const trans = cs.transitionProperty !== 'none' ? seconds(cs.transitionDuration) : 0;
          worst = Math.max(worst, anim, trans);
        }
      }
      return { count: els.length, worst };
    }, selector);

  it('the measure sees the drawer animation when motion is allowed (control)', async () => {
    const page = await newPage(shop, 375);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).waitFor();
    expect((await longestMotion(page, '[role="dialog"], [data-state="open"]')).worst).toBeGreaterThan(0.1);
    await page.context().close();
  });

  it('no transition or animation longer than 0.01 s on the drawer, the slider and the toasts', async () => {
    const page = await newPage(shop, 375);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const longest = (selector: string) => longestMotion(page, selector);

    const slider = await longest('[aria-roledescription="carrusel"]');
    expect(slider.count).toBeGreaterThan(0);
    expect(slider.worst).toBeLessThanOrEqual(0.01);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).waitFor();
    const menu = await longest('[role="dialog"], [data-state="open"]');
    expect(menu.count).toBeGreaterThan(0);
    expect(menu.worst).toBeLessThanOrEqual(0.01);
    await page.keyboard.press('Escape');

    await page.goto(`/product/${regular[0]!.product_id}`);
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    await page.getByRole('dialog', { name: 'Productos en tu carrito' }).waitFor();
    const drawer = await longest('[role="dialog"], [data-state="open"]');
    expect(drawer.worst).toBeLessThanOrEqual(0.01);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^AGREGAR A FAVORITOS/ }).click();
    await page.locator('[data-sonner-toast]').first().waitFor();
    const toasts = await longest('[data-sonner-toaster], [data-sonner-toast]');
    expect(toasts.count).toBeGreaterThan(0);
    expect(toasts.worst).toBeLessThanOrEqual(0.01);
    await page.context().close();
  });
});

describe('small screens and large text', () => {
  async function noHorizontalScroll(page: Page, label: string) {
    const { scroll, client, culprits } = await page.evaluate(() => {
      const doc = document.documentElement;
      const culprits = [...document.querySelectorAll('body *')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.right > doc.clientWidth + 1 && getComputedStyle(el).position !== 'fixed';
        })
        .slice(0, 5)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} → ${Math.round(el.getBoundingClientRect().right)}`,
        );
      return { scroll: doc.scrollWidth, client: doc.clientWidth, culprits };
    });
    expect(
      scroll,
      `${label}: page scrolls sideways (${scroll} > ${client}): ${culprits.join(', ')}`,
    ).toBeLessThanOrEqual(client);
  }

  /** The header's search, cart and menu can be reached and used. */
  async function headerWorks(page: Page, label: string) {
    const box = page.getByRole('combobox', { name: 'Buscar productos' });
    for (const control of [
      box,
      page.getByRole('button', { name: /^Carrito/ }),
      page.getByRole('button', { name: 'Abrir menú' }),
    ]) {
      expect(await control.isVisible(), `${label}: visible`).toBe(true);
      const box2 = await control.boundingBox();
      const vw = page.viewportSize()!.width;
      expect(box2 && box2.x >= 0 && box2.x + box2.width <= vw + 1, `${label}: inside the viewport`).toBe(true);
    }
    await box.fill('ve');
    await page.getByRole('option').first().waitFor();
    await box.press('Escape');
    await page.getByRole('button', { name: /^Carrito/ }).click();
    await page.getByRole('dialog').waitFor();
    await noHorizontalScroll(page, `${label} cart open`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Vestidos' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  const PATHS = ['/', '/products/all/1', '/favorites', '/Devoluciones', '/login'];

  it('320 px wide: no sideways scrolling, header works', async () => {
    const page = await newPage(shop, 320);
    for (const path of PATHS) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await noHorizontalScroll(page, `320 ${path}`);
    }
    await page.goto(`/product/${regular[0]!.product_id}`);
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).waitFor();
    await noHorizontalScroll(page, '320 product');
    await headerWorks(page, '320');
    await page.context().close();
  }, 60_000);

  it('text at 200%: no sideways scrolling, header works (375 px)', async () => {
    const page = await newPage(shop, 375);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => (document.documentElement.style.fontSize = '200%'));
    });
    for (const path of PATHS) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      await noHorizontalScroll(page, `200% ${path}`);
    }
    await page.goto(`/product/${regular[0]!.product_id}`);
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).waitFor();
    await noHorizontalScroll(page, '200% product');
    await headerWorks(page, '200%');
    await page.context().close();
  }, 60_000);

  it('zoomed to 200% (640 css px on a 1280 px screen): no sideways scrolling', async () => {
    const context = await shop.browser.newContext({
      viewport: { width: 640, height: 450 },
      deviceScaleFactor: 2,
      baseURL: shop.baseUrl,
      locale: 'es-MX',
    });
    const page = await context.newPage();
    for (const path of PATHS) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await noHorizontalScroll(page, `640 ${path}`);
    }
    await headerWorks(page, '640');
    await context.close();
  }, 60_000);
});
