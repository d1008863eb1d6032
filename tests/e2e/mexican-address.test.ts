/**
 * The Mexican address in the browser, one customer walked through it: on /payment a new
 * customer's 'CONTINUAR AL PAGO' moves the focus to the first missing field with the store's
 * message; the postal code chooses the state as it is typed; a state that disagrees with the postal
 * code is refused at the field; continue saves the complete address to the profile, which is then
 * shown with 'Cambiar dirección' to change it in place; the order is paid on the test checkout and
 * the owner's order screen shows the address field by field, its references and who receives it.
 * axe-clean at 375 and 1280 px in each state; screenshots into SHOTS_DIR when set (./screenshots.ts).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Product, toShopProduct } from '../../contract/product';
import { ADDRESS } from '../../copy/address';
import { C } from '../../copy/checkout';
import { MESSAGES } from '../../copy/notices';
import { toCartLine } from '../../machines/cart/cart-machine';
import { serializeCart } from '../../machines/cart/storage';
import { DEMO_OWNER } from '../../server/db/seed';
import { catalogue, expectAxeClean, soldWhole } from './a11y-helpers';
import { newPage, type Shop, startShop } from './harness';
import { shot } from './screenshots';
import { newCustomer, sessionStorageOf } from './ui-paths/shopper';

const P = C.payment;
const L = ADDRESS.label;

let shop: Shop;
let page: Page;

beforeAll(async () => {
  shop = await startShop();
  page = await newPage(shop, 1280);
  await page
    .context()
    .route(/^https:\/\/(www|maps)\.google\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="es"><title>Mapa</title></html>' }),
    );
}, 900_000);
afterAll(async () => {
  await page?.context().close();
  await shop?.stop();
});

/** axe at both widths, and the page as it is now shot at both. */
async function checkBothWidths(name: string) {
  // A toast fading out is half transparent: axe reads its colours once it is gone.
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    await expectAxeClean(page, `${name} at ${width}`);
    await shot(page, `${name}-${width}.png`, { fullPage: true });
  }
}

const form = () => page.locator('main form');
const field = (label: string) => form().getByLabel(label, { exact: true });
const focusedLabel = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.labels?.[0]?.textContent ?? null;
  });
const errorOf = (label: string) =>
  field(label).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id.endsWith('-err'))
      .map((id) => document.getElementById(id)?.textContent)
      .join(''),
  );

describe('the Mexican address in checkout', () => {
  let billId = 0;

  it('continue without an address focuses the first missing field; the postal code fills the state; a mismatch is refused; continue saves it', async () => {
    const customer = await newCustomer(shop.baseUrl, 'domicilio');
    const product = ((await catalogue(shop)) as unknown as Product[]).find(
      (p) => soldWhole(p) && p.originalPrice === 0 && p.stock >= 2,
    )!;
    const storage = {
      ...sessionStorageOf(customer.session),
      root: serializeCart([toCartLine(toShopProduct(product), 1)]),
    };
    await page.goto('/api/department');
    await page.evaluate((items) => {
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
    }, storage);
    await page.goto('/payment');
    await page.getByRole('heading', { level: 1, name: 'Entrega y pago' }).waitFor();
    await field(L.shipping_address_line1).waitFor();
    // The customer is who receives it, unless changed.
    expect(await field(L.shipping_receiver_name).inputValue()).toBe(customer.name);

    // 'CONTINUAR AL PAGO' with nothing typed: the store's message in the form, the focus on 'Calle'.
    await page.getByRole('button', { name: P.continue }).click();
    await form().getByRole('alert').filter({ hasText: MESSAGES.missingShippingInfo }).waitFor();
    await expect.poll(focusedLabel).toBe(L.shipping_address_line1);
    expect(await field(L.shipping_neighborhood).getAttribute('aria-invalid')).toBe('true');
    await checkBothWidths('address-missing');

    // The first two digits of the postal code choose the state as they are typed.
    await field(L.shipping_address_line1).fill('Calle Aldama');
    await field(L.shipping_exterior_number).fill('200');
    await field(L.shipping_interior_number).fill('3');
    await field(L.shipping_neighborhood).fill('Zona Centro');
    await field(L.shipping_zipcode).pressSequentially('31');
    await expect.poll(() => field(L.shipping_state).inputValue()).toBe('Chihuahua');
    await field(L.shipping_zipcode).pressSequentially('000');
    await field(L.shipping_municipality).fill('Chihuahua');
    await field(L.shipping_city).fill('Chihuahua');
    await field(L.shipping_references).fill('Entre Ocampo y Juárez, portón negro');

    // A state that disagrees with the postal code is refused at the state, before paying.
    await field(L.shipping_state).selectOption('Sonora');
    await page.getByRole('button', { name: P.continue }).click();
    await expect.poll(() => errorOf(L.shipping_state)).toBe(ADDRESS.error.postalCodeOtherState('Chihuahua'));
    await expect.poll(focusedLabel).toBe(L.shipping_state);
    expect(page.url()).toContain('/payment');
    await checkBothWidths('address-mismatch');

    // Put right, continue saves it to the profile: shown read-only with a way to change it here.
    await field(L.shipping_state).selectOption('Chihuahua');
    await page.getByRole('button', { name: P.continue }).click();
    const shown = page.locator('main address');
    await shown.getByText('Calle Aldama 200, Int. 3', { exact: true }).waitFor();
    await shown
      .getByText(ADDRESS.line.receiver(customer.name, customer.phone.replace(/^\+52/, '')), { exact: true })
      .waitFor();
    const me = await fetch(`${shop.baseUrl}/api/user_ecommerce/me`, {
      headers: { authorization: `Bearer ${customer.session.token}` },
    });
    expect(await me.json()).toMatchObject({
      shipping_neighborhood: 'Zona Centro',
      shipping_state: 'Chihuahua',
      shipping_zipcode: '31000',
    });
    await checkBothWidths('address-ready');

    // Changed in place: 'Cambiar dirección' opens the form as saved, 'Cancelar' goes back.
    await page.getByRole('button', { name: P.changeAddress }).click();
    expect(await field(L.shipping_neighborhood).inputValue()).toBe('Zona Centro');
    expect(await field(L.shipping_state).inputValue()).toBe('Chihuahua');
    await form().getByRole('button', { name: P.cancelChange }).click();
    await page.getByRole('button', { name: P.changeAddress }).waitFor();

    // Paid on the test checkout.
    await page.getByRole('button', { name: P.continue }).click();
    await page.waitForURL('**/pay/test/**');
    await page.getByLabel('Nombre en la tarjeta').fill('Ana Prueba');
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Vencimiento').fill('12/34');
    await page.getByLabel('Código de seguridad (CVC)').fill('123');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await page.waitForURL('**/success/**');
    const orders = await fetch(`${shop.baseUrl}/api/bill/my-orders/${customer.session.user.ecommerce_user_id}`, {
      headers: { authorization: `Bearer ${customer.session.token}` },
    });
    const [bill] = (await orders.json()) as { bill_id: number; shipping_address: string }[];
    expect(bill!.shipping_address).toContain('Col. Zona Centro');
    billId = bill!.bill_id;
  }, 240_000);

  it('the owner’s order screen shows the address field by field, its references and who receives it', async () => {
    const login = await fetch(`${shop.baseUrl}/api/auth/login_ecommerce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: '+526147654321', password: DEMO_OWNER.password }),
    });
    const owner = (await login.json()) as { userData: unknown; token: string };
    await page.evaluate(
      ({ user, token }) => {
        localStorage.setItem('UserData', JSON.stringify(user));
        localStorage.setItem('UserJWT', token);
      },
      { user: owner.userData, token: owner.token },
    );
    await page.goto(`/admin/pedidos/${billId}`);
    const address = page.locator('main address');
    await address.getByText('Col. Zona Centro', { exact: true }).waitFor();
    expect(await address.innerText()).toContain(ADDRESS.line.references('Entre Ocampo y Juárez, portón negro'));
    expect(await address.innerText()).toContain('Chihuahua, Chihuahua, C.P. 31000');
    await checkBothWidths('owner-order-address');
  }, 120_000);
});
