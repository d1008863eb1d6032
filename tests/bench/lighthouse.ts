/**
 * Page quality, measured: Lighthouse (the npm package, Debian's /usr/bin/chromium) with its default
 * MOBILE settings (emulated Moto G Power, simulated slow 4G and 4× CPU) on the home page, a product
 * list and a product detail, against the production build served by the real server
 * (`node --import tsx server/index.ts`, the same process `npm start` runs).
 *
 *   npm run bench                          the API bench, then this
 *   npm run bench -- --only=lighthouse     only this (also: npm run bench:lighthouse)
 *
 * Environment:
 *   BENCH_DATA_DIR   a seeded DATA_DIR to reuse (the first start of an empty one draws the product
 *                    images, a few minutes); without it a temporary folder is made and removed
 *   LH_RUNS          runs per page (default 3); the table shows the median of each figure
 *   LH_KEEP          a folder to keep every run's JSON report in (for reading the audits)
 *
 * Prints a table and writes it, with the audits that fall short on each page, to
 * tests/bench/results/lighthouse.md. Pages are measured one after another, never in parallel.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LhResult } from 'lighthouse';
import { CHROMIUM_ARGS } from '../e2e/harness';
import { freePort } from '../support/postgres';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RESULTS = join(ROOT, 'tests/bench/results');
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
// Chromium as the browser tests start it (this machine's closed network needs those flags).
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// The goals: 100 in all four categories, LCP within 1.2 s, TBT under 50 ms, CLS 0.
const GOALS = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1200, tbtMs: 50, cls: 0 };

const say = (line: string) => process.stderr.write(`${line}\n`);

interface Figures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
  cssFiles: number;
  /** Lighthouse's measure of the host's CPU: the 4× slowdown is calibrated for 1500–2000 (a high-end desktop). */
  benchmarkIndex: number;
}
interface PageResult {
  name: string;
  path: string;
  runs: Figures[];
  median: Figures;
  /** audits of the median-performance run that fall short, by category */
  shortfalls: string[];
}

function figures(lhr: LhResult): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items =
    (
      lhr.audits['network-requests']?.details as
        | { items?: { resourceType?: string; transferSize?: number }[] }
        | undefined
    )?.items ?? [];
  const of = (type: string) => items.filter((i) => i.resourceType === type);
  const sum = (list: { transferSize?: number }[]) => list.reduce((n, i) => n + (i.transferSize ?? 0), 0);
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? NaN) * 100)]),
    ) as Figures['scores'],
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    jsBytes: sum(of('Script')),
    cssBytes: sum(of('Stylesheet')),
    jsFiles: of('Script').length,
    cssFiles: of('Stylesheet').length,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function medianFigures(runs: Figures[]): Figures {
  const m = (pick: (f: Figures) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, m((f) => f.scores[c])])) as Figures['scores'],
    fcpMs: m((f) => f.fcpMs),
    lcpMs: m((f) => f.lcpMs),
    cls: m((f) => f.cls),
    tbtMs: m((f) => f.tbtMs),
    jsBytes: m((f) => f.jsBytes),
    cssBytes: m((f) => f.cssBytes),
    jsFiles: m((f) => f.jsFiles),
    cssFiles: m((f) => f.cssFiles),
    benchmarkIndex: m((f) => f.benchmarkIndex),
  };
}

/** Audits below a full score (informative ones without a score are left out), per category. */
function shortfalls(lhr: LhResult): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (
        !audit ||
        audit.score === null ||
        audit.score >= 0.9 ||
        audit.scoreDisplayMode === 'notApplicable' ||
        audit.scoreDisplayMode === 'informative'
      )
        continue;
      if (category === 'performance' && ref.weight === 0 && audit.scoreDisplayMode !== 'metricSavings') continue;
      const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
      lines.push(`${category}: ${audit.id} (${audit.title})${value}`);
    }
  }
  return [...new Set(lines)];
}

// ---------------------------------------------------------------- the server

export interface Server {
  base: string;
  stop(): Promise<void>;
}

export async function startServer(): Promise<Server> {
  if (!existsSync(join(ROOT, 'dist/index.html'))) {
    say('dist/ is missing: npx vite build…');
    const build = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const reuse = process.env.BENCH_DATA_DIR;
  const dataDir = reuse || mkdtempSync(join(tmpdir(), 'outlet-lighthouse-data-'));
  if (reuse) mkdirSync(reuse, { recursive: true });
  const port = await freePort();
  say(
    `server: node --import tsx server/index.ts on 127.0.0.1:${port}, DATA_DIR ${dataDir}${reuse ? '' : ' (temporary; the first start draws product images, a few minutes)'}`,
  );
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      TEST_CHECKOUT: 'on',
      TEST_CODES: 'on',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        if (!reuse) rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.kill('SIGTERM');
    });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15 * 60_000;
  // A first start opens before its product images are drawn: measure once they are.
  while (
    !/is open at/.test(output) ||
    (/in the background/.test(output) && !/Drew the images of|Drawing product images failed/.test(output))
  ) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not open within 15 minutes:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop };
}

// ---------------------------------------------------------------- the run

/** The newest product in stock sold by size with more than one photo (the demo has some), or null. */
async function sizedGarmentWithGallery(base: string): Promise<number | null> {
  const list = (await (await fetch(`${base}/api/product/list?limit=100`)).json()) as {
    products: { product_id: number; sizes: unknown[] }[];
  };
  for (const { product_id, sizes } of list.products) {
    if (sizes.length === 0) continue;
    const product = (await (await fetch(`${base}/api/product/single/${product_id}`)).json()) as { photos: unknown[] };
    if (product.photos.length > 1) return product_id;
  }
  return null;
}

export async function runLighthouse(): Promise<void> {
  const began = Date.now();
  const loadAtStart = loadLine();
  const server = await startServer();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const keep = process.env.LH_KEEP;
  if (keep) mkdirSync(keep, { recursive: true });
  try {
    const list = (await (await fetch(`${server.base}/api/product/list?limit=1`)).json()) as {
      products: { product_id: number }[];
    };
    const id = list.products[0]?.product_id;
    if (!id) throw new Error('/api/product/list?limit=1 answered no product');
    const garment = await sizedGarmentWithGallery(server.base);
    const pages = [
      { name: 'home', path: '/' },
      { name: 'product list', path: '/products/Ropa/1' },
      { name: 'product detail', path: `/product/${id}` },
      // A garment sold by size with several photos: the size picker and the gallery drawn.
      ...(garment ? [{ name: 'garment: sizes, gallery', path: `/product/${garment}` }] : []),
    ];

    chrome = await chromeLauncher.launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    const results: PageResult[] = [];
    let lighthouseVersion = '?';
    for (const page of pages) {
      const runs: { lhr: LhResult; figures: Figures }[] = [];
      for (let i = 1; i <= RUNS; i++) {
        const result = await lighthouse(`${server.base}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
        const lhr = result.lhr;
        lighthouseVersion = lhr.lighthouseVersion;
        if (lhr.runtimeError)
          throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const f = figures(lhr);
        runs.push({ lhr, figures: f });
        if (keep) writeFileSync(join(keep, `${page.name.replace(/\W+/g, '-')}-${i}.json`), JSON.stringify(lhr));
        say(
          `  ${page.path} run ${i}/${RUNS}: perf ${f.scores.performance} a11y ${f.scores.accessibility} bp ${f.scores['best-practices']} seo ${f.scores.seo} · LCP ${Math.round(f.lcpMs)} ms · CLS ${f.cls.toFixed(3)} · TBT ${Math.round(f.tbtMs)} ms · CPU index ${Math.round(f.benchmarkIndex)} (load ${loadLine()})`,
        );
      }
      const medianRun = runs.slice().sort((a, b) => a.figures.scores.performance - b.figures.scores.performance)[
        Math.floor(runs.length / 2)
      ]!;
      results.push({
        ...page,
        runs: runs.map((r) => r.figures),
        median: medianFigures(runs.map((r) => r.figures)),
        shortfalls: shortfalls(medianRun.lhr),
      });
    }

    const report = render(results, { seconds: (Date.now() - began) / 1000, loadAtStart, lighthouseVersion });
    process.stdout.write(report.table);
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(join(RESULTS, 'lighthouse.md'), report.markdown);
    say(`\nwritten to tests/bench/results/lighthouse.md (${Math.round((Date.now() - began) / 1000)} s)`);
  } finally {
    await chrome?.kill();
    await server.stop();
  }
}

const loadLine = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

// ---------------------------------------------------------------- the report

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

function render(results: PageResult[], context: { seconds: number; loadAtStart: string; lighthouseVersion: string }) {
  const header = [
    'page',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'FCP ms',
    'LCP ms',
    'CLS',
    'TBT ms',
    'JS kB',
    'CSS kB',
    'CPU index',
    'goals',
  ];
  const lines = results.map(({ name, path, median: m }) => {
    const misses = [
      m.scores.performance < GOALS.performance && 'perf',
      m.scores.accessibility < GOALS.accessibility && 'a11y',
      m.scores['best-practices'] < GOALS['best-practices'] && 'bp',
      m.scores.seo < GOALS.seo && 'SEO',
      !(m.lcpMs <= GOALS.lcpMs) && 'LCP',
      !(m.tbtMs < GOALS.tbtMs) && 'TBT',
      !(m.cls <= GOALS.cls) && 'CLS',
    ].filter(Boolean);
    return [
      `${name} ${path}`,
      String(m.scores.performance),
      String(m.scores.accessibility),
      String(m.scores['best-practices']),
      String(m.scores.seo),
      String(Math.round(m.fcpMs)),
      String(Math.round(m.lcpMs)),
      m.cls.toFixed(3),
      String(Math.round(m.tbtMs)),
      `${kB(m.jsBytes)} (${m.jsFiles})`,
      `${kB(m.cssBytes)} (${m.cssFiles})`,
      String(Math.round(m.benchmarkIndex)),
      misses.length ? `missed: ${misses.join(', ')}` : 'all met',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const numeric = (i: number) => i >= 1 && i <= 11;
  const pad = (cell: string, i: number) => (numeric(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!));
  const tableLines = [
    `| ${header.map(pad).join(' | ')} |`,
    `|${widths.map((w, i) => (numeric(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...lines.map((l) => `| ${l.map(pad).join(' | ')} |`),
  ];
  const about = [
    `Lighthouse ${context.lighthouseVersion}, /usr/bin/chromium headless, default mobile settings (emulated Moto G Power, simulated slow 4G: 150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown).`,
    `Real server (node --import tsx server/index.ts) on 127.0.0.1 serving dist/; Node ${process.version}, ${cpus().length} cores; ${new Date().toISOString()}; ${Math.round(context.seconds)} s in all.`,
    `Each figure is the median of ${RUNS} run${RUNS > 1 ? 's' : ''} per page, run one after another. Load average (1/5/15 min) at start ${context.loadAtStart}, at end ${loadLine()}: the machine is shared, so performance and TBT move with its load.`,
    `JS kB / CSS kB: bytes transferred (brotli as our server sends it to Chromium, headers included) of every script / stylesheet the page downloads, from the network-requests audit; (n) = number of files.`,
    `CPU index: Lighthouse's benchmarkIndex of the host in those runs (median). The 4× CPU slowdown is calibrated for 1500–2000 (a high-end desktop); below that the same page shows more TBT, so compare runs at a like index.`,
    `Goals: performance ${GOALS.performance}, accessibility ${GOALS.accessibility}, best practices ${GOALS['best-practices']}, SEO ${GOALS.seo}, LCP ≤ ${GOALS.lcpMs} ms, TBT < ${GOALS.tbtMs} ms, CLS ${GOALS.cls}.`,
  ];
  const table = [
    '',
    `# Lighthouse — ${new Date().toISOString().slice(0, 10)}`,
    '',
    ...about,
    '',
    ...tableLines,
    '',
  ].join('\n');
  const details = results.flatMap(({ name, path, runs, shortfalls: s }) => [
    `### ${name} (${path})`,
    '',
    `Runs (perf / a11y / bp / SEO · LCP · CLS · TBT · CPU index): ${runs.map((f) => `${f.scores.performance}/${f.scores.accessibility}/${f.scores['best-practices']}/${f.scores.seo} · ${Math.round(f.lcpMs)} ms · ${f.cls.toFixed(3)} · ${Math.round(f.tbtMs)} ms · CPU index ${Math.round(f.benchmarkIndex)}`).join('; ')}.`,
    '',
    s.length ? 'Audits below 0.9 in the median run:' : 'No scored audit below 0.9 in the median run.',
    ...s.map((line) => `- ${line}`),
    '',
  ]);
  return { table, markdown: [table, '## Per page', '', ...details].join('\n') };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runLighthouse()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => process.exit());
}
