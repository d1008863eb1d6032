import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { REMEMBERED_LOGIN_KEY, SESSION_TOKEN_KEY, SESSION_USER_KEY } from '../../contract/storage-keys';
import { MESSAGES } from '../../copy/notices';
import { createMemoryStorage } from '../effects';
import { actorErrors } from '../testing/unprovided';
import { authMachine, type LoginResult, loginErrorText, provideAuthStorage, type SignupResult } from './auth-machine';
import { sampleUser } from './fixtures';
import { isShopAdmin, isSignedIn } from './selectors';
import { loadRemembered, loadSession, saveSession } from './storage';

function start(
  opts: { login?: LoginResult | Error; signup?: SignupResult; storage?: ReturnType<typeof createMemoryStorage> } = {},
) {
  const storage = opts.storage ?? createMemoryStorage();
  const calls: unknown[] = [];
  const machine = provideAuthStorage(authMachine, storage).provide({
    actors: {
      loginRequest: fromPromise(async ({ input }) => {
        calls.push(input);
        if (opts.login instanceof Error) throw opts.login;
        return opts.login!;
      }),
      signupRequest: fromPromise(async ({ input }) => {
        calls.push(input);
        return opts.signup!;
      }),
    },
  });
  const actor = createActor(machine, { input: { session: loadSession(storage), remembered: loadRemembered(storage) } });
  const effects: unknown[] = [];
  actor.on('*', (e) => void effects.push(e));
  actor.start();
  return { actor, storage, effects, calls };
}

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

  it('a sign-up keeps where its login returns to, and the phone the login page fills in', async () => {
    const t = start({ signup: { ok: true, message: 'Usuario registrado' } });
    expect(t.actor.getSnapshot().context.signedUpPhone).toBeNull();
    t.actor.send({
      type: 'auth.signup',
      username: 'Ana',
      email: 'ana@example.mx',
      password: 'secreto1',
      confirmPassword: 'secreto1',
      phoneNumber: '+526141234567',
      marketingConsent: false,
      remember: false,
      next: '/payment',
    });
    await waitFor(t.actor, (s) => s.matches('visitor') && s.context.attempt === null);
    expect(t.effects.at(-1)).toEqual({ type: 'navigate', to: '/login?next=%2Fpayment' });
    expect(t.actor.getSnapshot().context).toMatchObject({ signedUpPhone: '+526141234567', remembered: null });
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

  it('signup success toasts the server message, remembers phone and email, goes to /login', async () => {
    const t = start({ signup: { ok: true, message: 'Usuario registrado' } });
    t.actor.send({
      type: 'auth.signup',
      username: 'Ana',
      email: 'ana@example.mx',
      password: 'secreto1',
      confirmPassword: 'secreto1',
      phoneNumber: '+526141234567',
      marketingConsent: true,
      remember: true,
    });
    await waitFor(t.actor, (s) => s.matches('visitor'));
    // The request carries the form and its consent box, never 'Recordarme' or the way back.
    expect(t.calls).toEqual([
      {
        username: 'Ana',
        email: 'ana@example.mx',
        password: 'secreto1',
        confirmPassword: 'secreto1',
        phoneNumber: '+526141234567',
        marketingConsent: true,
      },
    ]);
    expect(t.effects).toEqual([
      { type: 'toast', kind: 'success', message: 'Usuario registrado' },
      { type: 'navigate', to: '/login' },
    ]);
    expect(loadRemembered(t.storage)).toEqual({ phoneNumber: '+526141234567', email: 'ana@example.mx' });
  });

  it("signup non-200 toasts 'Error: {status}' and keeps the server text", async () => {
    const t = start({ signup: { ok: false, status: 409, error: 'El teléfono ya está registrado.' } });
    t.actor.send({
      type: 'auth.signup',
      username: 'Ana',
      email: 'ana@example.mx',
      password: 'secreto1',
      confirmPassword: 'secreto1',
      phoneNumber: '+526141234567',
      marketingConsent: false,
      remember: false,
    });
    await waitFor(t.actor, (s) => s.matches('visitor'));
    expect(t.calls).toMatchObject([{ marketingConsent: false }]);
    expect(t.effects).toEqual([{ type: 'toast', kind: 'error', message: 'Error: 409' }]);
    expect(t.actor.getSnapshot().context.error).toBe('El teléfono ya está registrado.');
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
      actor.send({
        type: 'auth.signup',
        username: 'Ana',
        email: 'a@b.mx',
        password: 'secreto1',
        confirmPassword: 'secreto1',
        phoneNumber: '+526141234567',
        remember: false,
      });
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(errors).toEqual([
      'auth: provide the "loginRequest" actor with authMachine.provide({ actors })',
      'auth: provide the "signupRequest" actor with authMachine.provide({ actors })',
    ]);
  });

  it('starts as a visitor without input', () => {
    expect(
      createActor(authMachine, {} as never)
        .start()
        .getSnapshot().context,
    ).toEqual({ session: null, remembered: null, error: null, attempt: null, returnTo: null, signedUpPhone: null });
  });
});
