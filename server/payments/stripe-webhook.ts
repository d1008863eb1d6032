import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { AppEnv, Deps } from '../http/context';
import { badRequest } from '../http/errors';
import { fulfilSession, releaseSession } from './sessions';

/**
 * POST /api/payment/webhook: Stripe's signed events. Completed and paid → the order is written
 * (idempotently: Stripe retries, and a repeat returns the same bill); expired → the stock goes back.
 */
export function stripeWebhookRoutes(deps: Deps, stripe: Stripe, webhookSecret: string) {
  const { db } = deps;
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
    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
      const session = event.data.object;
      const ours = session.client_reference_id ?? session.metadata?.session_id;
      if (ours && session.payment_status === 'paid') {
        const result = await fulfilSession(db, ours, await cardLast4(stripe, session), { ignoreExpiry: true });
        if (!result.ok && result.reason === 'unknown') console.error(`Stripe completed an unknown checkout session ${ours}`);
        if (!result.ok && result.reason === 'closed') console.error(`Stripe completed checkout session ${ours}, which had already been closed: refund it from the Stripe dashboard`);
      }
    } else if (event.type === 'checkout.session.expired') {
      const ours = event.data.object.client_reference_id;
      if (ours) await releaseSession(db, ours, 'expired');
    }
    return c.json({ received: true });
  });
}

async function cardLast4(stripe: Stripe, session: Stripe.Checkout.Session): Promise<string | null> {
  const intentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!intentId) return null;
  try {
    const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
    const method = intent.payment_method;
    return typeof method === 'object' && method?.card ? method.card.last4 : null;
  } catch (error) {
    console.error('Could not read the card of a Stripe payment:', (error as Error).message);
    return null; // the order still stands; only the last four digits are missing
  }
}
