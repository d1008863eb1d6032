import type { Context, MiddlewareHandler } from 'hono';
import type { UserRole } from '../../contract/admin';
import { API_ERRORS } from '../../copy/api';
import type { AppEnv, Deps } from '../http/context';
import { forbidden, unauthorized } from '../http/errors';

/** The token of an `Authorization: Bearer …` header, or undefined. */
export const bearerToken = (c: Context) =>
  /^Bearer ([A-Za-z0-9._-]{10,2048})$/.exec(c.req.header('authorization') ?? '')?.[1];

/** Bearer-protected routes (profile, orders, settings, payment): a valid, unrevoked token of an existing customer, else 401. */
export function requireUser({ db, tokens }: Pick<Deps, 'db' | 'tokens'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw unauthorized('Inicia sesión para continuar.');
    const claims = await tokens.verify(token);
    if (claims === null) throw unauthorized();
    // A password change or a logout moved the version on: tokens issued before it are revoked.
    const [user] = await db.query<{ role: UserRole }>(
      'SELECT role FROM ecommerce_user WHERE ecommerce_user_id = $1 AND token_version = $2',
      [claims.userId, claims.version],
    );
    if (!user) throw unauthorized();
    c.set('userId', claims.userId);
    c.set('role', user.role);
    await next();
  };
}

/**
 * The back office: a signed-in account whose role is admin. No token or a revoked one
 * is a 401 (requireUser's); a customer's is a 403. The role is read on every request, so taking
 * it away (or a password change) takes effect at once.
 */
export function requireAdmin(deps: Pick<Deps, 'db' | 'tokens'>): MiddlewareHandler<AppEnv> {
  const user = requireUser(deps);
  return (c, next) =>
    user(c, async () => {
      if (c.get('role') !== 'admin') throw forbidden(API_ERRORS.notAdmin);
      await next();
    });
}

/** A path id must be the signed-in customer's own. */
export function assertOwnId(userId: number, pathId: number): void {
  if (userId !== pathId) throw forbidden();
}
