import { z } from 'zod';
import { BACK_IN_STOCK_ERRORS } from '../copy/back-in-stock';
import { id, PHONE_MAX, PHONE_MIN, text } from './fields';

/**
 * 'Avísame cuando llegue': a shopper asks to hear, once, that a sold-out product or size is back.
 * The request needs its own opt-in (an optional purpose under Mexican data-protection law), lapses
 * unsent after BACK_IN_STOCK_DAYS, and every message it sends carries a one-tap stop link.
 */
export const BACK_IN_STOCK_DAYS = 60;

/** The page a message's stop link opens (GET: a one-button page; POST: stops). */
export const BACK_IN_STOCK_STOP_PATH = '/avisame/detener';
export const backInStockStopPath = (token: string) => `${BACK_IN_STOCK_STOP_PATH}/${token}`;
/** A stop token as the link carries it: 32 random bytes in base64url. */
export const STOP_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const request = {
  productId: id(BACK_IN_STOCK_ERRORS.productMissing),
  /** The size asked for; null or absent: the product (sold whole, or any of its sizes). */
  size: text().trim().min(1).max(40).nullable().default(null),
  consent: z.literal(true, { error: BACK_IN_STOCK_ERRORS.consentMissing }),
};

/**
 * POST /api/back-in-stock: an email, or a WhatsApp number as typed (the server makes it E.164 and
 * refuses one that is not a real number). The answer is the same whether or not the request
 * already existed.
 */
export const BackInStockRequestSchema = z.discriminatedUnion(
  'channel',
  [
    z.object({
      ...request,
      channel: z.literal('email'),
      recipient: text({ error: BACK_IN_STOCK_ERRORS.emailInvalid })
        .trim()
        .pipe(z.email({ error: BACK_IN_STOCK_ERRORS.emailInvalid }).max(200, BACK_IN_STOCK_ERRORS.emailInvalid)),
    }),
    z.object({
      ...request,
      channel: z.literal('whatsapp'),
      recipient: text({ error: BACK_IN_STOCK_ERRORS.phoneInvalid })
        .trim()
        .min(PHONE_MIN, BACK_IN_STOCK_ERRORS.phoneInvalid)
        .max(PHONE_MAX, BACK_IN_STOCK_ERRORS.phoneInvalid),
    }),
  ],
  { error: BACK_IN_STOCK_ERRORS.channelMissing },
);
export type BackInStockRequest = z.input<typeof BackInStockRequestSchema>;

export const BackInStockAnswerSchema = z.object({ message: z.string() });

/** What a backInStock message carries: its template reads the product afresh. */
export interface BackInStockPayload {
  productId: number;
  size: string | null;
  stopUrl: string;
}

/** open: waiting for stock; sent: its message was written and it ended; lapsed: past its days unsent; stopped: by its link. */
export const BACK_IN_STOCK_STATUSES = ['open', 'sent', 'lapsed', 'stopped'] as const;

/**
 * GET /api/admin/back-in-stock/:productId: the owner's view of who waits for a product (no
 * contact: the count and the state), each request with the messages written for it.
 */
export const AdminBackInStockListSchema = z.object({
  requests: z.array(
    z.object({
      requestId: z.number().int(),
      size: z.string().nullable(),
      channel: z.enum(['email', 'whatsapp']),
      status: z.enum(BACK_IN_STOCK_STATUSES),
      messages: z.number().int(),
    }),
  ),
});
export type AdminBackInStockList = z.infer<typeof AdminBackInStockListSchema>;
