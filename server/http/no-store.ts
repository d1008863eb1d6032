import type { MiddlewareHandler } from 'hono';

/**
 * Personal answers (a customer's profile, orders, checkout) are never kept by a browser's or a
 * proxy's cache: set after the route answered, so errors carry it too.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store'); // on the answer's own headers, as in security-headers.ts
};
