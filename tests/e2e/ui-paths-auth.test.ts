/**
 * The auth machine's generated paths replayed through the real UI (the harness
 * is tests/e2e/ui-paths/replay.ts). The login and signup answers are held with page.route until
 * the path's completion event answers them (the real customer's session, a refusal, or no
 * network); the profile's bearer calls are answered the same way for `auth.unauthorized`,
 * `auth.user.updated` and `auth.token.renewed`.
 */

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emit } from 'xstate';
import { loginPath, PATH, signupPath } from '../../contract/paths';
import { A } from '../../copy/account';
import { LEGAL } from '../../copy/legal';
import { type AuthEvent, authMachine } from '../../machines/auth/auth-machine';
import { neverSettles } from '../../machines/testing/model';
import {
  type Completions,
  type Effect,
  type Expectations,
  type Gestures,
  planPaths,
  type ReplaySpec,
  replay,
  type Start,
  type StepContext,
} from './ui-paths/replay';
import {
  type Customer,
  expectNoOtherToasts,
  expectPath,
  expectToast,
  national,
  newCustomer,
  replayShop,
  sessionStorageOf,
  userMenuItems,
  visit,
} from './ui-paths/shopper';

// The Node copy has no actor system with a cart: its logout message to the cart is recorded as an
// effect instead (as the model test does), and the page must show the emptied cart.
const machine = authMachine.provide({
  actors: { loginRequest: neverSettles(), signupRequest: neverSettles() },
  actions: { resetCart: emit({ type: 'cart.reset' } as never) },
});
type M = typeof machine;
type AuthStart = Start<M> & { customer: Customer };
type Ctx = StepContext<M, AuthStart>;

const LOGIN = '**/api/auth/login_ecommerce';
const SIGNUP = '**/api/auth/register_ecommerce';
const ME = '**/api/user_ecommerce/me';
const CHANGE_PASSWORD = '**/api/user_ecommerce/change_password/*';
const NEW_PHONE = '+526149876543';

async function setChecked(page: Page, label: string, on: boolean) {
  const box = page.getByRole('checkbox', { name: label });
  if ((await box.isChecked()) !== on) await box.click();
}

/** The profile page, drawn afresh (its mount asks GET /me), with /me answered by `answer`. */
async function openProfile(page: Page, answer: { status: number; json: unknown }) {
  await page.route(ME, (route) => route.fulfill(answer), { times: 1 });
  if (new URL(page.url()).pathname === '/profile') await visit(page, '/');
  await visit(page, '/profile');
}

const revoked: string[] = [];

const gestures = {
  'auth.login': async ({ page, held }, e) => {
    await visit(page, loginPath(e.next));
    await held.hold(LOGIN);
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill(national(e.phoneNumber));
    await page.getByLabel('Contraseña', { exact: true }).fill(e.password);
    await setChecked(page, A.login.remember, e.remember);
    await page.getByRole('button', { name: A.login.submit }).click();
    await held.arrived(LOGIN);
  },
  'auth.signup': async ({ page, held }, e) => {
    await visit(page, signupPath(e.next));
    await held.hold(SIGNUP);
    await page.getByLabel(A.signup.name).fill(e.username);
    await page.getByLabel(A.signup.email).fill(e.email);
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill(national(e.phoneNumber));
    await page.getByLabel(A.signup.password, { exact: true }).fill(e.password);
    await page.getByLabel(A.signup.confirm).fill(e.confirmPassword);
    await setChecked(page, A.signup.remember, e.remember);
    await setChecked(page, LEGAL.consentLabel, e.marketingConsent);
    await page.getByRole('button', { name: A.signup.submit }).click();
    await held.arrived(SIGNUP);
  },
  'auth.logout': async ({ page }) => {
    await page.locator('header').getByRole('button', { name: 'Mi cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  },
  // A bearer call answered 401 (the token was revoked elsewhere): the profile's GET /me.
  'auth.unauthorized': async ({ page }) => openProfile(page, { status: 401, json: { error: 'Token inválido' } }),
  // The profile page reloads the user (GET /me) and keeps UserData fresh.
  'auth.user.updated': async ({ page }, e) => openProfile(page, { status: 200, json: e.user }),
  // A password change answers the new token.
  'auth.token.renewed': async ({ page, before }, e) => {
    await openProfile(page, { status: 200, json: before.context.session!.user });
    await page.route(
      CHANGE_PASSWORD,
      (route) => route.fulfill({ status: 200, json: { message: 'Contraseña actualizada', token: e.token } }),
      { times: 1 },
    );
    await page.getByRole('button', { name: A.profile.changePassword }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(A.profile.currentPassword, { exact: true }).fill('secreta123');
    await dialog.getByLabel(A.profile.newPassword, { exact: true }).fill('secreta456');
    await dialog.getByLabel(A.profile.confirmPassword, { exact: true }).fill('secreta456');
    await dialog.getByRole('button', { name: A.profile.save }).click();
    await expectToast(page, 'Contraseña actualizada');
  },
  'xstate.done.actor.login': async ({ held }, e) => {
    const out = e.output as { ok: true; data: unknown } | { ok: false; status: number; error: string };
    await held.answer(LOGIN, (route) =>
      route.fulfill(out.ok ? { status: 200, json: out.data } : { status: out.status, json: { error: out.error } }),
    );
  },
  'xstate.error.actor.login': async ({ held }) => held.answer(LOGIN, (route) => route.abort('internetdisconnected')),
  'xstate.done.actor.signup': async ({ held }, e) => {
    const out = e.output as { ok: true; message: string } | { ok: false; status: number; error: string };
    await held.answer(SIGNUP, (route) =>
      route.fulfill(
        out.ok ? { status: 201, json: { message: out.message } } : { status: out.status, json: { error: out.error } },
      ),
    );
  },
  'xstate.error.actor.signup': async ({ held }) => held.answer(SIGNUP, (route) => route.abort('internetdisconnected')),
} satisfies Gestures<M, AuthStart, Completions<'login' | 'signup'>>;

const onForm = (page: Page) => ['/login', '/signup'].includes(new URL(page.url()).pathname);

/** The form's server error: shown after the form's own answer came back refused. */
async function expectFormError({ page, before, after }: Ctx) {
  const alert = page.getByRole('alert').filter({ hasText: /./ }).and(page.locator('[tabindex="-1"]'));
  if ((before.matches('signingIn') || before.matches('signingUp')) && after.context.error)
    await expect.poll(() => alert.textContent()).toBe(after.context.error);
}

const expectations = {
  restoring: 'transient',
  signingOut: 'transient',
  visitor: async (ctx) => {
    const { page, before, after } = ctx;
    // A sign-up opens the login form with the phone just typed filled in, 'Recordarme' as asked.
    if (before.matches('signingUp') && after.context.signedUpPhone && new URL(page.url()).pathname === '/login') {
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Número de teléfono' }).inputValue())
        .toMatch(new RegExp(national(after.context.signedUpPhone).split('').join('\\D*')));
      expect(await page.getByRole('checkbox', { name: A.login.remember }).isChecked()).toBe(
        after.context.remembered !== null,
      );
    }
    if (onForm(page)) {
      const submit = new URL(page.url()).pathname === '/login' ? A.login.submit : A.signup.submit;
      await expect.poll(() => page.getByRole('button', { name: submit }).isEnabled()).toBe(true);
      await expectFormError(ctx);
    }
    expect(await userMenuItems(page)).toContain('Iniciar sesión');
  },
  signingIn: async ({ page }) => {
    await expect.poll(() => page.getByRole('button', { name: A.login.submitting }).isDisabled()).toBe(true);
    expect(await page.locator('main form').getAttribute('aria-busy')).toBe('true');
  },
  signingUp: async ({ page }) => {
    await expect.poll(() => page.getByRole('button', { name: A.signup.submitting }).isDisabled()).toBe(true);
    expect(await page.locator('main form').getAttribute('aria-busy')).toBe('true');
  },
  signedIn: async ({ page, after }) => {
    const session = after.context.session!;
    if (new URL(page.url()).pathname === '/profile') {
      await page.getByText(session.user.name, { exact: true }).first().waitFor();
    }
    await expect.poll(() => page.evaluate(() => localStorage.getItem('UserJWT'))).toBe(session.token);
    expect(await userMenuItems(page)).toContain('Cerrar sesión');
  },
} satisfies Expectations<M, AuthStart>;

async function effect({ page }: Ctx, e: Effect) {
  switch (e.type) {
    case 'toast':
      return expectToast(page, e.message as string);
    case 'navigate':
      return expectPath(page, e.to as string, e.reload === true);
    case 'cart.reset':
      return void (await expect
        .poll(() =>
          page
            .locator('header')
            .getByRole('button', { name: /^Carrito/ })
            .getAttribute('aria-label'),
        )
        .toBe('Carrito, vacío'));
    case 'session.revoke.requested':
      return void (await expect.poll(() => revoked).toContain(e.token));
    default:
      throw new Error(`no page check for the effect ${e.type}`);
  }
}

function spec(customer: Customer): ReplaySpec<M, AuthStart> {
  const { session } = customer;
  // `next`: the login page's address names where to return (a login from a guarded page or PAGAR).
  const login = (remember: boolean, next?: string): AuthEvent => ({
    type: 'auth.login',
    phoneNumber: customer.phone,
    password: customer.password,
    remember,
    next,
  });
  const signup = (remember: boolean, next?: string): AuthEvent => ({
    type: 'auth.signup',
    username: 'Ana Nueva',
    email: 'ana.nueva@example.com',
    password: 'secreta123',
    confirmPassword: 'secreta123',
    phoneNumber: NEW_PHONE,
    // The optional purposes' box, ticked on one path and left unticked on the other.
    marketingConsent: remember,
    remember,
    next,
  });
  const completions = [
    { type: 'xstate.done.actor.login', output: { ok: true, data: { userData: session.user, token: session.token } } },
    { type: 'xstate.done.actor.login', output: { ok: false, status: 401, error: 'Invalid identifier or password' } },
    { type: 'xstate.error.actor.login', error: 'offline' },
    { type: 'xstate.done.actor.signup', output: { ok: true, message: 'Usuario registrado' } },
    { type: 'xstate.done.actor.signup', output: { ok: false, status: 409, error: 'El teléfono ya está registrado.' } },
    { type: 'xstate.error.actor.signup', error: 'offline' },
  ] as unknown as AuthEvent[];
  const events: AuthEvent[] = [
    login(true),
    login(false, PATH.favourites),
    signup(true),
    signup(false, PATH.favourites),
    { type: 'auth.logout' },
    { type: 'auth.unauthorized' },
    { type: 'auth.user.updated', user: { ...session.user, name: 'Ana Renombrada' } },
    { type: 'auth.token.renewed', token: 'token-renovado' },
    ...completions,
  ];
  return {
    folder: 'auth',
    machine,
    starts: [
      { name: 'a visitor', input: { session: null, remembered: null }, storage: {}, url: '/login', customer },
      {
        name: 'a signed-in customer',
        input: { session, remembered: null },
        storage: sessionStorageOf(session),
        url: '/',
        customer,
      },
    ],
    events: () => events,
    gestures,
    expectations,
    effect,
    nothingElse: ({ page }) => expectNoOtherToasts(page),
    preparePage: async (page) => {
      // The logout's revoke request is answered here: the real one would revoke this run's token.
      await page.route('**/api/auth/logout', async (route) => {
        revoked.push((route.request().headers().authorization ?? '').replace(/^Bearer /, ''));
        await route.fulfill({ status: 200, json: { message: 'Sesión cerrada' } });
      });
    },
  };
}

const run = replayShop();

describe('auth machine: generated paths through the real UI', () => {
  it('replays paths that take every transition the UI can produce', async () => {
    const { shop, page } = run;
    const s = spec(await newCustomer(shop.baseUrl, 'auth'));
    const plan = planPaths(s);
    console.log(
      `auth: ${plan.paths.length} paths, ${plan.paths.reduce((n, p) => n + p.path.steps.length - 1, 0)} steps`,
    );
    await replay(page, s, plan);
    expect(plan.unreachable).toEqual([]);
  }, 300_000);
});
