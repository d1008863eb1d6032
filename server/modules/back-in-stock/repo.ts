import { createHash, randomBytes } from 'node:crypto';
import {
  type AdminBackInStockList,
  BACK_IN_STOCK_DAYS,
  type BackInStockPayload,
  backInStockStopPath,
} from '../../../contract/back-in-stock';
import { eventKey, type MessageChannel } from '../../../contract/messages';
import { API_ERRORS } from '../../../copy/api';
import { BACK_IN_STOCK_ERRORS } from '../../../copy/back-in-stock';
import type { Queryable } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { enqueueMessages } from '../../messages/outbox';

export interface NewRequest {
  productId: number;
  size: string | null;
  channel: MessageChannel;
  /** A lower-case email or an E.164 phone number. */
  recipient: string;
  userId: number | null;
}

/** A request is open while it has neither been sent nor stopped, and has not lapsed. */
const OPEN_SQL = 'r.fulfilled_at IS NULL AND r.stopped_at IS NULL AND r.expires_at > now()';

/**
 * Records a request for a product, or one of its sizes, that is sold out now (refused in Spanish
 * when it is not, or does not exist), with the opt-in's date. Asking again while a request is open
 * is that same request; a lapsed one is renewed as if new. The caller answers the same either way.
 */
export async function requestBackInStock(db: Queryable, request: NewRequest): Promise<void> {
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

  await db.query(
    `INSERT INTO back_in_stock_request AS r
       (product_id, size, channel, recipient, ecommerce_user_id, consented_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, now(), now() + make_interval(days => $6))
     ON CONFLICT (product_id, (coalesce(size, '')), recipient) WHERE fulfilled_at IS NULL AND stopped_at IS NULL
     DO UPDATE SET channel = EXCLUDED.channel, ecommerce_user_id = EXCLUDED.ecommerce_user_id,
       consented_at = now(), created_at = now(), expires_at = EXCLUDED.expires_at
     WHERE r.expires_at <= now()`,
    [request.productId, request.size, request.channel, request.recipient, request.userId, BACK_IN_STOCK_DAYS],
  );
}

/** The event of a request's message: one per request, so it is sent once. */
const requestEventKey = (productId: number, requestId: number | '') =>
  eventKey('product', productId, `backInStock:${requestId}`);

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

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
     WHERE r.product_id = $1 AND ${OPEN_SQL} AND NOT p.hidden
       AND CASE WHEN r.size IS NULL THEN p.stock > 0 ELSE coalesce(z.stock, 0) > 0 END
     ORDER BY r.request_id
     FOR UPDATE OF r`,
    [productId],
  );
  for (const request of due) {
    const token = randomBytes(32).toString('base64url');
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
 * The one-tap stop: the request whose message carried the token is stopped, and with it every open
 * request to the same recipient (their consent is withdrawn). False for a token no message carried.
 * Stopping twice is fine.
 */
export async function stopBackInStock(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query<{ request_id: number }>(
    `WITH asked AS (SELECT recipient FROM back_in_stock_request WHERE stop_token_hash = decode($1, 'hex'))
     UPDATE back_in_stock_request r SET stopped_at = coalesce(r.stopped_at, now())
     FROM asked
     WHERE r.recipient = asked.recipient
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
            WHEN r.expires_at <= now() THEN 'lapsed' ELSE 'open' END AS status,
       (SELECT count(*)::int FROM outbox_message m
         WHERE m.event_key = $2 || r.request_id) AS messages
     FROM back_in_stock_request r WHERE r.product_id = $1 ORDER BY r.request_id DESC`,
    [productId, requestEventKey(productId, '')],
  );
  return { requests: rows };
}
