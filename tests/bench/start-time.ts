/**
 * How long the first `npm start` on a fresh data folder takes (after the build): the real server
 * (`node --import tsx server/index.ts` in `root`) on an empty DATA_DIR, timed from the spawn to
 * its first answer (GET / and an API list), and to the end of its product images; and meanwhile,
 * how long a list page takes to answer while the images are drawn (a new address each time, as a
 * filter change is, until they run out: the server draws each), side by side with pages answered
 * while the drawing child is paused: the ratio is what the drawing costs a shopper. Run alone by
 * `npm run bench -- --only=start`; `npx tsx tests/bench/start-time.ts <root>` measures another
 * checkout of the store (the same measurement before a change).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEPARTMENT_GROUPS } from '../../contract/catalogue';
import { ALL_PRODUCTS, listPath } from '../../contract/paths';
import { drawingChildrenOf } from '../support/drawing-child';
import { freePort } from '../support/postgres';

export interface StartTime {
  /** Spawn to the first 200 of GET / (seconds). */
  firstAnswerS: number;
  /** Spawn to 'Drew the images of' (seconds), or null if none were drawn, or undefined if not all within 15 minutes. */
  imagesDoneS: number | null | undefined;
  /** The drawing's last progress when it was not done within 15 minutes ('120/320'). */
  imagesAtLimit?: string;
  /** Each list page's answer time while the images were drawn (milliseconds, in order). */
  listPageMs: number[];
  /**
   * Side by side with each of those, the next address with the drawing child paused (SIGSTOP):
   * what the machine gives the store by itself at that moment (milliseconds, in order).
   */
  pausedPageMs: number[];
}

/** The list addresses a shopper goes through: every page of every title, with and without the discount filter. */
function listAddresses(): string[] {
  const titles = [ALL_PRODUCTS, ...DEPARTMENT_GROUPS];
  return ['', '?discount=true'].flatMap((query) =>
    titles.flatMap((title) => [1, 2, 3].map((page) => listPath(title, page, query))),
  );
}

/** The median, the 95th percentile and the largest of `values`. */
export function spread(values: readonly number[]): { median: number; p95: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? Number.NaN };
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
  const answers = async (path: string) =>
    (await fetch(`http://127.0.0.1:${port}${path}`).catch(() => undefined))?.status === 200;
  const lists = listAddresses();
  const listPageMs: number[] = [];
  const pausedPageMs: number[] = [];
  /** A list page timed to its last byte. */
  const pageMs = async (path: string) => {
    const asked = performance.now();
    await (await fetch(`http://127.0.0.1:${port}${path}`)).arrayBuffer();
    return performance.now() - asked;
  };
  /**
   * While the images are still being drawn: one list page, then the next address with the drawing
   * paused, in turns, so that neither set is the warmer one.
   */
  const timeListPages = async () => {
    const [drawing] = child.pid ? drawingChildrenOf(child.pid) : [];
    if (drawing === undefined) return;
    const at = 2 * listPageMs.length;
    const whileDrawing = await pageMs(lists[at % lists.length]!);
    /** Sends the drawing child a signal; false when it has ended meanwhile (its last product drawn). */
    const signal = (name: NodeJS.Signals) => {
      try {
        return process.kill(drawing, name);
      } catch {
        return false;
      }
    };
    if (!signal('SIGSTOP')) return;
    const paused = await pageMs(lists[(at + 1) % lists.length]!).finally(() => signal('SIGCONT'));
    if (/Drew the images of/.test(output)) return;
    listPageMs.push(whileDrawing);
    pausedPageMs.push(paused);
  };
  try {
    let firstAnswerS: number | undefined;
    let imagesDoneS: number | null | undefined;
    while (firstAnswerS === undefined || imagesDoneS === undefined) {
      if (child.exitCode !== null) throw new Error(`the store exited (${child.exitCode}):\n${output}`);
      if (performance.now() - began > LIMIT_MS) {
        if (firstAnswerS === undefined) throw new Error(`the store did not start within 15 minutes:\n${output}`);
        // A busy machine leaves the drawing (at the lowest priority) little CPU: say how far it got.
        return {
          firstAnswerS,
          imagesDoneS,
          listPageMs,
          pausedPageMs,
          imagesAtLimit: [...output.matchAll(/Drawing product images: (\d+\/\d+)/g)].at(-1)?.[1] ?? '0',
        };
      }
      if (firstAnswerS === undefined && (await answers('/')) && (await answers('/api/product/list?limit=24')))
        firstAnswerS = seconds();
      if (/Drew the images of/.test(output)) imagesDoneS ??= seconds();
      else if (firstAnswerS !== undefined && !/Drawing (product images|the images of)/.test(output))
        imagesDoneS = null; // nothing to draw
      else if (firstAnswerS !== undefined && 2 * listPageMs.length < lists.length) await timeListPages(); // while drawing: a shopper changing filters
      await new Promise((r) => setTimeout(r, firstAnswerS === undefined ? 100 : 500));
    }
    return { firstAnswerS, imagesDoneS, listPageMs, pausedPageMs };
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
    (t) => {
      const lists = spread(t.listPageMs);
      const paused = spread(t.pausedPageMs);
      console.log(
        `${root}: first answer after ${t.firstAnswerS.toFixed(1)} s, images drawn after ${t.imagesDoneS?.toFixed(1) ?? '—'} s; ` +
          `${t.listPageMs.length} list pages while drawing: median ${lists.median.toFixed(0)} ms, p95 ${lists.p95.toFixed(0)} ms, max ${lists.max.toFixed(0)} ms; ` +
          `beside each, one with the drawing paused: median ${paused.median.toFixed(0)} ms (${(lists.median / paused.median).toFixed(2)}×)`,
      );
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
