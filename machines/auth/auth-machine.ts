import { assertEvent, assign, emit, sendTo, setup } from 'xstate';
import type { LoginResponse, User } from '../../contract/auth';
import type { CodePurpose, CodeRequest, CodeSent } from '../../contract/contact-codes';
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
 * Auth: the session, sign-up, login (by password or by a one-time code), the password's reset by
 * code, profile changes and logout.
 *
 * States: `restoring` (transient: picks `signedIn` when the input has a session) → `visitor`,
 * `signingIn` (by password), `signedIn`, `signingOut` (transient: clears and goes to `visitor`),
 * and `code`, a one-time code's flow (its purpose in `context.code`): `requesting` the code →
 * `awaiting` it (`resending` it on request) → `signingUp` (sign-up), `signingIn` (login by code),
 * `guestSigningIn` ('Comprar sin cuenta') or `resetting` (a new password) → `signedIn`. A refused first request goes back to `visitor`
 * (the form says why); a refusal after it stays on the code step.
 *
 * Events: `auth.login { phoneNumber, password, remember, next? }`,
 * `auth.signup { username, email, password, confirmPassword, phoneNumber, marketingConsent, remember, next? }`
 * (the form checked: the code for its phone is asked first; `marketingConsent`: the sign-up's own
 * unticked box for the privacy notice's optional purposes),
 * `auth.signup.confirm { code, username, password, confirmPassword, marketingConsent }` (the code
 * step: the account is made for the phone and email the code was sent for),
 * `auth.code.request { purpose: 'login' | 'reset', phoneNumber, remember, next? }`,
 * `auth.guest { name, phoneNumber, email?, next? }` ('Comprar sin cuenta': the code for the phone
 * is asked first), `auth.guest.confirm { code }` (the guest is signed in, as by a login),
 * `auth.code.resend`, `auth.code.cancel` (back to the form), `auth.code.login { code }`,
 * `auth.reset.confirm { code, newPassword, confirmPassword }`
 * (`next`: where the login returns to, from the login page's address; only the store's own paths),
 * `auth.logout`, `auth.unauthorized` (the API client got a 401 on a bearer call),
 * `auth.user.updated { user }` (the profile changed; keeps UserData fresh),
 * `auth.token.renewed { token }` (a password change revoked the old token and gave this one).
 *
 * Actors the app provides (`.provide({ actors })`), invoked with these ids:
 * - `login` (`loginRequest`): input `{ phoneNumber, password }`, resolves `LoginResult`; rejects
 *   only when the server could not be reached (so do the others).
 * - `code` (`codeRequest`): input `CodeRequest` (`{ purpose, phoneNumber, email? }`), resolves `CodeResult`.
 * - `signup` (`signupRequest`): input `SignupInput & { code }`, resolves `SignupResult` (signed in
 *   when the answer carries a session).
 * - `codeLogin` (`codeLoginRequest`): input `{ phoneNumber, code }`, resolves `LoginResult`.
 * - `guest` (`guestRequest`): input `GuestInput & { code }`, resolves `LoginResult` (a guest's
 *   session, as a login's).
 * - `reset` (`resetRequest`): input `ResetInput`, resolves `ResetResult`: the app resets the
 *   password, then logs in with the new one (`data`, or null when that login failed).
 * The passwords live only in the events and the actors' input, never in context or storage: the
 * sign-up's code step sends its form's passwords again with the code.
 *
 * Actions the app provides for storage: use `provideAuthStorage(authMachine, localStorage,
 * console)`; by default they do nothing. Start with
 * `input: { session: loadSession(localStorage), remembered: loadRemembered(localStorage) }`.
 *
 * Emitted: `toast`, `navigate` (once signed in: its `next`, else '/' or the back office; after a
 * sign-up or a reset that did not sign in, '/login' with the same `next`; on logout a full page
 * load of '/'), and on logout `session.revoke.requested { token }` (the app asks the server to
 * revoke the token; the local logout never waits for it).
 * Sent: on logout, `cart.reset` to the actor registered as `cart` in the same actor system
 * (machines/app spawns both); started alone, auth sends it to itself, which ignores it.
 *
 * Why invoke here although STACK.md says createTestModel rejects invoke: the paths are built with
 * `getShortestPaths` on the machine itself, and the completions `xstate.done.actor.login` /
 * `xstate.error.actor.login` are offered to the graph as events (see machines/testing/model.ts),
 * so the generated paths walk every onDone/onError branch while the app keeps real invocations
 * (leaving `signingIn` cancels a pending request).
 */
type Failure = { ok: false; status: number; error: string };
export type LoginResult = { ok: true; data: LoginResponse } | Failure;
/** `data`: the session, when the sign-up's code proved the contact and the server signed in. */
export type SignupResult = { ok: true; message: string; data?: LoginResponse } | Failure;
export type CodeResult = { ok: true; sent: CodeSent } | Failure;
/** `data`: the login with the new password that follows the reset, or null when it failed. */
export type ResetResult = { ok: true; message: string; data: LoginResponse | null } | Failure;

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
export interface CodeLoginInput {
  phoneNumber: string;
  code: string;
}
/** 'Comprar sin cuenta': who buys, and where the store may write to them (the email only if given). */
export interface GuestInput {
  name: string;
  phoneNumber: string;
  email?: string;
}
export interface ResetInput {
  phoneNumber: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}
/** What the sign-up's code step sends: the code, and the form but its phone and email (the code's). */
type SignupConfirm = { code: string } & Omit<SignupInput, 'phoneNumber' | 'email'>;

/** Where a login returns to once signed in (`returnPath`, contract/paths.ts, keeps only the store's own paths). */
type ReturnTo = { next?: string | null };

export type AuthEvent =
  | ({ type: 'auth.login'; remember: boolean } & LoginInput & ReturnTo)
  | ({ type: 'auth.signup'; remember: boolean } & SignupInput & ReturnTo)
  | ({ type: 'auth.signup.confirm' } & SignupConfirm)
  | ({ type: 'auth.code.request'; purpose: 'login' | 'reset'; phoneNumber: string; remember: boolean } & ReturnTo)
  | ({ type: 'auth.guest' } & GuestInput & ReturnTo)
  | { type: 'auth.guest.confirm'; code: string }
  | { type: 'auth.code.resend' }
  | { type: 'auth.code.cancel' }
  | { type: 'auth.code.login'; code: string }
  | { type: 'auth.reset.confirm'; code: string; newPassword: string; confirmPassword: string }
  | { type: 'auth.logout' }
  | { type: 'auth.unauthorized' }
  | { type: 'auth.user.updated'; user: User }
  | { type: 'auth.token.renewed'; token: string };

export type AuthEmitted = ToastEffect | NavigateEffect | { type: 'session.revoke.requested'; token: string };

export interface AuthContext {
  session: Session | null;
  remembered: RememberedLogin | null;
  /** The text shown above the form (login, sign-up and code failures), or null. */
  error: string | null;
  /** The form being submitted, minus the password (`name`: the guest's). */
  attempt: { phoneNumber: string; email?: string; name?: string; remember: boolean } | null;
  /** The one-time code's flow under way: what it is for, and the server's answer once sent. */
  code: { purpose: CodePurpose; sent: CodeSent | null } | null;
  /**
   * Where the login or sign-up being sent returns to (a login from PAGAR: /payment), or null: a
   * login then lands where `landingAfterLogin` says.
   */
  returnTo: string | null;
  /** The phone the login page fills in: the account just made, or whose password was just reset, without signing in. */
  loginPhone: string | null;
}

export interface AuthInput {
  session?: Session | null;
  remembered?: RememberedLogin | null;
}

/** A failed login shows the server's text with the word 'identifier' replaced by 'phone number'. */
export const loginErrorText = (error: string) => error.replace(/identifier/g, 'phone number');

type Attempt = NonNullable<AuthContext['attempt']>;
type Signed = { data: LoginResponse };
const signedIn = (output: unknown) => (output as Signed).data;
const failure = (output: unknown) => output as Failure;

/** Once signed in: the store's page the form came from, else the user's landing. */
const landing = ({ context, event }: { context: AuthContext; event: { output: unknown } }) => ({
  to: context.returnTo ?? landingAfterLogin(signedIn(event.output).userData),
});

/** The actions of a sign-in, whichever way it came (password, code, a sign-up, a reset). */
const signInActions = [
  { type: 'signIn', params: ({ event }: { event: { output: unknown } }) => signedIn(event.output) },
  'persistSession',
  'storeRemembered',
] as const;

/**
 * The attempt, the code and the session exist in the states that use them (`signingIn` and
 * `code` are entered only with an attempt, `code`'s steps with its code, `signedIn` only with a
 * session): the `!` below state that.
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
    codeRequest: unprovided<CodeResult, CodeRequest>('auth', 'codeRequest', 'authMachine'),
    signupRequest: unprovided<SignupResult, SignupInput & { code: string }>('auth', 'signupRequest', 'authMachine'),
    codeLoginRequest: unprovided<LoginResult, CodeLoginInput>('auth', 'codeLoginRequest', 'authMachine'),
    resetRequest: unprovided<ResetResult, ResetInput>('auth', 'resetRequest', 'authMachine'),
    guestRequest: unprovided<LoginResult, GuestInput & { code: string }>('auth', 'guestRequest', 'authMachine'),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    isOk: (_, params: { result: { ok: boolean } }) => params.result.ok,
    /** A success that carries a session: the sign-up's code proved the contact, the reset's login passed. */
    isSignedIn: (_, params: { result: { ok: boolean; data?: LoginResponse | null } }) =>
      params.result.ok && params.result.data != null,
    isFor: ({ context }, params: { purpose: CodePurpose }) => context.code!.purpose === params.purpose,
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
    startCode: assign((_, params: { purpose: CodePurpose }) => ({ code: { purpose: params.purpose, sent: null } })),
    keepCodeSent: assign(({ context }, sent: CodeSent) => ({ code: { ...context.code!, sent }, error: null })),
    forgetCode: assign({ code: null, attempt: null, error: null }),
    signIn: assign(({ context }, data: LoginResponse) => {
      const attempt = context.attempt!;
      // Keep the email remembered at signup when it is the same phone number.
      const keepEmail =
        attempt.email ??
        (context.remembered?.phoneNumber === attempt.phoneNumber ? context.remembered.email : undefined);
      const remembered: RememberedLogin =
        keepEmail === undefined
          ? { phoneNumber: attempt.phoneNumber }
          : { phoneNumber: attempt.phoneNumber, email: keepEmail };
      return {
        session: { user: data.userData, token: data.token },
        remembered: attempt.remember ? remembered : null,
        error: null,
        attempt: null,
        code: null,
      };
    }),
    /** An account made (or a password reset) without a session: the login page that follows fills in the phone. */
    sentToLogin: assign(({ context }) => {
      const attempt = context.attempt!;
      const remembered: RememberedLogin | null =
        attempt.email === undefined
          ? context.remembered
          : attempt.remember
            ? { phoneNumber: attempt.phoneNumber, email: attempt.email }
            : null;
      return { remembered, loginPhone: attempt.phoneNumber, error: null, attempt: null, code: null };
    }),
    showLoginFailure: assign((_, failure: Failure) => ({ error: loginErrorText(failure.error), attempt: null })),
    /** A refusal of the form's first request: back to the form, which shows why. */
    showFailure: assign((_, failure: Failure) => ({ error: failure.error, attempt: null, code: null })),
    /** A refusal on the code step (a wrong code, too many codes): the step stays, saying why. */
    showCodeFailure: assign((_, failure: Failure) => ({ error: failure.error })),
    showNetworkError: assign({ error: MESSAGES.networkError, attempt: null, code: null }),
    showCodeNetworkError: assign({ error: MESSAGES.networkError }),
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
    code: null,
    returnTo: null,
    loginPhone: null,
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
          target: 'code',
          actions: [
            {
              type: 'startAttempt',
              params: ({ event }) => ({
                phoneNumber: event.phoneNumber,
                email: event.email,
                remember: event.remember,
                next: event.next,
              }),
            },
            { type: 'startCode', params: { purpose: 'signup' } },
          ],
        },
        'auth.code.request': {
          target: 'code',
          actions: [
            {
              type: 'startAttempt',
              params: ({ event }) => ({ phoneNumber: event.phoneNumber, remember: event.remember, next: event.next }),
            },
            { type: 'startCode', params: ({ event }) => ({ purpose: event.purpose }) },
          ],
        },
        'auth.guest': {
          target: 'code',
          actions: [
            {
              type: 'startAttempt',
              // A guest keeps the remembered login as it is: remembered when it is this phone.
              params: ({ context, event }) => ({
                phoneNumber: event.phoneNumber,
                ...(event.email ? { email: event.email } : {}),
                name: event.name,
                remember: context.remembered?.phoneNumber === event.phoneNumber,
                next: event.next,
              }),
            },
            { type: 'startCode', params: { purpose: 'guest' } },
          ],
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
            actions: [...signInActions, { type: 'emitNavigate', params: landing }],
          },
          { target: 'visitor', actions: { type: 'showLoginFailure', params: ({ event }) => failure(event.output) } },
        ],
        onError: { target: 'visitor', actions: 'showNetworkError' },
      },
    },
    code: {
      initial: 'requesting',
      states: {
        requesting: {
          invoke: {
            id: 'code',
            src: 'codeRequest',
            input: ({ context }) => codeRequestOf(context),
            onDone: [
              {
                guard: { type: 'isOk', params: ({ event }) => ({ result: event.output }) },
                target: 'awaiting',
                actions: { type: 'keepCodeSent', params: ({ event }) => (event.output as { sent: CodeSent }).sent },
              },
              {
                target: '#auth.visitor',
                actions: { type: 'showFailure', params: ({ event }) => failure(event.output) },
              },
            ],
            onError: { target: '#auth.visitor', actions: 'showNetworkError' },
          },
        },
        awaiting: {
          on: {
            'auth.code.resend': 'resending',
            'auth.code.cancel': { target: '#auth.visitor', actions: 'forgetCode' },
            'auth.signup.confirm': { guard: { type: 'isFor', params: { purpose: 'signup' } }, target: 'signingUp' },
            'auth.code.login': { guard: { type: 'isFor', params: { purpose: 'login' } }, target: 'signingIn' },
            'auth.reset.confirm': { guard: { type: 'isFor', params: { purpose: 'reset' } }, target: 'resetting' },
            'auth.guest.confirm': { guard: { type: 'isFor', params: { purpose: 'guest' } }, target: 'guestSigningIn' },
          },
        },
        resending: {
          invoke: {
            id: 'code',
            src: 'codeRequest',
            input: ({ context }) => codeRequestOf(context),
            onDone: [
              {
                guard: { type: 'isOk', params: ({ event }) => ({ result: event.output }) },
                target: 'awaiting',
                actions: { type: 'keepCodeSent', params: ({ event }) => (event.output as { sent: CodeSent }).sent },
              },
              {
                target: 'awaiting',
                actions: { type: 'showCodeFailure', params: ({ event }) => failure(event.output) },
              },
            ],
            onError: { target: 'awaiting', actions: 'showCodeNetworkError' },
          },
        },
        signingUp: {
          invoke: {
            id: 'signup',
            src: 'signupRequest',
            // Entered only by auth.signup.confirm; the phone and email are those the code went to.
            input: ({ context, event }) => {
              assertEvent(event, 'auth.signup.confirm');
              return {
                username: event.username,
                email: context.attempt!.email!,
                password: event.password,
                confirmPassword: event.confirmPassword,
                phoneNumber: context.attempt!.phoneNumber,
                marketingConsent: event.marketingConsent,
                code: event.code,
              };
            },
            onDone: [
              {
                guard: { type: 'isSignedIn', params: ({ event }) => ({ result: event.output }) },
                target: '#auth.signedIn',
                actions: [
                  ...signInActions,
                  {
                    type: 'emitToast',
                    params: ({ event }) => toast('success', (event.output as { message: string }).message),
                  },
                  { type: 'emitNavigate', params: landing },
                ],
              },
              {
                // The account was made but not signed in (a server from before the codes).
                guard: { type: 'isOk', params: ({ event }) => ({ result: event.output }) },
                target: '#auth.visitor',
                actions: [
                  'sentToLogin',
                  'storeRemembered',
                  {
                    type: 'emitToast',
                    params: ({ event }) => toast('success', (event.output as { message: string }).message),
                  },
                  { type: 'emitNavigate', params: ({ context }) => ({ to: loginPath(context.returnTo) }) },
                ],
              },
              {
                target: 'awaiting',
                actions: [
                  { type: 'showCodeFailure', params: ({ event }) => failure(event.output) },
                  {
                    type: 'emitToast',
                    params: ({ event }) => toast('error', MESSAGES.signupStatus(failure(event.output).status)),
                  },
                ],
              },
            ],
            onError: {
              target: 'awaiting',
              actions: ['showCodeNetworkError', { type: 'emitToast', params: toast('error', MESSAGES.networkError) }],
            },
          },
        },
        signingIn: {
          invoke: {
            id: 'codeLogin',
            src: 'codeLoginRequest',
            input: ({ context, event }) => {
              assertEvent(event, 'auth.code.login');
              return { phoneNumber: context.attempt!.phoneNumber, code: event.code };
            },
            onDone: [
              {
                guard: { type: 'isOk', params: ({ event }) => ({ result: event.output }) },
                target: '#auth.signedIn',
                actions: [...signInActions, { type: 'emitNavigate', params: landing }],
              },
              {
                target: 'awaiting',
                actions: { type: 'showCodeFailure', params: ({ event }) => failure(event.output) },
              },
            ],
            onError: { target: 'awaiting', actions: 'showCodeNetworkError' },
          },
        },
        guestSigningIn: {
          invoke: {
            id: 'guest',
            src: 'guestRequest',
            // Entered only by auth.guest.confirm; the name, phone and email are the form's the code went for.
            input: ({ context, event }) => {
              assertEvent(event, 'auth.guest.confirm');
              const { name, phoneNumber, email } = context.attempt!;
              return { name: name!, phoneNumber, ...(email ? { email } : {}), code: event.code };
            },
            onDone: [
              {
                guard: { type: 'isOk', params: ({ event }) => ({ result: event.output }) },
                target: '#auth.signedIn',
                actions: [...signInActions, { type: 'emitNavigate', params: landing }],
              },
              {
                target: 'awaiting',
                actions: { type: 'showCodeFailure', params: ({ event }) => failure(event.output) },
              },
            ],
            onError: { target: 'awaiting', actions: 'showCodeNetworkError' },
          },
        },
        resetting: {
          invoke: {
            id: 'reset',
            src: 'resetRequest',
            input: ({ context, event }) => {
              assertEvent(event, 'auth.reset.confirm');
              return {
                phoneNumber: context.attempt!.phoneNumber,
                code: event.code,
                newPassword: event.newPassword,
                confirmPassword: event.confirmPassword,
              };
            },
            onDone: [
              {
                guard: { type: 'isSignedIn', params: ({ event }) => ({ result: event.output }) },
                target: '#auth.signedIn',
                actions: [
                  ...signInActions,
                  {
                    type: 'emitToast',
                    params: ({ event }) => toast('success', (event.output as { message: string }).message),
                  },
                  { type: 'emitNavigate', params: landing },
                ],
              },
              {
                // The password changed, but the login with it did not pass: the login page, phone filled in.
                guard: { type: 'isOk', params: ({ event }) => ({ result: event.output }) },
                target: '#auth.visitor',
                actions: [
                  'sentToLogin',
                  {
                    type: 'emitToast',
                    params: ({ event }) => toast('success', (event.output as { message: string }).message),
                  },
                  { type: 'emitNavigate', params: ({ context }) => ({ to: loginPath(context.returnTo) }) },
                ],
              },
              {
                target: 'awaiting',
                actions: { type: 'showCodeFailure', params: ({ event }) => failure(event.output) },
              },
            ],
            onError: { target: 'awaiting', actions: 'showCodeNetworkError' },
          },
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

/**
 * What the code request asks: the sign-up's names its email too, which carries the code where the
 * store sends email (a login's or a reset's has none; JSON leaves the undefined out), and a guest's its email if given.
 */
function codeRequestOf(context: AuthContext): CodeRequest {
  const { phoneNumber, email } = context.attempt!;
  return { purpose: context.code!.purpose, phoneNumber, email };
}

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
