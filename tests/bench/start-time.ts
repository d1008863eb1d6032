/**
 * How long the first `npm start` on a fresh data folder takes (after the build): the real server
 * (`node --import tsx server/index.ts` in `root`) on an empty DATA_DIR, timed from the spawn to
 * its first answer (GET / and an API list), and to the end of its product images. Run alone by
 * `npm run bench -- --only=start`; `npx tsx tests/bench/start-time.ts <root>` measures another
 * checkout of the store (the same measurement before a change).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/postgres';

export interface StartTime {
  /** Spawn to the first 200 of GET / (seconds). */
  firstAnswerS: number;
  /** Spawn to 'Drew the images of' (seconds), or null if none were drawn. */
  imagesDoneS: number | null;
}

const LIMIT_MS = 15 * 60_000;

export async function measureFreshStart(root: string): Promise<StartTime> {
  const dataDir = mkdtempSync(join(tmpdir(), 'outlet-bench-start-'));
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const seconds = () => (performance.now() - began) / 1000;
  const answers = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`).catch(() => undefined))?.status === 200;
  try {
    let firstAnswerS: number | undefined;
    let imagesDoneS: number | null | undefined;
    while (firstAnswerS === undefined || imagesDoneS === undefined) {
      if (child.exitCode !== null) throw new Error(`the store exited (${child.exitCode}):\n${output}`);
      if (performance.now() - began > LIMIT_MS) throw new Error(`the store did not start within 15 minutes:\n${output}`);
      if (firstAnswerS === undefined && (await answers('/')) && (await answers('/api/product/list?limit=24'))) firstAnswerS = seconds();
      if (/Drew the images of/.test(output)) imagesDoneS ??= seconds();
      else if (firstAnswerS !== undefined && !/Drawing (product images|the images of)/.test(output)) imagesDoneS = null; // nothing to draw
      await new Promise((r) => setTimeout(r, 100));
    }
    return { firstAnswerS, imagesDoneS };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? fileURLToPath(new URL('../..', import.meta.url));
  measureFreshStart(root).then(
    (t) => console.log(`${root}: first answer after ${t.firstAnswerS.toFixed(1)} s, images drawn after ${t.imagesDoneS?.toFixed(1) ?? '—'} s`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
