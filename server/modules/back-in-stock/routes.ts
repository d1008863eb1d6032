import { Hono } from 'hono';
import {
  type BackInStockChannels,
  BackInStockRequestSchema,
  STOP_TOKEN,
  WHATSAPP_COUNTRY_CODE,
} from '../../../contract/back-in-stock';
import {
  BACK_IN_STOCK,
  BACK_IN_STOCK_CONFIRM,
  BACK_IN_STOCK_ERRORS,
  BACK_IN_STOCK_STOP,
} from '../../../copy/back-in-stock';
import { toE164 } from '../../auth/phone';
import { bearerToken } from '../../auth/require-user';
import { clientOf } from '../../http/client';
import type { AppEnv, Deps } from '../../http/context';
import { badRequest, HttpError } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { parseBody, parseId } from '../../http/validate';
import { takeAttempt } from '../../limits/rate-limit';
import { messageSettings } from '../../messages/settings';
import { BACK_IN_STOCK_REQUESTS_PER_ADDRESS } from './limits';
import { confirmBackInStock, listBackInStock, requestBackInStock, stopBackInStock } from './repo';
import { type LinkPageText, renderLinkPage } from './stop-page';

/** The channels the store sends by now: a request by one it does not would never be sent. */
const channels = (): BackInStockChannels => ({
  email: Boolean(messageSettings().email),
  whatsapp: Boolean(messageSettings().whatsapp),
});

/**
 * GET /api/back-in-stock: which channels the dialog may offer. POST: a visitor's or a customer's
 * request (a valid token names the customer; a missing or stale one is a visitor, never a
 * refusal). Counted per client address before any work, like the other public writes. The answer
 * says the request is open only to a customer asking with their own verified contact; every other
 * request hears the same 'check your inbox', whatever happened to it.
 */
export function backInStockRoutes({ db, tokens, counters, trustProxy, publicUrl }: Deps) {
  return new Hono<AppEnv>()
    .get('/', noStore, (c) => c.json({ channels: channels() }))
    .post('/', async (c) => {
      const body = await parseBody(c, BackInStockRequestSchema);
      let recipient: string;
      if (body.channel === 'email') recipient = body.recipient.trim().toLowerCase();
      else {
        if (!channels().whatsapp) throw badRequest(BACK_IN_STOCK_ERRORS.whatsappOff);
        const phone = toE164(body.recipient);
        if (!phone) throw badRequest(BACK_IN_STOCK_ERRORS.phoneInvalid);
        if (!phone.startsWith(WHATSAPP_COUNTRY_CODE)) throw badRequest(BACK_IN_STOCK_ERRORS.whatsappMexicoOnly);
        recipient = phone;
      }
      if (!(await takeAttempt(counters, BACK_IN_STOCK_REQUESTS_PER_ADDRESS, clientOf(c, trustProxy).key)))
        throw new HttpError(429, BACK_IN_STOCK_ERRORS.tooMany);
      const token = bearerToken(c);
      const claims = token ? await tokens.verify(token) : null;
      const outcome = await requestBackInStock(
        db,
        {
          productId: body.productId,
          size: body.size,
          channel: body.channel,
          recipient,
          userId: claims?.userId ?? null,
        },
        publicUrl,
      );
      return c.json({ message: outcome === 'open' ? BACK_IN_STOCK.confirmed : BACK_IN_STOCK.checkInbox });
    });
}

const htmlPage = (body: string, status: 200 | 404 = 200) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  });

/**
 * A one-tap link of a message: GET only shows a page with one button; the POST it sends acts
 * (`act` says whether the token named something to act on). Mail scanners and link previews open
 * every link of a message on their own, so a GET that acted would confirm or stop unasked.
 */
function oneTapLinkRoutes(text: LinkPageText, act: (token: string) => Promise<boolean>) {
  return new Hono<AppEnv>()
    .get('/:token', (c) =>
      STOP_TOKEN.test(c.req.param('token'))
        ? htmlPage(renderLinkPage(text, 'ask', c.req.path))
        : htmlPage(renderLinkPage(text, 'unknown', c.req.path), 404),
    )
    .post('/:token', async (c) => {
      const token = c.req.param('token');
      return STOP_TOKEN.test(token) && (await act(token))
        ? htmlPage(renderLinkPage(text, 'done', c.req.path))
        : htmlPage(renderLinkPage(text, 'unknown', c.req.path), 404);
    });
}

/**
 * The confirm link of a backInStockConfirm message: a GET that confirmed would turn anyone's
 * request for a victim's address into their consent.
 */
export const backInStockConfirmRoutes = ({ db, publicUrl }: Deps) =>
  oneTapLinkRoutes(BACK_IN_STOCK_CONFIRM, (token) => confirmBackInStock(db, token, publicUrl));

/**
 * The stop link of a backInStock message: a GET that stopped would withdraw the shopper's other
 * requests before they read it. A POST to the same address is also what RFC 8058's one-click
 * unsubscribe sends.
 */
export const backInStockStopRoutes = ({ db }: Deps) =>
  oneTapLinkRoutes(BACK_IN_STOCK_STOP, (token) => stopBackInStock(db, token));

/** /api/admin/back-in-stock/:productId (behind requireAdmin, like every /api/admin route). */
export function backInStockAdminRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get('/:productId', async (c) =>
    c.json(await listBackInStock(db, parseId(c.req.param('productId'), 'El producto'))),
  );
}
