/**
 * Storefront journeys in headless Chromium against the production build and the real server.
 * Vitest project `e2e`: every file in tests/e2e/, environment node,
 * long timeouts, no file parallelism. Each route is also checked with axe-core at 375 and 1280 px.
 */

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, focusReturnsTo, soldWhole } from './a11y-helpers';
import { axeViolations, newPage, type Shop, startShop, WIDTHS } from './harness';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
}, 900_000);

afterAll(async () => {
  await shop?.stop();
});

const ROUTES: { path: string; h1: RegExp | string }[] = [
  { path: '/', h1: 'Outlet de ropa americana 100% original y nueva.' },
  { path: '/products/all/1', h1: 'Todos los productos' },
  { path: '/products/Ropa/1', h1: 'Vestidos' }, // the group's default department (the group lookup's first)
  { path: '/products/all/1?discount=true', h1: 'Descuentos' },
  { path: '/favorites', h1: 'Mis favoritos' },
  { path: '/about_us', h1: /Outlet Chihuahua/ },
  { path: '/ClienteFrecuente', h1: /cliente frecuente/i },
  { path: '/Contact', h1: /ayudarte/ },
  { path: '/Devoluciones', h1: /devoluciones/i },
  { path: '/Locacion', h1: /Chihuahua/ },
  { path: '/MarcasFrecuentes', h1: /marcas/i },
  { path: '/ModeloVenta', h1: /promociones/i },
  { path: '/OpinionesClientes', h1: /clientes/i },
  { path: '/no-existe', h1: 'Página no encontrada' },
];

async function firstProductId(): Promise<number> {
  const res = await fetch(`${shop.baseUrl}/api/product/list?limit=1&withoutStock=false`);
  const body = (await res.json()) as { products: { product_id: number }[] };
  return body.products[0]!.product_id;
}

/**
 * This test is about the drawer's tiers: it lets the 'Agregado al carrito' toasts (500 ms) finish
 * first, so axe never measures a stacked toast mid-fade (toasts have their own axe states in
 * a11y-states.test.ts).
 */
async function toastsGone(page: Page) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 8_000 });
}

async function waitForProducts(page: Page) {
  await page.locator('main article').first().waitFor();
}

describe('routes render and pass axe-core', () => {
  for (const width of WIDTHS) {
    // One browser tab per width visits every route in turn, as a shopper's does: each visit is still
    // a full page load drawn by the server, with the scripts and fonts already in the tab's cache.
    let page: Page;
    beforeAll(async () => {
      page = await newPage(shop, width);
    });
    afterAll(async () => {
      await page?.context().close();
    });
    for (const route of ROUTES) {
      it(`${route.path} at ${width}px`, async () => {
        await page.goto(route.path);
        const h1 = page.locator('h1');
        await expect.poll(() => h1.count()).toBe(1);
        if (typeof route.h1 === 'string') expect(await h1.textContent()).toBe(route.h1);
        else expect(await h1.textContent()).toMatch(route.h1);
        await page.waitForLoadState('networkidle');
        expect(await page.title()).not.toBe('');
        expect(await page.locator('header').count()).toBeGreaterThan(0);
        expect(await page.locator('footer').count()).toBe(1);
        const violations = await axeViolations(page);
        expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      }, 60_000);
    }
  }

  it('the product page renders and passes axe-core at both widths', async () => {
    const id = await firstProductId();
    for (const width of WIDTHS) {
      const page = await newPage(shop, width);
      await page.goto(`/product/${id}`);
      await page
        .getByRole('button', { name: /AGREGAR AL CARRITO|Agotado/ })
        .or(page.getByText('Agotado'))
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('h1').count()).toBe(1);
      const violations = await axeViolations(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      await page.context().close();
    }
  }, 60_000);

  it('an unknown product says so', async () => {
    const page = await newPage(shop, 1280);
    await page.goto('/product/999999');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Producto no encontrado o eliminado');
    await page.context().close();
  });
});

describe('home slider', () => {
  it('previous and next wrap around both ways', async () => {
    const page = await newPage(shop, 1280);
    await page.goto('/');
    const slide = page.locator('[aria-roledescription="diapositiva"]');
    await expect.poll(() => slide.getAttribute('aria-label')).toBe('1 de 4');
    await page.getByRole('button', { name: /anterior/i }).click();
    await expect.poll(() => slide.getAttribute('aria-label')).toBe('4 de 4');
    await page.getByRole('button', { name: /siguiente/i }).click();
    await expect.poll(() => slide.getAttribute('aria-label')).toBe('1 de 4');
    await page.getByRole('button', { name: /siguiente/i }).click();
    await expect.poll(() => slide.getAttribute('aria-label')).toBe('2 de 4');
  });
});

describe('routing', () => {
  it('/products goes to page 1 and a title without a page goes to page 1', async () => {
    const page = await newPage(shop, 1280);
    await page.goto('/products/Ropa?discount=true');
    await page.waitForURL(/\/products\/Ropa\/1\?discount=true$/);
    await page.goto('/products');
    await page.waitForURL(/\/products\/1\/1$/);
    await page.context().close();
  });

  it('not-found offers DESCUENTOS and INICIO', async () => {
    const page = await newPage(shop, 375);
    await page.goto('/nada-por-aqui');
    await page.getByRole('link', { name: 'DESCUENTOS' }).last().click();
    await page.waitForURL(/\/products\/all\/1\?discount=true$/);
    await page.context().close();
  });
});

describe('header search', () => {
  it('suggests up to 5 products and Enter opens the full results', async () => {
    const page = await newPage(shop, 1280);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Buscar productos' });
    await box.fill('ve');
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(await options.count()).toBeLessThanOrEqual(5);
    await box.press('Enter');
    await page.waitForURL(/\/products\/all\/1\?name=ve$/);
    await expect.poll(() => page.locator('h1').textContent()).toContain('Resultados para');
    await page.context().close();
  });

  it('arrow keys pick a suggestion and open its product', async () => {
    const page = await newPage(shop, 375);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Buscar productos' });
    await box.fill('ve');
    await page.getByRole('option').first().waitFor();
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(/\/product\/\d+$/);
    await page.context().close();
  });
});

describe('product list', () => {
  it('sort, department filter and pagination change the URL and keep the query', async () => {
    const page = await newPage(shop, 1280);
    await page.goto('/products/Ropa/1');
    await waitForProducts(page);
    await page.getByRole('radio', { name: 'Precio: menor a mayor' }).click();
    await page.waitForURL(/sort=asc/);
    await waitForProducts(page);
    const prices = await page.locator('main article p span:not([class*="visually"])').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    // Vestidos, the group's default, is ticked: ticking Faldas shows both.
    await page.getByRole('checkbox', { name: 'Faldas' }).click();
    await page.waitForURL(/categories=1%2C2/);
    await page.goto('/products/all/1?sort=desc');
    await waitForProducts(page);
    const pageTwo = page.getByRole('link', { name: 'Página 2' });
    if (await pageTwo.count()) {
      await pageTwo.click();
      await page.waitForURL(/\/products\/all\/2\?sort=desc$/);
    }
    await page.getByRole('button', { name: 'Limpiar Filtros' }).click();
    await page.waitForURL(/\/products\/all\/1$/);
    await page.context().close();
  });

  it('the filters open in a drawer on a phone', async () => {
    const page = await newPage(shop, 375);
    await page.goto('/products/all/1');
    const toggle = page.getByRole('button', { name: 'Filtrar y ordenar' });
    await expect.poll(() => page.getByRole('complementary', { name: 'Filtros' }).isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Filtrar y ordenar' }).isVisible()).toBe(true);
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await page.context().close();
  });

  it('an impossible filter shows the empty message with a way back', async () => {
    const page = await newPage(shop, 1280);
    await page.goto('/products/all/1?maxPrice=0');
    await page.getByText('No encontramos productos con esos filtros').waitFor();
    await page.getByRole('link', { name: 'Ver todos los productos' }).first().click();
    await page.waitForURL(/\/products\/all\/1$/);
    await page.context().close();
  });
});

describe('mobile menu', () => {
  it('opens, locks scrolling, lists departments and closes on Escape', async () => {
    const page = await newPage(shop, 375);
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menú' });
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'Vestidos' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await focusReturnsTo(page, 'Abrir menú');
    await page.context().close();
  });
});

describe('cart', () => {
  async function productsWithStock(min: number, discounted: boolean) {
    // Pieces sold whole: the tiers are about units, not sizes (tests/e2e/size-picker.test.ts buys sizes).
    return (await catalogue(shop)).filter(
      (p) => soldWhole(p) && p.stock >= min && (discounted ? p.originalPrice > 0 : p.originalPrice === 0),
    );
  }

  async function add(page: Page, id: number, quantity = 1) {
    await page.goto(`/product/${id}`);
    const field = page.getByRole('textbox', { name: 'Cantidad' });
    await field.waitFor();
    if (quantity !== 1) {
      await field.fill(String(quantity));
      await field.press('Tab');
    }
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    await page.getByRole('dialog', { name: 'Productos en tu carrito' }).waitFor();
  }

  it('shows each pricing tier with the right total', async () => {
    const [a, b, c] = await productsWithStock(3, false);
    const page = await newPage(shop, 1280);
    await page.goto('/');
    await page.getByRole('button', { name: 'Carrito, vacío' }).click();
    await page.getByRole('dialog', { name: 'Tu carrito está vacío' }).waitFor();
    await page.keyboard.press('Escape');

    await add(page, a!.product_id);
    const drawer = page.getByRole('dialog', { name: 'Productos en tu carrito' });
    await drawer.getByText('2x1').first().waitFor();
    await toastsGone(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Carrito, 1 producto' }).count()).toBe(1);

    await add(page, b!.product_id);
    const highest = Math.max(a!.price, b!.price);
    const money = (n: number) => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(n);
    await expect.poll(() => drawer.locator('dl').textContent()).toContain(money(highest));
    await toastsGone(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await add(page, c!.product_id);
    await drawer.getByText('50%').first().waitFor();
    await toastsGone(page);
    expect(await axeViolations(page)).toEqual([]);

    await drawer.getByRole('button', { name: 'Vaciar carrito' }).click();
    await page.getByRole('dialog', { name: 'Tu carrito está vacío' }).waitFor();
    await page.context().close();
  }, 60_000);

  it('refuses to add more than the remaining stock', async () => {
    const [p] = await productsWithStock(1, false);
    const page = await newPage(shop, 375);
    await page.goto(`/product/${p!.product_id}`);
    const field = page.getByRole('textbox', { name: 'Cantidad' });
    await field.fill(String(p!.stock + 5));
    await field.press('Tab');
    // Typed before the app has taken the page over, it is brought within the stock once it has.
    await expect.poll(() => field.inputValue()).toBe(String(p!.stock));
    await page.context().close();
  });

  it('the drawer returns focus to the cart button', async () => {
    const page = await newPage(shop, 1280);
    await page.goto('/');
    const button = page.getByRole('button', { name: /^Carrito/ });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await focusReturnsTo(page, /^Carrito/);
    await page.context().close();
  });
});

describe('favourites', () => {
  it('add from the product page, list them, remove', async () => {
    const id = await firstProductId();
    const page = await newPage(shop, 1280);
    await page.goto(`/product/${id}`);
    const heart = page.getByRole('button', { name: /^AGREGAR A FAVORITOS\s*:/ });
    await heart.click();
    await page.getByText('Añadido a favoritos').waitFor();
    await page.getByRole('button', { name: /^EN TUS FAVORITOS\s*:.* quitarlo de favoritos$/ }).waitFor();
    await page.getByRole('button', { name: /^EN TUS FAVORITOS/ }).click();
    await page.getByText('Eliminado de favoritos').waitFor();
    await page.getByRole('button', { name: /^AGREGAR A FAVORITOS\s*:/ }).click();
    await page.goto('/favorites');
    await page.locator('main article').first().waitFor();
    expect(await page.locator('main article').count()).toBe(1);
    await page.getByRole('button', { name: /^Quitar .* de favoritos/ }).click();
    await page.getByText('Aún no tienes favoritos').waitFor();
    await page.context().close();
  });
});
