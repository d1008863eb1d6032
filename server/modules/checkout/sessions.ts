import { randomBytes } from 'node:crypto';
import type { PaymentProviderName } from '../../../contract/bill';
import type { DeliveryOption } from '../../../contract/checkout';
import { formatMoney } from '../../../contract/money';
import type { AddressUpdate } from '../../../contract/user';
import type { Db, Queryable } from '../../db/client';
import { badRequest } from '../../http/errors';
import { writeOrderPaidMessages } from '../../messages/events';
import { DELAYED_PAYMENT_HOLD_MS } from '../../payments/payment-methods';
import type { ProviderPayment } from '../../payments/provider';
import { createBill } from '../bills/create-bill';
import { MAX_RESERVED_CENTS } from './limits';
import type { OrderLine, PricedOrder, WantedLine } from './price-order';
import { priceOrder } from './price-order';
import { lockProducts, moveStock, releaseUnits } from './stock-moves';

/** How long a checkout session holds its stock before it expires: 30 minutes. */
export const SESSION_LIFETIME_MS = 30 * 60_000;
/**
 * Stripe will not let a Checkout Session expire sooner than 30 minutes, so its sessions are told
 * to expire at 30 minutes and our reservation waits two more, for the expiry webhook to arrive first.
 */
export const PROVIDER_GRACE_MS = 2 * 60_000;

export interface SessionRow {
  session_id: string;
  ecommerce_user_id: number;
  provider: PaymentProviderName;
  provider_session_id: string | null;
  status: 'open' | 'paid' | 'cancelled' | 'expired';
  delivery: DeliveryOption;
  shipping_address: string;
  /** The address field by field, for home and another address sent by today's payment page; else null. */
  shipping_details: AddressUpdate | string | null;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cost_cents: number;
  total_cents: number;
  lines: OrderLine[];
  created_at: Date | string;
  expires_at: Date | string;
  bill_id: number | null;
  /** A delayed payment (an OXXO voucher, a SPEI transfer) was issued: only the provider may close the session now. */
  awaiting_payment: boolean;
}

export const newSessionId = (provider: string) => `cs_${provider}_${randomBytes(18).toString('base64url')}`;

/** A session closed so that a newer one of the same customer could open. */
export interface SupersededSession {
  session_id: string;
  provider: string;
  provider_session_id: string | null;
}

/**
 * Prices the cart from the database and takes its units out of stock, in one transaction with
 * the product rows locked: of two shoppers racing for the last unit, one gets the session and the
 * other a 409. The reserved stock comes back when the session is cancelled or expires.
 *
 * A customer holds one open session at most: the same transaction cancels their previous one and
 * gives its units back, so their own abandoned checkout never blocks them and there is no moment
 * when both hold stock. Locking the customer's row first makes a customer's parallel checkouts
 * take turns: the later one finds and replaces the earlier. Units the new session does not take
 * again answer 'Avísame' (their links built on `publicUrl`).
 */
export async function reserveSession(
  db: Db,
  input: {
    userId: number;
    provider: string;
    wanted: WantedLine[];
    shippingCents: number;
    delivery: DeliveryOption;
    shippingAddress: string;
    shippingDetails: AddressUpdate | null;
    publicUrl: string;
  },
): Promise<{ sessionId: string; order: PricedOrder; expiresAt: Date; superseded: SupersededSession[] }> {
  const sessionId = newSessionId(input.provider);
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  const reservedUntil = new Date(expiresAt.getTime() + (input.provider === 'test' ? 0 : PROVIDER_GRACE_MS));
  const { order, superseded } = await db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM ecommerce_user WHERE ecommerce_user_id = $1 FOR UPDATE', [input.userId]);
    const previous = await tx.query<{ lines: OrderLine[] | string }>(
      `SELECT lines FROM checkout_session WHERE ecommerce_user_id = $1 AND status = 'open' AND NOT awaiting_payment`,
      [input.userId],
    );
    // Every product the old and the new session touch is locked in one order before any changes,
    // so two checkouts never wait on each other in a circle.
    const touched = [...previous.flatMap((p) => linesOf(p.lines)), ...input.wanted].map((l) => l.product_id);
    await tx.query('SELECT 1 FROM product WHERE product_id = ANY($1::int[]) ORDER BY product_id FOR UPDATE', [touched]);
    const closed = await tx.query<SupersededSession & { lines: OrderLine[] | string }>(
      `UPDATE checkout_session SET status = 'cancelled' WHERE ecommerce_user_id = $1 AND status = 'open' AND NOT awaiting_payment
       RETURNING session_id, provider, provider_session_id, lines`,
      [input.userId],
    );
    const released = closed.flatMap((row) => linesOf(row.lines));
    const priced = await releaseUnits(tx, released, input.publicUrl, () =>
      reserve(tx, input, sessionId, reservedUntil),
    );
    return {
      order: priced,
      superseded: closed.map(({ session_id, provider, provider_session_id }) => ({
        session_id,
        provider,
        provider_session_id,
      })),
    };
  });
  return { sessionId, order, expiresAt, superseded };
}

/** Prices the cart on locked products, checks what the account may hold, takes the units and writes the session. */
async function reserve(
  tx: Queryable,
  input: Parameters<typeof reserveSession>[1],
  sessionId: string,
  reservedUntil: Date,
): Promise<PricedOrder> {
  const priced = await priceOrder(tx, input.wanted, input.shippingCents, { lock: true });
  // What the account holds reserved: this session and any vouchers still awaiting payment.
  const [held] = await tx.query<{ cents: number }>(
    `SELECT coalesce(sum(total_cents), 0)::int AS cents FROM checkout_session WHERE ecommerce_user_id = $1 AND status = 'open'`,
    [input.userId],
  );
  if (held!.cents + priced.totalCents > MAX_RESERVED_CENTS)
    throw badRequest(
      `Puedes tener apartado como máximo ${formatMoney(MAX_RESERVED_CENTS)} MXN a la vez, con envío y pagos pendientes. Quita algunos productos del carrito para continuar.`,
    );
  await moveStock(tx, priced.lines, -1);
  await tx.query(
    `INSERT INTO checkout_session (session_id, ecommerce_user_id, provider, delivery, shipping_address, subtotal_cents, discount_cents,
         shipping_cost_cents, total_cents, lines, expires_at, shipping_details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      sessionId,
      input.userId,
      input.provider,
      input.delivery,
      input.shippingAddress,
      priced.subtotalCents,
      priced.discountCents,
      priced.shippingCents,
      priced.totalCents,
      JSON.stringify(priced.lines),
      reservedUntil.toISOString(),
      input.shippingDetails === null ? null : JSON.stringify(input.shippingDetails),
    ],
  );
  return priced;
}

/**
 * The units each product has held by open checkout sessions (product_id, held): a reservation
 * takes them out of `product.stock` until the session is paid (they are sold) or closed (they
 * come back), so they are still on the shelf meanwhile.
 */
export const HELD_BY_PRODUCT_SQL = `SELECT (l ->> 'product_id')::int AS product_id, sum((l ->> 'quantity')::int)::int AS held
  FROM checkout_session s CROSS JOIN jsonb_array_elements(s.lines) AS l WHERE s.status = 'open' GROUP BY 1`;

/**
 * HELD_BY_PRODUCT_SQL by size (product_id, size, held): the units open sessions hold of each size
 * of a product sold by size. A line without a size (a product sold whole) is not in it.
 */
export const HELD_BY_SIZE_SQL = `SELECT (l ->> 'product_id')::int AS product_id, l ->> 'size' AS size, sum((l ->> 'quantity')::int)::int AS held
  FROM checkout_session s CROSS JOIN jsonb_array_elements(s.lines) AS l
  WHERE s.status = 'open' AND l ->> 'size' IS NOT NULL GROUP BY 1, 2`;

const linesOf = (lines: OrderLine[] | string): OrderLine[] => (typeof lines === 'string' ? JSON.parse(lines) : lines);
/** A jsonb address as the driver hands it: parsed, or its text. */
export const detailsOf = (details: AddressUpdate | string | null): AddressUpdate | null =>
  typeof details === 'string' ? JSON.parse(details) : details;

/** Records the provider's id of the session; false when the session was closed meanwhile (replaced by a newer one). */
export async function setProviderSession(
  db: Queryable,
  sessionId: string,
  providerSessionId: string,
): Promise<boolean> {
  const [row] = await db.query<{ status: string }>(
    'UPDATE checkout_session SET provider_session_id = $2 WHERE session_id = $1 RETURNING status',
    [sessionId, providerSessionId],
  );
  return row?.status === 'open';
}

export async function findSession(db: Queryable, sessionId: string): Promise<SessionRow | null> {
  const [row] = await db.query<SessionRow>('SELECT * FROM checkout_session WHERE session_id = $1', [sessionId]);
  return row ? { ...row, lines: linesOf(row.lines) } : null;
}

export type FulfilResult =
  | { ok: true; billId: number; alreadyPaid: boolean }
  | { ok: false; reason: 'unknown' | 'closed' };

/**
 * Turns a paid session into a bill: the lines, totals, the session's provider with its payment id
 * and card digits, status 'En proceso', sales
 * counted; the stock was already taken by the reservation. Idempotent: a second completion of
 * the same session (a repeated webhook, a double submit) returns the first bill.
 */
export async function fulfilSession(
  db: Db,
  sessionId: string,
  payment: ProviderPayment,
  { ignoreExpiry = false } = {},
): Promise<FulfilResult> {
  return db.transaction(async (tx) => {
    // The test checkout refuses a session past its time; a provider's signed completion is the
    // provider's word that it took the money while the session was open, so it counts as long as
    // the stock has not been given back yet.
    const [row] = await tx.query<SessionRow>(
      `UPDATE checkout_session SET status = 'paid'
       WHERE session_id = $1 AND status = 'open' AND ($2 OR expires_at > now()) RETURNING *`,
      [sessionId, ignoreExpiry],
    );
    if (!row) {
      const [existing] = await tx.query<{ status: string; bill_id: number | null }>(
        'SELECT status, bill_id FROM checkout_session WHERE session_id = $1',
        [sessionId],
      );
      if (!existing) return { ok: false, reason: 'unknown' } as const;
      if (existing.status === 'paid' && existing.bill_id)
        return { ok: true, billId: existing.bill_id, alreadyPaid: true } as const;
      return { ok: false, reason: 'closed' } as const;
    }
    const lines = linesOf(row.lines);
    const billId = await createBill(tx, {
      userId: row.ecommerce_user_id,
      order: {
        lines,
        subtotalCents: row.subtotal_cents,
        discountCents: row.discount_cents,
        shippingCents: row.shipping_cost_cents,
        totalCents: row.total_cents,
      },
      shippingAddress: row.shipping_address,
      shippingDetails: detailsOf(row.shipping_details),
      delivery: row.delivery,
      last4: payment.last4,
      payment: { provider: row.provider, id: payment.id },
    });
    await tx.query('UPDATE checkout_session SET bill_id = $2 WHERE session_id = $1', [sessionId, billId]);
    await writeOrderPaidMessages(tx, billId, row.ecommerce_user_id);
    return { ok: true, billId, alreadyPaid: false } as const;
  });
}

/**
 * Closes an open session as cancelled or expired and gives its units back (`releaseUnits`: the
 * shoppers waiting on 'Avísame' hear of them, their links built on `publicUrl`). Its products are
 * locked before the session, in the order checkouts lock them, so a release and a checkout never
 * wait on each other in a circle. False when it was closed already: a release happens once.
 */
export async function releaseSession(
  db: Db,
  sessionId: string,
  status: 'cancelled' | 'expired',
  publicUrl: string,
  { keepAwaiting = false } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [open] = await tx.query<{ lines: OrderLine[] | string }>(
      `SELECT lines FROM checkout_session WHERE session_id = $1 AND status = 'open'`,
      [sessionId],
    );
    if (!open) return false;
    await lockProducts(tx, linesOf(open.lines));
    // keepAwaiting: only the provider may close a session whose voucher can still be paid.
    const [row] = await tx.query<{ lines: OrderLine[] | string }>(
      `UPDATE checkout_session SET status = $2 WHERE session_id = $1 AND status = 'open' AND NOT ($3 AND awaiting_payment) RETURNING lines`,
      [sessionId, status, keepAwaiting],
    );
    if (!row) return false;
    await releaseUnits(tx, linesOf(row.lines), publicUrl);
    return true;
  });
}

/**
 * A delayed payment (server/payments/payment-methods.ts: an OXXO voucher, a SPEI transfer) was
 * chosen: the session keeps its units for DELAYED_PAYMENT_HOLD_MS from now, past the 30-minute
 * checkout, and only the provider or that time may close it. An account has one such payment open
 * at a time ('another': refused), its customer's row locked as their checkouts lock it, so two of
 * their sessions cannot both become one. Its money stays in what the account holds
 * (MAX_RESERVED_CENTS) while it is open. Asked again (a repeated webhook), the hold keeps its end.
 */
export async function holdForDelayedPayment(db: Db, sessionId: string): Promise<'held' | 'closed' | 'another'> {
  return db.transaction(async (tx) => {
    const [session] = await tx.query<{ ecommerce_user_id: number }>(
      'SELECT ecommerce_user_id FROM checkout_session WHERE session_id = $1',
      [sessionId],
    );
    if (!session) return 'closed';
    await tx.query('SELECT 1 FROM ecommerce_user WHERE ecommerce_user_id = $1 FOR UPDATE', [session.ecommerce_user_id]);
    const [other] = await tx.query(
      `SELECT 1 FROM checkout_session
       WHERE ecommerce_user_id = $1 AND status = 'open' AND awaiting_payment AND session_id <> $2`,
      [session.ecommerce_user_id, sessionId],
    );
    if (other) return 'another';
    const held = await tx.query(
      `UPDATE checkout_session SET awaiting_payment = true,
         expires_at = CASE WHEN awaiting_payment THEN expires_at ELSE now() + make_interval(secs => $2) END
       WHERE session_id = $1 AND status = 'open' RETURNING session_id`,
      [sessionId, DELAYED_PAYMENT_HOLD_MS / 1000],
    );
    return held.length > 0 ? 'held' : 'closed';
  });
}

/** Whether the account has a delayed payment open: its next checkout may then be paid only by card. */
export async function hasDelayedPaymentOpen(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM checkout_session WHERE ecommerce_user_id = $1 AND status = 'open' AND awaiting_payment`,
    [userId],
  );
  return rows.length > 0;
}

/**
 * The shopper came back from the checkout without paying: their own session is cancelled and its
 * units return at once. Null when the session is not theirs (or does not exist); `released` is
 * false when it had already been closed, so asking twice is harmless.
 */
export async function releaseOwnSession(
  db: Db,
  sessionId: string,
  userId: number,
  publicUrl: string,
): Promise<{ released: boolean; session: SessionRow } | null> {
  const session = await findSession(db, sessionId);
  if (!session || session.ecommerce_user_id !== userId) return null;
  return {
    released: await releaseSession(db, sessionId, 'cancelled', publicUrl, { keepAwaiting: true }),
    session,
  };
}

/**
 * Expires every open session past its time, a checkout's 30 minutes or a delayed payment's hold,
 * and gives their units back through `releaseUnits`. Run before each new reservation and every
 * minute by each process: the database decides which process closes a session (the UPDATE takes
 * only sessions still open), so with two processes on one database each release happens once.
 */
export async function expireSessions(db: Db, publicUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.query<{ session_id: string; lines: OrderLine[] | string }>(
      `SELECT session_id, lines FROM checkout_session WHERE status = 'open' AND expires_at < now()`,
    );
    if (due.length === 0) return 0;
    await lockProducts(
      tx,
      due.flatMap((row) => linesOf(row.lines)),
    );
    const closed = await tx.query<{ lines: OrderLine[] | string }>(
      `UPDATE checkout_session SET status = 'expired'
       WHERE session_id = ANY($1::text[]) AND status = 'open' AND expires_at < now() RETURNING lines`,
      [due.map((row) => row.session_id)],
    );
    await releaseUnits(
      tx,
      closed.flatMap((row) => linesOf(row.lines)),
      publicUrl,
    );
    return closed.length;
  });
}

export async function recordFailedAttempt(db: Queryable, sessionId: string): Promise<void> {
  await db.query('UPDATE checkout_session SET failed_attempts = failed_attempts + 1 WHERE session_id = $1', [
    sessionId,
  ]);
}
