import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import type { CodeSent } from '../../contract/contact-codes';
import { REMEMBERED_LOGIN_KEY, SESSION_TOKEN_KEY, SESSION_USER_KEY } from '../../contract/storage-keys';
import { MESSAGES } from '../../copy/notices';
import { createMemoryStorage } from '../effects';
import { actorErrors } from '../testing/unprovided';
import {
  authMachine,
  type CodeResult,
  type LoginResult,
  loginErrorText,
  provideAuthStorage,
  type ResetResult,
  type SignupResult,
} from './auth-machine';
import { sampleUser } from './fixtures';
import { isShopAdmin, isSignedIn } from './selectors';
import { loadRemembered, loadSession, saveSession } from './storage';

function start(
  opts: {
    login?: LoginResult | Error;
    code?: CodeResult;
    signup?: SignupResult;
    codeLogin?: LoginResult;
    reset?: ResetResult;
    guest?: LoginResult;
    storage?: ReturnType<typeof createMemoryStorage>;
  } = {},
) {
  const storage = opts.storage ?? createMemoryStorage();
  const calls: unknown[] = [];
  const answer = <T>(result: T | undefined) =>
    fromPromise(async ({ input }) => {
      calls.push(input);
      if (result instanceof Error) throw result;
      return result!;
    });
  const machine = provideAuthStorage(authMachine, storage).provide({
    actors: {
      loginRequest: answer(opts.login) as never,
      codeRequest: answer(opts.code) as never,
      signupRequest: answer(opts.signup) as never,
      codeLoginRequest: answer(opts.codeLogin) as never,
      resetRequest: answer(opts.reset) as never,
      guestRequest: answer(opts.guest) as never,
    },
  });
  const actor = createActor(machine, { input: { session: loadSession(storage), remembered: loadRemembered(storage) } });
  const effects: unknown[] = [];
  actor.on('*', (e) => void effects.push(e));
  actor.start();
  return { actor, storage, effects, calls };
}

const SENT: CodeSent = {
  message: 'Te enviamos un código.',
  channel: 'test',
  resend_after_seconds: 30,
  test_code: '123456',
};
const SIGNUP_FORM = {
  type: 'auth.signup' as const,
  username: 'Ana',
  email: 'ana@example.mx',
  password: 'secreto1',
  confirmPassword: 'secreto1',
  phoneNumber: '+526141234567',
  marketingConsent: false,
  remember: false,
};
const CONFIRM = {
  type: 'auth.signup.confirm' as const,
  code: '123456',
  username: 'Ana',
  password: 'secreto1',
  confirmPassword: 'secreto1',
  marketingConsent: false,
};
const awaitingCode = (s: SnapshotFrom<typeof authMachine>) => s.matches({ code: 'awaiting' });

const login = (remember: boolean) => ({
  type: 'auth.login' as const,
  phoneNumber: '+526141234567',
  password: 'secreto1',
  remember,
});

describe('auth machine', () => {
  it('login success stores UserData and UserJWT, remembers the phone only, goes home', async () => {
    const t = start({ login: { ok: true, data: { userData: sampleUser, token: 'jwt-1' } } });
    expect(t.actor.getSnapshot().value).toBe('visitor');
    t.actor.send(login(true));
    expect(t.actor.getSnapshot().value).toBe('signingIn');
    await waitFor(t.actor, (s) => s.matches('signedIn'));
    expect(t.calls).toEqual([{ phoneNumber: '+526141234567', password: 'secreto1' }]);
    expect(t.storage.dump()).toEqual({
      [SESSION_USER_KEY]: JSON.stringify(sampleUser),
      [SESSION_TOKEN_KEY]: 'jwt-1',
      [REMEMBERED_LOGIN_KEY]: JSON.stringify({ phoneNumber: '+526141234567' }),
    });
    expect(JSON.stringify(t.storage.dump())).not.toContain('secreto1');
    expect(JSON.stringify(t.actor.getSnapshot().context)).not.toContain('secreto1');
    expect(t.effects).toEqual([{ type: 'navigate', to: '/' }]);
  });

  it("the shop's owner who signs in lands on the back office, not the store's home", async () => {
    const t = start({ login: { ok: true, data: { userData: { ...sampleUser, role: 'admin' }, token: 'jwt-1' } } });
    t.actor.send(login(false));
    await waitFor(t.actor, (s) => s.matches('signedIn'));
    expect(t.effects).toEqual([{ type: 'navigate', to: '/admin' }]);
  });

  it('unticking remember-me removes the remembered login', async () => {
    const storage = createMemoryStorage({
      [REMEMBERED_LOGIN_KEY]: JSON.stringify({ phoneNumber: '+526141234567', email: 'a@b.mx' }),
    });
    const t = start({ storage, login: { ok: true, data: { userData: sampleUser, token: 'jwt-1' } } });
    expect(t.actor.getSnapshot().context.remembered).toEqual({ phoneNumber: '+526141234567', email: 'a@b.mx' });
    t.actor.send(login(false));
    await waitFor(t.actor, (s) => s.matches('signedIn'));
    expect(storage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('a login from PAGAR returns to paying, whoever signs in; a next that is not the store’s is ignored', async () => {
    for (const role of ['customer', 'admin'] as const) {
      const t = start({ login: { ok: true, data: { userData: { ...sampleUser, role }, token: 'jwt-1' } } });
      t.actor.send({ ...login(false), next: '/payment' });
      await waitFor(t.actor, (s) => s.matches('signedIn'));
      expect(t.effects).toEqual([{ type: 'navigate', to: '/payment' }]);
    }
    const t = start({ login: { ok: true, data: { userData: sampleUser, token: 'jwt-1' } } });
    t.actor.send({ ...login(false), next: 'https://evil.mx/' });
    await waitFor(t.actor, (s) => s.matches('signedIn'));
    expect(t.effects).toEqual([{ type: 'navigate', to: '/' }]);
  });

  it('a sign-up asks a code for its phone and email, then signs in with it and returns where it began', async () => {
    const t = start({
      code: { ok: true, sent: SENT },
      signup: { ok: true, message: 'Usuario registrado', data: { userData: sampleUser, token: 'jwt-1' } },
    });
    t.actor.send({ ...SIGNUP_FORM, remember: true, next: '/payment' });
    await waitFor(t.actor, awaitingCode);
    expect(t.actor.getSnapshot().context.code).toEqual({ purpose: 'signup', sent: SENT });
    t.actor.send(CONFIRM);
    await waitFor(t.actor, (s) => s.matches('signedIn'));
    expect(t.calls).toEqual([
      { purpose: 'signup', phoneNumber: '+526141234567', email: 'ana@example.mx' },
      {
        username: 'Ana',
        email: 'ana@example.mx',
        password: 'secreto1',
        confirmPassword: 'secreto1',
        phoneNumber: '+526141234567',
        marketingConsent: false,
        code: '123456',
      },
    ]);
    expect(t.effects).toEqual([
      { type: 'toast', kind: 'success', message: 'Usuario registrado' },
      { type: 'navigate', to: '/payment' },
    ]);
    expect(loadSession(t.storage)).toEqual({ user: sampleUser, token: 'jwt-1' });
    expect(loadRemembered(t.storage)).toEqual({ phoneNumber: '+526141234567', email: 'ana@example.mx' });
    expect(JSON.stringify(t.storage.dump())).not.toContain('secreto1');
  });

  it('a sign-up the server does not sign in goes to the login, which fills in its phone', async () => {
    const t = start({ code: { ok: true, sent: SENT }, signup: { ok: true, message: 'Usuario registrado' } });
    t.actor.send({ ...SIGNUP_FORM, next: '/payment' });
    await waitFor(t.actor, awaitingCode);
    t.actor.send(CONFIRM);
    await waitFor(t.actor, (s) => s.matches('visitor'));
    expect(t.effects.at(-1)).toEqual({ type: 'navigate', to: '/login?next=%2Fpayment' });
    expect(t.actor.getSnapshot().context).toMatchObject({ loginPhone: '+526141234567', remembered: null });
  });

  it('too many codes: the form says so and stays the form; a wrong code keeps the code step', async () => {
    const tooMany = start({ code: { ok: false, status: 429, error: 'Ya te enviamos varios códigos.' } });
    tooMany.actor.send(SIGNUP_FORM);
    await waitFor(tooMany.actor, (s) => s.matches('visitor'));
    expect(tooMany.actor.getSnapshot().context).toMatchObject({
      error: 'Ya te enviamos varios códigos.',
      code: null,
    });
    const wrong = start({
      code: { ok: true, sent: SENT },
      signup: { ok: false, status: 400, error: 'El código no es correcto.' },
    });
    wrong.actor.send(SIGNUP_FORM);
    await waitFor(wrong.actor, awaitingCode);
    wrong.actor.send(CONFIRM);
    await waitFor(wrong.actor, (s) => awaitingCode(s) && s.context.error !== null);
    expect(wrong.actor.getSnapshot().context.error).toBe('El código no es correcto.');
    expect(wrong.effects).toEqual([{ type: 'toast', kind: 'error', message: 'Error: 400' }]);
    wrong.actor.send({ type: 'auth.code.cancel' });
    expect(wrong.actor.getSnapshot().value).toBe('visitor');
  });

  it('logs in by a code sent to the phone, and resends it on request', async () => {
    const t = start({
      code: { ok: true, sent: SENT },
      codeLogin: { ok: true, data: { userData: sampleUser, token: 'jwt-1' } },
    });
    t.actor.send({ type: 'auth.code.request', purpose: 'login', phoneNumber: '+526141234567', remember: false });
    await waitFor(t.actor, awaitingCode);
    // The sign-up's and the reset's answers are not this step's.
    t.actor.send(CONFIRM);
    t.actor.send({ type: 'auth.reset.confirm', code: '123456', newPassword: 'nueva12', confirmPassword: 'nueva12' });
    expect(t.actor.getSnapshot().value).toEqual({ code: 'awaiting' });
    t.actor.send({ type: 'auth.code.resend' });
    await waitFor(t.actor, awaitingCode);
    t.actor.send({ type: 'auth.code.login', code: '123456' });
    await waitFor(t.actor, (s) => s.matches('signedIn'));
    expect(t.calls).toEqual([
      { purpose: 'login', phoneNumber: '+526141234567' },
      { purpose: 'login', phoneNumber: '+526141234567' },
      { phoneNumber: '+526141234567', code: '123456' },
    ]);
    expect(t.effects).toEqual([{ type: 'navigate', to: '/' }]);
  });

  it('resets the password by code, then is signed in with the new one', async () => {
    const t = start({
      code: { ok: true, sent: SENT },
      reset: { ok: true, message: 'Listo', data: { userData: sampleUser, token: 'jwt-1' } },
    });
    t.actor.send({ type: 'auth.code.request', purpose: 'reset', phoneNumber: '+526141234567', remember: false });
    await waitFor(t.actor, awaitingCode);
    t.actor.send({ type: 'auth.reset.confirm', code: '123456', newPassword: 'nueva12', confirmPassword: 'nueva12' });
    await waitFor(t.actor, (s) => s.matches('signedIn'));
    expect(t.calls.at(-1)).toEqual({
      phoneNumber: '+526141234567',
      code: '123456',
      newPassword: 'nueva12',
      confirmPassword: 'nueva12',
    });
    expect(t.effects).toEqual([
      { type: 'toast', kind: 'success', message: 'Listo' },
      { type: 'navigate', to: '/' },
    ]);
    expect(JSON.stringify(t.storage.dump())).not.toContain('nueva12');
  });

  it("'Comprar sin cuenta' asks a code for the guest's phone and email, then signs in and returns to paying", async () => {
    const guestUser = { ...sampleUser, name: 'Ana Invitada', guest: true };
    const t = start({
      code: { ok: true, sent: SENT },
      guest: { ok: true, data: { userData: guestUser, token: 'jwt-g' } },
    });
    t.actor.send({
      type: 'auth.guest',
      name: 'Ana Invitada',
      phoneNumber: '+526141234567',
      email: 'ana@example.mx',
      next: '/payment',
    });
    await waitFor(t.actor, awaitingCode);
    // Only the guest's answer is this step's.
    t.actor.send({ type: 'auth.code.login', code: '123456' });
    t.actor.send(CONFIRM);
    expect(t.actor.getSnapshot().value).toEqual({ code: 'awaiting' });
    t.actor.send({ type: 'auth.guest.confirm', code: '123456' });
    await waitFor(t.actor, (s) => s.matches('signedIn'));
    expect(t.calls).toEqual([
      { purpose: 'guest', phoneNumber: '+526141234567', email: 'ana@example.mx' },
      { name: 'Ana Invitada', phoneNumber: '+526141234567', email: 'ana@example.mx', code: '123456' },
    ]);
    expect(t.effects).toEqual([{ type: 'navigate', to: '/payment' }]);
    expect(loadSession(t.storage)).toEqual({ user: guestUser, token: 'jwt-g' });
    // No remembered login was there, and a guest does not make one.
    expect(loadRemembered(t.storage)).toBeNull();
  });

  it('a guest without email sends none; a wrong code keeps the code step, saying why', async () => {
    const t = start({
      code: { ok: true, sent: SENT },
      guest: { ok: false, status: 400, error: 'El código no es correcto.' },
    });
    t.actor.send({ type: 'auth.guest', name: 'Ana', phoneNumber: '+526141234567', email: '' });
    await waitFor(t.actor, awaitingCode);
    t.actor.send({ type: 'auth.guest.confirm', code: '000000' });
    await waitFor(t.actor, (s) => awaitingCode(s) && s.context.error !== null);
    expect(t.actor.getSnapshot().context.error).toBe('El código no es correcto.');
    expect(t.calls).toEqual([
      { purpose: 'guest', phoneNumber: '+526141234567' },
      { name: 'Ana', phoneNumber: '+526141234567', code: '000000' },
    ]);
    expect(t.effects).toEqual([]);
  });

  it("login failure shows the server text with 'identifier' replaced", async () => {
    const t = start({ login: { ok: false, status: 401, error: 'Invalid identifier or password' } });
    t.actor.send(login(true));
    await waitFor(t.actor, (s) => s.matches('visitor'));
    expect(t.actor.getSnapshot().context.error).toBe('Invalid phone number or password');
    expect(loginErrorText('identifier identifier')).toBe('phone number phone number');
    expect(t.storage.dump()).toEqual({});
  });

  it('network failure on login gives a message, no crash', async () => {
    const t = start({ login: new Error('offline') });
    t.actor.send(login(false));
    await waitFor(t.actor, (s) => s.matches('visitor'));
    expect(t.actor.getSnapshot().context.error).toBe(MESSAGES.networkError);
  });

  it('restores a session only when both keys are present', () => {
    const both = createMemoryStorage();
    saveSession(both, { user: sampleUser, token: 't' });
    expect(start({ storage: both }).actor.getSnapshot().value).toBe('signedIn');
    const onlyToken = createMemoryStorage({ [SESSION_TOKEN_KEY]: 't' });
    expect(start({ storage: onlyToken }).actor.getSnapshot().value).toBe('visitor');
    const badUser = createMemoryStorage({ [SESSION_TOKEN_KEY]: 't', [SESSION_USER_KEY]: '{oops' });
    expect(start({ storage: badUser }).actor.getSnapshot().value).toBe('visitor');
  });

  it('logout asks the server to revoke the token, clears the session and reloads the home page (the cart reset: machines/app); 401 goes to /login', () => {
    const storage = createMemoryStorage();
    saveSession(storage, { user: sampleUser, token: 't' });
    const t = start({ storage });
    t.actor.send({ type: 'auth.user.updated', user: { ...sampleUser, name: 'Ana L.' } });
    expect(loadSession(storage)?.user.name).toBe('Ana L.');
    t.actor.send({ type: 'auth.logout' });
    expect(t.actor.getSnapshot().value).toBe('visitor');
    expect(storage.dump()).toEqual({});
    expect(t.effects).toEqual([
      { type: 'session.revoke.requested', token: 't' },
      { type: 'navigate', to: '/', reload: true },
    ]);

    saveSession(storage, { user: sampleUser, token: 't' });
    const u = start({ storage });
    u.actor.send({ type: 'auth.unauthorized' });
    expect(u.actor.getSnapshot().value).toBe('visitor');
    expect(storage.dump()).toEqual({});
    expect(u.effects).toEqual([{ type: 'navigate', to: '/login' }]);
  });

  it('a renewed token (after a password change) replaces the stored one and keeps the user', () => {
    const storage = createMemoryStorage();
    saveSession(storage, { user: sampleUser, token: 'old' });
    const t = start({ storage });
    t.actor.send({ type: 'auth.token.renewed', token: 'new' });
    expect(t.actor.getSnapshot().context.session).toEqual({ user: sampleUser, token: 'new' });
    expect(loadSession(storage)).toEqual({ user: sampleUser, token: 'new' });
    expect(t.effects).toEqual([]);
  });
});

describe('auth helpers and wiring', () => {
  it("replaces every 'identifier' in the server's text", () => {
    expect(loginErrorText('identifier or identifier')).toBe('phone number or phone number');
  });

  it('reads the session: signed in or not', () => {
    expect(isSignedIn({ session: null })).toBe(false);
    expect(isSignedIn({ session: { user: sampleUser, token: 't' } })).toBe(true);
  });

  it("reads the shop's admins: signed in with the admin role", () => {
    expect(isShopAdmin({ session: null })).toBe(false);
    expect(isShopAdmin({ session: { user: sampleUser, token: 't' } })).toBe(false);
    expect(isShopAdmin({ session: { user: { ...sampleUser, role: 'admin' }, token: 't' } })).toBe(true);
  });

  it('an actor the app forgot to provide fails with a message that says how to provide it', async () => {
    const errors = await actorErrors(authMachine, {}, async (actor) => {
      actor.send(login(false));
      await new Promise((r) => setTimeout(r, 20));
      actor.send({ ...SIGNUP_FORM, email: 'a@b.mx' });
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(errors).toEqual([
      'auth: provide the "loginRequest" actor with authMachine.provide({ actors })',
      'auth: provide the "codeRequest" actor with authMachine.provide({ actors })',
    ]);
  });

  it('starts as a visitor without input', () => {
    expect(
      createActor(authMachine, {} as never)
        .start()
        .getSnapshot().context,
    ).toEqual({
      session: null,
      remembered: null,
      error: null,
      attempt: null,
      code: null,
      returnTo: null,
      loginPhone: null,
    });
  });
});
