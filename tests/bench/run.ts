/**
 * npm run bench — the store's API and its main JavaScript asset under load, beside nginx serving
 * byte-identical static copies of the same answers on loopback (the ceiling for one HTTP answer on
 * this machine), on PGlite and on PostgreSQL, with the demo catalogue (320 products) and 50,000.
 *
 * How: the real app (createApp + real deps + StaticFiles on dist/) runs in a child process
 * (tests/bench/serve-app.ts) on a free loopback port; nginx runs as another child from a
 * temporary nginx.conf; PostgreSQL 15 is a throw-away server from tests/support/postgres.ts.
 * Every measurement is autocannon, 50 connections, a 1 s warm-up then BENCH_SECONDS (default 5)
 * of load, all on 127.0.0.1. Results go to stdout and to tests/bench/results/latest.md.
 *
 * Then page views (results in pages.md): the server-drawn pages kept by the page cache, their
 * first views (cache misses), beside GET /api/product/list in the same run, at 10 and 50
 * connections, at 320 and 50,000 products on PGlite, with the cache's size. Then the start time
 * of a fresh data folder (tests/bench/start-time.ts, in start.md). Then the JavaScript each page
 * downloads on a first visit, with a treemap of what each chunk holds (tests/bench/javascript.ts,
 * in javascript.md and javascript-treemap.html). Then Lighthouse on three pages
 * (tests/bench/lighthouse.ts, results in lighthouse.md).
 * The API part also times each committed shopper query (tests/api/search-queries.ts) in the
 * database at 320 and 50,000 products (results in search.md and at the end of latest.md);
 * `--only=search` runs that alone.
 * Then crafted searches (random two-letter words, 10 a second) beside a cached page's views, the
 * page's latency quiet and under them side by side (tests/bench/crafted-searches.ts, crafted.md).
 * `npm run bench -- --only=api`, `--only=search`, `--only=pages`, `--only=crafted`, `--only=start`, `--only=javascript` or
 * `--only=lighthouse` runs one part.
 */
import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon, { type Result as LoadResult } from 'autocannon';
import { DEFAULT_PAGE_CACHE_BYTES } from '../../server/http/page-cache';
import { SHOPPER_QUERIES } from '../api/search-queries';
import { createDatabase, freePort, startPostgres, type TestPostgres } from '../support/postgres';
import { benchCrafted, renderCrafted } from './crafted-searches';
import { benchJavaScript } from './javascript';
import { runLighthouse } from './lighthouse';
import type { ChildMessage, ChildRequest } from './serve-app';
import { measureFreshStart, spread } from './start-time';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'dist');
const RESULTS = join(ROOT, 'tests/bench/results');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const CONNECTIONS = 50;
const BIG = 50_000;
const DEMO = 320; // DEMO_CATALOGUE_SIZE, what a first start seeds
/** 50k counts as "no slower than 300" when it keeps this share of the 320-product requests/s. */
const SAME_SPEED = 0.9;
const P99_GOAL_MS = 25;
const CEILING_SHARE_GOAL = 0.5;

type Backend = 'pglite' | 'postgres';
type Kind = 'list' | 'search' | 'single';
interface Endpoint {
  key: string;
  label: string;
  path: string;
  kind: Kind;
}
const ENDPOINTS: Endpoint[] = [
  {
    key: 'strip',
    label: 'home strip BEST_SELLING limit 8',
    path: '/api/product/list?sectionFilter=BEST_SELLING&limit=8',
    kind: 'list',
  },
  {
    key: 'filtered',
    label: 'list: dept 1+7, ≤$3000, asc, page 2',
    path: '/api/product/list?department_id=1&department_id=7&maxPrice=3000&sort=asc&page=2',
    kind: 'list',
  },
  {
    key: 'vestido',
    label: 'search name=vestido limit 5',
    path: '/api/product/list?name=vestido&limit=5',
    kind: 'search',
  },
  {
    key: 'joyeria',
    label: 'search name=joyeria (accent-free)',
    path: '/api/product/list?name=joyeria',
    kind: 'search',
  },
  { key: 'single', label: 'single product by id', path: '/api/product/single/{id}', kind: 'single' },
];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  bad: number; // non-2xx answers + errors + timeouts
}
interface Row {
  label: string;
  path: string;
  kind: Kind | 'asset';
  products: number | null;
  backend: Backend | null;
  bytes: number;
  ours: Figures;
  nginx?: Figures;
  nginxNote?: string;
}

// ---------------------------------------------------------------- processes we start and stop

const cleanups: (() => void | Promise<void>)[] = [];
async function cleanUp() {
  while (cleanups.length) await Promise.resolve(cleanups.pop()!()).catch(() => undefined);
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

interface AppChild {
  port: number;
  seedMs: number;
  explain(path: string): Promise<{ sql: string; params: unknown[]; plan: string }[]>;
  sql(statement: string): Promise<unknown[]>;
  pageCache(): Promise<{ pages: number; bytes: number }>;
  search(queries: string[], rounds: number): Promise<{ query: string; ms: number[]; total: number }[]>;
  stop(): Promise<void>;
}

async function startApp(
  backend: Backend,
  products: number,
  dbUrl?: string,
  env: Record<string, string> = {},
): Promise<AppChild> {
  const child = fork(join(ROOT, 'tests/bench/serve-app.ts'), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_BACKEND: backend,
      BENCH_DB_URL: dbUrl ?? '',
      BENCH_PRODUCTS: String(products),
      BENCH_DIST: distDir,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let stopped = false;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (stopped || child.exitCode !== null) return resolve();
      stopped = true;
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.send({ type: 'stop' } satisfies ChildRequest);
    });
  cleanups.push(stop);
  const ready = await new Promise<{ port: number; seedMs: number }>((resolve, reject) => {
    child.on('message', (m: ChildMessage) => {
      if (m.type === 'ready') resolve(m);
      if (m.type === 'failed') reject(new Error(`the app did not start: ${m.error}`));
    });
    child.once('exit', (code) => reject(new Error(`the app exited with code ${code} before it was ready`)));
  });
  let nextId = 0;
  const ask = <T extends ChildMessage>(request: ChildRequest & { id: number }) =>
    new Promise<T>((resolve) => {
      const listener = (m: ChildMessage) => {
        if ('id' in m && m.id === request.id) {
          child.off('message', listener);
          resolve(m as T);
        }
      };
      child.on('message', listener);
      child.send(request);
    });
  return {
    ...ready,
    explain: async (path) =>
      (await ask<Extract<ChildMessage, { type: 'explain' }>>({ type: 'explain', id: ++nextId, path })).plans,
    sql: async (statement) =>
      (await ask<Extract<ChildMessage, { type: 'sql' }>>({ type: 'sql', id: ++nextId, sql: statement })).rows,
    pageCache: async () => await ask<Extract<ChildMessage, { type: 'pageCache' }>>({ type: 'pageCache', id: ++nextId }),
    search: async (queries, rounds) =>
      (await ask<Extract<ChildMessage, { type: 'search' }>>({ type: 'search', id: ++nextId, queries, rounds })).times,
    stop,
  };
}

interface Nginx {
  port: number;
  www: string;
  stop(): Promise<void>;
}

async function startNginx(): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'outlet-bench-nginx-'));
  chmodSync(dir, 0o755); // nginx workers run as www-data
  const www = join(dir, 'www');
  mkdirSync(join(www, 'assets'), { recursive: true });
  mkdirSync(join(www, 'json'), { recursive: true });
  mkdirSync(join(dir, 'tmp'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `# written by tests/bench/run.ts; one worker, like our one Node process
worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  types { application/json json; text/javascript js; }
  default_type application/octet-stream;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    location /assets/ {
      gzip_static on;
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
  }
}
`,
  );
  const test = spawnSync('/usr/sbin/nginx', ['-t', '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx rejected its configuration: ${test.stderr}`);
  const child: ChildProcess = spawn('/usr/sbin/nginx', ['-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM'); // nginx's fast shutdown; its workers go with the master
    });
  cleanups.push(stop);
  await waitForPort(port);
  return { port, www, stop };
}

async function waitForPort(port: number) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`nothing answered on port ${port}`);
}

// ---------------------------------------------------------------- measuring

/** How a load run picks each request's path: the same URL every time, or a path per request. */
type PathOf = ((n: number) => string) | undefined;

function load(url: string, headers: Record<string, string>, seconds: number, connections: number, pathOf: PathOf) {
  let n = 0;
  const requests = pathOf
    ? [{ setupRequest: (request: { path: string }) => ({ ...request, path: pathOf(n++) }) }]
    : undefined;
  return new Promise<LoadResult>((resolve, reject) =>
    autocannon({ url, connections, duration: seconds, headers, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
}

async function measure(
  url: string,
  headers: Record<string, string> = {},
  connections = CONNECTIONS,
  pathOf?: PathOf,
): Promise<Figures> {
  await load(url, headers, WARMUP_SECONDS, connections, pathOf);
  // autocannon drops its sockets when the warm-up ends, but the server still owes the answers it
  // queued (PGlite runs one query at a time): one awaited request queues behind them, so the
  // measurement starts on an idle server instead of inheriting a backlog.
  await fetchRaw(url, headers);
  const r = await load(url, headers, SECONDS, connections, pathOf);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts };
}

/** The answer's bytes exactly as sent (no decompression), with its headers. */
function fetchRaw(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ bytes: Buffer; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve({ bytes: Buffer.concat(chunks), headers: response.headers })
          : reject(new Error(`${url} answered ${response.statusCode}`)),
      );
    }).on('error', reject);
  });
}
const body = async (url: string, headers: Record<string, string> = {}) => (await fetchRaw(url, headers)).bytes;

/** nginx figures per distinct answer: identical bytes are measured once. */
const nginxByHash = new Map<string, Figures>();
async function nginxFor(nginx: Nginx, answer: Buffer): Promise<Figures> {
  const hash = createHash('sha256').update(answer).digest('hex').slice(0, 16);
  const known = nginxByHash.get(hash);
  if (known) return known;
  writeFileSync(join(nginx.www, 'json', `${hash}.json`), answer);
  chmodSync(join(nginx.www, 'json', `${hash}.json`), 0o644);
  const figures = await measure(`http://127.0.0.1:${nginx.port}/json/${hash}.json`);
  nginxByHash.set(hash, figures);
  return figures;
}

function say(line: string) {
  process.stderr.write(`${line}\n`);
}

// ---------------------------------------------------------------- the run

async function benchEndpoints(
  app: AppChild,
  nginx: Nginx,
  backend: Backend,
  products: number,
  endpoints: Endpoint[],
  rows: Row[],
) {
  const base = `http://127.0.0.1:${app.port}`;
  const strip = JSON.parse((await body(base + ENDPOINTS[0]!.path)).toString()) as {
    products: { product_id: number }[];
  };
  const id = strip.products[0]?.product_id ?? 1;
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace('{id}', String(id));
    const answer = await body(base + path);
    say(`  ${backend} ${products}: ${path} (${answer.length} bytes)`);
    const nginxFigures = await nginxFor(nginx, answer);
    const ours = await measure(base + path);
    rows.push({
      label: endpoint.label,
      path,
      kind: endpoint.kind,
      products,
      backend,
      bytes: answer.length,
      ours,
      nginx: nginxFigures,
    });
  }
}

const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const PARTS = ['api', 'search', 'pages', 'crafted', 'start', 'javascript', 'lighthouse'];
if (ONLY && !PARTS.includes(ONLY)) throw new Error(`--only=${ONLY}: expected --only=${PARTS.join(', --only=')}`);
const runs = (part: string) => !ONLY || ONLY === part;

async function main() {
  if (runs('api')) await benchApi();
  else if (runs('search')) await benchSearchAlone();
  if (runs('pages')) await benchPages();
  if (runs('crafted')) await benchCraftedSearches();
  if (runs('start')) await benchStart();
  if (runs('javascript')) await benchJavaScript();
  if (runs('lighthouse')) await runLighthouse();
}

/** A private copy of dist/ (built first if missing), so that a rebuild by someone else during the run changes nothing here. */
function snapshotDist() {
  if (distDir !== DIST && existsSync(distDir)) return;
  if (!existsSync(join(DIST, 'index.html')) || !existsSync(join(DIST, '.ssr/entry-server.js')) || !mainAsset()) {
    say('dist/ is missing: npx vite build…');
    const build = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  // Inside the project: the server renderer (dist/.ssr) imports its packages from node_modules.
  mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
  const snapshot = mkdtempSync(join(ROOT, 'node_modules/.cache/outlet-bench-dist-'));
  cpSync(DIST, snapshot, { recursive: true });
  cleanups.push(() => rmSync(snapshot, { recursive: true, force: true }));
  distDir = snapshot;
}

async function benchApi() {
  const began = Date.now();
  snapshotDist();
  const asset = mainAsset()!;
  say(`main asset: ${asset.name} (${asset.size} bytes); load average ${loadLine()}`);
  loadAtStart = loadLine();

  const nginx = await startNginx();
  const assetCopy = join(nginx.www, 'assets', asset.name);
  copyFileSync(join(distDir, 'assets', asset.name), assetCopy);
  writeFileSync(`${assetCopy}.gz`, gzipSync(readFileSync(assetCopy), { level: 9 }));
  chmodSync(assetCopy, 0o644);
  chmodSync(`${assetCopy}.gz`, 0o644);

  const rows: Row[] = [];
  const explains: {
    backend: Backend;
    products: number;
    endpoint: Endpoint;
    plans: { sql: string; params: unknown[]; plan: string }[];
  }[] = [];
  const seedTimes: string[] = [];
  const searches: SearchRun[] = [];
  const listAndSearch = ENDPOINTS.filter((e) => e.kind !== 'single');

  // PGlite, demo catalogue: the API, then the JavaScript asset (our StaticFiles vs nginx).
  say('PGlite, 320 products…');
  let app = await startApp('pglite', DEMO);
  seedTimes.push(`PGlite ${DEMO}: ${app.seedMs} ms`);
  await benchEndpoints(app, nginx, 'pglite', DEMO, ENDPOINTS, rows);
  searches.push(await measureSearch(app, 'pglite', DEMO));
  {
    const path = `/assets/${asset.name}`;
    const oursRaw = await fetchRaw(`http://127.0.0.1:${app.port}${path}`, { 'accept-encoding': 'br' });
    const theirsRaw = await fetchRaw(`http://127.0.0.1:${nginx.port}${path}`, { 'accept-encoding': 'gzip' });
    const ours = oursRaw.bytes;
    const theirs = theirsRaw.bytes;
    if (oursRaw.headers['content-encoding'] !== 'br' || !String(oursRaw.headers['content-type']).includes('javascript'))
      throw new Error(`our server did not answer ${path} as brotli JavaScript`);
    if (theirsRaw.headers['content-encoding'] !== 'gzip')
      throw new Error('nginx did not answer the asset from its .gz copy');
    say(`  asset: ours br ${ours.length} bytes, nginx gzip_static ${theirs.length} bytes`);
    rows.push({
      label: `main JS asset ${asset.name}`,
      path,
      kind: 'asset',
      products: null,
      backend: null,
      bytes: ours.length,
      ours: await measure(`http://127.0.0.1:${app.port}${path}`, { 'accept-encoding': 'br' }),
      nginx: await measure(`http://127.0.0.1:${nginx.port}${path}`, { 'accept-encoding': 'gzip' }),
      nginxNote: `nginx: gzip_static, ${theirs.length} B gzip -9; ours: brotli q11 from memory, ${ours.length} B; raw ${asset.size} B`,
    });
  }
  await app.stop();

  say(`PGlite, ${BIG} products…`);
  app = await startApp('pglite', BIG);
  seedTimes.push(`PGlite ${BIG}: ${app.seedMs} ms`);
  await benchEndpoints(app, nginx, 'pglite', BIG, listAndSearch, rows);
  searches.push(await measureSearch(app, 'pglite', BIG));
  for (const endpoint of listAndSearch)
    explains.push({ backend: 'pglite', products: BIG, endpoint, plans: await app.explain(endpoint.path) });
  await app.stop();

  say('PostgreSQL 15…');
  let pg: TestPostgres | undefined;
  try {
    pg = await startPostgres();
  } catch (error) {
    say(`PostgreSQL could not start, skipped: ${(error as Error).message}`);
  }
  if (pg) {
    const server = pg;
    cleanups.push(() => server.stop());
    app = await startApp('postgres', DEMO, await createDatabase(server.url, 'bench_demo'));
    seedTimes.push(`PostgreSQL ${DEMO}: ${app.seedMs} ms`);
    await benchEndpoints(app, nginx, 'postgres', DEMO, ENDPOINTS, rows);
    searches.push(await measureSearch(app, 'postgres', DEMO));
    await app.stop();

    app = await startApp('postgres', BIG, await createDatabase(server.url, 'bench_big'));
    seedTimes.push(`PostgreSQL ${BIG}: ${app.seedMs} ms`);
    await benchEndpoints(app, nginx, 'postgres', BIG, listAndSearch, rows);
    searches.push(await measureSearch(app, 'postgres', BIG));
    for (const endpoint of listAndSearch)
      explains.push({ backend: 'postgres', products: BIG, endpoint, plans: await app.explain(endpoint.path) });
    await app.stop();
  }
  await cleanUp();

  const report = render(rows, explains, seedTimes, asset, (Date.now() - began) / 1000);
  const searchReport = renderSearch(searches);
  process.stdout.write(report.table);
  process.stdout.write(searchReport.summary);
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'latest.md'), `${report.markdown}\n${searchReport.summary}`);
  writeFileSync(join(RESULTS, 'search.md'), searchReport.markdown);
  say(`\nwritten to tests/bench/results/latest.md (${Math.round((Date.now() - began) / 1000)} s)`);
}

// ---------------------------------------------------------------- the committed search queries

/** Each committed shopper query (tests/api/search-queries.ts) this many times, after one warm-up. */
const SEARCH_ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);
const SEARCH_P95_GOAL_MS = 20;

interface SearchRun {
  backend: Backend;
  products: number;
  times: { query: string; ms: number[]; total: number }[];
}

/** The committed queries' own time in the database (the list's statement, past the answer cache). */
async function measureSearch(app: AppChild, backend: Backend, products: number): Promise<SearchRun> {
  say(`  search: ${SHOPPER_QUERIES.length} committed queries × ${SEARCH_ROUNDS}…`);
  const times = await app.search(
    SHOPPER_QUERIES.map((q) => q.query),
    SEARCH_ROUNDS,
  );
  return { backend, products, times };
}

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
};

const oneDecimal = (value: number) => value.toFixed(1);

function renderSearch(runs: SearchRun[]) {
  const setup = (r: SearchRun) => `${r.backend} ${int(r.products)}`;
  const overall = runs.map((r) => {
    const all = r.times.flatMap((t) => t.ms);
    const p95s = r.times.map((t) => percentile(t.ms, 0.95));
    const goal = r.products === BIG ? (percentile(all, 0.95) <= SEARCH_P95_GOAL_MS ? ' yes' : ' NO') : '';
    return `| ${setup(r)} | ${oneDecimal(percentile(all, 0.5))} | ${oneDecimal(percentile(all, 0.95))}${goal} | ${oneDecimal(Math.max(...p95s))} (${r.times[p95s.indexOf(Math.max(...p95s))]?.query}) |`;
  });
  const summary = [
    '',
    `## Search: the ${SHOPPER_QUERIES.length} committed shopper queries (tests/api/search-queries.ts)`,
    '',
    `Each query's list statement (listProducts, name and limit 5, as the header's dropdown asks), past the answer cache, in the server process: one warm-up, then ${SEARCH_ROUNDS} runs. Goal: p95 ≤ ${SEARCH_P95_GOAL_MS} ms at ${int(BIG)} products.`,
    '',
    '| catalogue | p50 ms (every run) | p95 ms (every run) | slowest query p95 ms |',
    '|---|---|---|---|',
    ...overall,
    '',
  ].join('\n');
  const perQuery = SHOPPER_QUERIES.map((q, i) => {
    const cells = runs.map((r) => {
      const t = r.times[i];
      return t ? `${oneDecimal(percentile(t.ms, 0.5))} / ${oneDecimal(percentile(t.ms, 0.95))} (${t.total})` : '';
    });
    return `| ${q.query} | ${q.kind} | ${cells.join(' | ')} |`;
  });
  const markdown = [
    `# Search latency — ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Node ${process.version}, ${cpus().length} cores; load average ${loadLine()}.`,
    summary,
    `Per query: p50 / p95 ms (products found), by catalogue.`,
    '',
    `| query | kind | ${runs.map(setup).join(' | ')} |`,
    `|---|---|${runs.map(() => '---').join('|')}|`,
    ...perQuery,
    '',
  ].join('\n');
  return { summary, markdown };
}

/** Writes search.md with the catalogues measured so far (a long run keeps what it measured). */
function writeSearchResults(searches: SearchRun[]) {
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'search.md'), renderSearch(searches).markdown);
}

/** `--only=search`: the committed queries alone, at 320 and 50,000 products, on PGlite and PostgreSQL. */
async function benchSearchAlone() {
  const searches: SearchRun[] = [];
  let pg: TestPostgres | undefined;
  try {
    pg = await startPostgres();
  } catch (error) {
    say(`PostgreSQL could not start, skipped: ${(error as Error).message}`);
  }
  if (pg) {
    const server = pg;
    cleanups.push(() => server.stop());
    for (const products of [DEMO, BIG]) {
      say(`PostgreSQL, ${int(products)} products…`);
      const app = await startApp('postgres', products, await createDatabase(server.url, `bench_search_${products}`));
      say(`  set up in ${app.seedMs} ms`);
      searches.push(await measureSearch(app, 'postgres', products));
      writeSearchResults(searches);
      await app.stop();
    }
  }
  for (const products of [DEMO, BIG]) {
    say(`PGlite, ${int(products)} products…`);
    const app = await startApp('pglite', products);
    say(`  set up in ${app.seedMs} ms`);
    searches.push(await measureSearch(app, 'pglite', products));
    writeSearchResults(searches);
    await app.stop();
  }
  await cleanUp();
  process.stdout.write(renderSearch(searches).summary);
  say('\nwritten to tests/bench/results/search.md');
}

// ---------------------------------------------------------------- page views

const PAGE_CONNECTIONS = [10, 50] as const;
const API_LIST = '/api/product/list?limit=24&page=1';
/** Goal at 50 connections: a cached page view at this share of the API list's req/s, and its p99 under PAGE_P99_GOAL_MS. */
const PAGE_SHARE_GOAL = 0.5;
const PAGE_P99_GOAL_MS = 50;
/** What a browser sends: the cached pages are kept compressed in both. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
/** Cold first views, one at a time, each after the catalogue moved. */
const COLD_VIEWS = 5;

interface PageRow {
  label: string;
  path: string;
  products: number;
  connections: number;
  kind: 'api' | 'hit' | 'miss';
  bytes: number;
  figures: Figures;
}

async function benchPages() {
  const began = Date.now();
  snapshotDist();
  const start = loadLine();
  const rows: PageRow[] = [];
  const notes: string[] = [];
  for (const products of [DEMO, BIG]) {
    say(`page views, PGlite, ${products} products…`);
    const app = await startApp('pglite', products);
    const base = `http://127.0.0.1:${app.port}`;
    const first = JSON.parse((await body(`${base}/api/product/list?limit=1`)).toString()) as {
      products: { product_id: number }[];
    };
    const pages = [
      { label: 'GET / (home)', path: '/' },
      { label: 'GET /product/{id}', path: `/product/${first.products[0]!.product_id}` },
      { label: 'GET /products/Ropa/1', path: '/products/Ropa/1' },
    ];
    // First views with nothing cached yet, the catalogue moved before each: the page and every answer it needs are computed.
    for (const page of pages) {
      const times: number[] = [];
      for (let i = 0; i < COLD_VIEWS; i++) {
        await app.sql('UPDATE catalogue_state SET version = version + 1 WHERE id = 1');
        await new Promise((r) => setTimeout(r, 1100)); // the version is re-read at most once a second
        const t = performance.now();
        await body(base + page.path, BROWSER);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      notes.push(
        `- ${int(products)} products · ${page.label}: cold first view (catalogue just changed) median ${int(times[Math.floor(COLD_VIEWS / 2)]!)} ms, slowest ${int(times.at(-1)!)} ms of ${COLD_VIEWS}`,
      );
    }
    for (const connections of PAGE_CONNECTIONS) {
      say(`  ${connections} connections`);
      const api = await body(base + API_LIST);
      rows.push({
        label: `GET ${API_LIST}`,
        path: API_LIST,
        products,
        connections,
        kind: 'api',
        bytes: api.length,
        figures: await measure(base + API_LIST, {}, connections),
      });
      for (const page of pages) {
        await fetchRaw(base + page.path, BROWSER);
        const kept = await fetchRaw(base + page.path, BROWSER);
        if (kept.headers['x-page-cache'] !== 'hit')
          throw new Error(
            `${page.path} was not kept by the page cache (X-Page-Cache: ${kept.headers['x-page-cache']})`,
          );
        rows.push({
          ...page,
          products,
          connections,
          kind: 'hit',
          bytes: kept.bytes.length,
          figures: await measure(base + page.path, BROWSER, connections),
        });
      }
      const size = await app.pageCache();
      notes.push(
        `- ${int(products)} products, after the cached views at ${connections} connections: the page cache holds ${size.pages} pages, ${(size.bytes / 1024).toFixed(0)} KB`,
      );
      for (const page of pages) {
        // A query the app ignores makes every request a first view of its address (its answers are the cached API answers).
        const tag = `${products}-${connections}`;
        const pathOf = (n: number) => `${page.path}?first=${tag}-${n}`;
        const probe = await fetchRaw(base + pathOf(-1), BROWSER);
        if (probe.headers['x-page-cache'] !== 'miss') throw new Error(`${pathOf(-1)} was not a cache miss`);
        rows.push({
          label: `${page.label}, first view`,
          path: `${page.path}?first=…`,
          products,
          connections,
          kind: 'miss',
          bytes: probe.bytes.length,
          figures: await measure(base + page.path, BROWSER, connections, pathOf),
        });
      }
      const after = await app.pageCache();
      notes.push(
        `- ${int(products)} products, after the first views at ${connections} connections: ${after.pages} pages, ${(after.bytes / 1024 / 1024).toFixed(1)} MB (bound ${DEFAULT_PAGE_CACHE_BYTES / 1024 / 1024} MB)`,
      );
    }
    await app.stop();
  }
  await cleanUp();
  const report = renderPages(rows, notes, start, (Date.now() - began) / 1000);
  process.stdout.write(report);
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'pages.md'), report);
  say(`\nwritten to tests/bench/results/pages.md (${Math.round((Date.now() - began) / 1000)} s)`);
}

function renderPages(rows: PageRow[], notes: string[], loadAtStart: string, seconds: number): string {
  const header = [
    'request',
    'products',
    'conns',
    'kind',
    'bytes',
    'req/s',
    'p50 ms',
    'p99 ms',
    '× API list',
    `goal ≥${PAGE_SHARE_GOAL}×, p99<${PAGE_P99_GOAL_MS}`,
  ];
  const misses: string[] = [];
  const lines = rows.map((row) => {
    const api = rows.find((r) => r.kind === 'api' && r.products === row.products && r.connections === row.connections)!;
    const share = row.figures.rps / api.figures.rps;
    let goal = '—';
    if (row.kind === 'hit' && row.connections === 50) {
      const met = share >= PAGE_SHARE_GOAL && row.figures.p99 < PAGE_P99_GOAL_MS;
      goal = met ? 'yes' : 'NO';
      if (!met)
        misses.push(`${int(row.products)} ${row.label}: ${share.toFixed(2)}× the API list, p99 ${row.figures.p99} ms`);
    }
    const bad = row.figures.bad ? ` (${row.figures.bad} non-2xx/errors!)` : '';
    // autocannon counts answers that arrive within the run: none means every one took longer.
    const none = row.figures.rps === 0 ? `none within ${SECONDS} s` : undefined;
    return [
      row.label + bad,
      int(row.products),
      String(row.connections),
      row.kind === 'miss' ? 'first view' : row.kind === 'hit' ? 'cached' : 'API',
      int(row.bytes),
      none ?? int(row.figures.rps),
      none ? '—' : ms(row.figures.p50),
      none ? '—' : ms(row.figures.p99),
      row.kind === 'api' ? '1' : share.toFixed(2),
      goal,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const numeric = (i: number) => i >= 1 && i !== 3;
  const pad = (cell: string, i: number) => (numeric(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!));
  return [
    '',
    `# npm run bench — page views, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Node ${process.version}, ${cpus().length} cores, ${new Date().toISOString()}, ${Math.round(seconds)} s in all. Load average at start ${loadAtStart}, at end ${loadLine()}.`,
    `PGlite; the real app with the build's server renderer in a child process; autocannon, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s per figure, in one run.`,
    `Pages are asked for as a browser does (accept-encoding: gzip, deflate, br) and sent brotli from the page cache; the API list as identity JSON, like the API table.`,
    `A first view is a page not yet kept (a query the app ignores makes each request a new address), drawn with the API's cached answers.`,
    '',
    `| ${header.map(pad).join(' | ')} |`,
    `|${widths.map((w, i) => (numeric(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...lines.map((l) => `| ${l.map(pad).join(' | ')} |`),
    '',
    misses.length ? ['Goals missed:', ...misses.map((m) => `- ${m}`)].join('\n') : 'Every page goal met.',
    '',
    ...notes,
    '',
  ].join('\n');
}

// ---------------------------------------------------------------- crafted searches

/** `--only=crafted`: a cached page's latency, quiet and under crafted searches (tests/bench/crafted-searches.ts). */
async function benchCraftedSearches() {
  const began = Date.now();
  snapshotDist();
  const start = loadLine();
  say(`crafted searches beside cached page views, PGlite, ${DEMO} products…`);
  // One trusted proxy hop, so that a crafted search can name a new client address of its own.
  const app = await startApp('pglite', DEMO, undefined, { BENCH_TRUST_PROXY: '1' });
  const base = `http://127.0.0.1:${app.port}`;
  const first = JSON.parse((await body(`${base}/api/product/list?limit=1`)).toString()) as {
    products: { product_id: number }[];
  };
  const pagePath = `/product/${first.products[0]!.product_id}`;
  await fetchRaw(base + pagePath, BROWSER);
  const kept = await fetchRaw(base + pagePath, BROWSER);
  if (kept.headers['x-page-cache'] !== 'hit') throw new Error(`${pagePath} was not kept by the page cache`);
  const seconds = SECONDS * 2;
  const phases = await benchCrafted({ port: app.port, pagePath }, seconds, Date.now() % 100_000);
  await app.stop();
  await cleanUp();
  const report = renderCrafted(
    phases,
    [
      `# npm run bench — crafted searches beside cached page views, ${new Date().toISOString().slice(0, 10)}`,
      '',
      `Node ${process.version}, ${cpus().length} cores, ${new Date().toISOString()}, ${Math.round((Date.now() - began) / 1000)} s in all. Load average at start ${start}, at end ${loadLine()}.`,
      `PGlite, ${DEMO} products; the real app with the build's server renderer in a child process; GET ${pagePath} from the page cache.`,
    ],
    seconds,
  );
  process.stdout.write(report);
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'crafted.md'), report);
  say(`\nwritten to tests/bench/results/crafted.md (${Math.round((Date.now() - began) / 1000)} s)`);
}

// ---------------------------------------------------------------- start time

async function benchStart() {
  say('start time of a fresh data folder (the server alone, after the build)…');
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ is missing: run npx vite build first');
  const load = loadLine();
  const t = await measureFreshStart(ROOT);
  const lists = spread(t.listPageMs);
  const paused = spread(t.pausedPageMs);
  const within = t.listPageMs.filter((ms) => ms <= 200).length;
  const report = [
    '',
    `# npm run bench — first start, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `A fresh DATA_DIR, \`node --import tsx server/index.ts\` (what \`npm start\` runs after \`vite build\`); load average at start ${load}, at end ${loadLine()}.`,
    '',
    `- first answer (GET / and GET ${API_LIST} both 200): ${t.firstAnswerS.toFixed(1)} s after the spawn`,
    `- every product image drawn: ${t.imagesDoneS === null ? 'none to draw' : t.imagesDoneS === undefined ? `not within 15 minutes (${t.imagesAtLimit} products drawn by then)` : `${t.imagesDoneS.toFixed(1)} s after the spawn`}`,
    `- a list page while the images are drawn (${t.listPageMs.length} addresses, each drawn by the server): median ${lists.median.toFixed(0)} ms, p95 ${lists.p95.toFixed(0)} ms, max ${lists.max.toFixed(0)} ms; ${within} of ${t.listPageMs.length} within 200 ms`,
    `- beside each, the next address with the drawing paused: median ${paused.median.toFixed(0)} ms, p95 ${paused.p95.toFixed(0)} ms; while drawing / paused, medians: ${(lists.median / paused.median).toFixed(2)}`,
    '',
  ].join('\n');
  process.stdout.write(report);
  mkdirSync(RESULTS, { recursive: true });
  appendFileSync(join(RESULTS, 'start.md'), report); // each run a dated entry below the earlier ones
}

let distDir = DIST;
let loadAtStart = '';
const loadLine = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

function mainAsset(): { name: string; size: number } | undefined {
  const dir = join(distDir, 'assets');
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir)
    .filter((f) => /^index-.*\.js$/.test(f))
    .map((name) => ({ name, size: statSync(join(dir, name)).size }))
    .sort((a, b) => b.size - a.size)[0];
}

// ---------------------------------------------------------------- the report

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n}`;

function render(
  rows: Row[],
  explains: {
    backend: Backend;
    products: number;
    endpoint: Endpoint;
    plans: { sql: string; params: unknown[]; plan: string }[];
  }[],
  seedTimes: string[],
  asset: { name: string; size: number },
  seconds: number,
) {
  const header = [
    'request',
    'backend',
    'products',
    'bytes',
    'ours req/s',
    'p50 ms',
    'p99 ms',
    'nginx req/s',
    'nginx p50',
    'nginx p99',
    'ours/nginx',
    `≥${CEILING_SHARE_GOAL} nginx`,
    `p99<${P99_GOAL_MS}`,
    '50k vs 320',
  ];
  const tick = (ok: boolean) => (ok ? 'yes' : 'NO');
  const misses: string[] = [];
  const lines = rows.map((row) => {
    const ratio = row.nginx ? row.ours.rps / row.nginx.rps : NaN;
    const ceilingGoal = row.kind === 'list' || row.kind === 'search' ? ratio >= CEILING_SHARE_GOAL : undefined;
    const p99Goal = row.kind === 'asset' ? undefined : row.ours.p99 < P99_GOAL_MS;
    let scaleCell = '';
    if (row.products === BIG) {
      const small = rows.find((r) => r.products === DEMO && r.backend === row.backend && r.path === row.path);
      if (small) {
        const share = row.ours.rps / small.ours.rps;
        scaleCell = `${Math.round(share * 100)}% ${tick(share >= SAME_SPEED)}`;
        if (share < SAME_SPEED)
          misses.push(`${row.backend} ${row.label}: 50k at ${Math.round(share * 100)}% of the 320-product req/s`);
      }
    }
    if (ceilingGoal === false) misses.push(`${row.backend} ${row.products} ${row.label}: ${ratio.toFixed(2)} of nginx`);
    if (p99Goal === false) misses.push(`${row.backend} ${row.products} ${row.label}: p99 ${row.ours.p99} ms`);
    const bad = row.ours.bad ? ` (${row.ours.bad} non-2xx/errors!)` : '';
    return [
      row.label + bad,
      row.backend ?? 'StaticFiles',
      row.products === null ? '—' : int(row.products),
      int(row.bytes),
      int(row.ours.rps),
      ms(row.ours.p50),
      ms(row.ours.p99),
      row.nginx ? int(row.nginx.rps) : '—',
      row.nginx ? ms(row.nginx.p50) : '—',
      row.nginx ? ms(row.nginx.p99) : '—',
      Number.isNaN(ratio) ? '—' : ratio.toFixed(2),
      ceilingGoal === undefined ? '—' : tick(ceilingGoal),
      p99Goal === undefined ? '—' : tick(p99Goal),
      scaleCell || '—',
    ];
  });

  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const numeric = (i: number) => i >= 2;
  const pad = (cell: string, i: number) => (numeric(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!));
  const tableLines = [
    `| ${header.map(pad).join(' | ')} |`,
    `|${widths.map((w, i) => (numeric(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...lines.map((l) => `| ${l.map(pad).join(' | ')} |`),
  ];

  const assetRow = rows.find((r) => r.kind === 'asset');
  const context = [
    `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ${new Date().toISOString()}, ${Math.round(seconds)} s in all.`,
    `Load average (1/5/15 min) at start ${loadAtStart}, at end ${loadLine()}: other work on this machine shares its ${cpus().length} cores with the bench.`,
    `autocannon, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s per figure, all on 127.0.0.1; no accept-encoding on API calls (identity JSON, as nginx's copy).`,
    `Ours: createApp (real deps) + @hono/node-server in a child process; nginx 1.22: 1 worker, access_log off, keepalive_requests 1000000, serving a byte-identical copy of each answer.`,
    assetRow?.nginxNote ? `JS asset: ${assetRow.nginxNote} (${asset.name}).` : '',
    `Goals: list/search ≥ ${CEILING_SHARE_GOAL}× nginx; p99 < ${P99_GOAL_MS} ms (API rows); 50k products ≥ ${SAME_SPEED * 100}% of the 320-product req/s (same backend, same request).`,
    `Catalogue set-up (open + migrate + seed): ${seedTimes.join('; ')}.`,
  ].filter(Boolean);
  const goals = misses.length ? ['Goals missed:', ...misses.map((m) => `- ${m}`)] : ['Every goal met.'];

  const planSummary = explains.flatMap(({ backend, products, endpoint, plans }) =>
    plans.map((p) => {
      const time = /Execution Time: ([\d.]+) ms/.exec(p.plan)?.[1] ?? '?';
      const scans = [
        ...new Set(
          [
            ...p.plan.matchAll(
              /(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan|Bitmap Heap Scan)(?: Backward)?(?: using)? ?(?:on )?(\w+)/g,
            ),
          ].map((m) => `${m[1]} ${m[2]}`),
        ),
      ];
      return `- ${backend} ${int(products)} · ${endpoint.label}: ${time} ms in the database · ${scans.join(', ')}`;
    }),
  );

  const table = [
    '',
    `# npm run bench — ${new Date().toISOString().slice(0, 10)}`,
    '',
    ...context,
    '',
    ...tableLines,
    '',
    ...goals,
    '',
    `EXPLAIN ANALYZE of each list/search at ${int(BIG)} products (full plans in tests/bench/results/latest.md):`,
    ...planSummary,
    '',
  ].join('\n');

  const fullPlans = explains.flatMap(({ backend, products, endpoint, plans }) =>
    plans.map((p) =>
      [
        `### ${backend}, ${int(products)} products: ${endpoint.path}`,
        '',
        '```sql',
        p.sql.trim(),
        `-- params: ${JSON.stringify(p.params)}`,
        '```',
        '',
        '```',
        p.plan,
        '```',
        '',
      ].join('\n'),
    ),
  );
  const markdown = [table, '## Query plans', '', ...fullPlans].join('\n');
  return { table, markdown };
}

main()
  .catch(async (error: unknown) => {
    await cleanUp();
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
