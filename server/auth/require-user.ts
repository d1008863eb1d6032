import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../http/context';
import { forbidden, unauthorized } from '../http/errors';

/** The token of an `Authorization: Bearer …` header, or undefined. */
export const bearerToken = (c: Context) => /^Bearer ([A-Za-z0-9._-]{10,2048})$/.exec(c.req.header('authorization') ?? '')?.[1];

/** Bearer-protected routes (SPEC section 6): a valid, unrevoked token of an existing customer, else 401. */
export function requireUser({ db, tokens }: Pick<Deps, 'db' | 'tokens'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw unauthorized('Inicia sesión para continuar.');
    const claims = await tokens.verify(token);
    if (claims === null) throw unauthorized();
    // A password change or a logout moved the version on: tokens issued before it are revoked.
    const [user] = await db.query('SELECT 1 FROM ecommerce_user WHERE ecommerce_user_id = $1 AND token_version = $2', [claims.userId, claims.version]);
    if (!user) throw unauthorized();
    c.set('userId', claims.userId);
    await next();
  };
}

/** A path id must be the signed-in customer's own. */
export function assertOwnId(userId: number, pathId: number): void {
  if (userId !== pathId) throw forbidden();
}
