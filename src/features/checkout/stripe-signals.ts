import { useEffect } from 'react';

/**
 * Stripe.js on the payment page, for Stripe's fraud signals (it watches the session before the
 * shopper is sent to the hosted Checkout). Only when a publishable key was set at build time, and
 * through a dynamic import: without a key (as in tests) nothing is fetched, and the home page's
 * bundle never carries it. It never blocks the page; a failure only warns.
 */
const KEY = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined;

let loading: Promise<unknown> | null = null;

export function useStripeSignals() {
  useEffect(() => {
    if (!KEY || loading !== null) return;
    loading = import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(KEY))
      .catch((error: unknown) =>
        console.warn('Stripe.js did not load; the payment continues without its fraud signals.', error),
      );
  }, []);
}
