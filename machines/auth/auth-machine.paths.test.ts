import { describe, expect, it } from 'vitest';
import { emit } from 'xstate';
import { MESSAGES } from '../../copy/notices';
import { createMemoryStorage } from '../effects';
import {
  coverageReport,
  type Effect,
  type EventFixtures,
  invocationLog,
  type StepInfo,
  walkAll,
  walkRefusals,
} from '../testing/model';
import { type AuthEvent, type AuthInput, authMachine, provideAuthStorage } from './auth-machine';
import { sampleUser } from './fixtures';
import { loadRemembered, loadSession, saveRemembered, saveSession } from './storage';

const storage = createMemoryStorage();
const log = invocationLog();
// The message to the cart (a `sendTo` the system's `cart`, checked in machines/app) is recorded
// here as an effect, so each step's effects say when it is sent.
const machine = provideAuthStorage(authMachine, storage).provide({
  actors: {
    loginRequest: log.actor('loginRequest'),
    codeRequest: log.actor('codeRequest'),
    signupRequest: log.actor('signupRequest'),
    codeLoginRequest: log.actor('codeLoginRequest'),
    resetRequest: log.actor('resetRequest'),
    guestRequest: log.actor('guestRequest'),
  },
  actions: { resetCart: emit({ type: 'cart.reset' } as never) },
});
type Snap = ReturnType<typeof machine.transition>;

const PASSWORD = 'secreto1';
const CODE = '123456';
const PHONE = '+526141234567';
type AnyEvent = AuthEvent | { type: string; [k: string]: unknown };
const FIXTURES = {
  'auth.login': [
    { type: 'auth.login', phoneNumber: PHONE, password: PASSWORD, remember: true },
    { type: 'auth.login', phoneNumber: '+526149999999', password: PASSWORD, remember: false },
    // Another phone than the remembered one: its email is not carried over.
    { type: 'auth.login', phoneNumber: '+526149999999', password: PASSWORD, remember: true },
    // From PAGAR: returns to paying; and a `next` that is not the store's, which is ignored.
    { type: 'auth.login', phoneNumber: PHONE, password: PASSWORD, remember: false, next: '/payment' },
    { type: 'auth.login', phoneNumber: PHONE, password: PASSWORD, remember: false, next: '//evil.mx' },
  ],
  'auth.signup': [
    {
      type: 'auth.signup',
      username: 'Ana',
      email: 'ana@example.mx',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phoneNumber: PHONE,
      marketingConsent: true,
      remember: true,
    },
    {
      type: 'auth.signup',
      username: 'Ana',
      email: 'ana@example.mx',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phoneNumber: PHONE,
      marketingConsent: false,
      remember: false,
      next: '/payment',
    },
  ],
  'auth.signup.confirm': [
    {
      type: 'auth.signup.confirm',
      code: CODE,
      username: 'Ana',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      marketingConsent: true,
    },
  ],
  'auth.code.request': [
    { type: 'auth.code.request', purpose: 'login', phoneNumber: PHONE, remember: true },
    { type: 'auth.code.request', purpose: 'reset', phoneNumber: PHONE, remember: false, next: '/payment' },
  ],
  'auth.guest': [
    // 'Comprar sin cuenta' from PAGAR, with an email; and one without, on another phone than the remembered one.
    { type: 'auth.guest', name: 'Ana', phoneNumber: PHONE, email: 'ana@example.mx', next: '/payment' },
    { type: 'auth.guest', name: 'Ana', phoneNumber: '+526149999999' },
  ],
  'auth.guest.confirm': [{ type: 'auth.guest.confirm', code: CODE }],
  'auth.code.resend': [{ type: 'auth.code.resend' }],
  'auth.code.cancel': [{ type: 'auth.code.cancel' }],
  'auth.code.login': [{ type: 'auth.code.login', code: CODE }],
  'auth.reset.confirm': [{ type: 'auth.reset.confirm', code: CODE, newPassword: PASSWORD, confirmPassword: PASSWORD }],
  'auth.logout': [{ type: 'auth.logout' }],
  'auth.unauthorized': [{ type: 'auth.unauthorized' }],
  'auth.user.updated': [{ type: 'auth.user.updated', user: { ...sampleUser, name: 'Ana L.' } }],
  'auth.token.renewed': [{ type: 'auth.token.renewed', token: 'jwt-2' }],
} satisfies EventFixtures<AuthEvent>;
const SESSION = { userData: sampleUser, token: 'jwt-1' };
const SENT = { message: 'Modo de prueba', channel: 'test', resend_after_seconds: 30, test_code: CODE };
// Completions of the invoked requests, as the app's actors would report them.
const COMPLETIONS = [
  { type: 'xstate.done.actor.login', output: { ok: true, data: SESSION } },
  { type: 'xstate.done.actor.login', output: { ok: false, status: 401, error: 'Invalid identifier or password' } },
  { type: 'xstate.error.actor.login', error: 'offline' },
  { type: 'xstate.done.actor.code', output: { ok: true, sent: SENT } },
  { type: 'xstate.done.actor.code', output: { ok: false, status: 429, error: 'Ya te enviamos varios códigos.' } },
  { type: 'xstate.error.actor.code', error: 'offline' },
  { type: 'xstate.done.actor.signup', output: { ok: true, message: 'Usuario registrado', data: SESSION } },
  { type: 'xstate.done.actor.signup', output: { ok: true, message: 'Usuario registrado' } },
  { type: 'xstate.done.actor.signup', output: { ok: false, status: 400, error: 'El código no es correcto.' } },
  { type: 'xstate.error.actor.signup', error: 'offline' },
  { type: 'xstate.done.actor.codeLogin', output: { ok: true, data: SESSION } },
  { type: 'xstate.done.actor.codeLogin', output: { ok: false, status: 401, error: 'El código no es correcto.' } },
  { type: 'xstate.error.actor.codeLogin', error: 'offline' },
  { type: 'xstate.done.actor.reset', output: { ok: true, message: 'Contraseña nueva', data: SESSION } },
  { type: 'xstate.done.actor.reset', output: { ok: true, message: 'Contraseña nueva', data: null } },
  { type: 'xstate.done.actor.reset', output: { ok: false, status: 400, error: 'El código ya no es válido.' } },
  { type: 'xstate.error.actor.reset', error: 'offline' },
  { type: 'xstate.done.actor.guest', output: { ok: true, data: SESSION } },
  { type: 'xstate.done.actor.guest', output: { ok: false, status: 400, error: 'El código no es correcto.' } },
  { type: 'xstate.error.actor.guest', error: 'offline' },
] as AnyEvent[] as AuthEvent[];
const EVENTS: AuthEvent[] = [...Object.values(FIXTURES).flat(), ...COMPLETIONS];

const awaiting = (s: Snap, purpose?: string) =>
  s.matches({ code: 'awaiting' }) && (purpose === undefined || s.context.code?.purpose === purpose);

/**
 * The auth rules, restated: forms are sent only by a visitor; a code's step takes only its own
 * purpose's answer, and only once the code was sent; the rest needs a session.
 */
function refusal(s: Snap, event: AuthEvent): Effect[] | null {
  const visitor = s.matches('visitor');
  switch (event.type) {
    case 'auth.login':
    case 'auth.signup':
    case 'auth.code.request':
    case 'auth.guest':
      return visitor ? null : [];
    case 'auth.code.resend':
    case 'auth.code.cancel':
      return awaiting(s) ? null : [];
    case 'auth.signup.confirm':
      return awaiting(s, 'signup') ? null : [];
    case 'auth.code.login':
      return awaiting(s, 'login') ? null : [];
    case 'auth.reset.confirm':
      return awaiting(s, 'reset') ? null : [];
    case 'auth.guest.confirm':
      return awaiting(s, 'guest') ? null : [];
    case 'auth.logout':
    case 'auth.unauthorized':
    case 'auth.user.updated':
    case 'auth.token.renewed':
      return s.context.session ? null : [];
  }
}

const INPUTS: AuthInput[] = [
  { session: null, remembered: { phoneNumber: PHONE, email: 'ana@example.mx' } },
  { session: { user: sampleUser, token: 'jwt-0' }, remembered: null },
];

function seed(input: AuthInput) {
  storage.clear();
  if (input.session) saveSession(storage, input.session);
  if (input.remembered) saveRemembered(storage, input.remembered);
}

type Output = { ok: boolean; status?: number; error?: string; message?: string; data?: unknown; sent?: unknown };

/** What each event hands to the server: the form as typed, passwords included (and only there). */
function expectedInvocations(event: AnyEvent, before: Snap) {
  const e = event as Record<string, unknown>;
  const attempt = before.context.attempt;
  const purpose = before.context.code?.purpose;
  switch (event.type) {
    case 'auth.login':
      return [{ src: 'loginRequest', input: { phoneNumber: e.phoneNumber, password: PASSWORD } }];
    case 'auth.signup':
      return [{ src: 'codeRequest', input: { purpose: 'signup', phoneNumber: PHONE, email: 'ana@example.mx' } }];
    case 'auth.code.request':
      return [{ src: 'codeRequest', input: { purpose: e.purpose, phoneNumber: PHONE } }];
    case 'auth.guest':
      return [{ src: 'codeRequest', input: { purpose: 'guest', phoneNumber: e.phoneNumber, email: e.email } }];
    case 'auth.code.resend':
      return [
        {
          src: 'codeRequest',
          input:
            purpose === 'signup' || purpose === 'guest'
              ? { purpose, phoneNumber: attempt!.phoneNumber, email: attempt!.email }
              : { purpose, phoneNumber: attempt!.phoneNumber },
        },
      ];
    case 'auth.signup.confirm':
      return [
        {
          src: 'signupRequest',
          input: {
            username: 'Ana',
            email: 'ana@example.mx',
            password: PASSWORD,
            confirmPassword: PASSWORD,
            phoneNumber: PHONE,
            marketingConsent: true,
            code: CODE,
          },
        },
      ];
    case 'auth.code.login':
      return [{ src: 'codeLoginRequest', input: { phoneNumber: PHONE, code: CODE } }];
    case 'auth.guest.confirm':
      return [
        {
          src: 'guestRequest',
          input: { name: 'Ana', phoneNumber: attempt!.phoneNumber, email: attempt!.email, code: CODE },
        },
      ];
    case 'auth.reset.confirm':
      return [
        {
          src: 'resetRequest',
          input: { phoneNumber: PHONE, code: CODE, newPassword: PASSWORD, confirmPassword: PASSWORD },
        },
      ];
    default:
      return [];
  }
}

/** A sign-in by any road: the session stored, the phone remembered as asked (with the sign-up's email). */
function expectSignedIn(before: Snap, after: Snap) {
  const attempt = before.context.attempt!;
  const email =
    attempt.email ??
    (before.context.remembered?.phoneNumber === attempt.phoneNumber ? before.context.remembered.email : undefined);
  expect(after.context.remembered).toStrictEqual(
    attempt.remember
      ? email === undefined
        ? { phoneNumber: attempt.phoneNumber }
        : { phoneNumber: attempt.phoneNumber, email }
      : null,
  );
  expect(after.context.session).toEqual({ user: sampleUser, token: 'jwt-1' });
  expect(after.context).toMatchObject({ attempt: null, error: null, code: null });
  expect(after.value).toBe('signedIn');
}

function checkStep(s: StepInfo<typeof machine>) {
  const { after, before, effects, invoked } = s;
  const event = s.event as AnyEvent;
  const output = (event as { output?: Output }).output;
  // Stored values mirror the context, and the password is never written anywhere.
  expect(loadSession(storage)).toEqual(after.context.session);
  expect(loadRemembered(storage)).toEqual(after.context.remembered);
  expect(JSON.stringify(storage.dump())).not.toContain(PASSWORD);
  expect(JSON.stringify(after.context)).not.toContain(PASSWORD);
  // Signed in exactly when a session exists; a code's flow exactly when its state is active.
  expect(after.matches('signedIn')).toBe(after.context.session !== null);
  expect(after.matches('code')).toBe(after.context.code !== null);
  // The code step shows the answer that sent it: awaiting a code means one was sent.
  if (after.matches({ code: 'awaiting' })) expect(after.context.code?.sent).toEqual(SENT);
  expect(invoked).toEqual(expectedInvocations(event, before));

  const e = event as Record<string, unknown>;
  if (
    event.type === 'auth.login' ||
    event.type === 'auth.signup' ||
    event.type === 'auth.code.request' ||
    event.type === 'auth.guest'
  ) {
    expect(after.context.attempt).toEqual(
      event.type === 'auth.signup'
        ? { phoneNumber: e.phoneNumber, email: e.email, remember: e.remember }
        : event.type === 'auth.guest'
          ? // A guest leaves the remembered login as it is: remembered when it is this phone.
            {
              phoneNumber: e.phoneNumber,
              ...(e.email ? { email: e.email } : {}),
              name: e.name,
              remember: before.context.remembered?.phoneNumber === e.phoneNumber,
            }
          : { phoneNumber: e.phoneNumber, remember: e.remember },
    );
    expect(after.context.code).toEqual(
      event.type === 'auth.login'
        ? null
        : { purpose: event.type === 'auth.guest' ? 'guest' : (e.purpose ?? 'signup'), sent: null },
    );
    expect(after.context.error).toBeNull();
    // Where it returns: the store's own path it names, never another site.
    expect(after.context.returnTo).toBe(e.next === '/payment' ? '/payment' : null);
  } else if (!event.type.startsWith('xstate.')) expect(after.context.returnTo).toBe(before.context.returnTo);
  // Only a success that does not sign in names the phone the login page fills in.
  const toLogin =
    (event.type === 'xstate.done.actor.signup' || event.type === 'xstate.done.actor.reset') &&
    output?.ok &&
    !output.data;
  if (!toLogin) expect(after.context.loginPhone).toBe(before.context.loginPhone);
  if (event.type === 'auth.user.updated') expect(after.context.session?.user.name).toBe('Ana L.');
  const landing = { type: 'navigate', to: before.context.returnTo ?? '/' };
  const toLoginPage = { type: 'navigate', to: before.context.returnTo ? '/login?next=%2Fpayment' : '/login' };

  switch (event.type) {
    case 'xstate.done.actor.login':
    case 'xstate.done.actor.codeLogin':
    case 'xstate.done.actor.guest':
      if (output!.ok) {
        expect(effects).toEqual([landing]);
        expectSignedIn(before, after);
      } else if (event.type === 'xstate.done.actor.login') {
        expect(effects).toEqual([]);
        expect(after.context.error).toBe('Invalid phone number or password');
        expect(after.context.attempt).toBeNull();
        expect(after.value).toBe('visitor');
      } else {
        // A wrong code: the step stays, with the phone it was sent to.
        expect(effects).toEqual([]);
        expect(after.context.error).toBe(output!.error);
        expect(after.context.attempt).toEqual(before.context.attempt);
        expect(after.value).toEqual({ code: 'awaiting' });
      }
      break;
    case 'xstate.done.actor.code':
      expect(effects).toEqual([]);
      if (output!.ok) {
        expect(after.context.code).toEqual({ ...before.context.code, sent: SENT });
        expect(after.context.error).toBeNull();
        expect(after.value).toEqual({ code: 'awaiting' });
      } else if (before.matches({ code: 'requesting' })) {
        // The first request refused: back to the form, which says why.
        expect(after.context).toMatchObject({ error: output!.error, attempt: null, code: null });
        expect(after.value).toBe('visitor');
      } else {
        // Another code refused: the step stays with the code already sent.
        expect(after.context.error).toBe(output!.error);
        expect(after.context.code).toEqual(before.context.code);
        expect(after.value).toEqual({ code: 'awaiting' });
      }
      break;
    case 'xstate.done.actor.signup':
    case 'xstate.done.actor.reset':
      if (output!.ok && output!.data) {
        expect(effects).toEqual([{ type: 'toast', kind: 'success', message: output!.message }, landing]);
        expectSignedIn(before, after);
      } else if (output!.ok) {
        expect(effects).toEqual([{ type: 'toast', kind: 'success', message: output!.message }, toLoginPage]);
        expect(after.context.loginPhone).toBe(PHONE);
        // A sign-up remembers its phone and email as asked; a reset leaves the remembered login alone.
        expect(after.context.remembered).toEqual(
          event.type === 'xstate.done.actor.reset'
            ? before.context.remembered
            : before.context.attempt!.remember
              ? { phoneNumber: PHONE, email: 'ana@example.mx' }
              : null,
        );
        expect(after.context).toMatchObject({ attempt: null, error: null, code: null });
        expect(after.value).toBe('visitor');
      } else {
        expect(effects).toEqual(
          event.type === 'xstate.done.actor.signup' ? [{ type: 'toast', kind: 'error', message: 'Error: 400' }] : [],
        );
        expect(after.context.error).toBe(output!.error);
        expect(after.context.attempt).toEqual(before.context.attempt);
        expect(after.context.remembered).toEqual(before.context.remembered);
        expect(after.value).toEqual({ code: 'awaiting' });
      }
      break;
    case 'xstate.error.actor.login':
    case 'xstate.error.actor.code':
    case 'xstate.error.actor.signup':
    case 'xstate.error.actor.codeLogin':
    case 'xstate.error.actor.reset':
    case 'xstate.error.actor.guest': {
      expect(after.context.error).toBe(MESSAGES.networkError);
      const first = before.matches('signingIn') || before.matches({ code: 'requesting' });
      // A first request lost goes back to the form; on the code step the step stays.
      expect(after.value).toEqual(first ? 'visitor' : { code: 'awaiting' });
      expect(after.context.attempt).toEqual(first ? null : before.context.attempt);
      expect(effects).toEqual(
        event.type === 'xstate.error.actor.signup'
          ? [{ type: 'toast', kind: 'error', message: MESSAGES.networkError }]
          : [],
      );
      break;
    }
    case 'auth.code.cancel':
      expect(effects).toEqual([]);
      expect(after.context).toMatchObject({ attempt: null, code: null, error: null });
      expect(after.value).toBe('visitor');
      break;
    case 'auth.logout':
      expect(effects).toEqual([
        { type: 'session.revoke.requested', token: before.context.session!.token },
        { type: 'cart.reset' },
        { type: 'navigate', to: '/', reload: true },
      ]);
      expect(after.value).toBe('visitor');
      break;
    case 'auth.token.renewed':
      expect(effects).toEqual([]);
      expect(after.context.session).toEqual({ ...before.context.session!, token: 'jwt-2' });
      break;
    case 'auth.unauthorized':
      expect(effects).toEqual([{ type: 'navigate', to: '/login' }]);
      expect(after.value).toBe('visitor');
      break;
    default:
      expect(effects).toEqual([]);
  }
}

describe('auth machine: generated paths', () => {
  it('walks every path from a visitor start and a restored session, covering every committed transition', () => {
    const walked = new Set<string>();
    let total = 0;
    for (const input of INPUTS) {
      total += walkAll(
        machine,
        { events: () => EVENTS, input },
        { shape: 'auth', onStart: () => seed(input), onStep: checkStep, invocations: log.calls },
        walked,
      ).paths;
    }
    const report = coverageReport('auth', walked);
    console.log(`${report.line}, ${total} paths`);
    expect(report.missing).toEqual([]);
  }, 60_000);

  it('in every reachable state, a refused event changes nothing, stores nothing and shows nothing', () => {
    let tried = 0;
    let refused = 0;
    for (const input of INPUTS) {
      const r = walkRefusals(
        machine,
        { events: () => EVENTS, input },
        { shape: 'auth', fixtures: FIXTURES, refusal, onStart: () => seed(input), stored: () => storage.dump() },
      );
      tried += r.tried;
      refused += r.refused;
    }
    console.log(`refused events: ${refused} of ${tried} tried (auth)`);
    expect(refused).toBeGreaterThan(0);
  }, 60_000);
});
