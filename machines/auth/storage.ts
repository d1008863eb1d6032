import { z } from 'zod';
import { type User, UserSchema } from '../../contract/auth';
import { REMEMBERED_LOGIN_KEY, SESSION_TOKEN_KEY, SESSION_USER_KEY } from '../../contract/storage-keys';
import type { Logger, StorageLike } from '../effects';

/**
 * The session and the remembered login in browser storage, under the keys stores already in use read.
 * - `UserData`: the user as JSON; `UserJWT`: the token. BOTH must be present (and UserData must
 *   parse) to count as signed in; anything else is no session.
 * - `rememberedLogin`: `{ phoneNumber, email? }` to pre-fill the forms. Deliberately unlike the
 *   legacy store, the password is NEVER stored; the forms carry autocomplete attributes so the
 *   browser's own password manager can offer it.
 * Every function swallows storage failures (logged only: the shopper is told nothing).
 */

export interface Session {
  user: User;
  token: string;
}

export const RememberedLoginSchema = z.object({ phoneNumber: z.string(), email: z.string().optional() }).strip();
export type RememberedLogin = z.infer<typeof RememberedLoginSchema>;

function safely<T>(what: string, fallback: T, fn: () => T, logger?: Logger): T {
  try {
    return fn();
  } catch (error) {
    logger?.error(`auth storage: ${what}`, error);
    return fallback;
  }
}

export function loadSession(storage: StorageLike, logger?: Logger): Session | null {
  return safely(
    'read session',
    null,
    () => {
      const token = storage.getItem(SESSION_TOKEN_KEY);
      const raw = storage.getItem(SESSION_USER_KEY);
      if (!token || !raw) return null;
      const user = UserSchema.safeParse(JSON.parse(raw));
      return user.success ? { user: user.data, token } : null;
    },
    logger,
  );
}

export function saveSession(storage: StorageLike, session: Session, logger?: Logger): void {
  safely(
    'write session',
    undefined,
    () => {
      storage.setItem(SESSION_USER_KEY, JSON.stringify(session.user));
      storage.setItem(SESSION_TOKEN_KEY, session.token);
    },
    logger,
  );
}

export function clearSession(storage: StorageLike, logger?: Logger): void {
  safely(
    'clear session',
    undefined,
    () => {
      storage.removeItem(SESSION_USER_KEY);
      storage.removeItem(SESSION_TOKEN_KEY);
    },
    logger,
  );
}

export function loadRemembered(storage: StorageLike, logger?: Logger): RememberedLogin | null {
  return safely(
    'read remembered login',
    null,
    () => {
      const raw = storage.getItem(REMEMBERED_LOGIN_KEY);
      if (!raw) return null;
      const parsed = RememberedLoginSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    },
    logger,
  );
}

export function saveRemembered(storage: StorageLike, remembered: RememberedLogin, logger?: Logger): void {
  // Only the two named fields are ever written, whatever the caller passes (JSON leaves out an email that is undefined).
  const value: RememberedLogin = { phoneNumber: remembered.phoneNumber, email: remembered.email };
  safely(
    'write remembered login',
    undefined,
    () => storage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(value)),
    logger,
  );
}

export function clearRemembered(storage: StorageLike, logger?: Logger): void {
  safely('clear remembered login', undefined, () => storage.removeItem(REMEMBERED_LOGIN_KEY), logger);
}
