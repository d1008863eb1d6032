import { createRateLimiter } from './rate-limit';

/**
 * Failed logins allowed in 15 minutes: per phone number, and per client address (looser, since
 * a whole office or a mobile carrier's NAT can share one address).
 */
export const LOGIN_FAILURES_PER_PHONE = 10;
export const LOGIN_FAILURES_PER_ADDRESS = 50;
export const LOGIN_WINDOW_MS = 15 * 60_000;

export const createLoginLimits = () => ({
  perPhone: createRateLimiter(LOGIN_FAILURES_PER_PHONE, LOGIN_WINDOW_MS),
  perAddress: createRateLimiter(LOGIN_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS),
});
