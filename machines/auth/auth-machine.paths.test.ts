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
  actors: { loginRequest: log.actor('loginRequest'), signupRequest: log.actor('signupRequest') },
  actions: { resetCart: emit({ type: 'cart.reset' } as never) },
});
type Snap = ReturnType<typeof machine.transition>;

const PASSWORD = 'secreto1';
type AnyEvent = AuthEvent | { type: string; [k: string]: unknown };
const FIXTURES = {
  'auth.login': [
    { type: 'auth.login', phoneNumber: '+526141234567', password: PASSWORD, remember: true },
    { type: 'auth.login', phoneNumber: '+526149999999', password: PASSWORD, remember: false },
    // Another phone than the remembered one: its email is not carried over.
    { type: 'auth.login', phoneNumber: '+526149999999', password: PASSWORD, remember: true },
    // From PAGAR: returns to paying; and a `next` that is not the store's, which is ignored.
    { type: 'auth.login', phoneNumber: '+526141234567', password: PASSWORD, remember: false, next: '/payment' },
    { type: 'auth.login', phoneNumber: '+526141234567', password: PASSWORD, remember: false, next: '//evil.mx' },
  ],
  'auth.signup': [
    {
      type: 'auth.signup',
      username: 'Ana',
      email: 'ana@example.mx',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phoneNumber: '+526141234567',
      marketingConsent: true,
      remember: true,
    },
    {
      type: 'auth.signup',
      username: 'Ana',
      email: 'ana@example.mx',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phoneNumber: '+526141234567',
      marketingConsent: false,
      remember: false,
      next: '/payment',
    },
  ],
  'auth.logout': [{ type: 'auth.logout' }],
  'auth.unauthorized': [{ type: 'auth.unauthorized' }],
  'auth.user.updated': [{ type: 'auth.user.updated', user: { ...sampleUser, name: 'Ana L.' } }],
  'auth.token.renewed': [{ type: 'auth.token.renewed', token: 'jwt-2' }],
} satisfies EventFixtures<AuthEvent>;
// Completions of the invoked requests, as the app's actors would report them.
const COMPLETIONS = [
  { type: 'xstate.done.actor.login', output: { ok: true, data: { userData: sampleUser, token: 'jwt-1' } } },
  { type: 'xstate.done.actor.login', output: { ok: false, status: 401, error: 'Invalid identifier or password' } },
  { type: 'xstate.error.actor.login', error: 'offline' },
  { type: 'xstate.done.actor.signup', output: { ok: true, message: 'Usuario registrado' } },
  { type: 'xstate.done.actor.signup', output: { ok: false, status: 409, error: 'El teléfono ya está registrado.' } },
  { type: 'xstate.error.actor.signup', error: 'offline' },
] as AnyEvent[] as AuthEvent[];
const EVENTS: AuthEvent[] = [...Object.values(FIXTURES).flat(), ...COMPLETIONS];

/** The auth rules, restated: forms are sent only by a visitor; the rest needs a session. */
function refusal(s: Snap, event: AuthEvent): Effect[] | null {
  const visitor = s.matches('visitor');
  switch (event.type) {
    case 'auth.login':
    case 'auth.signup':
      return visitor ? null : [];
    case 'auth.logout':
    case 'auth.unauthorized':
    case 'auth.user.updated':
    case 'auth.token.renewed':
      return s.context.session ? null : [];
  }
}

const INPUTS: AuthInput[] = [
  { session: null, remembered: { phoneNumber: '+526141234567', email: 'ana@example.mx' } },
  { session: { user: sampleUser, token: 'jwt-0' }, remembered: null },
];

function seed(input: AuthInput) {
  storage.clear();
  if (input.session) saveSession(storage, input.session);
  if (input.remembered) saveRemembered(storage, input.remembered);
}

function checkStep(s: StepInfo<typeof machine>) {
  const { after, before, effects, invoked } = s;
  const event = s.event as AnyEvent;
  const output = (event as { output?: { ok: boolean; status?: number; error?: string; message?: string } }).output;
  // Stored values mirror the context, and the password is never written anywhere.
  expect(loadSession(storage)).toEqual(after.context.session);
  expect(loadRemembered(storage)).toEqual(after.context.remembered);
  expect(JSON.stringify(storage.dump())).not.toContain(PASSWORD);
  expect(JSON.stringify(after.context)).not.toContain(PASSWORD);
  // Signed in exactly when a session exists.
  expect(after.matches('signedIn')).toBe(after.context.session !== null);

  // What the requests are given: the form as typed, password included (and only there).
  const e = event as Record<string, unknown>;
  if (event.type === 'auth.login')
    expect(invoked).toEqual([{ src: 'loginRequest', input: { phoneNumber: e.phoneNumber, password: PASSWORD } }]);
  else if (event.type === 'auth.signup') {
    expect(invoked).toEqual([
      {
        src: 'signupRequest',
        input: {
          username: 'Ana',
          email: 'ana@example.mx',
          password: PASSWORD,
          confirmPassword: PASSWORD,
          phoneNumber: '+526141234567',
          marketingConsent: event.marketingConsent,
        },
      },
    ]);
  } else expect(invoked).toEqual([]);
  if (event.type === 'auth.login' || event.type === 'auth.signup') {
    expect(after.context.attempt).toEqual(
      event.type === 'auth.login'
        ? { phoneNumber: e.phoneNumber, remember: e.remember }
        : { phoneNumber: e.phoneNumber, email: e.email, remember: e.remember },
    );
    expect(after.context.error).toBeNull();
    // Where it returns: the store's own path it names, never another site.
    expect(after.context.returnTo).toBe(e.next === '/payment' ? '/payment' : null);
  } else if (!event.type.startsWith('xstate.')) expect(after.context.returnTo).toBe(before.context.returnTo);
  // Only a sign-up's success names the phone the login page fills in; nothing else changes it.
  if (!(event.type === 'xstate.done.actor.signup' && output?.ok))
    expect(after.context.signedUpPhone).toBe(before.context.signedUpPhone);
  if (event.type === 'auth.user.updated') expect(after.context.session?.user.name).toBe('Ana L.');

  switch (event.type) {
    case 'xstate.done.actor.login':
      if (output!.ok) {
        expect(effects).toEqual([{ type: 'navigate', to: before.context.returnTo ?? '/' }]);
        expect(after.context.session?.token).toBe('jwt-1');
        // Remembered: the phone typed, with the email kept when it was remembered for that phone.
        const attempt = before.context.attempt!;
        const kept =
          before.context.remembered?.phoneNumber === attempt.phoneNumber ? before.context.remembered.email : undefined;
        expect(after.context.remembered).toStrictEqual(
          attempt.remember
            ? kept === undefined
              ? { phoneNumber: attempt.phoneNumber }
              : { phoneNumber: attempt.phoneNumber, email: kept }
            : null,
        );
        expect(after.context.attempt).toBeNull();
        expect(after.context.error).toBeNull();
        expect(after.context.session).toEqual({ user: sampleUser, token: 'jwt-1' });
      } else {
        expect(effects).toEqual([]);
        expect(after.context.error).toBe('Invalid phone number or password');
        expect(after.context.attempt).toBeNull();
        expect(after.value).toBe('visitor');
      }
      break;
    case 'xstate.done.actor.signup':
      if (output!.ok) {
        expect(effects).toEqual([
          { type: 'toast', kind: 'success', message: 'Usuario registrado' },
          { type: 'navigate', to: before.context.returnTo ? '/login?next=%2Fpayment' : '/login' },
        ]);
        expect(after.context.signedUpPhone).toBe('+526141234567');
        expect(after.context.remembered).toEqual(
          before.context.attempt!.remember ? { phoneNumber: '+526141234567', email: 'ana@example.mx' } : null,
        );
        expect(after.context.attempt).toBeNull();
        expect(after.context.error).toBeNull();
        expect(after.value).toBe('visitor');
      } else {
        expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Error: 409' }]);
        expect(after.context.error).toBe('El teléfono ya está registrado.');
        expect(after.context.attempt).toBeNull();
        expect(after.context.remembered).toEqual(before.context.remembered);
      }
      break;
    case 'xstate.error.actor.login':
    case 'xstate.error.actor.signup':
      expect(after.context.error).toBe(MESSAGES.networkError);
      expect(after.context.attempt).toBeNull();
      expect(after.value).toBe('visitor');
      expect(effects).toEqual(
        event.type === 'xstate.error.actor.signup'
          ? [{ type: 'toast', kind: 'error', message: MESSAGES.networkError }]
          : [],
      );
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
