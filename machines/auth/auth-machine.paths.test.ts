import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../effects';
import { MESSAGES } from '../messages';
import { coverageReport, neverSettles, walkAll, type StepInfo } from '../testing/model';
import { authMachine, provideAuthStorage, type AuthEvent, type AuthInput } from './auth-machine';
import { sampleUser } from './fixtures';
import { loadRemembered, loadSession, saveRemembered, saveSession } from './storage';

const storage = createMemoryStorage();
const machine = provideAuthStorage(authMachine, storage).provide({ actors: { loginRequest: neverSettles(), signupRequest: neverSettles() } });

const PASSWORD = 'secreto1';
type AnyEvent = AuthEvent | { type: string; [k: string]: unknown };
const EVENTS = [
  { type: 'auth.login', phoneNumber: '+526141234567', password: PASSWORD, remember: true },
  { type: 'auth.login', phoneNumber: '+526149999999', password: PASSWORD, remember: false },
  { type: 'auth.signup', username: 'Ana', email: 'ana@example.mx', password: PASSWORD, confirmPassword: PASSWORD, phoneNumber: '+526141234567', remember: true },
  { type: 'auth.signup', username: 'Ana', email: 'ana@example.mx', password: PASSWORD, confirmPassword: PASSWORD, phoneNumber: '+526141234567', remember: false },
  { type: 'auth.logout' },
  { type: 'auth.unauthorized' },
  { type: 'auth.user.updated', user: { ...sampleUser, name: 'Ana L.' } },
  { type: 'auth.token.renewed', token: 'jwt-2' },
  // Completions of the invoked requests, as the app's actors would report them.
  { type: 'xstate.done.actor.login', output: { ok: true, data: { userData: sampleUser, token: 'jwt-1' } } },
  { type: 'xstate.done.actor.login', output: { ok: false, status: 401, error: 'Invalid identifier or password' } },
  { type: 'xstate.error.actor.login', error: 'offline' },
  { type: 'xstate.done.actor.signup', output: { ok: true, message: 'Usuario registrado' } },
  { type: 'xstate.done.actor.signup', output: { ok: false, status: 409, error: 'El teléfono ya está registrado.' } },
  { type: 'xstate.error.actor.signup', error: 'offline' },
] as AnyEvent[] as AuthEvent[];

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
  const { after, before, effects } = s;
  const event = s.event as AnyEvent;
  // Stored values mirror the context, and the password is never written anywhere.
  expect(loadSession(storage)).toEqual(after.context.session);
  expect(loadRemembered(storage)).toEqual(after.context.remembered);
  expect(JSON.stringify(storage.dump())).not.toContain(PASSWORD);
  expect(JSON.stringify(after.context)).not.toContain(PASSWORD);
  // Signed in exactly when a session exists.
  expect(after.matches('signedIn')).toBe(after.context.session !== null);

  const output = (event as { output?: { ok: boolean; status?: number; error?: string; message?: string } }).output;
  switch (event.type) {
    case 'xstate.done.actor.login':
      if (output!.ok) {
        expect(effects).toEqual([{ type: 'navigate', to: '/' }]);
        expect(after.context.session?.token).toBe('jwt-1');
        expect(after.context.remembered === null).toBe(!before.context.attempt!.remember);
      } else {
        expect(effects).toEqual([]);
        expect(after.context.error).toBe('Invalid phone number or password');
      }
      break;
    case 'xstate.done.actor.signup':
      if (output!.ok) {
        expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Usuario registrado' }, { type: 'navigate', to: '/login' }]);
        expect(after.context.remembered).toEqual(before.context.attempt!.remember ? { phoneNumber: '+526141234567', email: 'ana@example.mx' } : null);
      } else {
        expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Error: 409' }]);
        expect(after.context.error).toBe('El teléfono ya está registrado.');
      }
      break;
    case 'xstate.error.actor.login':
    case 'xstate.error.actor.signup':
      expect(after.context.error).toBe(MESSAGES.networkError);
      break;
    case 'auth.logout':
      expect(effects).toEqual([{ type: 'session.revoke.requested', token: before.context.session!.token }, { type: 'cart.reset.requested' }, { type: 'navigate', to: '/' }]);
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
  it('walks every path from a visitor start and a restored session, covering every transition', () => {
    const walked = new Set<string>();
    let total = 0;
    for (const input of INPUTS) {
      const { walked: w, paths } = walkAll(machine, { events: () => EVENTS, input }, { onStart: () => seed(input), onStep: checkStep });
      w.forEach((k) => walked.add(k));
      total += paths;
    }
    const report = coverageReport(machine, 'auth', walked);
    console.log(`${report.line}, ${total} paths`);
    expect(report.missing).toEqual([]);
  });
});
