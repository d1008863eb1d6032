import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { errorSummary } from '../error-summary';

/**
 * The one database interface the server uses. Two implementations run the same SQL:
 * PGlite (embedded PostgreSQL, the default) and a pool on a real PostgreSQL server.
 * Queries cast bigint results (count(*), sums) to int so both drivers hand back numbers.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT; a thrown error rolls everything back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Statements sent since the process started: lets tests count queries per request. */
  readonly queryCount: () => number;
  close(): Promise<void>;
}

/** PGlite's database, which can also write its files out as a tarball (`dumpDataDir`). */
export interface PgliteDb extends Db {
  dumpDataDir(): Promise<Blob>;
}

/**
 * Opens PGlite persisted in `dataDir`, or in memory when dataDir is undefined; `loadDataDir` starts
 * it from files `dumpDataDir` wrote (the tests' seeded database, without initdb again).
 */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteDb> {
  if (dataDir) mkdirSync(dataDir, { recursive: true }); // PGlite creates only the last folder itself
  const lite = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  let count = 0;
  const run = async <Row>(q: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]) => {
    count++;
    const result = await q.query<Row>(sql, params as unknown[] | undefined);
    return result.rows;
  };
  return {
    kind: 'pglite',
    query: (sql, params) => run(lite, sql, params),
    transaction: (fn) => lite.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) })),
    queryCount: () => count,
    close: () => lite.close(),
    dumpDataDir: async () => lite.dumpDataDir('none'),
  };
}

/** Opens a connection pool on a real PostgreSQL server and checks that it answers. */
export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  pool.on('error', (error) => console.error(`PostgreSQL pool error: ${errorSummary(error)}`));
  let count = 0;
  const run = async <Row>(q: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]) => {
    count++;
    const result = await q.query(sql, params as unknown[] | undefined);
    return result.rows as Row[];
  };
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (sql, params) => run(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    queryCount: () => count,
    close: () => pool.end(),
  };
}
