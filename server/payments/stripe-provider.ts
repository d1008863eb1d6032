import Stripe from 'stripe';
import type { HostedCheckoutRequest, PaymentProvider } from './provider';

export interface StripeConnection {
  secretKey: string;
  /** Tests point the SDK at a local fake of Stripe's API; production leaves these unset. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function createStripeClient(connection: StripeConnection): Stripe {
  return new Stripe(connection.secretKey, {
    host: connection.host,
    port: connection.port,
    protocol: connection.protocol,
    maxNetworkRetries: 1,
    timeout: 15_000,
    appInfo: { name: 'outlet-chihuahua' },
  });
}

/**
 * Stripe Checkout in MXN with the server's own prices: each line at its unit price, the cart rule's
 * discount (2x1 / 50%) as a one-off coupon for exactly that amount, and the shipping cost as a fixed
 * shipping rate. The order is written from the signed `checkout.session.completed` webhook.
 */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createHostedCheckout(request: HostedCheckoutRequest) {
      const coupon =
        request.discountCents > 0
          ? await stripe.coupons.create({
              amount_off: request.discountCents,
              currency: 'mxn',
              duration: 'once',
              name: 'Promoción 2x1 / 50%',
              max_redemptions: 1,
            })
          : null;
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        currency: 'mxn',
        locale: 'es',
        customer_email: request.customerEmail,
        client_reference_id: request.sessionId,
        metadata: { session_id: request.sessionId },
        line_items: request.lines.map((line) => ({
          quantity: line.quantity,
          price_data: { currency: 'mxn', unit_amount: line.unitCents, product_data: { name: line.name } },
        })),
        discounts: coupon ? [{ coupon: coupon.id }] : undefined,
        shipping_options: [
          {
            shipping_rate_data: {
              type: 'fixed_amount',
              display_name: request.shipsToShop ? 'Recoger en tienda' : 'FedEx a domicilio',
              fixed_amount: { amount: request.shippingCents, currency: 'mxn' },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        // Stripe's floor is 30 minutes after it receives the call: a minute of margin for the trip.
        expires_at: Math.floor(Math.max(request.expiresAt.getTime(), Date.now() + 31 * 60_000) / 1000),
      });
      if (!session.url) throw new Error('Stripe did not return a checkout URL');
      return { providerSessionId: session.id, url: session.url };
    },
    async expireHostedCheckout(providerSessionId) {
      await stripe.checkout.sessions.expire(providerSessionId);
    },
    // The payment id of a Stripe order is its PaymentIntent (server/payments/stripe-webhook.ts).
    async refund(paymentId, amountCents) {
      return (
        await stripe.refunds.create({
          payment_intent: paymentId,
          ...(amountCents === undefined ? {} : { amount: amountCents }),
        })
      ).id;
    },
  };
}
