import type Stripe from 'stripe';
import type { UserRole } from '../../contract/admin';
import type { Passwords } from '../auth/password';
import type { TokenService } from '../auth/token';
import type { Db } from '../db/client';
import type { PendingImages } from '../images/drawing-process';
import type { Counters } from '../limits/counters';
import type { RateLimit } from '../limits/rate-limit';
import type { PaymentProvider } from '../payments/provider';
import type { TrustProxy } from './client';

/** What every route module is given: the app is built from these, so tests need no port. */
export interface Deps {
  db: Db;
  tokens: TokenService;
  /** The counters behind rate limits: in PostgreSQL when several processes may share it, else in memory. */
  counters: Counters;
  /**
   * Searches that reach the database, per client address: the store's SEARCHES_PER_ADDRESS when
   * unset; the test apps, which run a hundred searches a second from one address, pass a loose one.
   */
  searchLimit?: RateLimit;
  /**
   * How passwords are hashed: the store's cost (`PASSWORDS`) when unset, as the store's start-up
   * leaves it; a test of the rate limits, which fails dozens of logins, may pass a cheaper one.
   */
  passwords?: Passwords;
  /** Which proxies may name the client (X-Forwarded-For / -Proto); null trusts only the socket. */
  trustProxy: TrustProxy;
  imagesDir: string;
  /** Product images still to be drawn after a start; one asked for before its turn is drawn at once. */
  imageDrawer?: PendingImages;
  payments: PaymentProvider;
  /**
   * The store's address (no trailing slash) for the links Stripe sends shoppers back to (the test
   * checkout, on the store's own origin, uses relative ones) and every address a page gives search engines and link previews: PUBLIC_URL, else the
   * address the server is bound to. Never the request's Host header, which the sender chooses.
   */
  publicUrl: string;
  /** How long a cached product answer or page may go without re-reading the catalogue version (default 1 s). */
  catalogueFreshMs?: number;
  /** The memory drawn pages may take in the page cache (server/http/page-cache.ts; default 32 MB). */
  pageCacheBytes?: number;
  /** Set when Stripe is the provider: the client and the secret its webhook signatures are checked with. */
  stripeWebhook?: { stripe: Stripe; secret: string };
  /** Set while the store runs on the embedded database: the token shop commands reach it with (server/ops/). */
  opsToken?: string;
  /** Set when the client was built with a Stripe publishable key: its payment page loads Stripe.js, which the CSP must then allow. */
  stripeJs?: boolean;
}

export interface AppEnv {
  /** Set by requireUser: the signed-in account and its role, read in the same query as its token version. */
  Variables: { userId: number; role: UserRole };
}
