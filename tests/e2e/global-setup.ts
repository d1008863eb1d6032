import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../support/postgres';
import { seedDemoShop } from './demo-shop';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * One real shop for every browser test: the production build served by `server/index.ts` on a
 * fresh data folder (first start: migrations, seed, product images, waited for). At the end it is stopped
 * with SIGTERM and must shut down cleanly: in-flight requests finished, database closed, exit 0.
 *
 * The build comes first, before any test runs, unless E2E_BUILT=1 says the caller has just built
 * it (`npm test` builds once for the API tests and this shop, which then run side by side).
 * Drawing the 320 demo photos takes minutes: with E2E_BACKGROUND_START=1 (set by `npm test`, where
 * other tests run meanwhile), this setup returns once the app is built and starts the shop, whose
 * photos are drawn at low priority; each browser test file first waits for the file named by
 * E2E_SHOP_READY, which says the shop is ready or why it failed to start.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('e2eBaseUrl', process.env.E2E_BASE_URL);
    return;
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'outlet-e2e-'));
  const shop = startShop(dataDir, port);
  await shop.built;
  const readyFile = join(mkdtempSync(join(tmpdir(), 'outlet-e2e-ready-')), 'ready');
  const ready = shop.ready.then(
    () => writeFileSync(readyFile, 'ready'),
    (error: Error) => writeFileSync(readyFile, `failed: ${error.message}`),
  );
  if (process.env.E2E_BACKGROUND_START !== '1') await shop.ready;
  process.env.E2E_BASE_URL = baseUrl; // the harness reads it and connects instead of starting its own
  process.env.E2E_SHOP_READY = readyFile;
  project.provide('e2eBaseUrl', baseUrl);

  return async () => {
    const code = await shop.stop();
    await ready;
    rmSync(dirname(readyFile), { recursive: true, force: true });
    if (!process.env.E2E_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0 || !shop.output().includes('Database closed'))
      throw new Error(`the shop did not shut down cleanly (exit ${code}):\n${shop.output().slice(-2000)}`);
  };
}

/** Builds the app (`built`), then seeds the demo accounts, starts the shop and resolves once its photos are drawn (`ready`). */
function startShop(dataDir: string, port: number) {
  let output = '';
  let building: ChildProcess | undefined;
  let child: ChildProcess | undefined;
  let stopping = false;
  const built = (async () => {
    if (process.env.E2E_BUILT === '1') return;
    // NODE_ENV is 'test' under vitest; the shop under test is the production build.
    building = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const code = await new Promise<number | null>((done) => building!.on('exit', done));
    if (code !== 0) throw new Error(stopping ? 'stopped while building' : `vite build failed (exit ${code})`);
  })();
  const ready = (async () => {
    await built;
    // The shop runs as in production, which never seeds the demo accounts: the tests sign in as the
    // demo customer and the demo owner, so their data is seeded here first.
    await seedDemoShop(dataDir);
    if (stopping) throw new Error('stopped before the shop started');
    child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: ROOT,
      // Production refuses the test checkout and a missing PUBLIC_URL unless told: this shop is a test one.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        TEST_CHECKOUT: 'on',
        TEST_CODES: 'on',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = child;
    started.stdout?.on('data', (d) => (output += d));
    started.stderr?.on('data', (d) => (output += d));
    await new Promise<void>((ok, fail) => {
      // In the background the drawing yields the machine to the other tests and takes longer.
      const minutes = process.env.E2E_BACKGROUND_START === '1' ? 25 : 10;
      const timer = setTimeout(
        () => fail(new Error(`the shop did not start in ${minutes} minutes:\n${output}`)),
        minutes * 60_000,
      );
      // A first start opens before its product images are drawn; the browser tests start once
      // they are, so that the drawing does not share the machine with them.
      const check = () => {
        const drawing =
          output.includes('in the background') && !/Drew the images of|Drawing product images failed/.test(output);
        if (output.includes('is open at') && !drawing) {
          clearTimeout(timer);
          ok();
        }
      };
      started.stdout?.on('data', check);
      started.stderr?.on('data', check);
      started.on('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`the shop exited with ${code} while starting:\n${output}`));
      });
    });
  })();
  ready.catch(() => {}); // awaited by the harness through the ready file, and by stop()
  return {
    built,
    ready,
    output: () => output,
    /** Stops whatever is running; the shop's exit code, or 0 when it never started. */
    async stop(): Promise<number | null | 'timeout'> {
      stopping = true;
      if (building && building.exitCode === null) building.kill('SIGTERM');
      await ready.catch(() => {});
      if (!child) return 0;
      if (child.exitCode !== null) return child.exitCode;
      const exit = new Promise<number | null>((r) => child!.on('exit', r));
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), 20_000)));
      return Promise.race([exit, timeout]).finally(() => clearTimeout(timer));
    },
  };
}
