/**
 * What the UI-path replays share: a fresh customer made through the API, the session as the app
 * stores it, in-app navigation, and how a toast, a navigation or the user menu is read.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { User } from '../../../contract/auth';
import { createMemoryStorage } from '../../../machines/effects';
import { saveSession, type Session } from '../../../machines/auth/storage';
import { navigateInApp } from '../harness';

export interface Customer {
  phone: string; // E.164, +52 and ten digits
  password: string;
  email: string;
  name: string;
  session: Session;
}

async function post(baseUrl: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/** A new customer of this run (signed up and logged in through the API). */
export async function newCustomer(baseUrl: string, tag: string): Promise<Customer> {
  const c = { phone: `+52614${String((Date.now() + Math.floor(Math.random() * 1e6)) % 1e7).padStart(7, '0')}`, password: 'secreta123', email: `${tag}.${Date.now()}@example.com`, name: `Ana ${tag}` };
  await post(baseUrl, '/auth/register_ecommerce', { username: c.name, email: c.email, password: c.password, confirmPassword: c.password, phoneNumber: c.phone });
  const login = (await post(baseUrl, '/auth/login_ecommerce', { phoneNumber: c.phone, password: c.password })) as { userData: User; token: string };
  return { ...c, session: { user: login.userData, token: login.token } };
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
  if (new URL(page.url()).pathname === path) return;
  await navigateInApp(page, path);
  await page.waitForURL((u) => u.pathname === path);
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

/** A toast with exactly this text is shown. */
export async function expectToast(page: Page, message: string) {
  await page.locator('[data-sonner-toast]').filter({ hasText: message }).first().waitFor({ timeout: 10_000 });
}

export async function expectPath(page: Page, to: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(to);
}
