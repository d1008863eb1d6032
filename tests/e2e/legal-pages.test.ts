/**
 * The legal pages as a shopper meets them, in headless Chromium against the production build:
 * the footer's 'Legal' links on every kind of page (home, a list, a product, the payment step, the
 * account, an information page) reach 'Aviso de privacidad' and 'Términos y condiciones'; the
 * payment step shows the simplified notice and 'Precios en MXN con IVA incluido'; sign-up's
 * consent box is unticked until ticked, and a sign-up with it ticked is recorded with its date,
 * which the profile shows and withdraws. axe-core runs on each at 375 and 1280 px. The rule that an
 * unticked box records nothing is proven against the API (tests/api/marketing-consent.test.ts).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A } from '../../copy/account';
import { LEGAL } from '../../copy/legal';
import { type ApiProduct, catalogue, expectAxeClean, seedCart, signInDemo, soldWhole } from './a11y-helpers';
import { newPage, type Shop, startShop, WIDTHS } from './harness';

let shop: Shop;
let product: ApiProduct;

beforeAll(async () => {
  shop = await startShop();
  product = (await catalogue(shop)).find((p) => soldWhole(p) && p.stock >= 2)!;
}, 900_000);

afterAll(async () => {
  await shop?.stop();
});

const PAGES = {
  privacy: { path: '/AvisoPrivacidad', name: LEGAL.privacy },
  terms: { path: '/TerminosCondiciones', name: LEGAL.terms },
} as const;

/** The map of a delivery address is Google's: answered by a local page, so the test needs no internet. */
async function stubMaps(page: Page) {
  await page.context().route(/^https:\/\/(www|maps)\.google\.com\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="es"><head><title>Mapa</title></head><body><p>Mapa</p></body></html>',
    }),
  );
}

/** The footer's 'Legal' group links both pages; following `follow` lands on it, with its one h1. */
async function followFooterLink(page: Page, follow: keyof typeof PAGES) {
  const legal = page.locator('footer').getByRole('navigation', { name: LEGAL.footerHeading });
  await legal.scrollIntoViewIfNeeded();
  for (const { path, name } of Object.values(PAGES))
    expect(await legal.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(path);
  await legal.getByRole('link', { name: PAGES[follow].name, exact: true }).click();
  await page.waitForURL(`**${PAGES[follow].path}`);
  await expect.poll(() => page.locator('h1').allTextContents()).toEqual([PAGES[follow].name]);
}

describe('the legal pages', () => {
  it('every kind of page links both from its footer, and the links reach them', async () => {
    const page = await newPage(shop, 1280);
    await stubMaps(page);
    await seedCart(page, [{ ...product, quantity: 1 }]);
    const visits: [path: string, ready: () => Promise<unknown>, follow: keyof typeof PAGES][] = [
      ['/', () => page.locator('h1').waitFor(), 'privacy'],
      ['/products/all/1', () => page.locator('main article').first().waitFor(), 'terms'],
      [`/product/${product.product_id}`, () => page.locator('h1').waitFor(), 'privacy'],
      ['/Devoluciones', () => page.locator('h1').waitFor(), 'terms'],
    ];
    for (const [path, ready, follow] of visits) {
      await page.goto(path);
      await ready();
      await followFooterLink(page, follow);
    }

    // Signed in: the account and the payment step.
    await signInDemo(shop, page);
    await page.goto('/profile');
    await page.getByRole('heading', { name: LEGAL.profile.heading }).waitFor();
    await followFooterLink(page, 'terms');
    await page.goto('/payment');
    const pay = page.getByRole('button', { name: 'CONTINUAR AL PAGO' });
    await pay.waitFor();
    // Beside the pay button: the simplified notice with both links, and the prices' line under the total.
    const summary = page.locator('section', { has: pay });
    await summary.getByText(LEGAL.pricesIncludeTax).waitFor();
    await summary.getByText(LEGAL.checkoutNotice).waitFor();
    expect(await summary.getByRole('link', { name: LEGAL.privacy }).getAttribute('href')).toBe(PAGES.privacy.path);
    expect(await summary.getByRole('link', { name: LEGAL.terms }).getAttribute('href')).toBe(PAGES.terms.path);
    await followFooterLink(page, 'privacy');
    await page.context().close();
  }, 120_000);

  for (const width of WIDTHS) {
    it(`both pages, drawn by the server, pass axe-core at ${width}px`, async () => {
      const page = await newPage(shop, width);
      for (const { path, name } of Object.values(PAGES)) {
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        // The server drew it: its HTML already has the page's title and heading.
        const html = await res!.text();
        expect(html).toContain(`<title>${name} · Outlet Chihuahua</title>`);
        expect(await page.locator('h1').allTextContents()).toEqual([name]);
        await page.waitForLoadState('networkidle');
        await expectAxeClean(page, `${path} ${width}`);
      }
      await page.context().close();
    }, 60_000);
  }
});

describe('the sign-up’s consent box', () => {
  it('is unticked until ticked; ticked, the consent is recorded with its date and the profile withdraws it', async () => {
    const suffix = String(Date.now()).slice(-7);
    const phone = `614${suffix}`;
    const page = await newPage(shop, 375);
    await page.goto('/signup');
    const consent = page.getByRole('checkbox', { name: LEGAL.consentLabel });
    await consent.waitFor();
    expect(await consent.isChecked()).toBe(false);
    // The simplified notice and its links stand above the button.
    await page.getByText(LEGAL.signupNotice).waitFor();
    expect(await page.locator('main form').getByRole('link', { name: LEGAL.privacy }).getAttribute('href')).toBe(
      PAGES.privacy.path,
    );
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectAxeClean(page, `sign-up ${width}`);
    }

    await page.getByLabel('Nombre completo').fill('Rocío Legal Prueba');
    await page.getByLabel('Correo electrónico').fill(`rocio.${suffix}@example.com`);
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill(phone);
    await page.getByLabel('Contraseña', { exact: true }).fill('secreta123');
    await page.getByLabel('Confirmar contraseña').fill('secreta123');
    // The keyboard ticks it as well as a tap.
    await consent.focus();
    await page.keyboard.press('Space');
    expect(await consent.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'CREAR CUENTA' }).click();
    // The code step: the test shop shows the code; typed back, the sign-up signs in.
    const code = page.getByLabel(A.code.label);
    await code.waitFor();
    await code.fill((await page.locator('[data-test-code]').textContent()) ?? '');
    await page.getByRole('button', { name: 'CREAR CUENTA' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile');
    const privacy = page.locator('section', { has: page.getByRole('heading', { name: LEGAL.profile.heading }) });
    const today = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long' }).format(new Date());
    await privacy.getByText(LEGAL.profile.given(today)).waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectAxeClean(page, `profile consent given ${width}`);
    }
    await privacy.getByRole('button', { name: LEGAL.profile.withdraw }).click();
    await privacy.getByText(LEGAL.profile.withdrawn(today)).waitFor();
    await privacy.getByRole('button', { name: LEGAL.profile.give }).waitFor();
    await page.context().close();
  }, 120_000);
});
