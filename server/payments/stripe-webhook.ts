import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { AppEnv, Deps } from '../http/context';
import { badRequest, conflict } from '../http/errors';
import {
  findSession,
  fulfilSession,
  holdForDelayedPayment,
  releaseSession,
  type SessionRow,
} from '../modules/checkout/sessions';

/**
 * POST /api/payment/webhook: Stripe's signed events about our Checkout Sessions.
 * - completed and paid, or async_payment_succeeded (an OXXO voucher or a SPEI transfer paid) → the
 *   order is written (idempotently: Stripe retries, and a repeat returns the same bill);
 * - completed but unpaid (a delayed method, server/payments/payment-methods.ts: an OXXO voucher
 *   issued, SPEI transfer instructions given) → the stock stays reserved for 48 hours at most
 *   (DELAYED_PAYMENT_HOLD_MS), one such payment per account;
 * - async_payment_failed (the voucher or transfer lapsed) or expired → the stock goes back and
 *   'Avísame' is answered. A SPEI transfer's instructions do not lapse at Stripe: the store's sweep
 *   ends its hold after 48 hours, as it ends every lapsed hold.
 * An event that does not match the stored session (its Stripe id, the amount), or a payment that
 * can no longer become an order, is answered 409: Stripe retries it and shows it as failed in the
 * dashboard, where the shop can refund it.
 */
export function stripeWebhookRoutes(deps: Deps, stripe: Stripe, webhookSecret: string) {
  const { db, publicUrl } = deps;
  return new Hono<AppEnv>().post('/webhook', async (c) => {
    const signature = c.req.header('stripe-signature');
    const payload = await c.req.text();
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('missing signature');
      event = await stripe.webhooks.constructEventAsync(payload, signature, webhookSecret);
    } catch {
      throw badRequest('La firma del aviso de pago no es válida.');
    }
    if (!HANDLED.has(event.type)) return c.json({ received: true });
    const session = (event as Stripe.CheckoutSessionCompletedEvent).data.object;
    const stored = await storedSession(db, session);
    // Every endpoint hears the whole Stripe account: a session this store never made is not ours to answer for.
    if (!stored) return c.json({ received: true });

    if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') {
      await releaseSession(db, stored.session_id, 'expired', publicUrl);
    } else if (event.type === 'checkout.session.completed' && session.payment_status === 'unpaid') {
      assertAmount(stored, session);
      const hold = await holdForDelayedPayment(db, stored.session_id);
      if (hold === 'closed') refuse(stored, 'a voucher was issued for a session already closed');
      // Its checkout offered the card alone unless it opened while the other became a voucher.
      if (hold === 'another') refuse(stored, 'a voucher was issued while the account had another delayed payment open');
    } else if (event.type === 'checkout.session.async_payment_succeeded' || session.payment_status === 'paid') {
      assertAmount(stored, session);
      const intentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      const payment = { id: intentId ?? session.id, last4: intentId ? await cardLast4(stripe, intentId) : null };
      const result = await fulfilSession(db, stored.session_id, payment, { ignoreExpiry: true });
      if (!result.ok)
        refuse(stored, 'it was paid after the session had been closed: refund it from the Stripe dashboard');
    }
    return c.json({ received: true });
  });
}

const HANDLED = new Set<string>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/** Our session the event names, checked against the Stripe session it was paired with at creation. */
async function storedSession(db: Deps['db'], session: Stripe.Checkout.Session): Promise<SessionRow | null> {
  const ours = session.client_reference_id ?? session.metadata?.session_id;
  const stored = ours ? await findSession(db, ours) : null;
  if (!stored) return null;
  if (stored.provider !== 'stripe' || stored.provider_session_id !== session.id)
    refuse(stored, `it names Stripe session ${session.id}, not the one it was created with`);
  return stored;
}

/** What Stripe charged must be what the store priced and reserved. */
function assertAmount(stored: SessionRow, session: Stripe.Checkout.Session): void {
  if (session.amount_total !== stored.total_cents || session.currency !== 'mxn')
    refuse(
      stored,
      `Stripe charged ${session.amount_total} ${session.currency}, the session totals ${stored.total_cents} mxn`,
    );
}

/** One log line for the shop (ids and amounts only, nothing about the shopper), and a 409 so Stripe retries. */
function refuse(stored: SessionRow, why: string): never {
  console.error(`Stripe webhook for checkout session ${stored.session_id} not applied: ${why}.`);
  throw conflict('El aviso de pago no corresponde a una sesión de pago abierta.');
}

async function cardLast4(stripe: Stripe, intentId: string): Promise<string | null> {
  try {
    const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
    const method = intent.payment_method;
    return typeof method === 'object' && method?.card ? method.card.last4 : null;
  } catch (error) {
    console.error('Could not read the card of a Stripe payment:', (error as Error).message);
    return null; // the order still stands; only the last four digits are missing
  }
}
