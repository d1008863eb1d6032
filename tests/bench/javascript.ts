/**
 * The JavaScript a first visit downloads, page by page, and what each chunk holds.
 *
 *   npm run bench -- --only=javascript
 *
 * Builds dist/ afresh, and the same build once more with hidden source maps into a temporary
 * folder (the chunks are byte-identical; only the maps are added), starts the real server on dist/
 * (as the Lighthouse part does), and opens the home page, a list and a product at phone width in
 * Chromium, each in a fresh context: every script until the network is idle counts
 * (tests/e2e/first-visit-js.ts, the same measurement the budget test asserts). Each chunk's gzip
 * size is shared among the packages and folders it holds in proportion to their bytes in it.
 *
 * Writes tests/bench/results/javascript.md (the tables) and javascript-treemap.html (a treemap of
 * each page: a rectangle per chunk, sized by its gzip bytes, split by what it holds).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstVisitScripts, HOME_JS_BUDGET_KB, type LoadedScript, totalKB } from '../e2e/first-visit-js';
import { launchChromium } from '../e2e/harness';
import { startServer } from './lighthouse';
import { bytesBySource, readSourceMap } from './source-map-sizes';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RESULTS = join(ROOT, 'tests/bench/results');
const say = (line: string) => process.stderr.write(`${line}\n`);

interface Part {
  group: string;
  gzipBytes: number;
}
interface Chunk extends LoadedScript {
  parts: Part[];
}
interface PageReport {
  name: string;
  path: string;
  chunks: Chunk[];
}

function build(args: string[]) {
  const run = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
}

/** What a loaded chunk holds, from the map built beside it. */
function attribute(script: LoadedScript, maps: string): Part[] {
  const name = script.file.replace(/^\/assets\//, '');
  const mapFile = join(maps, 'assets', `${name}.map`);
  if (!existsSync(mapFile)) return [{ group: '(no source map: bundler runtime)', gzipBytes: script.gzipBytes }];
  const sizes = bytesBySource(readFileSync(join(maps, 'assets', name), 'utf8'), readSourceMap(mapFile));
  const raw = [...sizes.values()].reduce((a, b) => a + b, 0) || 1;
  return [...sizes]
    .map(([group, bytes]) => ({ group, gzipBytes: (script.gzipBytes * bytes) / raw }))
    .filter((p) => p.gzipBytes >= 1)
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export async function benchJavaScript(): Promise<void> {
  const began = Date.now();
  say('JavaScript per page: building dist/, then the same build with source maps…');
  build([]);
  const maps = mkdtempSync(join(tmpdir(), 'outlet-js-maps-'));
  const server = await (async () => {
    build(['--sourcemap', 'hidden', '--outDir', maps, '--emptyOutDir']);
    const distFiles = readdirSync(join(ROOT, 'dist/assets')).filter((f) => f.endsWith('.js'));
    const mapped = new Set(readdirSync(join(maps, 'assets')));
    const unmatched = distFiles.filter((f) => !mapped.has(f));
    if (unmatched.length > 0) throw new Error(`the source-mapped build differs from dist/: ${unmatched.join(', ')}`);
    return startServer();
  })();
  const browser = await launchChromium();
  try {
    const list = (await (await fetch(`${server.base}/api/product/list?limit=1`)).json()) as {
      products: { product_id: number }[];
    };
    const pages = [
      { name: 'home', path: '/' },
      { name: 'product list', path: '/products/Ropa/1' },
      { name: 'product detail', path: `/product/${list.products[0]!.product_id}` },
    ];
    const reports: PageReport[] = [];
    for (const page of pages) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 800 },
        baseURL: server.base,
        locale: 'es-MX',
      });
      const tab = await context.newPage();
      const scripts = await firstVisitScripts(tab, page.path);
      await context.close();
      reports.push({ ...page, chunks: scripts.map((s) => ({ ...s, parts: attribute(s, maps) })) });
      say(`  ${page.path}: ${totalKB(scripts).toFixed(1)} KB gzip in ${scripts.length} files`);
    }
    mkdirSync(RESULTS, { recursive: true });
    const markdown = renderMarkdown(reports, (Date.now() - began) / 1000);
    writeFileSync(join(RESULTS, 'javascript.md'), markdown);
    writeFileSync(join(RESULTS, 'javascript-treemap.html'), renderTreemap(reports));
    process.stdout.write(markdown);
    say('written to tests/bench/results/javascript.md and javascript-treemap.html');
  } finally {
    await browser.close();
    await server.stop();
    rmSync(maps, { recursive: true, force: true });
  }
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const chunkName = (file: string) => file.replace(/^\/assets\//, '');

function renderMarkdown(reports: PageReport[], seconds: number): string {
  const out = [
    '# JavaScript per page, first visit',
    '',
    `\`npm run bench -- --only=javascript\`, ${new Date().toISOString().slice(0, 10)}, ${Math.round(seconds)} s. Chromium at 375 × 800, a fresh context per page,`,
    'every script until the network is idle; gzip level 9 of each body. A chunk is shared among what it holds in proportion to its bytes',
    '(source maps of the same build). The treemap is `javascript-treemap.html`.',
    '',
    '| page | path | files | JavaScript (gzip) |',
    '|---|---|---|---|',
    ...reports.map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.chunks.length} | ${kB(r.chunks.reduce((s, c) => s + c.gzipBytes, 0))} KB |`,
    ),
    '',
    `Budget for the home page: ${HOME_JS_BUDGET_KB} KB (tests/e2e/bundle-budget.test.ts).`,
    '',
  ];
  for (const r of reports) {
    out.push(
      `## ${r.name} (\`${r.path}\`)`,
      '',
      '| chunk | gzip | what it holds (gzip, largest first) |',
      '|---|---|---|',
    );
    for (const c of r.chunks) {
      const parts = c.parts
        .slice(0, 6)
        .map((p) => `${p.group} ${kB(p.gzipBytes)}`)
        .join(' · ');
      out.push(`| ${chunkName(c.file)} | ${kB(c.gzipBytes)} KB | ${parts}${c.parts.length > 6 ? ' · …' : ''} |`);
    }
    out.push('');
  }
  return out.join('\n');
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A slice-and-dice treemap per page: chunks side by side by size, each split top to bottom by what it holds. */
function renderTreemap(reports: PageReport[]): string {
  const hue = (group: string) => [...group].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  const page = (r: PageReport) => {
    const total = r.chunks.reduce((s, c) => s + c.gzipBytes, 0);
    const chunks = r.chunks
      .map((c) => {
        const parts = c.parts
          .map(
            (p) =>
              `<div class="part" style="flex-grow:${p.gzipBytes.toFixed(0)};background:hsl(${hue(p.group)} 55% 82%)" title="${escapeHtml(`${p.group}: ${kB(p.gzipBytes)} KB`)}"><span>${escapeHtml(p.group)} ${kB(p.gzipBytes)}</span></div>`,
          )
          .join('');
        return `<div class="chunk" style="flex-grow:${c.gzipBytes}" title="${escapeHtml(`${chunkName(c.file)}: ${kB(c.gzipBytes)} KB`)}"><h3>${escapeHtml(chunkName(c.file))} ${kB(c.gzipBytes)} KB</h3>${parts}</div>`;
      })
      .join('');
    return `<section><h2>${escapeHtml(r.name)} <code>${escapeHtml(r.path)}</code>: ${kB(total)} KB gzip, ${r.chunks.length} files</h2><div class="map">${chunks}</div></section>`;
  };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>JavaScript per page, first visit</title>
<style>
body{font:14px/1.3 system-ui,sans-serif;margin:16px;color:#1b1b2a}
.map{display:flex;height:420px;border:1px solid #555;margin-bottom:24px}
.chunk{display:flex;flex-direction:column;flex-basis:0;min-width:0;border-right:2px solid #fff;overflow:hidden}
.chunk h3{margin:0;padding:2px 4px;font-size:12px;background:#1b1b2a;color:#fff;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.part{flex-basis:0;min-height:0;overflow:hidden;border-top:1px solid #fff;font-size:11px;padding:0 3px}
.part span{white-space:nowrap}
</style></head><body>
<h1>JavaScript per page, first visit (gzip)</h1>
<p>npm run bench -- --only=javascript · ${new Date().toISOString().slice(0, 10)} · each rectangle's area is its share of the page's gzip bytes.</p>
${reports.map(page).join('\n')}
</body></html>
`;
}
