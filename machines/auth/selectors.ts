import type { User } from '../../contract/auth';
import { PATH, ROUTE } from '../../contract/paths';
import type { Session } from './storage';

/**
 * Signed in: the auth machine holds a session (UserData and UserJWT both stored). The one
 * definition the views (src/runtime/auth-session.ts) and the cart's pay button read. No xstate here,
 * so the first paint can ask without loading the machines.
 */
export const isSignedIn = (context: { session: Session | null }): boolean => context.session !== null;

/** The shop's owner or staff: the user menu offers the back office. */
export const isShopAdmin = (context: { session: Session | null }): boolean => context.session?.user.role === 'admin';

/**
 * Where a login lands: the shop's owner or staff at their desk, the back office; a customer on
 * the store's home.
 */
export const landingAfterLogin = (user: User): string => (user.role === 'admin' ? ROUTE.admin : PATH.home);
