import Stripe from 'stripe';
import { installmentPlansFor } from '../../contract/installments';
import { OXXO_VOUCHER_DAYS, PAYMENT_METHODS, STRIPE_METHOD_TYPES } from './payment-methods';
import { type HostedCheckoutRequest, type PaymentProvider, RefundRefused } from './provider';

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
 *
 * The methods are named (server/payments/payment-methods.ts): a card, with meses sin intereses
 * offered when the total reaches a plan (contract/installments.ts); an OXXO voucher; and a SPEI
 * transfer, which Stripe takes into the customer's balance, so Checkout always makes a customer.
 */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    installments: true,
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
        ...paymentMethods(request.totalCents, request.delayedAllowed),
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
    // With an idempotency key Stripe answers a repeated request with the first refund.
    async refund(paymentId, amountCents, options) {
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          { payment_intent: paymentId, ...(amountCents === undefined ? {} : { amount: amountCents }) },
          options?.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : undefined,
        );
      } catch (error) {
        // a request Stripe finds wrong (more than is left to refund, a payment not captured) is
        // answered the same under the same key: sending it again would not help
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new RefundRefused(error.message);
        throw error;
      }
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new RefundRefused(`Stripe refund ${refund.id} ${refund.status}: ${refund.failure_reason ?? ''}`.trim());
      return { id: refund.id, confirmed: refund.status === 'succeeded' };
    },
  };
}

/**
 * What a Checkout Session is told about paying: the store's methods (a filter on those Stripe finds
 * eligible for the amount, so an OXXO voucher is not offered past its limit), meses sin intereses
 * on or off by the total, a SPEI transfer's kind of account, and an OXXO voucher due within the
 * store's hold (OXXO_VOUCHER_DAYS). An account with a delayed payment open is offered the card alone.
 */
export function paymentMethods(
  totalCents: number,
  delayedAllowed = true,
): Pick<
  Stripe.Checkout.SessionCreateParams,
  'allowed_payment_method_types' | 'payment_method_options' | 'customer_creation'
> {
  return {
    allowed_payment_method_types: delayedAllowed ? STRIPE_METHOD_TYPES : [PAYMENT_METHODS.card.stripe],
    payment_method_options: {
      card: { installments: { enabled: installmentPlansFor(totalCents).length > 0 } },
      ...(delayedAllowed
        ? {
            customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } },
            oxxo: { expires_after_days: OXXO_VOUCHER_DAYS },
          }
        : {}),
    },
    // A bank transfer is paid into a customer's balance: Checkout needs a customer to give it to.
    customer_creation: 'always',
  };
}
