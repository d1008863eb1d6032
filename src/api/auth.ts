import { FetchError, type FetchOptions } from 'ofetch';
import type { CodeRequest } from '../../contract/contact-codes';
import { API_ERRORS } from '../../copy/api';
import type {
  CodeLoginInput,
  CodeResult,
  GuestInput,
  LoginInput,
  LoginResult,
  ResetInput,
  ResetResult,
  SignupInput,
  SignupResult,
} from '../../machines/auth/auth-machine';
import { http } from './client';

/**
 * A POST whose answer the contract's schema reads; a refusal with a status (400, 401, 409, 429)
 * is `{ ok: false }` with the server's Spanish text. Rejects only when the server could not be
 * reached, which the auth machine tells apart.
 */
async function post<R>(
  path: string,
  body: FetchOptions['body'],
  read: (raw: unknown) => R | null,
): Promise<R | Refusal> {
  try {
    const answer = read(await http(path, { method: 'POST', body }));
    return answer ?? { ok: false, status: 200, error: API_ERRORS.unexpectedAnswer };
  } catch (error) {
    if (error instanceof FetchError && error.status)
      return { ok: false, status: error.status, error: errorText(error) };
    throw error;
  }
}
type Refusal = { ok: false; status: number; error: string };

/** POST /api/auth/login_ecommerce — the auth machine's `loginRequest` actor. */
export async function login(input: LoginInput): Promise<LoginResult> {
  const { LoginResponseSchema } = await import('../../contract/auth');
  return post('/auth/login_ecommerce', input, (raw) => {
    const parsed = LoginResponseSchema.safeParse(raw);
    return parsed.success ? { ok: true as const, data: parsed.data } : null;
  });
}

/**
 * POST /api/auth/register_ecommerce with the code sent for it — the auth machine's
 * `signupRequest` actor. The answer carries the session when the code proved the contact.
 */
export async function signup(input: SignupInput & { code: string }): Promise<SignupResult> {
  const { RegisterResponseSchema } = await import('../../contract/auth');
  return post('/auth/register_ecommerce', input, (raw) => {
    const parsed = RegisterResponseSchema.safeParse(raw);
    if (!parsed.success) return null;
    const { message, userData, token } = parsed.data;
    return userData && token
      ? { ok: true as const, message, data: { userData, token } }
      : { ok: true as const, message };
  });
}

/** POST /api/auth/code — the auth machine's `codeRequest` actor: sends a one-time code. */
export async function requestCode(input: CodeRequest): Promise<CodeResult> {
  const { CodeSentSchema } = await import('../../contract/contact-codes');
  return post('/auth/code', input, (raw) => {
    const parsed = CodeSentSchema.safeParse(raw);
    return parsed.success ? { ok: true as const, sent: parsed.data } : null;
  });
}

/** POST /api/auth/login_code — the auth machine's `codeLoginRequest` actor: answers as a password login. */
export async function loginByCode(input: CodeLoginInput): Promise<LoginResult> {
  const { LoginResponseSchema } = await import('../../contract/auth');
  return post('/auth/login_code', input, (raw) => {
    const parsed = LoginResponseSchema.safeParse(raw);
    return parsed.success ? { ok: true as const, data: parsed.data } : null;
  });
}

/**
 * POST /api/auth/guest with the code sent for the guest's phone — the auth machine's
 * `guestRequest` actor ('Comprar sin cuenta'): answers as a login, with a guest's session.
 */
export async function guestSignIn(input: GuestInput & { code: string }): Promise<LoginResult> {
  const { LoginResponseSchema } = await import('../../contract/auth');
  return post('/auth/guest', input, (raw) => {
    const parsed = LoginResponseSchema.safeParse(raw);
    return parsed.success ? { ok: true as const, data: parsed.data } : null;
  });
}

/**
 * POST /api/auth/reset_password, then a login with the new password — the auth machine's
 * `resetRequest` actor. The reset ends every session of the account; the shopper who just chose
 * the password is signed in again at once, as stores do. A login that fails then (a limit, the
 * network) leaves `data` null: the machine sends the shopper to the login page instead.
 */
export async function resetPassword(input: ResetInput): Promise<ResetResult> {
  const { MessageResponseSchema } = await import('../../contract/auth');
  const reset = await post(
    '/auth/reset_password',
    {
      phoneNumber: input.phoneNumber,
      code: input.code,
      new_password: input.newPassword,
      confirm_password: input.confirmPassword,
    },
    (raw) => {
      const parsed = MessageResponseSchema.safeParse(raw);
      return parsed.success ? { ok: true as const, message: parsed.data.message } : null;
    },
  );
  if (!reset.ok) return reset;
  const signedIn = await login({ phoneNumber: input.phoneNumber, password: input.newPassword }).catch(() => null);
  return { ...reset, data: signedIn?.ok ? signedIn.data : null };
}

/**
 * POST /api/auth/logout: the server revokes the customer's tokens. The app has already signed out
 * locally; a failure here (offline, server down) only leaves the token to expire, so it is logged.
 * `keepalive`: logout reloads the page at once, and the request must outlive it.
 */
export async function revokeSession(token: string): Promise<void> {
  try {
    await http('/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true });
  } catch (error) {
    console.warn('The server could not revoke the session token', error);
  }
}

function errorText(error: FetchError): string {
  const data: unknown = error.data;
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string') return data.error;
  return error.message;
}
