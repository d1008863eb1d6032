import type { RateLimit } from '../../limits/rate-limit';

/**
 * How much of the store one account or one client may hold. A reservation takes
 * units out of the catalogue for 30 minutes, so without these a single account could take the store
 * off sale. The units of one product per order are capped per product (product.max_per_order).
 */

/** Checkout sessions a customer may open in 10 minutes: a shopper going back and forth needs a few. */
export const CHECKOUT_SESSIONS_PER_CUSTOMER: RateLimit = { name: 'checkout-customer', max: 10, windowMs: 10 * 60_000 };

/** Looser per client address, since an office or a carrier's NAT puts many shoppers behind one. */
export const CHECKOUT_SESSIONS_PER_ADDRESS: RateLimit = { name: 'checkout-address', max: 30, windowMs: 10 * 60_000 };

/** The most one account may hold reserved at once, shipping included (its checkout and any voucher awaiting payment): $60,000 MXN. */
export const MAX_RESERVED_CENTS = 6_000_000;
