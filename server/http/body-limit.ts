import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PHOTO_MAX_BYTES } from '../../contract/admin-photos';
import { closeAfterAnswer } from './early-refusal';

/**
 * The most a request body may weigh, by where it goes (the one place for these limits). Bytes are
 * counted as they stream: a chunked body is refused when it passes its limit, never read whole.
 */
export const BODY_LIMITS = {
  /** Stripe's signed events: a checkout session with its lines and metadata is a few KB; room to spare. */
  stripeWebhook: 256 * 1024,
  /** The test checkout's card form: four short fields. */
  testCheckoutForm: 4 * 1024,
  /** A product photo uploaded by the shop's owner (contract/admin-photos.ts). */
  adminPhoto: PHOTO_MAX_BYTES,
  /** JSON to the API, the largest being a 50-line cart; and anything else (pages take no body). */
  default: 16 * 1024,
} as const;

export const TOO_LARGE = 'La petición es demasiado grande.';

function limitFor(path: string): number {
  if (/^\/api\/payment\/webhook\/?$/.test(path)) return BODY_LIMITS.stripeWebhook;
  if (path.startsWith('/pay/test/')) return BODY_LIMITS.testCheckoutForm;
  if (/^\/api\/admin\/photos\/?$/.test(path)) return BODY_LIMITS.adminPhoto;
  return BODY_LIMITS.default;
}

const limiters = new Map(
  Object.values(BODY_LIMITS).map((maxSize) => [
    maxSize,
    // Reading stops here, and the connection closes after the answer (server/http/early-refusal.ts).
    bodyLimit({ maxSize, onError: (c) => closeAfterAnswer(c.json({ error: TOO_LARGE }, 413)) }),
  ]),
);

/**
 * In front of every route: a 413 with a Spanish error as soon as a body passes its limit. A GET or
 * HEAD carries no body to a route (the Node adapter never gives them one), so they pass untouched:
 * asking their request for its body would only build a full web Request, the largest cost of
 * serving a kept page.
 */
export const limitBodies: MiddlewareHandler = (c, next) =>
  c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limiters.get(limitFor(c.req.path))!(c, next);
