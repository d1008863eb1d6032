/**
 * The owner's orders in a real browser, by keyboard alone: the orders table (React Aria's grid:
 * arrow keys, sorting from a column header, Enter opens an order), a range of days picked on the
 * calendar, an order's packing slip as it prints (print media: the slip alone, with its folio,
 * date, customer, lines, 'Recoge en tienda' or the address, and the discount with its minus
 * sign), and a FedEx number corrected after shipping, which the customer's 'Rastrear paquete' then
 * follows. axe-core at 1366 and 390 px; screenshots of the table and of the slip on paper.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../copy/admin';
import { catalogue, DEMO, expectAxeClean, signInDemo, soldWhole } from './a11y-helpers';
import { newPage, type Shop, startShop } from './harness';
import { shot } from './screenshots';

let shop: Shop;
const WIDTHS = [1366, 390] as const;
const O = ADMIN.orders;
const OWNER = { phoneNumber: '+526147654321', password: 'tienda2024' };
const FIRST_NUMBER = '794612905532';
const CORRECTED_NUMBER = '771234567890';

async function login(credentials: { phoneNumber: string; password: string }) {
  const res = await fetch(`${shop.baseUrl}/api/auth/login_ecommerce`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { token: string; userData: { ecommerce_user_id: number } };
}

/** The demo customer pays two units of one product (the 2x1 takes one off) on the test checkout: the new folio. */
async function buy(delivery: 'c' | 'b'): Promise<number> {
  const customer = await login({ phoneNumber: `+52${DEMO.phone}`, password: DEMO.password });
  const product = (await catalogue(shop)).find((p) => soldWhole(p) && p.stock >= 4 && p.originalPrice === 0)!;
  const created = await fetch(`${shop.baseUrl}/api/payment/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({
      products: [{ product_id: product.product_id, quantity: 2 }],
      userId: customer.userData.ecommerce_user_id,
      delivery,
      shipping_address: delivery === 'b' ? '' : 'Calle Aldama 500, Centro, Chihuahua, Chih., 31000',
    }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
  const { url } = (await created.json()) as { url: string };
  const card = new URLSearchParams({
    name: 'María Fernanda Ochoa',
    number: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
  });
  const paid = await fetch(`${shop.baseUrl}${new URL(url, shop.baseUrl).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: card.toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const mine = (await (
    await fetch(`${shop.baseUrl}/api/bill/my-orders/${customer.userData.ecommerce_user_id}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    })
  ).json()) as { bill_id: number }[];
  return mine[0]!.bill_id;
}

/** The owner at their desk in Chihuahua, signed in; window.print counted instead of opening the print dialog. */
async function ownerPage(width: number): Promise<Page> {
  const context = await shop.browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    baseURL: shop.baseUrl,
    locale: 'es-MX',
    timezoneId: 'America/Chihuahua',
  });
  const owner = await context.newPage();
  owner.setDefaultTimeout(15_000);
  await owner.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  const session = await login(OWNER);
  await owner.goto('/');
  await owner.evaluate(
    ({ user, token }) => {
      localStorage.setItem('UserData', JSON.stringify(user));
      localStorage.setItem('UserJWT', token);
    },
    { user: session.userData, token: session.token },
  );
  return owner;
}

/** What has the focus: its role and its name or text, as a screen reader would start to say it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '',
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
    };
  });

/** Tab (forwards) until the focus is on what `is` accepts; fails after `max` presses. */
async function tabTo(page: Page, is: (f: { role: string; text: string }) => boolean, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (is(await focused(page))) return;
  }
  throw new Error(`tabbed ${max} times without reaching it; focus is on ${JSON.stringify(await focused(page))}`);
}

const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chihuahua' }).format(new Date());
const grid = (page: Page) => page.getByRole('grid', { name: O.heading });

let homeOrder = 0;
let pickupOrder = 0;

beforeAll(async () => {
  shop = await startShop();
  homeOrder = await buy('c');
  pickupOrder = await buy('b');
  const owner = await login(OWNER);
  const shipped = await fetch(`${shop.baseUrl}/api/admin/orders/${homeOrder}/fulfilment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ action: 'ship', tracking: FIRST_NUMBER }),
  });
  expect(shipped.status).toBe(200);
}, 900_000);
afterAll(async () => {
  await shop?.stop();
});

describe("the owner's orders, by keyboard alone", () => {
  let page: Page;
  beforeAll(async () => {
    page = await ownerPage(1366);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('the table: filtered by the customer’s phone, sorted from a column header, a row opened with Enter', async () => {
    await page.goto('/admin/pedidos');
    await grid(page).waitFor();
    await page.getByRole('textbox', { name: O.phone }).focus();
    await page.keyboard.type(DEMO.phone);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`phone=${DEMO.phone}`));
    await expectAxeClean(page, 'orders table 1366');

    // into the grid: the first row, then its folio, up to the headers, over to 'Total', Enter sorts
    await tabTo(page, (f) => f.role === 'row');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ role: 'rowheader' });
    await page.keyboard.press('ArrowUp');
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ role: 'columnheader', text: expect.stringContaining(O.columns.total) });
    await page.keyboard.press('Enter');
    await page.waitForURL(/sort=total_asc/);
    const total = page.getByRole('columnheader', { name: new RegExp(O.columns.total) });
    await expect.poll(() => total.getAttribute('aria-sort')).toBe('ascending');
    await page.keyboard.press('Enter');
    await page.waitForURL(/sort=total_desc/);
    await expect.poll(() => total.getAttribute('aria-sort')).toBe('descending');
    // The header says the new order at once, the rows come with the list's answer: wait for them
    // (the totals from largest down) before counting rows, or the count is the old order's.
    const totals = async () =>
      (await grid(page).locator('[role="row"] > [role="gridcell"]:last-child').allTextContents()).map((text) =>
        Number(text.replace(/[^\d.]/g, '')),
      );
    await expect
      .poll(async () => {
        const shown = await totals();
        return shown.length > 1 && shown.every((amount, i) => i === 0 || shown[i - 1]! >= amount);
      })
      .toBe(true);
    await shot(page, 'admin-orders-table-1366.png', { fullPage: true });

    // down to the shipped order's row, and Enter opens it
    const rows = grid(page).getByRole('rowheader');
    const folios = (await rows.allTextContents()).map((t) => Number(t.replace('#', '')));
    expect(folios).toContain(homeOrder);
    for (let i = 0; i <= folios.indexOf(homeOrder); i++) await page.keyboard.press('ArrowDown');
    // down the 'Total' column: the focus is on the order's total, and Enter opens its row
    expect((await focused(page)).text).toMatch(/^\$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/admin/pedidos/${homeOrder}$`));
    await page.getByRole('heading', { name: O.title(homeOrder), level: 1 }).waitFor();
  });

  it('a range of days picked on the calendar goes into the address and the list', async () => {
    await page.goto(`/admin/pedidos?phone=${DEMO.phone}`);
    await grid(page).waitFor();
    await page.getByRole('textbox', { name: O.phone }).focus();
    await tabTo(page, (f) => f.text === 'Calendario');
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: O.days });
    await calendar.waitFor();
    await expectAxeClean(page, 'date range calendar');
    // yesterday to tomorrow: today, in the shop's own clock, is inside
    for (const key of ['ArrowLeft', 'Enter', 'ArrowRight', 'ArrowRight', 'Enter']) await page.keyboard.press(key);
    await calendar.waitFor({ state: 'detached' });
    await page.waitForURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('from')! < shopToday() && shopToday() < query.get('to')!).toBe(true);
    await grid(page)
      .getByRole('rowheader', { name: `#${homeOrder}` })
      .waitFor();
    await grid(page)
      .getByRole('rowheader', { name: `#${pickupOrder}` })
      .waitFor();
    // a range that ended before today lists neither
    await page.goto(`/admin/pedidos?phone=${DEMO.phone}&from=2020-01-01&to=2020-01-31`);
    await page.getByText(O.none).waitFor();
    await expectAxeClean(page, 'orders table, nothing in range');
    await page.getByRole('button', { name: O.anyDays }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.has('from')).toBe(false);
    await grid(page)
      .getByRole('rowheader', { name: `#${homeOrder}` })
      .waitFor();
  });

  it('corrects the FedEx number of a shipped order: the history keeps both numbers', async () => {
    await page.goto(`/admin/pedidos/${homeOrder}`);
    await page.getByRole('heading', { name: O.title(homeOrder), level: 1 }).waitFor();
    await expectAxeClean(page, 'shipped order 1366');
    await tabTo(page, (f) => f.text === O.correctTracking);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: O.correctTitle });
    await dialog.waitFor();
    await dialog.getByText(O.correctBody(FIRST_NUMBER)).waitFor();
    // the dialog starts on its close button; the field is next. The same number is refused on its field, with the server's sentence
    await tabTo(page, (f) => f.role === 'input', 3);
    await page.keyboard.type(FIRST_NUMBER);
    await page.keyboard.press('Enter');
    await dialog.getByText(ADMIN.errors.trackingUnchanged).waitFor();
    await expectAxeClean(page, 'correct tracking, refused');
    expect(
      await page.getByRole('textbox', { name: O.correctField }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(CORRECTED_NUMBER);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const history = page.getByRole('region', { name: ADMIN.history.heading });
    await history.getByText(ADMIN.history.actions.trackingCorrected).waitFor();
    await history.getByText(`${ADMIN.history.fields.tracking}: ${FIRST_NUMBER} → ${CORRECTED_NUMBER}`).waitFor();
    await page.getByText(CORRECTED_NUMBER, { exact: true }).first().waitFor();
  });

  it("the customer's 'Rastrear paquete' follows the corrected number", async () => {
    const customer = await newPage(shop, 1366);
    await customer.goto('/');
    await signInDemo(shop, customer);
    await customer.goto('/profile#orders');
    const order = customer.getByRole('listitem').filter({ hasText: `#${homeOrder}` });
    const track = order.getByRole('link', { name: /Rastrear paquete/ });
    await track.waitFor();
    expect(await track.getAttribute('href')).toContain(CORRECTED_NUMBER);
    expect(await track.getAttribute('href')).not.toContain(FIRST_NUMBER);
    await customer.context().close();
  });
});

describe('an order the owner can pack, and its packing slip on paper', () => {
  for (const width of WIDTHS) {
    it(`a pickup order: photos, phone and email links, the discount's minus sign, and the slip alone in print (${width} px)`, async () => {
      const page = await ownerPage(width);
      await page.goto(`/admin/pedidos/${pickupOrder}`);
      await page.getByRole('heading', { name: O.title(pickupOrder), level: 1 }).waitFor();
      const lines = page.getByRole('region', { name: O.lines });
      await expect
        .poll(() =>
          lines
            .locator('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
      expect(await lines.locator('img').first().getAttribute('src')).toMatch(/^\/api\/product\/image\/.+\?w=320$/);
      expect(await page.getByRole('link', { name: /^Llamar al \+52 614 123 4567$/ }).getAttribute('href')).toBe(
        'tel:+526141234567',
      );
      expect(await page.getByRole('link', { name: /^Escribir a / }).getAttribute('href')).toMatch(/^mailto:.+@/);
      const discount = page.locator('dt', { hasText: O.discount }).locator('xpath=following-sibling::dd[1]');
      expect(await discount.first().textContent()).toMatch(/^−\$\d[\d,]*\.\d\d$/);
      await expectAxeClean(page, `order to pack ${width}`);

      // 'Imprimir hoja de empaque', by keyboard
      await tabTo(page, (f) => f.text === O.print);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

      await page.emulateMedia({ media: 'print' });
      const slip = page.getByRole('article', { name: new RegExp(ADMIN.slip.heading) });
      await slip.waitFor({ state: 'visible' });
      for (const text of [`#${pickupOrder}`, 'María Fernanda Ochoa', ADMIN.slip.pickup, O.subtotal, O.total])
        await slip.getByText(text).first().waitFor();
      expect(await slip.getByText(/^−\$\d/).count()).toBe(1);
      const quantities = await slip.locator('tbody tr td:nth-child(3)').allTextContents();
      expect(quantities).toEqual(['2']);
      expect(await slip.getByText(/\d{2}\/\d{2}\/\d{4}/).count()).toBeGreaterThan(0);
      // nothing else of the page prints: not the navigation, not a button
      expect(await page.getByRole('navigation', { name: ADMIN.nav.label }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: O.print }).isVisible()).toBe(false);
      expect(await page.getByRole('heading', { name: O.title(pickupOrder), level: 1 }).isVisible()).toBe(false);
      await shot(page, `admin-packing-slip-${width}.png`, { fullPage: true });

      await page.emulateMedia({ media: 'screen' });
      expect(await slip.isVisible()).toBe(false);
      await page.context().close();
    });
  }

  it('a home delivery’s slip says where it goes', async () => {
    const page = await ownerPage(1366);
    await page.goto(`/admin/pedidos/${homeOrder}`);
    await page.getByRole('heading', { name: O.title(homeOrder), level: 1 }).waitFor();
    await page.emulateMedia({ media: 'print' });
    const slip = page.getByRole('article', { name: new RegExp(ADMIN.slip.heading) });
    await slip.getByText('Calle Aldama 500, Centro, Chihuahua, Chih., 31000').waitFor();
    expect(await slip.getByText(ADMIN.slip.pickup).count()).toBe(0);
    await page.context().close();
  });

  it('the table at phone width: each order a card, still a grid, axe-clean', async () => {
    const page = await ownerPage(390);
    await page.goto(`/admin/pedidos?phone=${DEMO.phone}`);
    await grid(page)
      .getByRole('rowheader', { name: `#${homeOrder}` })
      .waitFor();
    await expectAxeClean(page, 'orders table 390');
    // no sideways scrolling on a phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'admin-orders-table-390.png', { fullPage: true });
    await page.context().close();
  });
});
