/**
 * Budget: the JavaScript a first visit to the home page downloads before it can render
 * (the entry chunk, every chunk it imports statically, and the home route, which ships in the entry)
 * must stay under 150 KB gzip; the goal is under 100 KB. Measured on a fresh production build.
 *
 * Run: npx vitest run tests/e2e/bundle-budget.test.ts   (or: npx tsx tests/e2e/bundle-budget.test.ts)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 150;
export const GOAL_KB = 100;

const root = resolve(import.meta.dirname, '../..');

export interface FirstVisitReport {
  files: { file: string; gzipKB: number }[];
  totalKB: number;
}

/** Builds into a temporary folder and measures the home page's first-visit JavaScript. */
export async function measureFirstVisit(): Promise<FirstVisitReport> {
  const outDir = mkdtempSync(join(tmpdir(), 'outlet-budget-'));
  try {
    const { build } = await import('vite');
    // Under vitest NODE_ENV is 'test', and Vite would then bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const start = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length > 0) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const code = readFileSync(join(outDir, url), 'utf8');
      // Static imports only: `import x from "./a.js"` / `import "./a.js"` / `export … from "./a.js"`; never import("…").
      for (const m of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{},\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
        queue.push(`/assets/${m[1]!.slice(2)}`);
      }
    }
    const files = [...seen].map((file) => ({ file, gzipKB: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024 }));
    return { files, totalKB: files.reduce((s, f) => s + f.gzipKB, 0) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const inVitest = typeof process !== 'undefined' && Boolean(process.env.VITEST);

if (inVitest) {
  const { describe, expect, it } = await import('vitest');
  describe('home page JavaScript budget', () => {
    it(`first visit downloads less than ${BUDGET_KB} KB gzip of JavaScript`, async () => {
      const report = await measureFirstVisit();
      console.log(`home first-visit JS: ${report.totalKB.toFixed(1)} KB gzip (goal < ${GOAL_KB} KB)`, report.files);
      expect(report.totalKB).toBeLessThan(BUDGET_KB);
    }, 120_000);
  });
} else {
  const report = await measureFirstVisit();
  for (const f of report.files) console.log(`${f.gzipKB.toFixed(1).padStart(7)} KB  ${f.file}`);
  console.log(`${report.totalKB.toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB}, goal ${GOAL_KB})`);
  if (report.totalKB >= BUDGET_KB) process.exit(1);
}
