/**
 * Browser test harness: builds the app if dist/ is missing, starts the real server (tsx
 * server/index.ts) on a free port against a data folder, and launches Debian's chromium.
 *
 * E2E_DATA_DIR reuses a seeded data folder (the first seed draws every product image and takes a
 * few minutes); without it a fresh temporary folder is created and removed afterwards.
 * E2E_BASE_URL skips starting a server and tests an already running one.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const ROOT = resolve(import.meta.dirname, '../..');
export const WIDTHS = [375, 1280] as const;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number, child?: ChildProcess) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/** Debian's chromium (CHROMIUM_PATH elsewhere), with the arguments every browser test runs it with. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

export interface Shop {
  baseUrl: string;
  browser: Browser;
  stop(): Promise<void>;
}

export const SETUP_WAIT_MS = 25 * 60_000;

/**
 * Waits for the build and the shop the e2e setup starts in the background (E2E_SHOP_READY names
 * the file it writes): by the time the browser tests run after the others, they have long been
 * ready. Every e2e file calls it first (`wait-for-shop.ts`).
 */
export async function setupReady(readyFile = process.env.E2E_SHOP_READY) {
  if (!readyFile) return;
  const until = Date.now() + SETUP_WAIT_MS;
  while (!existsSync(readyFile)) {
    if (Date.now() > until) throw new Error('the shop the e2e setup builds and starts was not ready in 25 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  const state = readFileSync(readyFile, 'utf8');
  if (state !== 'ready') throw new Error(`the e2e setup could not start the shop: ${state}`);
}

export async function startShop(): Promise<Shop> {
  let baseUrl = process.env.E2E_BASE_URL;
  let child: ChildProcess | undefined;
  let tempData: string | undefined;
  if (!baseUrl) {
    if (!existsSync(join(ROOT, 'dist/index.html'))) {
      const built = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
      if (built.status !== 0) throw new Error('vite build failed');
    }
    const port = await freePort();
    if (!process.env.E2E_DATA_DIR) tempData = mkdtempSync(join(tmpdir(), 'outlet-e2e-'));
    const dataDir = process.env.E2E_DATA_DIR ?? tempData!;
    child = spawn('npx', ['tsx', 'server/index.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.resume();
    baseUrl = `http://127.0.0.1:${port}`;
    await waitFor(`${baseUrl}/api/department`, 600_000, child);
  }
  const browser = await launchChromium();
  return {
    baseUrl,
    browser,
    async stop() {
      await browser.close();
      if (child) {
        child.kill('SIGTERM');
        await new Promise((r) => setTimeout(r, 300));
      }
      if (tempData) rmSync(tempData, { recursive: true, force: true });
    },
  };
}

export async function newPage(shop: Shop, width: number): Promise<Page> {
  const context = await shop.browser.newContext({
    viewport: { width, height: width < 600 ? 800 : 900 },
    baseURL: shop.baseUrl,
    locale: 'es-MX',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/** The rules every check runs: WCAG 2.0 and 2.1, A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  /** The first three elements, each with what axe found wrong. */
  nodes: string[];
}

/**
 * Runs axe-core on the page and returns its violations. `within` (a CSS selector) checks only that
 * part, without the rules about the page as a whole: for the states of one part of a page already
 * checked whole in the same test.
 *
 * axe-core is put into the page once per document (a state change in the app keeps it) and run
 * there, asking only for the violations in full. @axe-core/playwright, used before, put it in
 * again for every check, ran each frame apart and joined the results in a new blank page: 3.8 s a
 * check on average in a CI run on 2 busy cores, 2.5 s on a quiet one, where this takes under 1 s
 * (about 0.2 s to put axe in, 0.4 to 0.6 s to run on the home page). What that added was testing
 * inside cross-origin frames; the store's only one is Google's map (offline under test), and the
 * iframe element itself, its title, is still checked here.
 */
export async function axeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  // A toast in the middle of its fade (or a stacked toast fading behind the front one) is half
  // transparent, and axe would measure the contrast of that frame: wait until no toast animates
  // and every toast left is fully shown.
  await page.waitForFunction(
    () => {
      const toaster = document.querySelector('[data-sonner-toaster]');
      if (!toaster) return true;
      if (toaster.getAnimations({ subtree: true }).some((a) => a.playState === 'running')) return false;
      return [...toaster.querySelectorAll('[data-sonner-toast]')].every(
        (t) => getComputedStyle(t).opacity === '1' && t.getAttribute('data-removed') !== 'true',
      );
    },
    undefined,
    { timeout: 8_000, polling: 100 },
  );
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  return page.evaluate(
    async ({ within, tags }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const result = await axe.run(within ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      }));
    },
    { within, tags: AXE_TAGS },
  );
}

/** Waits until the app has taken the page over (drawn it, or hydrated the server's HTML). */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
}

/**
 * Goes to a path inside the running app, as a link click does (wouter follows history), so that
 * the page's data comes from the browser's own API calls. A full page load (page.goto) arrives
 * drawn by the server with its data in it, so API failures simulated with page.route only show on
 * pages reached this way: the API failing after the page has loaded.
 */
export async function navigateInApp(page: Page, path: string) {
  await waitForApp(page);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
