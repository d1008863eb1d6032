import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../support/postgres';
import { openPglite } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { isSeeded, seed } from '../../server/db/seed';

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
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('e2eBaseUrl', process.env.E2E_BASE_URL);
    return;
  }
  // NODE_ENV is 'test' under vitest; the shop under test is the production build.
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (built.status !== 0) throw new Error('vite build failed');
  const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'outlet-e2e-'));
  // The shop runs as in production, which never seeds the demo accounts: the tests sign
  // in as the demo customer and the demo owner, so their data is seeded here first.
  await seedDemoShop(join(dataDir, 'db'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    // Production refuses the test checkout and a missing PUBLIC_URL unless told: this shop is a test one.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TEST_CHECKOUT: 'on',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`the shop did not start in 10 minutes:\n${output}`)), 600_000);
    // A first start opens before its product images are drawn; the browser tests start once
    // they are, so that the drawing does not share the machine with them.
    const check = () => {
      const drawing = output.includes('in the background') && !/Drew the images of|Drawing product images failed/.test(output);
      if (output.includes('is open at') && !drawing) {
        clearTimeout(timer);
        ok();
      }
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    child.on('exit', (code) => fail(new Error(`the shop exited with ${code} while starting:\n${output}`)));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  process.env.E2E_BASE_URL = baseUrl; // the harness reads it and connects instead of starting its own
  project.provide('e2eBaseUrl', baseUrl);

  return async () => {
    const exit = new Promise<number | null>((r) => child.on('exit', r));
    child.kill('SIGTERM');
    const code = await Promise.race([exit, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 20_000))]);
    if (!process.env.E2E_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0 || !output.includes('Database closed')) throw new Error(`the shop did not shut down cleanly (exit ${code}):\n${output.slice(-2000)}`);
  };
}

/** The demo shop, accounts included, in a data folder the store has not seeded yet. */
async function seedDemoShop(dbDir: string): Promise<void> {
  const db = await openPglite(dbDir);
  try {
    await migrate(db);
    if (!(await isSeeded(db))) await seed(db);
  } finally {
    await db.close();
  }
}
