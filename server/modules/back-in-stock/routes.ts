import { Hono } from 'hono';
import { BackInStockRequestSchema, STOP_TOKEN } from '../../../contract/back-in-stock';
import { BACK_IN_STOCK, BACK_IN_STOCK_ERRORS } from '../../../copy/back-in-stock';
import { toE164 } from '../../auth/phone';
import { bearerToken } from '../../auth/require-user';
import { clientOf } from '../../http/client';
import type { AppEnv, Deps } from '../../http/context';
import { badRequest, HttpError } from '../../http/errors';
import { parseBody, parseId } from '../../http/validate';
import { takeAttempt } from '../../limits/rate-limit';
import { BACK_IN_STOCK_REQUESTS_PER_ADDRESS } from './limits';
import { listBackInStock, requestBackInStock, stopBackInStock } from './repo';
import { renderStopPage } from './stop-page';

/**
 * POST /api/back-in-stock: a visitor's or a customer's request (a valid token names the customer;
 * a missing or stale one is a visitor, never a refusal). Counted per client address before any
 * work, like the other public writes.
 */
export function backInStockRoutes({ db, tokens, counters, trustProxy }: Deps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const body = await parseBody(c, BackInStockRequestSchema);
    const recipient = body.channel === 'email' ? body.recipient.trim().toLowerCase() : toE164(body.recipient);
    if (!recipient) throw badRequest(BACK_IN_STOCK_ERRORS.phoneInvalid);
    if (!(await takeAttempt(counters, BACK_IN_STOCK_REQUESTS_PER_ADDRESS, clientOf(c, trustProxy).key)))
      throw new HttpError(429, BACK_IN_STOCK_ERRORS.tooMany);
    const token = bearerToken(c);
    const claims = token ? await tokens.verify(token) : null;
    await requestBackInStock(db, {
      productId: body.productId,
      size: body.size,
      channel: body.channel,
      recipient,
      userId: claims?.userId ?? null,
    });
    return c.json({ message: BACK_IN_STOCK.confirmed });
  });
}

/**
 * The stop link of a backInStock message. GET only shows a page with one button; the POST it sends
 * stops. Mail scanners and link previews open every link of a message on their own: a GET that
 * stopped would withdraw the shopper's other requests before they read it. A POST to the same
 * address is also what RFC 8058's one-click unsubscribe sends.
 */
export function backInStockStopRoutes({ db }: Deps) {
  const page = (body: string, status: 200 | 404 = 200) =>
    new Response(body, {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
    });
  return new Hono<AppEnv>()
    .get('/:token', (c) =>
      STOP_TOKEN.test(c.req.param('token'))
        ? page(renderStopPage('ask', c.req.path))
        : page(renderStopPage('unknown', c.req.path), 404),
    )
    .post('/:token', async (c) => {
      const token = c.req.param('token');
      const stopped = STOP_TOKEN.test(token) && (await stopBackInStock(db, token));
      return stopped ? page(renderStopPage('done', c.req.path)) : page(renderStopPage('unknown', c.req.path), 404);
    });
}

/** /api/admin/back-in-stock/:productId (behind requireAdmin, like every /api/admin route). */
export function backInStockAdminRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get('/:productId', async (c) =>
    c.json(await listBackInStock(db, parseId(c.req.param('productId'), 'El producto'))),
  );
}
