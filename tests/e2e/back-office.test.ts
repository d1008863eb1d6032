/**
 * The back office, the owner's day in a real browser: a visitor at /admin is sent to /login and a
 * customer told 'no tienes acceso'; the demo owner signs in with the README's phone and password,
 * finds the back office in the user menu, adds a product with a photo uploaded from a file, sees
 * it in the store, marks it down and sees the store's sale price and the cart's 'already
 * discounted' rule, receives stock, ships an order that the customer then tracks, and runs the
 * rest of the shop (departments, the delivery price). axe-core in every state, at phone and
 * desktop widths.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ERRORS } from '../../copy/admin';
import { MESSAGES } from '../../copy/notices';
import { DEMO, expectAxeClean, signInDemo } from './a11y-helpers';
import { newPage, type Shop, startShop, WIDTHS, waitForApp } from './harness';
import { shot } from './screenshots';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
}, 900_000);
afterAll(async () => {
  await shop?.stop();
});

async function signInOwner(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('614 765 4321');
  await page.getByLabel('Contraseña', { exact: true }).fill('tienda2024');
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  // the owner's sign-in lands at their desk
  await page.waitForURL((url) => url.pathname === '/admin');
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Administración de la tienda' });

/** A photo as a phone takes it: a JPEG, taller than wide. */
const phonePhoto = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

describe('who may open the back office', () => {
  it('a visitor is sent to /login', async () => {
    const page = await newPage(shop, 1280);
    await page.goto('/admin/productos');
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('next') === '/admin/productos');
    await page.context().close();
  });

  for (const width of WIDTHS) {
    it(`a customer is told there is no access (${width} px)`, async () => {
      const page = await newPage(shop, width);
      await page.goto('/');
      await signInDemo(shop, page);
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'No tienes acceso', level: 1 }).waitFor();
      await page.getByText('No tienes acceso a la administración de la tienda.').waitFor();
      expect(await page.getByRole('navigation', { name: 'Administración de la tienda' }).count()).toBe(0);
      await expectAxeClean(page, `no access ${width}`);
      await page.context().close();
    });
  }
});

describe("the owner's day", () => {
  let page: Page;
  let productUrl = '';
  const name = `Chamarra de prueba ${Date.now().toString(36)}`;

  beforeAll(async () => {
    page = await newPage(shop, 1280);
    await signInOwner(page);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('lands on the back office, and its first screen', async () => {
    await page.getByRole('heading', { name: 'El día de la tienda', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Pedidos por enviar' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Administración de la tienda' });
    expect(await nav.getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBe('page');
    await expectAxeClean(page, 'dashboard 1280');
    await shot(page, 'admin-dashboard-1280.png', { fullPage: true });
  });

  it('adds a product with a photo uploaded from a file, refusing a bad form first', async () => {
    await nav(page).getByRole('link', { name: 'Productos' }).click();
    await page.getByRole('heading', { name: 'Productos', level: 1 }).waitFor();
    await page.getByText(/\d+ productos/).waitFor();
    await expectAxeClean(page, 'products list');
    await page.getByRole('link', { name: 'Nuevo producto' }).click();
    await page.getByRole('heading', { name: 'Nuevo producto', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El nombre debe tener al menos 2 caracteres.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Nombre' }).getAttribute('aria-invalid')).toBe('true');
    await expectAxeClean(page, 'new product with errors');

    await page
      .getByLabel('Agregar fotos')
      .setInputFiles({ name: 'chamarra.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    await page.getByText('Foto lista. Guarda para usarla.').waitFor();
    await page.getByRole('img', { name: 'Foto 1' }).waitFor();
    await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
    await page.getByRole('textbox', { name: 'Marca' }).fill('Levi’s');
    await page.getByRole('combobox', { name: 'Departamento' }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'Precio (MXN)' }).fill('899');
    await page.getByRole('textbox', { name: 'Existencias' }).fill('2');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('heading', { name: /^Producto #\d+$/, level: 1 }).waitFor();
    productUrl = `/product/${new URL(page.url()).pathname.split('/').at(-1)}`;
    await page.getByRole('region', { name: 'Historial' }).getByText('Creó el producto').waitFor();
    await expectAxeClean(page, 'product editor');
    await shot(page, 'admin-product-1280.png', { fullPage: true });
  });

  it('sees it in the store, with its uploaded photo', async () => {
    const store = await newPage(shop, 375);
    await store.goto(productUrl);
    await store.getByRole('heading', { name, level: 1 }).waitFor();
    const src = await store.locator('main img').first().getAttribute('src');
    expect(src).toMatch(/\/api\/product\/image\/u-/);
    const photo = await fetch(`${shop.baseUrl}${src}`);
    expect(photo.status).toBe(200);
    await store.context().close();
  });

  it("marks it down: the store shows the sale price, and the cart's 'already discounted' rule applies", async () => {
    await page.getByRole('textbox', { name: 'Precio (MXN)' }).fill('599');
    await page.getByRole('textbox', { name: 'Precio original (MXN)' }).fill('899');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByRole('region', { name: 'Historial' })
      .getByText('Precio: $899.00 → $599.00', { exact: false })
      .waitFor();

    const store = await newPage(shop, 1280);
    await store.goto(productUrl);
    await store.getByText('$599.00').first().waitFor();
    await store.getByText('$899.00').first().waitFor();
    await store.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    const drawer = store.getByRole('dialog', { name: 'Productos en tu carrito' });
    await drawer.getByText(MESSAGES.hintAlreadyDiscounted).waitFor();
    await store.context().close();
  });

  it('receives stock, and the history says so', async () => {
    await page.getByRole('radio', { name: 'Sumar piezas recibidas' }).check();
    await page.getByRole('textbox', { name: 'Piezas recibidas' }).fill('5');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Hay 7 en existencia.').waitFor();
    await page.getByText('Apartadas en pagos abiertos: 0').waitFor();
    await page.getByRole('region', { name: 'Historial' }).getByText('Recibió piezas').waitFor();
    await expectAxeClean(page, 'after receiving stock');
  });

  it('a save from a form another admin overtook shows the current values, and starts again from them', async () => {
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    const token = await page.evaluate(() => localStorage.getItem('UserJWT')!);
    // another admin renames it meanwhile, through the API
    const current = await (
      await fetch(`${shop.baseUrl}/api/admin/products/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const { product_id: _, type: __, stock: ___, unitsSold: ____, ...form } = current.product;
    const other = await fetch(`${shop.baseUrl}/api/admin/products/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...form, name: `${name} (otra admin)` }),
    });
    expect(other.status).toBe(200);
    await page.getByRole('textbox', { name: 'Descripción', exact: true }).fill('Mi descripción');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'El producto cambió' });
    await alert.waitFor();
    await expectAxeClean(page, 'product editor, overtaken');
    await alert.getByRole('button', { name: 'Cargar los valores actuales' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe(`${name} (otra admin)`);
  });

  it('ships an order with its FedEx number; the customer then sees Rastrear paquete', async () => {
    await nav(page).getByRole('link', { name: 'Pedidos' }).click();
    await page.getByRole('heading', { name: 'Pedidos', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('En proceso');
    await page.waitForURL(/status=En/);
    // a home delivery, which ships (a pickup is made ready instead)
    await page.getByRole('combobox', { name: 'Entrega' }).selectOption('a');
    await page.waitForURL(/delivery=a/);
    // the demo customer's own orders: other test files' shoppers order on the same shop
    await page.getByRole('textbox', { name: 'Teléfono del cliente' }).fill(DEMO.phone);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.waitForURL(new RegExp(`phone=${DEMO.phone}`));
    await page.getByText(/^\d+ pedidos?$/).waitFor();
    await expectAxeClean(page, 'orders list');
    // a row of the orders table opens its order
    await page
      .getByRole('grid', { name: 'Pedidos' })
      .getByRole('rowheader', { name: /^#\d+$/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /^Pedido #\d+$/, level: 1 }).waitFor();
    const folio = Number(new URL(page.url()).pathname.split('/').at(-1));
    await expectAxeClean(page, 'order detail');
    // the cancel dialog, opened and kept
    await page.getByRole('button', { name: 'Cancelar pedido' }).click();
    await page.getByRole('dialog', { name: '¿Cancelar este pedido?' }).waitFor();
    await expectAxeClean(page, 'cancel dialog');
    await page.getByRole('button', { name: 'No, conservarlo' }).click();
    // a bad number first, then the right one
    await page.getByRole('textbox', { name: 'Número de guía de FedEx' }).fill('12');
    await page.getByRole('button', { name: 'Marcar enviado' }).click();
    await page.getByText(ADMIN_ERRORS.trackingLength).waitFor();
    await page.getByRole('textbox', { name: 'Número de guía de FedEx' }).fill('794612905532');
    await page.getByRole('button', { name: 'Marcar enviado' }).click();
    await page.getByRole('button', { name: 'Marcar entregado' }).waitFor();
    await page.getByRole('region', { name: 'Historial' }).getByText('Marcó enviado').waitFor();
    await shot(page, 'admin-order-1280.png', { fullPage: true });

    const customer = await newPage(shop, 1280);
    await customer.goto('/');
    await signInDemo(shop, customer);
    await customer.goto('/profile#orders');
    const order = customer.getByRole('listitem').filter({ hasText: `#${folio}` });
    const track = order.getByRole('link', { name: /Rastrear paquete/ });
    await track.waitFor();
    expect(await track.getAttribute('href')).toContain('794612905532');
    await customer.context().close();
  });

  it('creates a department and sets the delivery price, with the keyboard', async () => {
    await nav(page).getByRole('link', { name: 'Departamentos' }).click();
    await page.getByRole('heading', { name: 'Departamentos', level: 1 }).waitFor();
    await expectAxeClean(page, 'departments');
    const name = page.getByRole('textbox', { name: 'Nombre' }).first();
    await name.focus();
    await page.keyboard.type('Bolsas de mano');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /^#\d+ · Bolsas de mano$/ }).waitFor();

    await nav(page).getByRole('link', { name: 'Ajustes' }).click();
    const price = page.getByRole('textbox', { name: 'Precio del envío a domicilio (MXN)' });
    await price.fill('-5');
    await price.press('Enter');
    await page.getByText('El precio de envío no puede ser negativo.').waitFor();
    await expectAxeClean(page, 'settings with an error');
    await price.fill('149');
    await price.press('Enter');
    await page.getByText('Ajustes guardados.').waitFor();
  });

  describe("at phone width too: every screen, an existing product and order included (the demo's first ones)", () => {
    let phone: Page;
    beforeAll(async () => {
      phone = await newPage(shop, 375);
      await phone.goto('/');
      await phone.evaluate(
        ({ user, token }) => {
          localStorage.setItem('UserData', user);
          localStorage.setItem('UserJWT', token);
        },
        await page.evaluate(() => ({
          user: localStorage.getItem('UserData')!,
          token: localStorage.getItem('UserJWT')!,
        })),
      );
    });
    afterAll(async () => {
      await shot(phone, 'admin-settings-375.png', { fullPage: true });
      await phone.context().close();
    });
    // One test per screen: eight screens drawn and checked by axe took 31 s of one test's 60 on an idle 2-core machine.
    for (const path of [
      '/admin',
      '/admin/productos',
      '/admin/productos/nuevo',
      '/admin/productos/1',
      '/admin/pedidos',
      '/admin/pedidos/1',
      '/admin/departamentos',
      '/admin/ajustes',
    ]) {
      it(`${path} at 375 px`, async () => {
        await phone.goto(path);
        await phone.getByRole('navigation', { name: 'Administración de la tienda' }).waitFor();
        await phone.getByRole('heading', { level: 1 }).waitFor();
        await phone.getByText('Cargando…').waitFor({ state: 'detached' });
        await expectAxeClean(phone, `${path} 375`);
      });
    }
  });
});

/** Each step of a walk on a machine other tests load too; waits are for conditions, not times. */
const LOADED_MACHINE_MS = 240_000;

describe("the owner's day, by keyboard alone", () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(shop, 1366);
  });
  afterAll(async () => {
    await page.context().close();
  });
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

  it(
    'signs in and lands on /admin, in the back office’s own header with no shopper header',
    async () => {
      await page.goto('/login');
      await waitForApp(page);
      await page.getByRole('textbox', { name: 'Número de teléfono' }).focus();
      await page.keyboard.type('614 765 4321');
      await page.getByLabel('Contraseña', { exact: true }).focus();
      await page.keyboard.type('tienda2024');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.getByRole('heading', { name: 'El día de la tienda', level: 1 }).waitFor();
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'Ver tienda' }).waitFor();
      await header.getByRole('button', { name: /^Cuenta de / }).waitFor();
      await nav(page).waitFor();
      // no shopper search, cart, favourites or test-mode strip over the owner's desk
      expect(await page.getByRole('button', { name: /carrito/i }).count()).toBe(0);
      expect(await page.getByRole('combobox', { name: /buscar/i }).count()).toBe(0);
      expect(await page.getByRole('complementary', { name: 'Modo de prueba' }).count()).toBe(0);
      expect(await page.getByRole('banner').count()).toBe(1);
      await expectAxeClean(page, 'back office landing 1366');
    },
    LOADED_MACHINE_MS,
  );

  it(
    'sorts the products table by price, moves through it with the arrow keys and chooses rows with Space',
    async () => {
      await nav(page).getByRole('link', { name: 'Productos' }).focus();
      await page.keyboard.press('Enter');
      const table = page.getByRole('grid', { name: 'Productos de la tienda' });
      await table.waitFor();
      await table.getByRole('columnheader', { name: /Precio/ }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/sort=price/);
      await expect
        .poll(() => table.getByRole('columnheader', { name: /Precio/ }).getAttribute('aria-sort'))
        .toBe('ascending');
      const rows = table.getByRole('row');
      // the header says ascending at once; the rows follow when the server's sorted page arrives
      const firstPrices = async () =>
        (await rows.allTextContents())
          .slice(1, 9)
          .map((text) => Number(/\$([\d,]+\.\d\d)/.exec(text)?.[1]?.replace(/,/g, '')));
      await expect
        .poll(async () => (await firstPrices()).every((price, i, all) => i === 0 || price >= all[i - 1]!))
        .toBe(true);
      await rows.nth(1).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      // the arrow moved the focus to the next row
      expect(await focused()).toBe((await rows.nth(2).textContent())!.trim());
      await page.keyboard.press('Space');
      await page.getByRole('heading', { name: '2 productos elegidos' }).waitFor();
      expect(await rows.nth(1).getAttribute('aria-selected')).toBe('true');
      expect(await rows.nth(2).getAttribute('aria-selected')).toBe('true');
      expect(await rows.nth(3).getAttribute('aria-selected')).toBe('false');
      await expectAxeClean(page, 'products table with a selection 1366');
      await shot(page, 'admin-products-table-1366.png', { fullPage: true });
    },
    LOADED_MACHINE_MS,
  );

  it(
    'marks the chosen products down 20 %, seen in the table and in the product’s history',
    async () => {
      const table = page.getByRole('grid', { name: 'Productos de la tienda' });
      const first = table.getByRole('row').nth(1);
      const name = (await first.getByRole('rowheader').textContent())!.replace(/#\d+$/, '').trim();
      const id = Number(/#(\d+)$/.exec((await first.getByRole('rowheader').textContent())!.trim())![1]);
      const token = await page.evaluate(() => localStorage.getItem('UserJWT')!);
      const before = (
        await (
          await fetch(`${shop.baseUrl}/api/admin/products/${id}`, { headers: { authorization: `Bearer ${token}` } })
        ).json()
      ).product;
      // 20 % off the original price (the price, when not on sale), in whole pesos: Ajustes' default
      const expected = Math.round((Math.round((before.originalPrice || before.price) * 100) * 0.8) / 100);
      const money = (pesos: number) =>
        `$${pesos.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

      await page.getByRole('textbox', { name: 'Rebaja (%)' }).focus();
      await page.keyboard.type('20');
      await page.keyboard.press('Enter');
      // the new prices first, the focus on them; nothing changes until 'Aplicar'
      const preview = page.getByRole('region', { name: 'Precios con 20 % sobre el precio original' });
      await preview.getByText(`${name}: ${money(before.price)} → ${money(expected)}`).waitFor();
      await expect.poll(focused).toContain('Precios con 20 % sobre el precio original');
      await expectAxeClean(page, 'products with a mark-down preview 1366');
      await preview.getByRole('button', { name: 'Aplicar' }).click();
      const status = page.getByRole('status').filter({ hasText: '2 productos rebajados 20 %.' });
      await status.waitFor();
      // the outcome is said beside the buttons and takes the focus
      await expect.poll(focused).toContain('2 productos rebajados 20 %.');
      const row = table.getByRole('row').filter({ hasText: name });
      await row.getByText(money(expected), { exact: true }).waitFor();
      await row.getByText(`antes ${money(before.originalPrice || before.price)}`).waitFor();
      await expectAxeClean(page, 'products after a mark-down 1366');

      // Enter on a row opens its product, whose history says what happened
      await row.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`/admin/productos/${id}$`));
      const history = page.getByRole('region', { name: 'Historial' });
      await history.getByText('Rebajó').first().waitFor();
      await history
        .getByText(`Precio: ${money(before.price)} → ${money(expected)}`, { exact: false })
        .first()
        .waitFor();
      await history.getByText('Rebaja: 20 %', { exact: false }).first().waitFor();
      await expectAxeClean(page, 'product with its mark-down 1366');
    },
    LOADED_MACHINE_MS,
  );

  it(
    'is axe-clean at 390 px too, the table scrolling inside its frame',
    async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/admin/productos?sort=price');
      const table = page.getByRole('grid', { name: 'Productos de la tienda' });
      await table.waitFor();
      await table.getByRole('row').nth(1).focus();
      await page.keyboard.press('Space');
      await page.getByRole('heading', { name: '1 producto elegido' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAxeClean(page, 'products table 390');
      await shot(page, 'admin-products-table-390.png', { fullPage: true });
    },
    LOADED_MACHINE_MS,
  );
});
