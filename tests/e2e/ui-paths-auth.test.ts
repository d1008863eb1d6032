/**
 * The auth machine's generated paths replayed through the real UI (the harness
 * is tests/e2e/ui-paths/replay.ts). The login, code, sign-up, login-by-code and reset answers are
 * held with page.route until the path's completion event answers them (the real customer's
 * session, a refusal, or no network); the profile's bearer calls are answered the same way for
 * `auth.unauthorized`, `auth.user.updated` and `auth.token.renewed`. The code's answer is the
 * test mode's ('Modo de prueba': the code shown on the page), as a fresh clone's shop gives.
 */

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emit } from 'xstate';
import { guestPath, loginPath, PATH, signupPath } from '../../contract/paths';
import { A } from '../../copy/account';
import { CODES } from '../../copy/codes';
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
  actors: {
    loginRequest: neverSettles(),
    codeRequest: neverSettles(),
    signupRequest: neverSettles(),
    codeLoginRequest: neverSettles(),
    resetRequest: neverSettles(),
    guestRequest: neverSettles(),
  },
  actions: { resetCart: emit({ type: 'cart.reset' } as never) },
});
type M = typeof machine;
type AuthStart = Start<M> & { customer: Customer };
type Ctx = StepContext<M, AuthStart>;

const LOGIN = '**/api/auth/login_ecommerce';
const SIGNUP = '**/api/auth/register_ecommerce';
const CODE = '**/api/auth/code';
const CODE_LOGIN = '**/api/auth/login_code';
const RESET = '**/api/auth/reset_password';
const GUEST = '**/api/auth/guest';
const TEST_CODE = '123456';
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
    await held.hold(CODE);
    await page.getByLabel(A.signup.name).fill(e.username);
    await page.getByLabel(A.signup.email).fill(e.email);
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill(national(e.phoneNumber));
    await page.getByLabel(A.signup.password, { exact: true }).fill(e.password);
    await page.getByLabel(A.signup.confirm).fill(e.confirmPassword);
    await setChecked(page, A.signup.remember, e.remember);
    await setChecked(page, LEGAL.consentLabel, e.marketingConsent);
    await page.getByRole('button', { name: A.signup.submit }).click();
    await held.arrived(CODE);
  },
  'auth.signup.confirm': async ({ page, held }, e) => {
    await held.hold(SIGNUP);
    await page.getByLabel(A.code.label).fill(e.code);
    await page.getByRole('button', { name: A.signup.submit }).click();
    await held.arrived(SIGNUP);
    // The account is asked for with the code the page showed.
    expect(held.peek(SIGNUP).postDataJSON()).toMatchObject({ code: e.code });
  },
  'auth.code.request': async ({ page, held }, e) => {
    await visit(page, loginPath(e.next));
    await held.hold(CODE);
    const back = page.getByRole('button', { name: A.reset.back });
    if (e.purpose === 'login') {
      if (await back.isVisible()) await back.click();
      await page.getByRole('textbox', { name: 'Número de teléfono' }).fill(national(e.phoneNumber));
      await setChecked(page, A.login.remember, e.remember);
      await page.getByRole('button', { name: A.login.byCode }).click();
    } else {
      if (!(await back.isVisible())) await page.getByRole('button', { name: A.login.forgot }).click();
      await page.getByRole('textbox', { name: 'Número de teléfono' }).fill(national(e.phoneNumber));
      await page.getByRole('button', { name: A.reset.submit }).click();
    }
    await held.arrived(CODE);
  },
  'auth.guest': async ({ page, held }, e) => {
    await visit(page, guestPath(e.next));
    await held.hold(CODE);
    await page.getByLabel(A.guest.name).fill(e.name);
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill(national(e.phoneNumber));
    await page.getByLabel(A.guest.email).fill(e.email ?? '');
    await page.getByRole('button', { name: A.guest.submit }).click();
    await held.arrived(CODE);
    // The code is asked for the guest's phone, with the email only when one was typed.
    expect(held.peek(CODE).postDataJSON()).toEqual({
      purpose: 'guest',
      phoneNumber: e.phoneNumber,
      ...(e.email ? { email: e.email } : {}),
    });
  },
  'auth.guest.confirm': async ({ page, held }, e) => {
    await held.hold(GUEST);
    await page.getByLabel(A.code.label).fill(e.code);
    await page.getByRole('button', { name: A.guest.enter }).click();
    await held.arrived(GUEST);
    expect(held.peek(GUEST).postDataJSON()).toMatchObject({ code: e.code });
  },
  'auth.code.resend': async ({ page, held }) => {
    await held.hold(CODE);
    // Offered once the wait the answer named is over.
    const resend = page.getByRole('button', { name: A.code.resend, exact: true });
    await expect.poll(() => resend.isEnabled(), { timeout: 5_000 }).toBe(true);
    await resend.click();
    await held.arrived(CODE);
  },
  'auth.code.cancel': async ({ page }) => page.getByRole('button', { name: A.code.back }).click(),
  'auth.code.login': async ({ page, held }, e) => {
    await held.hold(CODE_LOGIN);
    await page.getByLabel(A.code.label).fill(e.code);
    await page.getByRole('button', { name: A.code.enter }).click();
    await held.arrived(CODE_LOGIN);
  },
  'auth.reset.confirm': async ({ page, held }, e) => {
    await held.hold(RESET);
    await page.getByLabel(A.code.label).fill(e.code);
    await page.getByLabel(A.reset.newPassword, { exact: true }).fill(e.newPassword);
    await page.getByLabel(A.reset.confirmPassword, { exact: true }).fill(e.confirmPassword);
    await page.getByRole('button', { name: A.reset.save }).click();
    await held.arrived(RESET);
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
  'xstate.done.actor.code': async ({ held }, e) => {
    const out = e.output as { ok: true; sent: unknown } | { ok: false; status: number; error: string };
    await held.answer(CODE, (route) =>
      route.fulfill(out.ok ? { status: 200, json: out.sent } : { status: out.status, json: { error: out.error } }),
    );
  },
  'xstate.error.actor.code': async ({ held }) => held.answer(CODE, (route) => route.abort('internetdisconnected')),
  'xstate.done.actor.signup': async ({ held }, e) => {
    const out = e.output as
      | { ok: true; message: string; data?: { userData: unknown; token: string } }
      | { ok: false; status: number; error: string };
    await held.answer(SIGNUP, (route) =>
      route.fulfill(
        out.ok
          ? { status: 201, json: { message: out.message, ...out.data } }
          : { status: out.status, json: { error: out.error } },
      ),
    );
  },
  'xstate.error.actor.signup': async ({ held }) => held.answer(SIGNUP, (route) => route.abort('internetdisconnected')),
  'xstate.done.actor.codeLogin': async ({ held }, e) => {
    const out = e.output as { ok: true; data: unknown } | { ok: false; status: number; error: string };
    await held.answer(CODE_LOGIN, (route) =>
      route.fulfill(out.ok ? { status: 200, json: out.data } : { status: out.status, json: { error: out.error } }),
    );
  },
  'xstate.error.actor.codeLogin': async ({ held }) =>
    held.answer(CODE_LOGIN, (route) => route.abort('internetdisconnected')),
  // The app's reset is the reset, then a login with the new password: that login is answered too.
  'xstate.done.actor.reset': async ({ page, held }, e) => {
    const out = e.output as { ok: true; message: string; data: unknown } | { ok: false; status: number; error: string };
    if (out.ok)
      await page.route(
        LOGIN,
        (route) =>
          route.fulfill(
            out.data ? { status: 200, json: out.data } : { status: 429, json: { error: 'Demasiados intentos.' } },
          ),
        { times: 1 },
      );
    await held.answer(RESET, (route) =>
      route.fulfill(
        out.ok ? { status: 200, json: { message: out.message } } : { status: out.status, json: { error: out.error } },
      ),
    );
  },
  'xstate.error.actor.reset': async ({ held }) => held.answer(RESET, (route) => route.abort('internetdisconnected')),
  'xstate.done.actor.guest': async ({ held }, e) => {
    const out = e.output as { ok: true; data: unknown } | { ok: false; status: number; error: string };
    await held.answer(GUEST, (route) =>
      route.fulfill(out.ok ? { status: 200, json: out.data } : { status: out.status, json: { error: out.error } }),
    );
  },
  'xstate.error.actor.guest': async ({ held }) => held.answer(GUEST, (route) => route.abort('internetdisconnected')),
} satisfies Gestures<M, AuthStart, Completions<'login' | 'code' | 'signup' | 'codeLogin' | 'reset' | 'guest'>>;

const FORMS = ['/login', '/signup', '/comprar-sin-cuenta'];
const onForm = (page: Page) => FORMS.includes(new URL(page.url()).pathname);

/** The form's server error: shown after the form's own first request came back refused. */
async function expectFormError({ page, before, after }: Ctx) {
  const alert = page.getByRole('alert').filter({ hasText: /./ }).and(page.locator('[tabindex="-1"]'));
  if ((before.matches('signingIn') || before.matches({ code: 'requesting' })) && after.context.error)
    await expect.poll(() => alert.textContent()).toBe(after.context.error);
}

/** A request is out: the form says it is busy. */
async function expectBusy(page: Page, button: string) {
  await expect.poll(() => page.getByRole('button', { name: button }).isDisabled()).toBe(true);
  expect(await page.locator('main form').getAttribute('aria-busy')).toBe('true');
}

/** The code step's own form is out to the server. */
const expectCodeBusy = async ({ page }: Ctx) => expectBusy(page, A.code.checking);

const expectations = {
  restoring: 'transient',
  signingOut: 'transient',
  visitor: async (ctx) => {
    const { page, after } = ctx;
    // A sign-up or a reset that did not sign in opens the login form with the phone filled in,
    // 'Recordarme' as asked.
    const filled = after.context.loginPhone;
    if (filled && filled !== ctx.before.context.loginPhone && new URL(page.url()).pathname === '/login') {
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Número de teléfono' }).inputValue())
        .toMatch(new RegExp(national(filled).split('').join('\\D*')));
      expect(await page.getByRole('checkbox', { name: A.login.remember }).isChecked()).toBe(
        after.context.remembered?.phoneNumber === filled,
      );
    }
    if (onForm(page)) {
      const resetCard = await page.getByRole('button', { name: A.reset.back }).isVisible();
      const path = new URL(page.url()).pathname;
      const submit =
        path === '/signup'
          ? A.signup.submit
          : path === '/comprar-sin-cuenta'
            ? A.guest.submit
            : resetCard
              ? A.reset.submit
              : A.login.submit;
      await expect.poll(() => page.getByRole('button', { name: submit }).isEnabled()).toBe(true);
      await expectFormError(ctx);
    }
    expect(await userMenuItems(page)).toContain('Iniciar sesión');
  },
  signingIn: async ({ page }) => expectBusy(page, A.login.submitting),
  'code.requesting': async ({ page }) => {
    const path = new URL(page.url()).pathname;
    if (path === '/signup') return expectBusy(page, A.signup.submitting);
    if (path === '/comprar-sin-cuenta') return expectBusy(page, A.guest.submitting);
    const resetCard = await page.getByRole('button', { name: A.reset.back }).isVisible();
    return expectBusy(page, resetCard ? A.reset.submitting : A.login.byCode);
  },
  'code.awaiting': async ({ page, after }) => {
    // The code step: its field has the focus and autofill's hint; the test mode's code is shown.
    const field = page.getByLabel(A.code.label);
    await field.waitFor();
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    const sent = after.context.code!.sent!;
    if (sent.test_code) expect(await page.locator('[data-test-code]').textContent()).toBe(sent.test_code);
    if (after.context.error)
      await expect
        .poll(async () => {
          const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ');
          return Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
        })
        .toContain(after.context.error);
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
  },
  'code.resending': async ({ page }) => {
    expect(await page.locator('main form').getAttribute('aria-busy')).toBe('true');
  },
  'code.signingUp': expectCodeBusy,
  'code.signingIn': expectCodeBusy,
  'code.resetting': expectCodeBusy,
  'code.guestSigningIn': expectCodeBusy,
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
  const signedIn = { userData: session.user, token: session.token };
  const sent = { message: CODES.sentForTest, channel: 'test', resend_after_seconds: 1, test_code: TEST_CODE };
  const completions = [
    { type: 'xstate.done.actor.login', output: { ok: true, data: signedIn } },
    { type: 'xstate.done.actor.login', output: { ok: false, status: 401, error: 'Invalid identifier or password' } },
    { type: 'xstate.error.actor.login', error: 'offline' },
    { type: 'xstate.done.actor.code', output: { ok: true, sent } },
    { type: 'xstate.done.actor.code', output: { ok: false, status: 429, error: CODES.tooMany(CODES.wait(600_000)) } },
    { type: 'xstate.error.actor.code', error: 'offline' },
    { type: 'xstate.done.actor.signup', output: { ok: true, message: 'Usuario registrado', data: signedIn } },
    { type: 'xstate.done.actor.signup', output: { ok: true, message: 'Usuario registrado' } },
    { type: 'xstate.done.actor.signup', output: { ok: false, status: 400, error: CODES.wrong } },
    { type: 'xstate.error.actor.signup', error: 'offline' },
    { type: 'xstate.done.actor.codeLogin', output: { ok: true, data: signedIn } },
    { type: 'xstate.done.actor.codeLogin', output: { ok: false, status: 400, error: CODES.expired } },
    { type: 'xstate.error.actor.codeLogin', error: 'offline' },
    { type: 'xstate.done.actor.reset', output: { ok: true, message: 'Contraseña actualizada', data: signedIn } },
    { type: 'xstate.done.actor.reset', output: { ok: true, message: 'Contraseña actualizada', data: null } },
    { type: 'xstate.done.actor.reset', output: { ok: false, status: 400, error: CODES.tooManyTries } },
    { type: 'xstate.error.actor.reset', error: 'offline' },
    { type: 'xstate.done.actor.guest', output: { ok: true, data: signedIn } },
    { type: 'xstate.done.actor.guest', output: { ok: false, status: 400, error: CODES.wrong } },
    { type: 'xstate.error.actor.guest', error: 'offline' },
  ] as unknown as AuthEvent[];
  const events = (snapshot: { context: { remembered: { phoneNumber: string } | null } }): AuthEvent[] => [
    login(true),
    login(false, PATH.favourites),
    signup(true),
    signup(false, PATH.favourites),
    // The code step sends the sign-up form's own values again, with the code.
    {
      type: 'auth.signup.confirm',
      code: TEST_CODE,
      username: 'Ana Nueva',
      password: 'secreta123',
      confirmPassword: 'secreta123',
      marketingConsent: true,
    },
    { type: 'auth.code.request', purpose: 'login', phoneNumber: customer.phone, remember: false },
    // A reset keeps the remembered login: remembered when it is this phone.
    {
      type: 'auth.code.request',
      purpose: 'reset',
      phoneNumber: customer.phone,
      remember: snapshot.context.remembered?.phoneNumber === customer.phone,
      next: PATH.favourites,
    },
    // 'Comprar sin cuenta': with an email and a page to return to, and with neither.
    {
      type: 'auth.guest',
      name: 'Ana Invitada',
      phoneNumber: NEW_PHONE,
      email: 'ana.invitada@example.com',
      next: PATH.favourites,
    },
    { type: 'auth.guest', name: 'Ana Invitada', phoneNumber: NEW_PHONE },
    { type: 'auth.guest.confirm', code: TEST_CODE },
    { type: 'auth.code.resend' },
    { type: 'auth.code.cancel' },
    { type: 'auth.code.login', code: TEST_CODE },
    { type: 'auth.reset.confirm', code: TEST_CODE, newPassword: 'nueva1234', confirmPassword: 'nueva1234' },
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
    events: (_start, snapshot) => events(snapshot),
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
