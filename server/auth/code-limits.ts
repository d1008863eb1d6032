import { CODES } from '../../copy/codes';
import { HttpError } from '../http/errors';
import type { Counters } from '../limits/counters';
import { msUntilAllowed, type RateLimit, takeAttempt } from '../limits/rate-limit';

/**
 * How many codes the store sends, so that no one can use it to flood a phone or an inbox: per
 * recipient (3 in 15 minutes, 10 a day), per client address, and per account (login and reset
 * name one). Counted in the database on PostgreSQL, so two processes share them. A refusal says
 * when to try again.
 */
const MINUTE = 60_000;
export const CODES_PER_RECIPIENT: RateLimit = { name: 'code-recipient', max: 3, windowMs: 15 * MINUTE };
export const CODES_PER_RECIPIENT_DAY: RateLimit = { name: 'code-recipient-day', max: 10, windowMs: 24 * 60 * MINUTE };
export const CODES_PER_ADDRESS: RateLimit = { name: 'code-address', max: 20, windowMs: 60 * MINUTE };
export const CODES_PER_ACCOUNT_DAY: RateLimit = { name: 'code-account-day', max: 10, windowMs: 24 * 60 * MINUTE };

async function admit(counters: Counters, limit: RateLimit, subject: string, say: (wait: string) => string) {
  if (!(await takeAttempt(counters, limit, subject)))
    throw new HttpError(429, say(CODES.wait(await msUntilAllowed(counters, limit, subject))));
}

/** Counts one code to `recipient` (and for `account`, when it names one) from `address`; 429 past a limit. */
export async function admitCode(
  counters: Counters,
  { recipient, address, account }: { recipient: string; address: string; account?: string },
): Promise<void> {
  await admit(counters, CODES_PER_ADDRESS, address, CODES.tooManyFromHere);
  await admit(counters, CODES_PER_RECIPIENT, recipient, CODES.tooMany);
  await admit(counters, CODES_PER_RECIPIENT_DAY, recipient, CODES.tooMany);
  if (account) await admit(counters, CODES_PER_ACCOUNT_DAY, account, CODES.tooMany);
}
