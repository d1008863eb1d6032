import { HttpError } from '../http/errors';
import type { Counters } from './counters';
import { msUntilAllowed, type RateLimit, takeAttempt } from './rate-limit';

/**
 * Searches per client address, like logins (server/auth/auth-limits.ts): a search the answer
 * cache cannot give costs the database a plan of every word (migration 022), and about ten crafted
 * ones a second slowed every page of the embedded store (issue 41). Only the searches that reach
 * the database count: an answer the cache holds costs nothing, so a shopper paging through
 * results, or many shoppers asking the popular words, are never refused. A shopper types far
 * fewer than one search a second (the header waits 300 ms after each key); an office or a
 * carrier's NAT sharing one address still has room.
 */
export const SEARCHES_PER_ADDRESS: RateLimit = { name: 'search-address', max: 60, windowMs: 60_000 };

/** The refusal, beside its rule as the login limits' are (the results page shows the server's words). */
export const TOO_MANY_SEARCHES =
  'Demasiadas búsquedas seguidas desde tu conexión. Espera un minuto e inténtalo de nuevo.';

/** Counts one search that reaches the database; past the limit, a Spanish 429 that says when to try again. */
export async function admitSearch(counters: Counters, limit: RateLimit, address: string): Promise<void> {
  if (await takeAttempt(counters, limit, address)) return;
  const seconds = Math.max(1, Math.ceil((await msUntilAllowed(counters, limit, address)) / 1000));
  throw new HttpError(429, TOO_MANY_SEARCHES, undefined, { 'Retry-After': String(seconds) });
}
