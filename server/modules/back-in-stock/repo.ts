import { createHash, randomBytes } from 'node:crypto';
import {
  type AdminBackInStockList,
  BACK_IN_STOCK_CONFIRM_HOURS,
  BACK_IN_STOCK_DAYS,
  BACK_IN_STOCK_OPEN_PER_CONTACT,
  type BackInStockConfirmPayload,
  type BackInStockPayload,
  backInStockConfirmPath,
  backInStockStopPath,
} from '../../../contract/back-in-stock';
import { canonicalContact } from '../../../contract/contacts';
import { eventKey, type MessageChannel } from '../../../contract/messages';
import { API_ERRORS } from '../../../copy/api';
import { BACK_IN_STOCK_ERRORS } from '../../../copy/back-in-stock';
import { toE164 } from '../../auth/phone';
import type { Db, Queryable } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { markVerified, standingOf } from '../../messages/contacts';
import { enqueueMessages } from '../../messages/outbox';

export interface NewRequest {
  productId: number;
  size: string | null;
  channel: MessageChannel;
  /** A lower-case email or an E.164 phone number, as the messages are sent to it. */
  recipient: string;
  userId: number | null;
}

/**
 * open: the request is waiting for stock, its holder confirmed it; unconfirmed: a confirmation was
 * sent and nothing else goes to the contact until its holder answers it.
 */
export type RequestOutcome = 'open' | 'unconfirmed';

/** A request is open while it has neither been sent nor stopped, and has not lapsed. */
const OPEN_SQL = 'r.fulfilled_at IS NULL AND r.stopped_at IS NULL AND r.expires_at > now()';

/**
 * Verified, whether or not it is on the stop list (standingOf says 'suppressed' first): its holder
 * asking again, signed in, is what lifts their stop.
 */
const isVerifiedSql = 'EXISTS (SELECT 1 FROM verified_contact v WHERE v.channel = $1 AND v.canonical = $2)';

/**
 * Whether the contact is the signed-in customer's own (their account's email or phone) and the
 * store has verified it: only then does asking count as its holder's confirmation.
 */
async function isOwnVerifiedContact(
  db: Queryable,
  userId: number,
  channel: MessageChannel,
  canonical: string,
): Promise<boolean> {
  const [user] = await db.query<{ email: string | null; phone_number: string | null; verified: boolean }>(
    `SELECT email, phone_number, ${isVerifiedSql} AS verified FROM ecommerce_user WHERE ecommerce_user_id = $3`,
    [channel, canonical, userId],
  );
  if (!user?.verified) return false;
  const own =
    channel === 'email'
      ? user.email && canonicalContact('email', user.email)
      : user.phone_number && toE164(user.phone_number);
  return own === canonical;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Records a request for a product, or one of its sizes, that is sold out now (refused in Spanish
 * when it is not, or does not exist), with the opt-in's date. Contacts compare in canonical form,
 * so two spellings of one inbox are one request.
 *
 * A signed-in customer asking with their own verified contact is its holder: the request is open
 * at once, and a stop they once made is lifted. Any other request is 'unconfirmed': one
 * backInStockConfirm message with a confirm link goes to the contact, nothing else until its
 * holder confirms, and it lapses after BACK_IN_STOCK_CONFIRM_HOURS. For a contact on the stop list,
 * or one with BACK_IN_STOCK_OPEN_PER_CONTACT open requests already, nothing is written; the caller
 * answers as if it were, so asking teaches no one anything about a contact. Asking again while a
 * request is open is that same request (no second confirmation); a lapsed one is renewed as if new.
 */
export async function requestBackInStock(db: Db, request: NewRequest, publicUrl: string): Promise<RequestOutcome> {
  const [product] = await db.query<{ stock: number; sized: boolean; size_stock: number | null; has_size: boolean }>(
    `SELECT p.stock,
       EXISTS (SELECT 1 FROM product_size z WHERE z.product_id = p.product_id) AS sized,
       (SELECT z.stock FROM product_size z WHERE z.product_id = p.product_id AND z.size = $2) AS size_stock,
       EXISTS (SELECT 1 FROM product_size z WHERE z.product_id = p.product_id AND z.size = $2) AS has_size
     FROM product p WHERE p.product_id = $1 AND NOT p.hidden`,
    [request.productId, request.size],
  );
  if (!product) throw notFound(BACK_IN_STOCK_ERRORS.productMissing);
  if (request.size !== null) {
    if (!product.has_size) throw notFound(API_ERRORS.noSuchSize);
    if ((product.size_stock ?? 0) > 0) throw conflict(BACK_IN_STOCK_ERRORS.sizeAvailable);
  } else if (product.stock > 0) throw conflict(BACK_IN_STOCK_ERRORS.productAvailable);

  const { channel } = request;
  const canonical = canonicalContact(channel, request.recipient);
  const own = request.userId !== null && (await isOwnVerifiedContact(db, request.userId, channel, canonical));
  return db.transaction(async (tx) => {
    if (own) await markVerified(tx, channel, canonical);
    else if ((await standingOf(tx, channel, canonical)) === 'suppressed') return 'unconfirmed';
    // Not this product's and size's own open request (asking again is that one): counted against the cap.
    const [others] = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM back_in_stock_request r
       WHERE r.channel = $1 AND r.canonical = $2 AND ${OPEN_SQL}
         AND NOT (r.product_id = $3 AND coalesce(r.size, '') = coalesce($4, ''))`,
      [channel, canonical, request.productId, request.size],
    );
    if ((others?.count ?? 0) >= BACK_IN_STOCK_OPEN_PER_CONTACT) {
      // The holder hears why; anyone else the usual answer (the cap is about the contact, not them).
      if (own) throw conflict(BACK_IN_STOCK_ERRORS.tooManyOpen);
      return 'unconfirmed';
    }
    const token = own ? null : newToken();
    // A new request, or a lapsed one renewed; an open one is changed only by its holder confirming it.
    const [written] = await tx.query<{ request_id: number }>(
      `INSERT INTO back_in_stock_request AS r
         (product_id, size, channel, recipient, canonical, ecommerce_user_id, consented_at, expires_at,
          confirmed_at, confirm_token_hash)
       VALUES ($1, $2, $3, $4, $5, $6, now(),
         CASE WHEN $7::boolean THEN now() + make_interval(days => $8) ELSE now() + make_interval(hours => $9) END,
         CASE WHEN $7::boolean THEN now() END, decode($10, 'hex'))
       ON CONFLICT (product_id, (coalesce(size, '')), channel, canonical) WHERE fulfilled_at IS NULL AND stopped_at IS NULL
       DO UPDATE SET recipient = EXCLUDED.recipient, ecommerce_user_id = EXCLUDED.ecommerce_user_id,
         consented_at = now(), created_at = now(), expires_at = EXCLUDED.expires_at,
         confirmed_at = EXCLUDED.confirmed_at, confirm_token_hash = EXCLUDED.confirm_token_hash
       WHERE r.expires_at <= now() OR ($7::boolean AND r.confirmed_at IS NULL)
       RETURNING r.request_id`,
      [
        request.productId,
        request.size,
        channel,
        request.recipient,
        canonical,
        request.userId,
        own,
        BACK_IN_STOCK_DAYS,
        BACK_IN_STOCK_CONFIRM_HOURS,
        token && hashOf(token),
      ],
    );
    if (own) return 'open';
    if (written && token) {
      const payload: BackInStockConfirmPayload = {
        productId: request.productId,
        size: request.size,
        confirmUrl: publicUrl + backInStockConfirmPath(token),
      };
      await enqueueMessages(tx, [
        {
          // Each confirmation its own event (a renewed request is asked again), named by its token's hash.
          eventKey: eventKey('product', request.productId, `backInStockConfirm:${written.request_id}:${hashOf(token)}`),
          kind: 'backInStockConfirm',
          channel,
          audience: 'customer',
          recipient: request.recipient,
          userId: request.userId,
          payload: { ...payload },
        },
      ]);
    }
    return 'unconfirmed';
  });
}

/**
 * A confirm link's POST: its request is confirmed (60 days from now), its contact is verified and
 * taken off the stop list, and if its piece is already back its message is written at once. Again
 * on a confirmed request is fine. False for a token no confirmation carried, or whose request
 * lapsed unconfirmed or was stopped.
 */
export async function confirmBackInStock(db: Db, token: string, publicUrl: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [request] = await tx.query<{ product_id: number; channel: MessageChannel; canonical: string }>(
      `UPDATE back_in_stock_request r
       SET confirmed_at = coalesce(r.confirmed_at, now()),
         expires_at = CASE WHEN r.confirmed_at IS NULL THEN now() + make_interval(days => $2) ELSE r.expires_at END
       WHERE r.confirm_token_hash = decode($1, 'hex') AND r.stopped_at IS NULL
         AND (r.confirmed_at IS NOT NULL OR r.expires_at > now())
       RETURNING r.product_id, r.channel, r.canonical`,
      [hashOf(token), BACK_IN_STOCK_DAYS],
    );
    if (!request) return false;
    await markVerified(tx, request.channel, request.canonical);
    await releaseBackInStock(tx, request.product_id, publicUrl);
    return true;
  });
}

/**
 * A customer withdrew their consent to the optional purposes: every open request of theirs ends,
 * those they made signed in and those to their account's email or phone, confirmed or not.
 */
export async function endCustomerBackInStock(tx: Queryable, userId: number): Promise<number> {
  const [user] = await tx.query<{ email: string | null; phone_number: string | null }>(
    'SELECT email, phone_number FROM ecommerce_user WHERE ecommerce_user_id = $1',
    [userId],
  );
  const email = user?.email ? canonicalContact('email', user.email) : null;
  const phone = user?.phone_number ? toE164(user.phone_number) : null;
  const rows = await tx.query(
    `UPDATE back_in_stock_request r SET stopped_at = now()
     WHERE r.fulfilled_at IS NULL AND r.stopped_at IS NULL
       AND (r.ecommerce_user_id = $1 OR (r.channel = 'email' AND r.canonical = $2)
         OR (r.channel = 'whatsapp' AND r.canonical = $3))
     RETURNING r.request_id`,
    [userId, email, phone],
  );
  return rows.length;
}

/** The event of a request's message: one per request, so it is sent once. */
const requestEventKey = (productId: number, requestId: number | '') =>
  eventKey('product', productId, `backInStock:${requestId}`);

/**
 * Stock of a product came back (the owner received or counted it, a cancelled order gave its units
 * back): in the caller's transaction, one backInStock message per open request that its stock now
 * answers (a size's request: that size has units; a product's: the product has), and those
 * requests end. Its event key names the request, so each is sent once; the next receipt finds no
 * open request. Each message carries a fresh stop token, of which only the hash is kept.
 */
export async function releaseBackInStock(tx: Queryable, productId: number, publicUrl: string): Promise<number> {
  const due = await tx.query<{
    request_id: number;
    size: string | null;
    channel: MessageChannel;
    recipient: string;
    ecommerce_user_id: number | null;
  }>(
    `SELECT r.request_id, r.size, r.channel, r.recipient, r.ecommerce_user_id
     FROM back_in_stock_request r JOIN product p ON p.product_id = r.product_id
     LEFT JOIN product_size z ON z.product_id = r.product_id AND z.size = r.size
     WHERE r.product_id = $1 AND ${OPEN_SQL} AND r.confirmed_at IS NOT NULL AND NOT p.hidden
       AND CASE WHEN r.size IS NULL THEN p.stock > 0 ELSE coalesce(z.stock, 0) > 0 END
     ORDER BY r.request_id
     FOR UPDATE OF r`,
    [productId],
  );
  for (const request of due) {
    const token = newToken();
    await tx.query(
      `UPDATE back_in_stock_request SET fulfilled_at = now(), stop_token_hash = decode($2, 'hex') WHERE request_id = $1`,
      [request.request_id, hashOf(token)],
    );
    const payload: BackInStockPayload = {
      productId,
      size: request.size,
      stopUrl: publicUrl + backInStockStopPath(token),
    };
    await enqueueMessages(tx, [
      {
        eventKey: requestEventKey(productId, request.request_id),
        kind: 'backInStock',
        channel: request.channel,
        audience: 'customer',
        recipient: request.recipient,
        userId: request.ecommerce_user_id,
        payload: { ...payload },
      },
    ]);
  }
  return due.length;
}

/**
 * The one-tap stop: the request whose message carried the token is stopped, with every open
 * request to the same contact (any spelling of it: their consent is withdrawn), and the contact
 * goes on the stop list, so that no new anonymous request reaches it; only its holder confirming
 * again takes it off. False for a token no message carried. Stopping twice is fine.
 */
export async function stopBackInStock(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query<{ request_id: number }>(
    `WITH asked AS (SELECT channel, canonical FROM back_in_stock_request WHERE stop_token_hash = decode($1, 'hex')),
     listed AS (
       INSERT INTO contact_suppression (channel, canonical) SELECT channel, canonical FROM asked
       ON CONFLICT (channel, canonical) DO NOTHING)
     UPDATE back_in_stock_request r SET stopped_at = coalesce(r.stopped_at, now())
     FROM asked
     WHERE r.channel = asked.channel AND r.canonical = asked.canonical
       AND (r.stop_token_hash = decode($1, 'hex') OR (r.fulfilled_at IS NULL AND r.stopped_at IS NULL))
     RETURNING r.request_id`,
    [hashOf(token)],
  );
  return rows.length > 0;
}

/** The requests for a product, newest first, with each one's state and the messages written for it. */
export async function listBackInStock(db: Queryable, productId: number): Promise<AdminBackInStockList> {
  const rows = await db.query<AdminBackInStockList['requests'][number]>(
    `SELECT r.request_id AS "requestId", r.size, r.channel,
       CASE WHEN r.stopped_at IS NOT NULL THEN 'stopped' WHEN r.fulfilled_at IS NOT NULL THEN 'sent'
            WHEN r.expires_at <= now() THEN 'lapsed' WHEN r.confirmed_at IS NULL THEN 'unconfirmed'
            ELSE 'open' END AS status,
       (SELECT count(*)::int FROM outbox_message m
         WHERE m.event_key = $2 || r.request_id) AS messages
     FROM back_in_stock_request r WHERE r.product_id = $1 ORDER BY r.request_id DESC`,
    [productId, requestEventKey(productId, '')],
  );
  return { requests: rows };
}
