-- Counters behind the rate limits (failed logins, checkout sessions), shared by every store process
-- on one PostgreSQL server. Unlogged: a crash may forget them, which only relaxes a limit for one
-- window, and writing them costs no WAL. PGlite (one process) keeps its counters in memory instead.
CREATE UNLOGGED TABLE rate_counter (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL
);
