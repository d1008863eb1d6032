/**
 * The ways a shopper can pay, and which of them are delayed: a delayed method (an OXXO voucher,
 * a SPEI bank transfer) ends the checkout with instructions rather than money, so the session
 * keeps its stock reserved (`holdForDelayedPayment`, server/modules/checkout/sessions.ts) until
 * the provider reports it paid (the order is written) or lapsed (the stock goes back), for at most
 * DELAYED_PAYMENT_HOLD_MS; an account has one open at a time.
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

/**
 * How long a delayed payment holds its units: 48 hours from when it was chosen. Then the sweep of
 * lapsed holds (`expireSessions`) puts them back on sale, whatever the provider would still allow;
 * a payment reported later finds the session closed (server/payments/stripe-webhook.ts). The one
 * place this time is set.
 */
export const DELAYED_PAYMENT_HOLD_MS = 48 * 3_600_000;

/**
 * The calendar days Stripe is told an OXXO voucher lasts (`expires_after_days`). Stripe ends a
 * voucher at 23:59, Mexico City time, of the day that many days after it is issued: up to a day
 * more than the count, so the count is one day less than the hold, and a voucher is never payable
 * after its units went back on sale. 48 hours: 1 day (a voucher issued on Monday is due on Tuesday
 * at 23:59).
 */
export const OXXO_VOUCHER_DAYS = Math.floor(DELAYED_PAYMENT_HOLD_MS / 86_400_000) - 1;
