/**
 * Counts failed logins per key (a phone number, a client address) in a sliding window.
 * In-process on purpose: one API process is the default deployment; behind a load balancer the
 * same interface would be backed by PostgreSQL or Redis.
 */
export interface RateLimiter {
  isBlocked(key: string): boolean;
  recordFailure(key: string): void;
  reset(key: string): void;
}

export function createRateLimiter(maxFailures: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => (failures.get(key) ?? []).filter((t) => now() - t < windowMs);
  return {
    isBlocked: (key) => recent(key).length >= maxFailures,
    recordFailure(key) {
      const list = recent(key);
      list.push(now());
      failures.set(key, list);
      if (failures.size > 10_000) for (const k of [...failures.keys()].slice(0, 5_000)) failures.delete(k);
    },
    reset: (key) => void failures.delete(key),
  };
}
