/**
 * The real store, built the way server/index.ts builds it, in its own process so that the load
 * generator (tests/bench/run.ts) and the server never share one event loop.
 *
 * Started by run.ts with fork() (IPC channel). Environment:
 *   BENCH_BACKEND   pglite | postgres
 *   BENCH_DB_URL    the PostgreSQL database (postgres only)
 *   BENCH_PRODUCTS  catalogue size given to seed()
 *   BENCH_DIST      the built SPA folder served by StaticFiles
 * When ready it sends { type: 'ready', port, seedMs }. Messages it answers:
 *   { type: 'explain', id, path }  runs `path` once through a second app on a recording view of
 *                                  the same database and answers the EXPLAIN (ANALYZE, BUFFERS)
 *                                  of every statement that request sent (the measured app is
 *                                  never wrapped).
 *   { type: 'sql', id, sql }       runs one statement and answers its rows (diagnostics).
 *   { type: 'pageCache', id }      answers how many drawn pages the page cache keeps, and their bytes.
 *   { type: 'search', id, queries, rounds }  runs each search text through the list's own query
 *                                  (listProducts, name and limit 5: what the header asks), past
 *                                  the answer cache, once to warm up then `rounds` times, and
 *                                  answers each one's times in ms.
 *   { type: 'stop' }               closes the server and the database, deletes temp folders, exits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/app';
import { createTokenService } from '../../server/auth/token';
import { type Db, openPglite, openPostgres } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { parseTrustProxy } from '../../server/http/client';
import type { Deps } from '../../server/http/context';
import { StaticFiles } from '../../server/http/static-files';
import { countersFor } from '../../server/limits/counters';
import { listProducts } from '../../server/modules/products/repo';
import { testProvider } from '../../server/payments/provider';

export type ChildRequest =
  | { type: 'explain'; id: number; path: string }
  | { type: 'sql'; id: number; sql: string }
  | { type: 'pageCache'; id: number }
  | { type: 'search'; id: number; queries: string[]; rounds: number }
  | { type: 'stop' };
export type ChildMessage =
  | { type: 'ready'; port: number; seedMs: number }
  | { type: 'explain'; id: number; plans: { sql: string; params: unknown[]; plan: string }[] }
  | { type: 'sql'; id: number; rows: unknown[]; error?: string }
  | { type: 'pageCache'; id: number; pages: number; bytes: number }
  | { type: 'search'; id: number; times: { query: string; ms: number[]; total: number }[] }
  | { type: 'failed'; error: string };

const send = (message: ChildMessage) => process.send?.(message);

async function main() {
  const backend = process.env.BENCH_BACKEND === 'postgres' ? 'postgres' : 'pglite';
  const products = Number(process.env.BENCH_PRODUCTS ?? 320);
  const dist = process.env.BENCH_DIST ?? 'dist';
  const temp = mkdtempSync(join(tmpdir(), 'outlet-bench-app-'));

  const started = Date.now();
  const db: Db =
    backend === 'postgres' ? await openPostgres(process.env.BENCH_DB_URL!) : await openPglite(join(temp, 'db'));
  await migrate(db);
  await seed(db, products);
  const seedMs = Date.now() - started;

  const deps: Deps = {
    db,
    imagesDir: join(temp, 'images'), // images are not part of the bench
    tokens: createTokenService(new TextEncoder().encode('bench-secret-that-is-long-enough-for-hs256!!')),
    counters: countersFor(db),
    // --only=crafted trusts one proxy hop, so that each crafted search may name its own client
    trustProxy: process.env.BENCH_TRUST_PROXY ? parseTrustProxy(process.env.BENCH_TRUST_PROXY) : null,
    payments: testProvider,
    publicUrl: 'http://localhost:3000', // checkout links are not part of the bench
  };
  const app = createApp(deps, new StaticFiles(dist));

  // A second app, only for EXPLAIN: same database, but every statement it sends is recorded.
  let recorded: { sql: string; params: unknown[] }[] = [];
  const recording: Db = {
    ...db,
    query: (sql, params) => {
      recorded.push({ sql, params: [...(params ?? [])] });
      return db.query(sql, params);
    },
  };
  const explainApp = createApp({ ...deps, db: recording });

  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
    send({ type: 'ready', port: info.port, seedMs }),
  );

  process.on('message', async (message: ChildRequest) => {
    if (message.type === 'stop') {
      server.close();
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      await db.close().catch(() => undefined);
      rmSync(temp, { recursive: true, force: true });
      process.exit(0);
    }
    if (message.type === 'sql') {
      try {
        send({ type: 'sql', id: message.id, rows: await db.query(message.sql) });
      } catch (error) {
        send({ type: 'sql', id: message.id, rows: [], error: (error as Error).message });
      }
    }
    if (message.type === 'search') {
      const times = [];
      for (const query of message.queries) {
        const { total } = await listProducts(db, { name: query, limit: 5 });
        const ms: number[] = [];
        for (let round = 0; round < message.rounds; round++) {
          const began = performance.now();
          await listProducts(db, { name: query, limit: 5 });
          ms.push(performance.now() - began);
        }
        times.push({ query, ms, total });
      }
      send({ type: 'search', id: message.id, times });
    }
    if (message.type === 'pageCache')
      send({ type: 'pageCache', id: message.id, pages: 0, bytes: 0, ...app.pageCache?.size });
    if (message.type === 'explain') {
      recorded = [];
      await explainApp.request(message.path);
      const plans = [];
      for (const statement of recorded) {
        const rows = await db.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
          statement.params,
        );
        plans.push({ ...statement, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
      }
      send({ type: 'explain', id: message.id, plans });
    }
  });
  process.on('disconnect', () => {
    // the bench died: do not linger, and leave no temporary database behind
    rmSync(temp, { recursive: true, force: true });
    process.exit(0);
  });
}

main().catch((error: unknown) => {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
