import { assertEvent, assign, emit, sendTo, setup } from 'xstate';
import type { LoginResponse, User } from '../../contract/auth';
import { loginPath, PATH, returnPath } from '../../contract/paths';
import { MESSAGES } from '../../copy/notices';
import {
  type Logger,
  type NavigateEffect,
  navigate,
  reloadAt,
  type StorageLike,
  type ToastEffect,
  toast,
  unprovided,
} from '../effects';
import { landingAfterLogin } from './selectors';
import {
  clearRemembered,
  clearSession,
  type RememberedLogin,
  type Session,
  saveRemembered,
  saveSession,
} from './storage';

/**
 * Auth: the session, sign-up, login, profile changes and logout.
 *
 * States: `restoring` (transient: picks `signedIn` when the input has a session) → `visitor`,
 * `signingIn`, `signedIn`, `signingUp`, `signingOut` (transient: clears and goes to `visitor`).
 *
 * Events: `auth.login { phoneNumber, password, remember, next? }`,
 * `auth.signup { username, email, password, confirmPassword, phoneNumber, marketingConsent, remember, next? }`
 * (`marketingConsent`: the sign-up's own unticked box for the privacy notice's optional purposes)
 * (`next`: where the login returns to, from the login page's address; only the store's own paths),
 * `auth.logout`, `auth.unauthorized` (the API client got a 401 on a bearer call),
 * `auth.user.updated { user }` (the profile changed; keeps UserData fresh),
 * `auth.token.renewed { token }` (a password change revoked the old token and gave this one).
 *
 * Actors the app provides (`.provide({ actors })`), invoked with these ids:
 * - `login` (`loginRequest`): input `{ phoneNumber, password }`, resolves `LoginResult`; rejects
 *   only when the server could not be reached.
 * - `signup` (`signupRequest`): input `RegisterBody`, resolves `SignupResult`.
 * The password lives only in the event and the actor input, never in context or storage.
 *
 * Actions the app provides for storage: use `provideAuthStorage(authMachine, localStorage,
 * console)`; by default they do nothing. Start with
 * `input: { session: loadSession(localStorage), remembered: loadRemembered(localStorage) }`.
 *
 * Emitted: `toast`, `navigate` (after a login its `next`, else '/' or the back office; after a
 * sign-up '/login', with the same `next`; on logout a full page load of '/'), and on logout
 * `session.revoke.requested { token }` (the app asks the server to revoke the token; the local
 * logout never waits for it).
 * Sent: on logout, `cart.reset` to the actor registered as `cart` in the same actor system
 * (machines/app spawns both); started alone, auth sends it to itself, which ignores it.
 *
 * Why invoke here although STACK.md says createTestModel rejects invoke: the paths are built with
 * `getShortestPaths` on the machine itself, and the completions `xstate.done.actor.login` /
 * `xstate.error.actor.login` are offered to the graph as events (see machines/testing/model.ts),
 * so the generated paths walk every onDone/onError branch while the app keeps real invocations
 * (leaving `signingIn` cancels a pending request).
 */
export type LoginResult = { ok: true; data: LoginResponse } | { ok: false; status: number; error: string };
export type SignupResult = { ok: true; message: string } | { ok: false; status: number; error: string };

export interface LoginInput {
  phoneNumber: string;
  password: string;
}
export interface SignupInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  phoneNumber: string;
  /** Consent to the optional purposes (offers, back-in-stock notices, surveys), sent to be recorded with its date. */
  marketingConsent: boolean;
}

/** Where a login returns to once signed in (`returnPath`, contract/paths.ts, keeps only the store's own paths). */
type ReturnTo = { next?: string | null };

export type AuthEvent =
  | ({ type: 'auth.login'; remember: boolean } & LoginInput & ReturnTo)
  | ({ type: 'auth.signup'; remember: boolean } & SignupInput & ReturnTo)
  | { type: 'auth.logout' }
  | { type: 'auth.unauthorized' }
  | { type: 'auth.user.updated'; user: User }
  | { type: 'auth.token.renewed'; token: string };

export type AuthEmitted = ToastEffect | NavigateEffect | { type: 'session.revoke.requested'; token: string };

export interface AuthContext {
  session: Session | null;
  remembered: RememberedLogin | null;
  /** The text shown above the form (login and signup failures), or null. */
  error: string | null;
  /** The form being submitted, minus the password. */
  attempt: { phoneNumber: string; email?: string; remember: boolean } | null;
  /**
   * Where the login or sign-up being sent returns to (a login from PAGAR: /payment), or null: a
   * login then lands where `landingAfterLogin` says, a sign-up on the bare login page.
   */
  returnTo: string | null;
  /** The phone of the account just created: the login page that follows fills it in. */
  signedUpPhone: string | null;
}

export interface AuthInput {
  session?: Session | null;
  remembered?: RememberedLogin | null;
}

/** A failed login shows the server's text with the word 'identifier' replaced by 'phone number'. */
export const loginErrorText = (error: string) => error.replace(/identifier/g, 'phone number');

type Attempt = NonNullable<AuthContext['attempt']>;
type Failure = { status: number; error: string };

/**
 * The attempt and the session exist in the states that use them (`signingIn`/`signingUp` are
 * entered only with an attempt, `signedIn` only with a session): the `!` below state that.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
    input: {} as AuthInput,
  },
  actors: {
    loginRequest: unprovided<LoginResult, LoginInput>('auth', 'loginRequest', 'authMachine'),
    signupRequest: unprovided<SignupResult, SignupInput>('auth', 'signupRequest', 'authMachine'),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    isOk: (_, params: { result: LoginResult | SignupResult }) => params.result.ok,
  },
  actions: {
    // Storage effects: no-ops here, supplied by provideAuthStorage. They store what the context
    // holds: the session, and the remembered login (null: forget it).
    persistSession: () => {},
    forgetSession: () => {},
    storeRemembered: () => {},
    emitNavigate: emit((_, params: { to: string }) => navigate(params.to)),
    emitReload: emit((_, params: { to: string }) => reloadAt(params.to)),
    emitToast: emit((_, params: ToastEffect) => params),
    startAttempt: assign((_, { next, ...attempt }: Attempt & ReturnTo) => ({
      error: null,
      attempt,
      returnTo: returnPath(next),
    })),
    signIn: assign(({ context }, data: LoginResponse) => {
      const attempt = context.attempt!;
      // Keep the email remembered at signup when it is the same phone number.
      const keepEmail = context.remembered?.phoneNumber === attempt.phoneNumber ? context.remembered.email : undefined;
      const remembered: RememberedLogin =
        keepEmail === undefined
          ? { phoneNumber: attempt.phoneNumber }
          : { phoneNumber: attempt.phoneNumber, email: keepEmail };
      return {
        session: { user: data.userData, token: data.token },
        remembered: attempt.remember ? remembered : null,
        error: null,
        attempt: null,
      };
    }),
    signedUp: assign(({ context }) => {
      const attempt = context.attempt!;
      return {
        remembered: attempt.remember ? { phoneNumber: attempt.phoneNumber, email: attempt.email! } : null,
        signedUpPhone: attempt.phoneNumber,
        error: null,
        attempt: null,
      };
    }),
    showLoginFailure: assign((_, failure: Failure) => ({ error: loginErrorText(failure.error), attempt: null })),
    showSignupFailure: assign((_, failure: Failure) => ({ error: failure.error, attempt: null })),
    showNetworkError: assign({ error: MESSAGES.networkError, attempt: null }),
    requestRevoke: emit(({ context }) => ({
      type: 'session.revoke.requested' as const,
      token: context.session!.token,
    })),
    clearSession: assign({ session: null }),
    /** A message to the cart actor of the same system (the app's root registers it as `cart`). */
    resetCart: sendTo(({ system }) => system.get('cart'), { type: 'cart.reset' }),
    updateSession: assign(({ context }, change: Partial<Session>) => ({ session: { ...context.session!, ...change } })),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    session: input?.session ?? null,
    remembered: input?.remembered ?? null,
    error: null,
    attempt: null,
    returnTo: null,
    signedUpPhone: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasSession', target: 'signedIn' }, { target: 'visitor' }],
    },
    visitor: {
      on: {
        'auth.login': {
          target: 'signingIn',
          actions: {
            type: 'startAttempt',
            params: ({ event }) => ({ phoneNumber: event.phoneNumber, remember: event.remember, next: event.next }),
          },
        },
        'auth.signup': {
          target: 'signingUp',
          actions: {
            type: 'startAttempt',
            params: ({ event }) => ({
              phoneNumber: event.phoneNumber,
              email: event.email,
              remember: event.remember,
              next: event.next,
            }),
          },
        },
      },
    },
    signingIn: {
      invoke: {
        id: 'login',
        src: 'loginRequest',
        // Entered only by auth.login (assertEvent narrows its type).
        input: ({ event }) => {
          assertEvent(event, 'auth.login');
          return { phoneNumber: event.phoneNumber, password: event.password };
        },
        onDone: [
          {
            guard: { type: 'isOk', params: ({ event }) => ({ result: event.output }) },
            target: 'signedIn',
            // The guard has checked `ok`.
            actions: [
              { type: 'signIn', params: ({ event }) => (event.output as Extract<LoginResult, { ok: true }>).data },
              'persistSession',
              'storeRemembered',
              {
                type: 'emitNavigate',
                params: ({ context, event }) => ({
                  to:
                    context.returnTo ??
                    landingAfterLogin((event.output as Extract<LoginResult, { ok: true }>).data.userData),
                }),
              },
            ],
          },
          { target: 'visitor', actions: { type: 'showLoginFailure', params: ({ event }) => event.output as Failure } },
        ],
        onError: { target: 'visitor', actions: 'showNetworkError' },
      },
    },
    signingUp: {
      invoke: {
        id: 'signup',
        src: 'signupRequest',
        // Entered only by auth.signup.
        input: ({ event }) => {
          assertEvent(event, 'auth.signup');
          return {
            username: event.username,
            email: event.email,
            password: event.password,
            confirmPassword: event.confirmPassword,
            phoneNumber: event.phoneNumber,
            marketingConsent: event.marketingConsent,
          };
        },
        onDone: [
          {
            guard: { type: 'isOk', params: ({ event }) => ({ result: event.output }) },
            target: 'visitor',
            actions: [
              'signedUp',
              'storeRemembered',
              {
                type: 'emitToast',
                params: ({ event }) => toast('success', (event.output as { message: string }).message),
              },
              { type: 'emitNavigate', params: ({ context }) => ({ to: loginPath(context.returnTo) }) },
            ],
          },
          {
            target: 'visitor',
            actions: [
              { type: 'showSignupFailure', params: ({ event }) => event.output as Failure },
              {
                type: 'emitToast',
                params: ({ event }) => toast('error', MESSAGES.signupStatus((event.output as Failure).status)),
              },
            ],
          },
        ],
        onError: {
          target: 'visitor',
          actions: ['showNetworkError', { type: 'emitToast', params: toast('error', MESSAGES.networkError) }],
        },
      },
    },
    signedIn: {
      on: {
        'auth.logout': { target: 'signingOut', actions: 'requestRevoke' },
        'auth.unauthorized': {
          target: 'visitor',
          actions: ['clearSession', 'forgetSession', { type: 'emitNavigate', params: { to: PATH.login } }],
        },
        'auth.user.updated': {
          actions: [{ type: 'updateSession', params: ({ event }) => ({ user: event.user }) }, 'persistSession'],
        },
        'auth.token.renewed': {
          actions: [{ type: 'updateSession', params: ({ event }) => ({ token: event.token }) }, 'persistSession'],
        },
      },
    },
    signingOut: {
      // Logout reloads the home page, so nothing of the customer's stays in memory.
      entry: ['clearSession', 'forgetSession', 'resetCart', { type: 'emitReload', params: { to: PATH.home } }],
      always: 'visitor',
    },
  },
});

/** The auth machine with its storage actions backed by `storage` (localStorage in the app). */
export function provideAuthStorage(machine: typeof authMachine, storage: StorageLike, logger?: Logger) {
  return machine.provide({
    actions: {
      persistSession: ({ context }) => saveSession(storage, context.session!, logger),
      forgetSession: () => clearSession(storage, logger),
      storeRemembered: ({ context }) =>
        context.remembered ? saveRemembered(storage, context.remembered, logger) : clearRemembered(storage, logger),
    },
  });
}
