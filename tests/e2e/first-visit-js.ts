/**
 * What JavaScript a first visit to a page downloads, measured in the browser: every script the
 * page fetches from the shop until the network is idle and no script has started for a while
 * (chunks loaded on idle callbacks or timers count too). Sizes are the gzip of each body, level 9,
 * as the budget and the bench report them. Shared by tests/e2e/bundle-budget.test.ts and the
 * bench's JavaScript part (tests/bench/javascript.ts).
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** A first visit to the home page downloads at most this much JavaScript, gzip. */
export const HOME_JS_BUDGET_KB = 90;

export interface LoadedScript {
  /** the path on the shop, e.g. /assets/index-D7Nwazts.js */
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

/** A script started later than this after the network went idle would not be counted. */
const QUIET_MS = 2_000;

export async function firstVisitScripts(page: Page, path: string): Promise<LoadedScript[]> {
  const pending: Promise<LoadedScript | null>[] = [];
  let lastStart = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') lastStart = Date.now();
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({
          file: new URL(response.url()).pathname,
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }),
        () => null,
      ),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  while (Date.now() - lastStart < QUIET_MS) await page.waitForTimeout(250);
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter((s): s is LoadedScript => s !== null);
  return scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export const totalKB = (scripts: LoadedScript[]) => scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
