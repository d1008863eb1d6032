import type { Counters } from './counters';

/** A rule such as 'at most 10 checkout sessions per customer in 10 minutes'. */
export interface RateLimit {
  /** Prefix of the counter keys, so two limits never share a count. */
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
}

const keyOf = (limit: RateLimit, subject: string) => `${limit.name}:${subject}`;

/**
 * Counts one attempt of `subject` (a customer id, a client address…) against the limit, before the
 * work it guards, and says whether it is still within it. Attempts past the limit count too, so a
 * client that keeps trying stays refused until the window ends.
 */
export async function takeAttempt(counters: Counters, limit: RateLimit, subject: string): Promise<boolean> {
  return (await countAttempt(counters, limit, subject)) <= limit.max;
}

/** Counts one attempt of subject, as takeAttempt, and returns how many its window holds now. */
export const countAttempt = (counters: Counters, limit: RateLimit, subject: string) =>
  counters.hit(keyOf(limit, subject), limit.windowMs);

/** Forgets subject's attempts (a correct password forgives the wrong ones before it). */
export const forgetAttempts = (counters: Counters, limit: RateLimit, subject: string) =>
  counters.reset(keyOf(limit, subject));

/** How long until subject's window of the limit ends, in ms: when a refused client may try again. */
export const msUntilAllowed = (counters: Counters, limit: RateLimit, subject: string) =>
  counters.msLeft(keyOf(limit, subject));
