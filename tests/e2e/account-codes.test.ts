/**
 * The one-time codes against the real server, in headless Chromium, as a shopper of a fresh
 * clone's shop meets them: no message channel is configured, so the store is in 'Modo de prueba'
 * and the page shows each code. A customer logs in by a code instead of the password; another
 * forgets the password, resets it by code and is signed in with the new one, which the next login
 * takes while the old one is refused. (The sign-up from PAGAR, signed in by its code and back on
 * /payment, is the checkout journey's: tests/e2e/checkout.test.ts.)
 */

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A } from '../../copy/account';
import { expectAxeClean } from './a11y-helpers';
import { newPage, type Shop, startShop } from './harness';
import { national, newCustomer } from './ui-paths/shopper';

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
}, 900_000);
afterAll(async () => {
  await shop?.stop();
});

/** The code step: the focus on its field, the code the test mode shows typed into it. */
async function typeShownCode(page: Page) {
  const field = page.getByLabel(A.code.label);
  await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
  const shown = (await page.locator('[data-test-code]').textContent()) ?? '';
  expect(shown).toMatch(/^\d{6}$/);
  await field.fill(shown);
}

const token = (page: Page) => page.evaluate(() => localStorage.getItem('UserJWT'));

describe('one-time codes in the store', () => {
  it('logs in by a code sent to the phone, no password typed', async () => {
    const customer = await newCustomer(shop.baseUrl, 'codigo');
    const page = await newPage(shop, 375);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill(national(customer.phone));
    await page.getByRole('button', { name: A.login.byCode }).click();
    await typeShownCode(page);
    await expectAxeClean(page, 'login code step');
    await page.getByRole('button', { name: A.code.enter }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => token(page)).toBeTruthy();
    await page.context().close();
  }, 90_000);

  it('a wrong code is refused on its field, and the step stays', async () => {
    const customer = await newCustomer(shop.baseUrl, 'codigomal');
    const page = await newPage(shop, 1280);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill(national(customer.phone));
    await page.getByRole('button', { name: A.login.byCode }).click();
    await typeShownCode(page);
    const field = page.getByLabel(A.code.label);
    const shown = await field.inputValue();
    await field.fill(shown === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: A.code.enter }).click();
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await token(page)).toBeNull();
    await expectAxeClean(page, 'login code refused');
    await page.context().close();
  }, 90_000);

  it('resets a forgotten password by code, is signed in with the new one, and the old one is refused', async () => {
    const customer = await newCustomer(shop.baseUrl, 'olvido');
    const page = await newPage(shop, 375);
    await page.goto('/login?next=%2Ffavorites');
    await page.getByRole('button', { name: A.login.forgot }).click();
    await page.getByRole('textbox', { name: A.reset.phone }).fill(national(customer.phone));
    await page.getByRole('button', { name: A.reset.submit }).click();
    await typeShownCode(page);
    await page.getByLabel(A.reset.newPassword, { exact: true }).fill('nuevaClave99');
    await page.getByLabel(A.reset.confirmPassword, { exact: true }).fill('nuevaClave99');
    await expectAxeClean(page, 'reset code step');
    await page.getByRole('button', { name: A.reset.save }).click();
    // Signed in with the new password, where the login was headed.
    await page.waitForURL((u) => u.pathname === '/favorites');
    await expect.poll(() => token(page)).toBeTruthy();
    // The reset ended every session of the account: the one newCustomer made is refused.
    const me = await fetch(`${shop.baseUrl}/api/user_ecommerce/me`, {
      headers: { Authorization: `Bearer ${customer.session.token}` },
    });
    expect(me.status).toBe(401);
    const login = (password: string) =>
      fetch(`${shop.baseUrl}/api/auth/login_ecommerce`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phoneNumber: customer.phone, password }),
      }).then((r) => r.status);
    expect(await login('nuevaClave99')).toBe(200);
    expect(await login(customer.password)).not.toBe(200);
    await page.context().close();
  }, 90_000);
});
