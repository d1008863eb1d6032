import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../http/context';
import { forbidden, unauthorized } from '../http/errors';

/** Bearer-protected routes (SPEC section 6): a valid token of an existing customer, else 401. */
export function requireUser({ db, tokens }: Pick<Deps, 'db' | 'tokens'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer ([A-Za-z0-9._-]{10,2048})$/.exec(header);
    if (!match?.[1]) throw unauthorized('Inicia sesión para continuar.');
    const userId = await tokens.verify(match[1]);
    if (userId === null) throw unauthorized();
    const [user] = await db.query('SELECT 1 FROM ecommerce_user WHERE ecommerce_user_id = $1', [userId]);
    if (!user) throw unauthorized();
    c.set('userId', userId);
    await next();
  };
}

/** A path id must be the signed-in customer's own. */
export function assertOwnId(userId: number, pathId: number): void {
  if (userId !== pathId) throw forbidden();
}
