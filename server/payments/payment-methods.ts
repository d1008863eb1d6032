/**
 * The ways a shopper can pay, and which of them are delayed: a delayed method (an OXXO voucher,
 * a SPEI bank transfer) ends the checkout with instructions rather than money, so the session
 * keeps its stock reserved (`holdForDelayedPayment`, server/modules/checkout/sessions.ts) until
 * the provider reports it paid (the order is written) or lapsed (the stock goes back).
 *
 * `stripe` is the method's name in Stripe Checkout (SPEI is a bank transfer into the customer's
 * balance). The built-in test checkout offers the card and a test SPEI transfer.
 */
export const PAYMENT_METHODS = {
  card: { stripe: 'card', delayed: false },
  oxxo: { stripe: 'oxxo', delayed: true },
  spei: { stripe: 'customer_balance', delayed: true },
} as const;

export type PaymentMethod = keyof typeof PAYMENT_METHODS;

/** Stripe Checkout's names of every method the store takes. */
export const STRIPE_METHOD_TYPES = Object.values(PAYMENT_METHODS).map((method) => method.stripe);
