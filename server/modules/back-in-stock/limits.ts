import type { RateLimit } from '../../limits/rate-limit';

/** Requests per client address, as sign-ups are counted: each writes a row and may later send a message. */
export const BACK_IN_STOCK_REQUESTS_PER_ADDRESS: RateLimit = {
  name: 'back-in-stock-address',
  max: 20,
  windowMs: 60 * 60_000,
};
