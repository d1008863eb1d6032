/**
 * Accounts and checkout journey in headless Chromium against the production build and the real
 * server: a visitor fills a 2x1 cart, pays, is sent to log in, signs up with the code the test
 * mode shows (and is signed in, back on /payment), tries
 * delivery a, b and c with their gating, pays on the built-in test checkout (a declined card
 * first), lands on /success/{id} and finds the order in /profile#orders; then the demo customer
 * sees the seeded shipped order with 'Rastrear paquete'. axe-core runs on every page of the issue
 * (each profile modal open, each delivery choice, the test checkout) and each page is shot at 375
 * and 1280 px into SHOTS_DIR when set (./screenshots.ts).
 *
 * The Google Maps embed is answered by a local stub page: the test must not depend on the internet.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_ADDRESS } from '../../contract/checkout';
import { A } from '../../copy/account';
import { STORE } from '../../src/domain/store/store-info';
import {
  asBought,
  type BuyableProduct,
  chooseSize,
  expectAxeClean,
  type ApiProduct as ListedProduct,
} from './a11y-helpers';
import { newPage, type Shop, startShop } from './harness';
import { SHOTS_DIR, shot } from './screenshots';

const DEMO = { phone: '6141234567', password: 'outlet2024' };

/** Types a Chihuahua address in the open address form: the postal code chooses the state; the customer receives it. */
async function fillAddress(page: Page, a: { street: string; number: string; colonia: string; cp: string }) {
  const form = page.locator('main form');
  await form.getByLabel('Calle', { exact: true }).fill(a.street);
  await form.getByLabel('Número exterior', { exact: true }).fill(a.number);
  await form.getByLabel('Colonia', { exact: true }).fill(a.colonia);
  await form.getByLabel('Código postal', { exact: true }).fill(a.cp);
  await form.getByLabel('Municipio o alcaldía', { exact: true }).fill('Chihuahua');
  await form.getByLabel('Ciudad', { exact: true }).fill('Chihuahua');
}

let shop: Shop;
let page: Page;
let context: BrowserContext;

interface ApiProduct {
  product_id: number;
  name: string;
  price: number;
  originalPrice: number;
  stock: number;
}

const mxn = (pesos: number) => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(pesos);
const suffix = String(Date.now()).slice(-4);
const customer = {
  name: `Ana Prueba ${suffix.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`,
  email: `ana.${Date.now()}@example.com`,
  phone: `614555${suffix}`,
  password: 'secreta123',
};

async function stubMaps(ctx: BrowserContext) {
  await ctx.route(/^https:\/\/(www|maps)\.google\.com\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="es"><head><title>Mapa</title></head><body><div role="region" aria-label="Mapa de prueba">Mapa</div></body></html>',
    }),
  );
}

async function expectOneH1(p: Page, text: string | RegExp) {
  const h1 = p.locator('h1');
  // The route's chunk may still be loading: wait for its heading, then check it is the only one.
  await expect
    .poll(async () => ((await h1.count()) === 1 ? ((await h1.textContent()) ?? '').trim() : ''), { timeout: 10_000 })
    [typeof text === 'string' ? 'toBe' : 'toMatch'](text as string);
  expect(await p.title()).not.toBe('');
}

/** Screenshots of the current URL at both widths, in a second page sharing the session storage. */
async function shoot(name: string, p: Page = page) {
  if (!SHOTS_DIR) return; // only pictures: the page is loaded again only to draw them
  const url = p.url();
  for (const width of [375, 1280]) {
    const other = await context.newPage();
    await other.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    await other.goto(url);
    await other.locator('h1').first().waitFor();
    await other.waitForLoadState('networkidle').catch(() => undefined);
    await other.waitForTimeout(300);
    await shot(other, `${name}-${width}.png`, { fullPage: true });
    await other.close();
  }
}

/** Screenshots of the page as it is now (states a reload would lose: delivery choice, open modal). */
async function shootInPlace(name: string, p: Page = page) {
  if (!SHOTS_DIR) return;
  for (const width of [375, 1280]) {
    await p.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    await p.evaluate(() => window.scrollTo(0, 0));
    await p.waitForTimeout(300);
    await shot(p, `${name}-${width}.png`, { fullPage: true });
  }
}

async function cartLabel(p: Page) {
  return p
    .locator('header')
    .getByRole('button', { name: /^Carrito/ })
    .first()
    .getAttribute('aria-label');
}

beforeAll(async () => {
  shop = await startShop();
  page = await newPage(shop, 1280);
  context = page.context();
  await stubMaps(context);
}, 900_000);

afterAll(async () => {
  await context?.close();
  await shop?.stop();
});

describe('accounts and checkout journey', () => {
  let products: BuyableProduct[] = [];
  let sessionId = '';
  let expectedTotal = 0;
  let shippingPrice = 0;
  let billId = 0;

  it('a visitor fills a 2x1 cart, pays and is sent to /login', async () => {
    const res = await fetch(`${shop.baseUrl}/api/product/list?limit=60&withoutStock=false`);
    const list = ((await res.json()) as { products: ListedProduct[] }).products;
    // Garments are bought in a size (their most stocked), as a shopper chooses one.
    products = list
      .filter((p) => p.originalPrice === 0)
      .map(asBought)
      .filter((p) => p.stock >= 3)
      .slice(0, 2);
    expect(products).toHaveLength(2);

    for (const product of products) {
      await page.goto(`/product/${product.product_id}`);
      await chooseSize(page, product);
      await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
      await page.getByRole('dialog').getByText('Productos en tu carrito').waitFor();
      await page.keyboard.press('Escape');
    }
    await expect.poll(() => cartLabel(page)).toBe('Carrito, 2 productos');
    await page
      .locator('header')
      .getByRole('button', { name: /^Carrito/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'PAGAR' }).click();
    // The login returns to paying once signed in.
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('next') === '/payment');
    await expectOneH1(page, 'Iniciar sesión');
  }, 60_000);

  it('guards: a visitor on /profile, /payment and /success goes to /login, which returns there', async () => {
    for (const path of ['/profile', '/payment', '/success/cs_test_abcdefghijkl', '/cancel/?session_id=cs_test_x']) {
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('next') === path);
    }
  });

  it('login page: fields, validation messages tied to fields, the reset and the code beside the password, axe', async () => {
    await page.goto('/login');
    await expectOneH1(page, 'Iniciar sesión');
    const phone = page.getByRole('textbox', { name: 'Número de teléfono' });
    expect(await phone.getAttribute('autocomplete')).toBe('tel');
    expect(await phone.getAttribute('maxlength')).toBe('20');
    expect(await page.getByLabel('Número de teléfono: país').inputValue()).toBe('MX');
    expect(await page.getByLabel('Contraseña', { exact: true }).getAttribute('autocomplete')).toBe('current-password');
    await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
    await page.getByText('Por favor, ingrese un número de teléfono válido.').waitFor();
    await page.getByText('La contraseña es muy corta.').waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await phone.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-err'));
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(
      'Por favor, ingrese un número de teléfono válido.',
    );
    // '¿Olvidaste tu contraseña?' opens the reset by code (tests/e2e/account-codes.test.ts), and a
    // code can stand in for the password.
    expect(await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Recibir un código' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Regístrate' }).getAttribute('href')).toBe('/signup');
    await expectAxeClean(page, 'login with errors');
    // A wrong password shows the server's error above the form.
    await phone.fill(DEMO.phone);
    await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
    await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
    await page.getByRole('alert').filter({ hasText: 'incorrectos' }).waitFor();
    await expectAxeClean(page, 'login with server error');
    await shot(page, 'login-server-error-1280.png', { fullPage: true });
    await shoot('login');
  }, 60_000);

  it('signup: validation, then the code the test mode shows, signed in and back on /payment', async () => {
    await page.getByRole('link', { name: 'Regístrate' }).click();
    await page.waitForURL('**/signup');
    await expectOneH1(page, 'Crear cuenta');
    expect(await page.getByLabel('Nombre completo').getAttribute('autocomplete')).toBe('name');
    expect(await page.getByLabel('Correo electrónico').getAttribute('autocomplete')).toBe('email');
    expect(await page.getByLabel('Contraseña', { exact: true }).getAttribute('autocomplete')).toBe('new-password');
    await page.getByLabel('Nombre completo').fill('A');
    await page.getByLabel('Correo electrónico').fill('no-es-correo');
    await page.getByLabel('Contraseña', { exact: true }).fill('abc');
    await page.getByLabel('Confirmar contraseña').fill('abcdef');
    await page.getByRole('button', { name: 'CREAR CUENTA' }).click();
    for (const text of [
      'Por favor ingrese un nombre valido.',
      'Por favor introduzca una dirección de correo electrónico válida.',
      'Por favor, ingrese un número de teléfono válido.',
      'La contraseña es demasiado corta.',
    ]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await expectAxeClean(page, 'signup with errors');
    await shot(page, 'signup-errors-1280.png', { fullPage: true });
    await page.getByLabel('Contraseña', { exact: true }).fill('abcdefg');
    await page.getByRole('button', { name: 'CREAR CUENTA' }).click();
    await page.getByText('Las contraseñas no coinciden', { exact: true }).waitFor();
    await shoot('signup');

    // The shopper came from PAGAR: sign-up keeps the way back to paying.
    await page.goto('/login?next=%2Fpayment');
    await page.getByRole('link', { name: 'Regístrate' }).click();
    await page.waitForURL((u) => u.pathname === '/signup' && u.searchParams.get('next') === '/payment');
    await page.getByLabel('Nombre completo').fill(customer.name);
    await page.getByLabel('Correo electrónico').fill(customer.email);
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill(customer.phone);
    await page.getByLabel('Contraseña', { exact: true }).fill(customer.password);
    await page.getByLabel('Confirmar contraseña').fill(customer.password);
    await page.getByRole('button', { name: 'CREAR CUENTA' }).click();
    // The code step: in 'Modo de prueba' (no message channel, as here) the code is on the page.
    const code = page.getByLabel(A.code.label);
    await expect.poll(() => code.evaluate((el) => el === document.activeElement)).toBe(true);
    const shown = (await page.locator('[data-test-code]').textContent()) ?? '';
    expect(shown).toMatch(/^\d{6}$/);
    await expectAxeClean(page, 'signup code step');
    await shot(page, 'signup-code-1280.png', { fullPage: true });
    await code.fill(shown);
    await page.getByRole('button', { name: 'CREAR CUENTA' }).click();
    // Signed in by the code, and back where PAGAR was headed.
    await page.waitForURL((u) => u.pathname === '/payment');
    await page
      .getByText(/Tu cuenta fue creada/)
      .first()
      .waitFor();
  }, 60_000);

  it('signed up and in from PAGAR: on /payment with a session; signed in, /login and /signup go to /profile', async () => {
    await expectOneH1(page, 'Entrega y pago');
    expect(
      await page.evaluate(() => Boolean(localStorage.getItem('UserJWT') && localStorage.getItem('UserData'))),
    ).toBe(true);
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await page.waitForURL('**/profile');
    }
  }, 60_000);

  it('/payment: a needs the profile address, b is free pickup, c saves an address then Editar; totals and map', async () => {
    const token = await page.evaluate(() => localStorage.getItem('UserJWT'));
    const settings = (await (
      await fetch(`${shop.baseUrl}/api/settings/`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      shipping_delivery_price: number;
    };
    shippingPrice = settings.shipping_delivery_price;
    const [p1, p2] = products as [BuyableProduct, BuyableProduct];
    const itemsTotal = Math.max(p1.price, p2.price); // 2x1: only the highest price is charged

    await page.goto('/payment');
    await expectOneH1(page, 'Entrega y pago');
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    const grandTotal = () => summary.locator('dl > div').last().locator('dd').textContent();
    await summary
      .getByText(mxn(p1.price + p2.price))
      .first()
      .waitFor();
    await summary.getByText(`−${mxn(Math.min(p1.price, p2.price))}`).waitFor();

    // a (default): a new customer has no address, so the form appears and continuing is refused.
    const home = page.getByRole('radio', { name: /Envío a domicilio/ });
    expect(await home.isChecked()).toBe(true);
    await page.getByText('Tu dirección de envío está incompleta').waitFor();
    await expect.poll(grandTotal).toBe(mxn(itemsTotal + shippingPrice));
    await page.getByRole('button', { name: 'CONTINUAR AL PAGO' }).click();
    await page.getByText('Falta información del envío para continuar').first().waitFor();
    expect(page.url()).toContain('/payment');
    await expectAxeClean(page, 'payment a (address form)');
    await shootInPlace('payment-a-form');

    // b: store pickup, free, the shop's address and its map.
    await page.getByRole('radio', { name: /Recoger en tienda/ }).click();
    await page.getByText(STORE_ADDRESS.oneLine).waitFor();
    await expect.poll(grandTotal).toBe(mxn(itemsTotal));
    expect(await page.locator('iframe[title^="Mapa de la dirección de entrega"]').getAttribute('src')).toContain(
      'https://www.google.com/maps?q=',
    );
    await expectAxeClean(page, 'payment b');
    await shootInPlace('payment-b');

    // c: another address: validation, save (read-only), Editar reopens it.
    await page.getByRole('radio', { name: /Enviar a otra dirección/ }).click();
    await page.getByRole('button', { name: 'GUARDAR DIRECCIÓN' }).click();
    await page.getByText('El código postal debe tener 5 dígitos.').waitFor();
    await fillAddress(page, { street: 'Av. Juárez', number: '100', colonia: 'Centro', cp: '31000' });
    await page.getByRole('button', { name: 'GUARDAR DIRECCIÓN' }).click();
    await page.locator('main address').getByText('Av. Juárez 100', { exact: true }).waitFor();
    await page.getByText('Paquetería: FedEx').waitFor();
    await expectAxeClean(page, 'payment c saved');
    await shootInPlace('payment-c-saved');
    await page.getByRole('button', { name: 'Editar' }).click();
    expect(await page.getByLabel('Calle', { exact: true }).inputValue()).toBe('Av. Juárez');
    await expectAxeClean(page, 'payment c editing');
    await page.getByRole('button', { name: 'GUARDAR DIRECCIÓN' }).click();

    // back to a: completing the form saves it to the profile, then a is ready.
    await home.click();
    await fillAddress(page, { street: 'Calle Aldama', number: '200', colonia: 'Centro', cp: '31100' });
    await page.getByRole('button', { name: 'GUARDAR DIRECCIÓN' }).click();
    await page.locator('main address').getByText('Calle Aldama 200', { exact: true }).waitFor();
    await page.getByText('Paquetería: FedEx').waitFor();
    expect(await page.locator('iframe[title^="Mapa de la dirección de entrega"]').count()).toBe(1);
    expectedTotal = itemsTotal + shippingPrice;
    await expect.poll(grandTotal).toBe(mxn(expectedTotal));
    await expectAxeClean(page, 'payment a ready');
    await shootInPlace('payment-a-ready');
  }, 90_000);

  it('continue goes to the test checkout: a declined card, then 4242 pays and lands on /success/{id}', async () => {
    await page.getByRole('button', { name: 'CONTINUAR AL PAGO' }).click();
    await page.waitForURL('**/pay/test/**');
    sessionId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByText(mxn(expectedTotal)).first().waitFor();
    await expectAxeClean(page, 'test checkout');
    await shot(page, 'test-checkout-1280.png', { fullPage: true });
    await page.getByLabel('Nombre en la tarjeta').fill('Ana Prueba');
    await page.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
    await page.getByLabel('Vencimiento').fill('12/34');
    await page.getByLabel('Código de seguridad (CVC)').fill('123');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await page.getByRole('alert').waitFor();
    await expectAxeClean(page, 'test checkout declined');
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Vencimiento').fill('12/34');
    await page.getByLabel('Código de seguridad (CVC)').fill('123');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await page.waitForURL(`**/success/${sessionId}`);
    await expectOneH1(page, '¡Gracias por tu compra!');
    await page.getByText(mxn(expectedTotal)).first().waitFor();
    await expect.poll(() => cartLabel(page)).toBe('Carrito, vacío');
    const folio = await page.getByRole('link', { name: /Folio de tu pedido/ }).textContent();
    billId = Number(/(\d+)/.exec(folio ?? '')?.[1]);
    expect(billId).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'MIS COMPRAS' }).getAttribute('href')).toBe('/profile#orders');
    expect(await page.getByRole('link', { name: 'CONTINUAR' }).getAttribute('href')).toBe('/');
    await expectAxeClean(page, 'success');
    await shoot('success');
  }, 90_000);

  it('/profile#orders opens Compras with the new order and its total', async () => {
    await page.goto('/profile#orders');
    await expectOneH1(page, 'Mi cuenta');
    expect(await page.getByRole('tab', { name: 'Compras' }).getAttribute('aria-selected')).toBe('true');
    const order = page.getByRole('listitem').filter({ hasText: `Folio #${billId}` });
    await order.waitFor();
    await order.getByText(mxn(expectedTotal)).waitFor();
    await order.getByText('En proceso').waitFor();
    await order.getByText('Pendiente').waitFor();
    expect(await order.getByRole('link', { name: /Rastrear paquete/ }).count()).toBe(0);
    const help = await order.getByRole('link', { name: /Ayuda con este pedido/ }).getAttribute('href');
    expect(help?.startsWith(`${STORE.whatsappHref}?text=`)).toBe(true);
    expect(STORE.whatsappHref).toMatch(/^https:\/\/wa\.me\/52614\d{7}$/);
    const text = decodeURIComponent(help!.split('text=')[1]!);
    expect(text).toContain(customer.name);
    expect(text).toContain(String(billId));
    // es-MX date: dd/mm/yyyy, hh:mm a.m./p.m.
    expect(await order.locator('dd').first().textContent()).toMatch(
      /^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}\s?[ap]\.?\s?m\.?$/i,
    );
    await expectAxeClean(page, 'profile orders');
    await shoot('profile-orders');
  }, 60_000);

  it("order detail shows the lines and totals; another customer's order gets a clear message", async () => {
    await page.getByRole('link', { name: new RegExp(`Ver detalle.*${billId}`) }).click();
    await page.waitForURL(`**/BuyDetails/${billId}`);
    await expectOneH1(page, `Pedido ${billId}`);
    for (const p of products) await page.getByText(p.name).first().waitFor();
    await page.getByText('Terminación 4242').waitFor();
    await page.getByText('Calle Aldama 200').first().waitFor();
    await page
      .locator('dd')
      .filter({ hasText: mxn(expectedTotal) })
      .first()
      .waitFor();
    await expectAxeClean(page, 'buy details');
    await shoot('buy-details');
    await page.goto('/BuyDetails/1');
    await page.getByText('No encontramos ese pedido en tu cuenta.').waitFor();
    await expectAxeClean(page, 'buy details of someone else');
  }, 60_000);

  it('profile tab: personal info, N/A-free address, each modal opens and passes axe', async () => {
    await page.goto('/profile');
    expect(await page.getByRole('tab', { name: 'Perfil' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText(customer.email).waitFor();
    await page.getByText(`+52 614 555 ${suffix}`).waitFor();
    await page.getByText('Calle Aldama 200').waitFor();
    await expectAxeClean(page, 'profile');
    await shoot('profile');

    for (const [button, check] of [
      ['Editar perfil', 'Nombre'],
      ['Editar dirección', 'Código postal'],
      ['Cambiar contraseña', 'Contraseña actual'],
    ] as const) {
      const opener = page.getByRole('button', { name: button });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: button });
      await dialog.getByLabel(check, { exact: true }).waitFor();
      await expectAxeClean(page, `modal ${button}`);
      await shootInPlace(`modal-${button.toLowerCase().replace(/\s+/g, '-')}`);
      if (button === 'Cambiar contraseña') {
        await dialog.getByLabel('Contraseña actual', { exact: true }).fill(customer.password);
        await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('otra1234');
        await dialog.getByLabel('Confirmar nueva contraseña').fill('otra12345');
        await dialog.getByRole('button', { name: 'GUARDAR' }).click();
        await dialog.getByText('Las nuevas contraseñas no coinciden.').waitFor();
      }
      if (button === 'Editar perfil') {
        await dialog.getByRole('textbox', { name: 'Teléfono' }).fill('614123');
        await dialog.getByRole('button', { name: 'GUARDAR' }).click();
        await page.getByText('El número de teléfono debe tener al menos 10 dígitos.').first().waitFor();
        await shot(page, 'modal-profile-error-1280.png');
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      // Focus returns to the button that opened the modal (Radix gives it back in the tick after
      // the dialog leaves the page, so the check waits for it, as for the dialog above).
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    }

    // Edit the name for real.
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar perfil' });
    await dialog.getByLabel('Nombre', { exact: true }).fill(`${customer.name} Editada`);
    await dialog.getByRole('button', { name: 'GUARDAR' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByText(`${customer.name} Editada`).waitFor();
  }, 90_000);

  it('coming back from a hosted checkout without paying releases its units at once', async () => {
    const [p] = products;
    const stockNow = async () =>
      ((await (await fetch(`${shop.baseUrl}/api/product/single/${p!.product_id}`)).json()) as ApiProduct).stock;
    const before = await stockNow();
    const { token, user } = await page.evaluate(() => ({
      token: localStorage.getItem('UserJWT')!,
      user: JSON.parse(localStorage.getItem('UserData')!) as { ecommerce_user_id: number },
    }));
    const res = await fetch(`${shop.baseUrl}/api/payment/create-checkout-session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        products: [{ product_id: p!.product_id, quantity: 1, ...(p!.size ? { size: p!.size } : {}) }],
        userId: user.ecommerce_user_id,
        shipping_address: '',
        delivery: 'b',
      }),
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    await expect.poll(stockNow).toBe(before - 1); // product answers may be a second old
    // Stripe's cancel URL is /cancel/?session_id={id}: the page asks the API to release it.
    await page.goto(`/cancel/?session_id=${id}`);
    await expectOneH1(page, 'Pago no completado');
    await expect.poll(stockNow).toBe(before);
  }, 60_000);

  it('/cancel/ and /Success', async () => {
    await page.goto('/cancel/');
    await expectOneH1(page, 'Pago no completado');
    await page.getByText('Payment was not successful, please try again').waitFor();
    expect(await page.getByRole('link', { name: 'VOLVER AL INICIO' }).getAttribute('href')).toBe('/');
    await expectAxeClean(page, 'cancel');
    await shoot('cancel');
    await page.goto('/Success');
    await expectOneH1(page, 'Compra realizada');
    expect(await page.getByRole('link', { name: 'MIS COMPRAS' }).getAttribute('href')).toBe('/profile#orders');
    await expectAxeClean(page, 'purchase done');
    await shoot('purchase-done');
  }, 60_000);

  it('the demo customer sees the shipped order with Rastrear paquete', async () => {
    await page.evaluate(() => {
      localStorage.removeItem('UserJWT');
      localStorage.removeItem('UserData');
    });
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill(DEMO.phone);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto('/profile#orders');
    const shipped = page.getByRole('listitem').filter({ hasText: 'enviado' }).first();
    await shipped.waitFor();
    const track = shipped.getByRole('link', { name: /Rastrear paquete/ });
    expect(await track.getAttribute('href')).toMatch(/^https:\/\/www\.fedex\.com\/fedextrack\/\?trknbr=\d+$/);
    expect(await track.getAttribute('target')).toBe('_blank');
    await expectAxeClean(page, 'demo orders');
    await shoot('profile-orders-demo');
  }, 60_000);

  it('a visitor on an order detail gets asked to log in', async () => {
    const visitor = await newPage(shop, 375);
    await visitor.goto(`/BuyDetails/${billId}`);
    await visitor.getByText('Inicia sesión para ver este pedido').waitFor();
    // Its login returns to the order.
    expect(await visitor.getByRole('link', { name: 'INICIAR SESIÓN' }).getAttribute('href')).toBe(
      `/login?next=%2FBuyDetails%2F${billId}`,
    );
    await expectAxeClean(visitor, 'buy details visitor');
    await shot(visitor, 'buy-details-visitor-375.png', { fullPage: true });
    await visitor.context().close();
  }, 60_000);
});
