import { FetchError } from 'ofetch';
import type { LoginInput, LoginResult, SignupInput, SignupResult } from '../../machines/auth/auth-machine';
import { http } from './client';

/** POST /api/auth/login_ecommerce — the auth machine's `loginRequest` actor. Rejects only when unreachable. */
export async function login(input: LoginInput): Promise<LoginResult> {
  const { LoginResponseSchema } = await import('../../contract/auth');
  try {
    const raw = await http('/auth/login_ecommerce', { method: 'POST', body: input });
    const parsed = LoginResponseSchema.safeParse(raw);
    return parsed.success
      ? { ok: true, data: parsed.data }
      : { ok: false, status: 200, error: 'Respuesta inesperada del servidor.' };
  } catch (error) {
    if (error instanceof FetchError && error.status)
      return { ok: false, status: error.status, error: errorText(error) };
    throw error;
  }
}

/** POST /api/auth/register_ecommerce — the auth machine's `signupRequest` actor. */
export async function signup(input: SignupInput): Promise<SignupResult> {
  const { MessageResponseSchema } = await import('../../contract/auth');
  try {
    const raw = await http('/auth/register_ecommerce', { method: 'POST', body: input });
    const parsed = MessageResponseSchema.safeParse(raw);
    return parsed.success
      ? { ok: true, message: parsed.data.message }
      : { ok: false, status: 200, error: 'Respuesta inesperada del servidor.' };
  } catch (error) {
    if (error instanceof FetchError && error.status)
      return { ok: false, status: error.status, error: errorText(error) };
    throw error;
  }
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
