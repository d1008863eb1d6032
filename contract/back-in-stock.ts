import { z } from 'zod';
import { BACK_IN_STOCK_ERRORS } from '../copy/back-in-stock';
import { id, PHONE_MAX, PHONE_MIN, text } from './fields';

/**
 * 'Avísame cuando llegue': a shopper asks to hear, once, that a sold-out product or size is back.
 * The request needs its own opt-in (an optional purpose under Mexican data-protection law), lapses
 * unsent after BACK_IN_STOCK_DAYS, and every message it sends carries a one-tap stop link. A
 * contact other than a signed-in customer's own verified one must first confirm by a link sent
 * there (double opt-in: anyone can type anyone's address); unconfirmed, the request lapses after
 * BACK_IN_STOCK_CONFIRM_HOURS.
 */
export const BACK_IN_STOCK_DAYS = 60;
export const BACK_IN_STOCK_CONFIRM_HOURS = 48;
/** Open requests per contact (confirmed or not): what one address can be signed up for, or sent confirmations. */
export const BACK_IN_STOCK_OPEN_PER_CONTACT = 3;
/** WhatsApp goes only to Mexican numbers: the store's customers are here, and a foreign one costs more to send. */
export const WHATSAPP_COUNTRY_CODE = '+52';

/** The page a message's stop link opens (GET: a one-button page; POST: stops). */
export const BACK_IN_STOCK_STOP_PATH = '/avisame/detener';
export const backInStockStopPath = (token: string) => `${BACK_IN_STOCK_STOP_PATH}/${token}`;
/** A stop token as the link carries it: 32 random bytes in base64url. */
export const STOP_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The page a confirmation's link opens (GET: a one-button page; POST: confirms). Its token is like a stop token. */
export const BACK_IN_STOCK_CONFIRM_PATH = '/avisame/confirmar';
export const backInStockConfirmPath = (token: string) => `${BACK_IN_STOCK_CONFIRM_PATH}/${token}`;

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

/**
 * GET /api/back-in-stock: the channels the store sends by (never their settings), so that the
 * dialog offers WhatsApp only when the store can send it.
 */
export const BackInStockChannelsSchema = z.object({
  channels: z.object({ email: z.boolean(), whatsapp: z.boolean() }),
});
export type BackInStockChannels = z.infer<typeof BackInStockChannelsSchema>['channels'];

/** What a backInStock message carries: its template reads the product afresh. */
export interface BackInStockPayload {
  productId: number;
  size: string | null;
  stopUrl: string;
}

/** What a backInStockConfirm message carries: the piece asked for, and the confirm link. */
export interface BackInStockConfirmPayload {
  productId: number;
  size: string | null;
  confirmUrl: string;
}

/**
 * unconfirmed: waiting for its holder's confirmation; open: confirmed, waiting for stock; sent: its
 * message was written and it ended; lapsed: past its days (or its 48 hours unconfirmed) unsent;
 * stopped: by its link, or by the customer withdrawing their consent.
 */
export const BACK_IN_STOCK_STATUSES = ['unconfirmed', 'open', 'sent', 'lapsed', 'stopped'] as const;

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
