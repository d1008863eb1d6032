import { useEffect } from 'react';
import type { User } from '../../contract/auth';
import { API_ERRORS } from '../../copy/api';
import { isShopAdmin, isSignedIn } from '../../machines/auth/selectors';
import type { Session } from '../../machines/auth/storage';
import { ApiFailure } from '../api/failure';
import { loadActors, useActorValue, withActors } from './machine-host';

/**
 * The signed-in session for account and checkout views, and the one place a 401 from a bearer
 * call ends it (`auth.unauthorized`: the machine forgets the session and goes to /login).
 */
export type AuthStatus = 'unknown' | 'visitor' | 'signedIn';

/**
 * 'unknown' until the auth actor has loaded (the guards wait instead of redirecting). A view
 * that must know (a guarded page, an order's detail) loads the actors at once: for a visitor
 * with nothing in storage they would otherwise wait for the first sign of use.
 */
export function useAuthStatus(): AuthStatus {
  useEffect(() => {
    void loadActors();
  }, []);
  return useActorValue(
    (a) => a.auth,
    (s) => (isSignedIn(s.context) ? 'signedIn' : 'visitor'),
    'unknown' as AuthStatus,
  );
}

/** The shop's owner or staff: the user menu offers the back office (whose API checks the role itself). */
export function useIsShopAdmin(): boolean {
  return useActorValue(
    (a) => a.auth,
    (s) => isShopAdmin(s.context),
    false,
  );
}

export function logout() {
  withActors((a) => a.auth.send({ type: 'auth.logout' }));
}

export function useSession(): Session | null {
  return useActorValue(
    (a) => a.auth,
    (s) => s.context.session,
    null,
  );
}

/** Runs a bearer call with the current token; a 401 ends the session. */
export async function withToken<T>(call: (token: string, user: User) => Promise<T>): Promise<T> {
  const actors = await loadActors();
  const session = actors.auth.getSnapshot().context.session;
  if (!session) throw new ApiFailure(API_ERRORS.userMissing, 401);
  try {
    return await call(session.token, session.user);
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 401) actors.auth.send({ type: 'auth.unauthorized' });
    throw error;
  }
}

/** A password change revoked the old token and gave this one: the session goes on with it. */
export function tokenRenewed(token: string) {
  withActors((a) => a.auth.send({ type: 'auth.token.renewed', token }));
}

/** Keeps UserData fresh after the profile changed. */
export function userUpdated(user: User) {
  withActors((a) => a.auth.send({ type: 'auth.user.updated', user }));
}
