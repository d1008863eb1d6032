/**
 * What the UI-path replays share: the shop and the one page a replay runs in, a fresh customer
 * made through the API, the session as the app stores it, in-app navigation, and how a toast, a
 * navigation or the user menu is read.
 */

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { User } from '../../../contract/auth';
import { type CodeRequest, CodeSentSchema } from '../../../contract/contact-codes';
import { type Session, saveSession } from '../../../machines/auth/storage';
import { createMemoryStorage } from '../../../machines/effects';
import { navigateInApp, newPage, type Shop, startShop } from '../harness';

/**
 * The shop and the one 1280 px page a replay file runs all its paths in, with toasts recorded
 * from the start: started before the file's tests, closed after them. Read them inside a test.
 */
export function replayShop(): { readonly shop: Shop; readonly page: Page } {
  const run = {} as { shop: Shop; page: Page };
  beforeAll(async () => {
    run.shop = await startShop();
    run.page = await newPage(run.shop, 1280);
    await recordToasts(run.page);
  }, 900_000);
  afterAll(async () => {
    await run.page?.context().close();
    await run.shop?.stop();
  });
  return run;
}

export interface Customer {
  phone: string; // E.164, +52 and ten digits
  password: string;
  email: string;
  name: string;
  session: Session;
}

async function post(baseUrl: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/**
 * A new customer of this run, signed up through the API as the page does: a code asked for the
 * phone and email, read from the test mode's answer (`test_code`: the shop of the browser tests
 * has no message channel), and the sign-up with it, which signs in.
 */
export async function newCustomer(baseUrl: string, tag: string): Promise<Customer> {
  const c = {
    phone: `+52614${String((Date.now() + Math.floor(Math.random() * 1e6)) % 1e7).padStart(7, '0')}`,
    password: 'secreta123',
    email: `${tag}.${Date.now()}@example.com`,
    name: `Ana ${tag}`,
  };
  const code = await testCode(baseUrl, { purpose: 'signup', phoneNumber: c.phone, email: c.email });
  const signedUp = (await post(baseUrl, '/auth/register_ecommerce', {
    username: c.name,
    email: c.email,
    password: c.password,
    confirmPassword: c.password,
    phoneNumber: c.phone,
    code,
  })) as { userData?: User; token?: string };
  if (!signedUp.userData || !signedUp.token) throw new Error('a sign-up with its code did not sign in');
  return { ...c, session: { user: signedUp.userData, token: signedUp.token } };
}

/** Asks a code (POST /api/auth/code) and reads it from the test mode's answer. */
export async function testCode(baseUrl: string, body: CodeRequest): Promise<string> {
  const sent = CodeSentSchema.parse(await post(baseUrl, '/auth/code', body));
  if (!sent.test_code) throw new Error(`no test_code: the shop sends codes by ${sent.channel}`);
  return sent.test_code;
}

/** localStorage as the app writes it for a signed-in session. */
export function sessionStorageOf(session: Session): Record<string, string> {
  const storage = createMemoryStorage();
  saveSession(storage, session);
  return storage.dump();
}

/** The ten national digits the phone field takes. */
export const national = (e164: string) => e164.replace(/^\+52/, '');

/** Goes to a page inside the app as a link does (a full load would restart the machines). */
export async function visit(page: Page, path: string) {
  // An address with a query ('/login?next=%2Ffavorites') is compared with its query.
  const where = (u: URL) => (path.includes('?') ? `${u.pathname}${u.search}` : u.pathname);
  if (where(new URL(page.url())) === path) return;
  await navigateInApp(page, path);
  await page.waitForURL((u) => where(u) === path);
}

/** Opens the user menu, reads its items, closes it. */
export async function userMenuItems(page: Page): Promise<string[]> {
  await page.locator('header').getByRole('button', { name: 'Mi cuenta' }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const items = await menu.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return items.map((t) => t.trim());
}

/**
 * Records the text of every toast the page shows (some last only 500 ms, gone before a check could
 * see them): install once per page, before its first load.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = log;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) {
          if (!(n instanceof HTMLElement)) continue;
          const toasts = n.matches('[data-sonner-toast]') ? [n] : [...n.querySelectorAll('[data-sonner-toast]')];
          for (const t of toasts) log.push(t.textContent ?? '');
        }
    }).observe(document, { subtree: true, childList: true });
  });
}

/** A toast with this text was shown since the last check that found it (each is found once). */
export async function expectToast(page: Page, message: string) {
  await expect
    .poll(() =>
      page.evaluate((m) => {
        const log = (window as unknown as { __toasts: string[] }).__toasts;
        const i = log.findIndex((t) => t.includes(m));
        if (i >= 0) log.splice(i, 1);
        return i >= 0;
      }, message),
    )
    .toBe(true);
}

/** The page went to `to`; with `reload`, as a full page load (a new document, taken over by the app). */
export async function expectPath(page: Page, to: string, reload = false) {
  if (reload) {
    await page.waitForFunction(
      () =>
        !(window as unknown as { __uiPathsStep?: boolean }).__uiPathsStep &&
        document.documentElement.hasAttribute('data-app-ready'),
    );
  }
  // An address with a query ('/login?next=%2Fpayment') is compared with its query.
  const where = (url: URL) => (to.includes('?') ? `${url.pathname}${url.search}` : url.pathname);
  await expect.poll(() => where(new URL(page.url()))).toBe(to);
}

/** No toast was shown but those the checks found (a refused event must not show an error of its own). */
export async function expectNoOtherToasts(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts.splice(0)),
    'toasts the machine did not emit',
  ).toEqual([]);
}
