import type { Db } from '../db/client';

/**
 * Fixed-window event counters behind every rate limit. Each key counts events from its first one
 * until `windowMs` later, then starts again. `hit` adds and reads in one atomic step, so a burst of
 * parallel requests is counted before any of them does its slow work, and the n-th request of the
 * burst sees n, whichever process it reached.
 */
export interface Counters {
  /** Counts one more event for key and returns the count of its current window, this one included. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The count of key's current window, without adding to it (0 when none is open). */
  peek(key: string): Promise<number>;
  /** How long key's current window has left, in ms (0 when none is open): what a refusal says to wait. */
  msLeft(key: string): Promise<number>;
  /** Forgets key's window (a successful login forgives the failures before it). */
  reset(key: string): Promise<void>;
  /** Drops windows that have ended; run now and then so the store stays small. */
  sweep(): Promise<void>;
}

/** In-process counters: right for one process, the embedded database's only deployment. */
export function memoryCounters(now: () => number = Date.now, maxKeys = 50_000): Counters {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  const current = (key: string) => {
    const window = windows.get(key);
    return window && window.endsAt > now() ? window : undefined;
  };
  const sweep = () => {
    for (const [key, window] of windows) if (window.endsAt <= now()) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const window = current(key) ?? { hits: 0, endsAt: now() + windowMs };
      window.hits++;
      windows.set(key, window);
      if (windows.size > maxKeys) {
        sweep();
        // Still full of live windows: forget the oldest keys rather than grow without bound.
        for (const old of [...windows.keys()].slice(0, windows.size - maxKeys)) windows.delete(old);
      }
      return window.hits;
    },
    peek: async (key) => current(key)?.hits ?? 0,
    msLeft: async (key) => Math.max(0, (current(key)?.endsAt ?? now()) - now()),
    reset: async (key) => void windows.delete(key),
    sweep: async () => sweep(),
  };
}

/** Counters in PostgreSQL's unlogged `rate_counter` table: one count across all store processes. */
export function postgresCounters(db: Db): Counters {
  return {
    async hit(key, windowMs) {
      const [row] = await db.query<{ hits: number }>(
        `INSERT INTO rate_counter AS c (key, hits, window_ends) VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN c.window_ends <= now() THEN 1 ELSE c.hits + 1 END,
           window_ends = CASE WHEN c.window_ends <= now() THEN EXCLUDED.window_ends ELSE c.window_ends END
         RETURNING hits`,
        [key, windowMs],
      );
      return row!.hits;
    },
    async peek(key) {
      const [row] = await db.query<{ hits: number }>(
        'SELECT hits FROM rate_counter WHERE key = $1 AND window_ends > now()',
        [key],
      );
      return row?.hits ?? 0;
    },
    async msLeft(key) {
      const [row] = await db.query<{ ms: number }>(
        `SELECT ceil(extract(epoch FROM window_ends - now()) * 1000)::float8 AS ms
         FROM rate_counter WHERE key = $1 AND window_ends > now()`,
        [key],
      );
      return Math.max(0, Number(row?.ms ?? 0));
    },
    reset: async (key) => void (await db.query('DELETE FROM rate_counter WHERE key = $1', [key])),
    sweep: async () => void (await db.query('DELETE FROM rate_counter WHERE window_ends <= now()')),
  };
}

/** Shared counters on PostgreSQL (several processes may serve one shop), in-process on PGlite. */
export const countersFor = (db: Db): Counters => (db.kind === 'postgres' ? postgresCounters(db) : memoryCounters());
