import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createApp } from '../../server/app';
import { passwordsAt } from '../../server/auth/password';
import { createTokenService } from '../../server/auth/token';
import { type Db, openPglite, openPostgres } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { DEMO_CUSTOMER, seed } from '../../server/db/seed';
import type { Deps } from '../../server/http/context';
import { countersFor } from '../../server/limits/counters';
import { testProvider } from '../../server/payments/provider';
import { createDatabase } from './postgres';

export type Backend = 'pglite' | 'postgres';

/**
 * A condition on the table `product` (unaliased): it is sold whole, with no sizes. A checkout line
 * of a product sold by size must name its size, so tests about something else buy these.
 */
export const SOLD_WHOLE_SQL = 'NOT EXISTS (SELECT 1 FROM product_size z WHERE z.product_id = product.product_id)';
export const BACKENDS: Backend[] = ['pglite', 'postgres'];
/**
 * Passwords at scrypt's cheapest sound cost (N=2^10, p=1: about 2 ms a hash against the store's
 * 340 ms), for the tests of the rate limits that fail dozens of logins to unknown phones and time
 * nothing (proxy.test.ts, accounts.test.ts), and for contact-verification.test.ts's 25 password
 * changes, which counts their notices: they test the limits, not the hash
 * (server/auth/password.test.ts and tests/api/passwords.test.ts do that, at the store's cost, as
 * every other test app does). login-limits.test.ts times the limits' waits against a login at the
 * store's cost, the demo customer's, so it keeps that cost throughout.
 */
export const QUICK_PASSWORDS = passwordsAt({ ln: 10, r: 8, p: 1 });
export const TEST_SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!!');

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Db;
  deps: Deps;
  /** The PostgreSQL database's address (for a second store on it); undefined on PGlite. */
  databaseUrl?: string;
  /** A token for the demo customer and their id. */
  demo: { id: number; token: string };
  call(
    method: string,
    path: string,
    init?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /**
   * A sign-up as the app makes it: asks for the code (a test app sends no messages, so the
   * 'Modo de prueba' answer carries it), then registers with it. A refused code request (a
   * taken phone, a bad field) registers without one, so the sign-up's own refusal is what shows.
   */
  signUp(body: Record<string, unknown>, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * The migrated and seeded PGlite database of each catalogue size, written out once per test
 * process (the API files share one, `isolate: false`). A new PGlite started from those files takes
 * about 1.7 s of CPU; a fresh one, its initdb, migrations and seed, about 5 s, for each of the
 * hundred-odd apps the API tests make.
 */
const seededPglite = new Map<number | undefined, Promise<Blob>>();
function seededPgliteFiles(productCount?: number): Promise<Blob> {
  let files = seededPglite.get(productCount);
  if (!files) {
    files = (async () => {
      const db = await openPglite();
      await migrate(db);
      await seed(db, productCount);
      const dumped = await db.dumpDataDir();
      await db.close();
      return dumped;
    })();
    seededPglite.set(productCount, files);
  }
  return files;
}

/** The real app on a freshly migrated and seeded database of the given kind. */
export async function createTestApp(
  backend: Backend,
  productCount?: number,
  overrides: Partial<Deps> = {},
): Promise<TestApp> {
  let db: Db;
  let databaseUrl: string | undefined;
  if (backend === 'pglite') db = await openPglite(undefined, { loadDataDir: await seededPgliteFiles(productCount) });
  else {
    databaseUrl = await createDatabase(inject('postgresUrl'), `test_${process.pid}_${Date.now()}_${counter++}`);
    db = await openPostgres(databaseUrl);
    await migrate(db);
    await seed(db, productCount);
  }
  const imagesDir = mkdtempSync(join(tmpdir(), 'outlet-images-'));
  const deps: Deps = {
    db,
    imagesDir,
    tokens: createTokenService(TEST_SECRET),
    counters: countersFor(db),
    trustProxy: null,
    payments: testProvider,
    publicUrl: 'http://localhost:3000', // what start-up gives a store on the default port without PUBLIC_URL
    catalogueFreshMs: 0, // tests change the database directly and expect to see it at once
    // Every test app's searches come from one address, a hundred a second in search-quality.test.ts;
    // search-cost.test.ts passes the store's own limit (SEARCHES_PER_ADDRESS).
    searchLimit: { name: 'search-address', max: 1_000_000, windowMs: 60_000 },
    ...overrides,
  };
  const app = createApp(deps);
  const [user] = await db.query<{ ecommerce_user_id: number; token_version: number }>(
    'SELECT ecommerce_user_id, token_version FROM ecommerce_user WHERE phone_number = $1',
    [DEMO_CUSTOMER.phone],
  );
  const demo = {
    id: user!.ecommerce_user_id,
    token: await deps.tokens.issue(user!.ecommerce_user_id, user!.token_version),
  };
  return {
    app,
    db,
    deps,
    databaseUrl,
    demo,
    async call(method, path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      let body: string | undefined;
      if (init.body !== undefined) {
        body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
        headers['content-type'] ??= 'application/json';
      }
      return app.request(path, { method, headers, body });
    },
    async signUp(body, headers = {}) {
      const asked = await app.request('/api/auth/code', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ purpose: 'signup', phoneNumber: body.phoneNumber, email: body.email }),
      });
      const code = asked.ok ? ((await asked.json()) as { test_code?: string }).test_code : undefined;
      return app.request('/api/auth/register_ecommerce', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(code ? { ...body, code } : body),
      });
    },
    async close() {
      await db.close();
      rmSync(imagesDir, { recursive: true, force: true });
    },
  };
}
