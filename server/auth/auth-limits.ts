import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError } from '../http/errors';
import type { Counters } from '../limits/counters';
import { countAttempt, forgetAttempts, type RateLimit, takeAttempt } from '../limits/rate-limit';

/**
 * Every password check a stranger can repeat is counted before the slow hash, so a parallel burst
 * is refused past the limit instead of being evaluated whole.
 *
 * Logins have three counts:
 * - per client address, whatever the phone (loose: an office or a carrier's NAT shares one address).
 *   Successes count too, or an attacker could clear the count by signing in to their own account;
 * - per phone *and* address: the hard lock. It stops whoever is guessing, never the customer
 *   signing in from elsewhere, so failures cannot be used to lock a customer out;
 * - per phone, from anywhere: never refused, but each guess past a few waits longer (loginDelayMs).
 * A correct password forgives the phone's counts.
 */
const FIFTEEN_MINUTES = 15 * 60_000;
export const LOGINS_PER_ADDRESS: RateLimit = { name: 'login-address', max: 50, windowMs: FIFTEEN_MINUTES };
export const LOGINS_PER_PHONE_AND_ADDRESS: RateLimit = {
  name: 'login-phone-address',
  max: 10,
  windowMs: FIFTEEN_MINUTES,
};
/** `max` is the attempts on one phone before they are slowed. */
export const LOGINS_PER_PHONE: RateLimit = { name: 'login-phone', max: 5, windowMs: FIFTEEN_MINUTES };
/** Current-password checks of change_password, per customer. */
export const PASSWORD_CHECKS_PER_CUSTOMER: RateLimit = { name: 'password-check', max: 10, windowMs: FIFTEEN_MINUTES };
/** Sign-ups per client address: each one costs a password hash and can probe which phones are taken. */
export const SIGNUPS_PER_ADDRESS: RateLimit = { name: 'signup-address', max: 10, windowMs: 60 * 60_000 };

const LOGIN_DELAY_FIRST_MS = 250;
const LOGIN_DELAY_MAX_MS = 3_000;

/** The wait before evaluating the n-th attempt on a phone in its window: doubling, capped. */
export function loginDelayMs(attemptsOnPhone: number): number {
  const slowed = attemptsOnPhone - LOGINS_PER_PHONE.max;
  return slowed <= 0 ? 0 : Math.min(LOGIN_DELAY_MAX_MS, LOGIN_DELAY_FIRST_MS * 2 ** (slowed - 1));
}

const tooMany = (message: string) => new HttpError(429, message);

/** Counts a login attempt; throws 429 past a hard limit, else waits as long as the phone's failures ask. */
export async function admitLogin(counters: Counters, phone: string, address: string): Promise<void> {
  const refusal = 'Demasiados intentos fallidos. Espera 15 minutos e inténtalo de nuevo.';
  if (!(await takeAttempt(counters, LOGINS_PER_ADDRESS, address))) throw tooMany(refusal);
  if (!(await takeAttempt(counters, LOGINS_PER_PHONE_AND_ADDRESS, `${phone}|${address}`))) throw tooMany(refusal);
  const delay = loginDelayMs(await countAttempt(counters, LOGINS_PER_PHONE, phone));
  if (delay > 0) await sleep(delay);
}

/** A correct password: the phone's failures, from here and from anywhere, are forgiven. */
export async function forgiveLogin(counters: Counters, phone: string, address: string): Promise<void> {
  await forgetAttempts(counters, LOGINS_PER_PHONE_AND_ADDRESS, `${phone}|${address}`);
  await forgetAttempts(counters, LOGINS_PER_PHONE, phone);
}

export async function admitPasswordCheck(counters: Counters, userId: number): Promise<void> {
  if (!(await takeAttempt(counters, PASSWORD_CHECKS_PER_CUSTOMER, String(userId))))
    throw tooMany('Demasiados intentos con la contraseña actual. Espera 15 minutos e inténtalo de nuevo.');
}

export const forgivePasswordCheck = (counters: Counters, userId: number) =>
  forgetAttempts(counters, PASSWORD_CHECKS_PER_CUSTOMER, String(userId));

export async function admitSignup(counters: Counters, address: string): Promise<void> {
  if (!(await takeAttempt(counters, SIGNUPS_PER_ADDRESS, address)))
    throw tooMany('Se crearon demasiadas cuentas desde esta conexión. Inténtalo de nuevo en una hora.');
}
