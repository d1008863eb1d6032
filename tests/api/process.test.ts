import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGallery } from '../../server/catalogue/gallery';
import { generateProducts } from '../../server/catalogue/products';
import { DEMO_CATALOGUE_SIZE, DEMO_CUSTOMER } from '../../server/db/seed';
import { productImageFiles } from '../../server/images/paths';
import { freePort } from '../support/postgres';

const ROOT = resolve(import.meta.dirname, '../..');
const IN_USE =
  /The embedded database in .+ is already open in another process \(pid \d+\); it takes one process at a time, so stop that one first\./;
const STACK_TRACE = /\n\s+at /;

interface Running {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

/** Each in its own process group, so that whatever it leaves behind can be killed with it. An undefined variable is unset. */
function launch(command: string, args: string[], env: Record<string, string | undefined>): Running {
  const merged = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
  );
  const child = spawn(command, args, { cwd: ROOT, env: merged, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exit = new Promise<number | null>((r) =>
    child.on('exit', (code, signal) => {
      out += `\n[exited: ${code ?? signal}]`;
      r(code);
    }),
  );
  return { child, output: () => out, exit };
}

function killGroup(run: Running | undefined): void {
  try {
    if (run?.child.pid) process.kill(-run.child.pid, 'SIGKILL');
  } catch {
    // the group is already gone
  }
}

/** server/index.ts as the README's `npm start` runs it, without the build. */
const startStore = (env: Record<string, string>) =>
  launch(process.execPath, ['--import', 'tsx', 'server/index.ts'], { HOST: '127.0.0.1', ...env });

async function until(run: Running, text: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  let exited = false;
  void run.exit.then(() => (exited = true));
  while (!run.output().includes(text)) {
    if (exited) throw new Error(`exited before printing '${text}':\n${run.output()}`);
    if (Date.now() > deadline) throw new Error(`no '${text}' within ${ms} ms:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms))]);

/** The resident memory of a process, in bytes (Linux). */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

const portOpen = (port: number) =>
  new Promise<boolean>((r) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      r(true);
    });
    socket.once('error', () => r(false));
  });

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? [path, ...walk(path)] : [path];
  });
}

/**
 * A POST whose body is sent in two halves: the second only when `between` has resolved. It
 * answers the status and body, or the error that ended it.
 */
function postInTwoHalves(
  port: number,
  path: string,
  body: string,
  between: () => Promise<void>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolveAnswer, reject) => {
    const req = request(
      {
        port,
        host: '127.0.0.1',
        path,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolveAnswer({ status: res.statusCode!, text }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    // Connected, and a moment for the server to read the headers: the request is then in flight.
    req.once('socket', (socket) =>
      socket.once('connect', () => setTimeout(() => between().then(() => req.end(body.slice(half)), reject), 300)),
    );
  });
}

/**
 * The real store process, on a temporary data folder, and what happens around it: a second
 * process on the same folder, `npm run shop:ship`, a hostile upload, the signal that stops it.
 * The images of all products but one are placeholders written before the first start: drawing
 * every width of 320 products takes minutes on a busy machine, and the drawing itself is tested elsewhere
 * (server/images/*.test.ts); the one missing product is still drawn by the store, once it is open.
 */
describe('the store process', () => {
  let dataDir: string;
  let port: number;
  let store: Running;
  let folio: number;
  let firstProductPhotos: number;
  const launched: Running[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'outlet-process-'));
    const images = join(dataDir, 'images');
    mkdirSync(images, { mode: 0o755 });
    // Every demo photo is already there but the first product's (its picture and its gallery's views).
    const products = generateProducts(DEMO_CATALOGUE_SIZE);
    const gallery = demoGallery(products);
    firstProductPhotos = 1 + (gallery.get(0)?.length ?? 0);
    products.forEach((product, index) => {
      if (index === 0) return;
      for (const imageName of [product.imageName, ...(gallery.get(index) ?? []).map((photo) => photo.imageName)])
        for (const file of productImageFiles(imageName)) writeFileSync(join(images, file), '', { mode: 0o644 });
    });
    port = await freePort();
    store = startStore({ DATA_DIR: dataDir, PORT: String(port) });
    await until(store, 'is open at', 280_000);
    // In the background, after opening, by a child at the lowest priority: on a busy machine it waits its turn.
    await until(store, `Drew the images of ${firstProductPhotos} products.`, 400_000);
  }, 700_000);
  afterAll(() => {
    for (const run of [store, ...launched]) killGroup(run);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const api = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${path}`, init);
  const shipOrder = () =>
    launch('npm', ['run', '--silent', 'shop:ship', '--', String(folio), '794699990001'], { DATA_DIR: dataDir });
  const demoOrders = async () => {
    const login = (await (
      await api('/api/auth/login_ecommerce', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phoneNumber: DEMO_CUSTOMER.phone, password: DEMO_CUSTOMER.password }),
      })
    ).json()) as { token: string; userData: { ecommerce_user_id: number } };
    const orders = await api(`/api/bill/my-orders/${login.userData.ecommerce_user_id}`, {
      headers: { authorization: `Bearer ${login.token}` },
    });
    return (await orders.json()) as {
      bill_id: number;
      shipping_status: string;
      shipping_tracking_number: string | null;
    }[];
  };

  it('keeps its data folder to its owner: folders 0700, files 0600', () => {
    const entries = [dataDir, ...walk(dataDir)];
    expect(entries.length).toBeGreaterThan(900); // the database, the images and the secret
    const loose = entries.filter(
      (path) => (statSync(path).mode & 0o777) !== (statSync(path).isDirectory() ? 0o700 : 0o600),
    );
    expect(loose.map((path) => `${(statSync(path).mode & 0o777).toString(8)} ${path}`)).toEqual([]);
  });

  it('a second store on the same data folder refuses with one sentence', async () => {
    const second = startStore({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    launched.push(second);
    expect(await withTimeout(second.exit, 60_000)).toBe(1);
    expect(second.output()).toMatch(IN_USE);
    expect(second.output()).not.toMatch(STACK_TRACE);
  }, 70_000);

  it('npm run shop:ship refuses while the store runs, and nothing is written', async () => {
    folio = (await demoOrders()).find((o) => o.shipping_status === 'En proceso')!.bill_id;
    const ship = shipOrder();
    expect(await withTimeout(ship.exit, 60_000)).toBe(1);
    expect(ship.output()).toMatch(IN_USE);
    expect(ship.output()).not.toMatch(/is now 'enviado'/);
    expect(ship.output()).not.toMatch(STACK_TRACE);
    expect((await demoOrders()).find((o) => o.bill_id === folio)).toMatchObject({
      shipping_status: 'En proceso',
      shipping_tracking_number: null,
    });
  }, 70_000);

  it('npm run shop:admin works while the store runs: the store itself makes the change, at once', async () => {
    const login = (await (
      await api('/api/auth/login_ecommerce', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phoneNumber: DEMO_CUSTOMER.phone, password: DEMO_CUSTOMER.password }),
      })
    ).json()) as { token: string };
    const dashboard = async () =>
      (await api('/api/admin/dashboard', { headers: { authorization: `Bearer ${login.token}` } })).status;
    expect(await dashboard()).toBe(403);
    // As docs/owner-guide.md writes it: the phone in three words.
    const grant = launch('npm', ['run', '--silent', 'shop:admin', '--', '614', '123', '4567'], { DATA_DIR: dataDir });
    expect(await withTimeout(grant.exit, 60_000), grant.output()).toBe(0);
    expect(grant.output()).toContain('is now an admin of the shop');
    expect(await dashboard()).toBe(200);
    const revoke = launch('npm', ['run', '--silent', 'shop:admin', '--', '614 123 4567', '--revoke'], {
      DATA_DIR: dataDir,
    });
    expect(await withTimeout(revoke.exit, 60_000), revoke.output()).toBe(0);
    expect(await dashboard()).toBe(403);
    // Only the store's own commands: without the token from the data folder, the route refuses.
    expect(
      (
        await api('/ops/role', {
          method: 'POST',
          headers: { authorization: 'Bearer guess', 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(403);
  }, 130_000);

  it('refuses a chunked 50 MB upload before it ends (413, or closed on a client still writing), without holding it in memory', async () => {
    expect(store.child.exitCode, store.output()).toBeNull();
    const pid = store.child.pid!;
    await (await api('/api/product/list')).text(); // warm up: the first answers allocate caches
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      if (store.child.exitCode === null) peak = Math.max(peak, rssOf(pid));
    }, 20);
    const total = 50 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    let answered = -1;
    // The server's answer: its status, or 'closed' when it shut the connection on the upload first.
    // The 413 is written before the close, but a client still writing can see its write fail
    // (EPIPE, ECONNRESET) before it reads the answer; either way the upload was cut off early.
    const status = await new Promise<number | 'closed'>((resolveStatus, reject) => {
      const req = request(
        {
          port,
          host: '127.0.0.1',
          path: '/api/auth/login_ecommerce',
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          answered = sent;
          resolveStatus(res.statusCode!);
          res.resume();
          req.destroy(); // a client that was told no stops sending
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (answered >= 0) return; // the server closing on a client still sending, after its answer
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') return reject(error);
        answered = sent;
        resolveStatus('closed');
      });
      const pump = () => {
        if (answered >= 0 || sent >= total) return req.end();
        sent += chunk.length;
        // About 30 MB/s: slow enough to see when the answer comes, fast enough to finish in seconds.
        if (req.write(chunk)) setTimeout(pump, 2);
        else req.once('drain', pump);
      };
      pump();
    }).finally(() => setTimeout(() => clearInterval(sampler), 1000)); // whatever the server still reads, it reads now
    await new Promise((r) => setTimeout(r, 1100));
    peak = Math.max(peak, rssOf(pid));
    expect([413, 'closed']).toContain(status);
    expect(answered).toBeLessThan(total);
    expect(peak - before, `rss ${before} → ${peak}`).toBeLessThan(10 * 1024 * 1024);
    expect((await api('/api/product/list?limit=1')).status).toBe(200); // and it still serves
  }, 60_000);

  it('SIGTERM finishes the request in flight, closes the database and the port, and frees the folder', async () => {
    expect(store.child.exitCode, store.output()).toBeNull();
    const answer = postInTwoHalves(
      port,
      '/api/auth/login_ecommerce',
      JSON.stringify({ phoneNumber: DEMO_CUSTOMER.phone, password: 'not-the-password' }),
      async () => {
        store.child.kill('SIGTERM');
        await until(store, 'SIGTERM received', 10_000);
      },
    );
    expect((await answer).status).toBe(401);
    expect(await withTimeout(store.exit, 20_000)).toBe(0);
    expect(store.output()).toContain('Database closed');
    expect(await portOpen(port)).toBe(false);

    // The store is down: shop:ship has the folder to itself, and really writes.
    const ship = shipOrder();
    expect(await withTimeout(ship.exit, 60_000)).toBe(0);
    expect(ship.output()).toContain(`Order ${folio} is now 'enviado'`);
  }, 90_000);

  it('npm start: SIGTERM to the npm process reaches the store, which stops cleanly', async () => {
    // The exact package.json script (`vite build`, then the store) as a newcomer runs it, with no
    // NODE_ENV (vitest's 'test' is taken out), on the folder prepared above.
    const npmStart = launch('npm', ['start'], {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: undefined,
    });
    launched.push(npmStart);
    await until(npmStart, 'is open at', 240_000);
    const answer = postInTwoHalves(
      port,
      '/api/auth/login_ecommerce',
      JSON.stringify({ phoneNumber: DEMO_CUSTOMER.phone, password: 'not-the-password' }),
      async () => {
        npmStart.child.kill('SIGTERM'); // the npm process itself, as a process manager would
        await until(npmStart, 'SIGTERM received', 10_000);
      },
    );
    expect((await answer).status).toBe(401);
    expect(await withTimeout(npmStart.exit, 20_000)).not.toBe('timeout');
    expect(npmStart.output()).toContain('Database closed');
    expect(await portOpen(port)).toBe(false);
  }, 300_000);

  it.each([
    [
      'junk in DATA_DIR/db',
      (dir: string) => {
        mkdirSync(join(dir, 'db'));
        writeFileSync(join(dir, 'db', 'PG_VERSION'), 'not a version\n');
        writeFileSync(join(dir, 'db', 'base'), 'junk');
      },
    ],
    [
      'a truncated pg_control',
      (dir: string) => {
        cpSync(join(dataDir, 'db'), join(dir, 'db'), { recursive: true });
        truncateSync(join(dir, 'db', 'global', 'pg_control'), 100);
      },
    ],
  ])(
    'a damaged data folder (%s): one sentence naming it, exit 1, no stack trace',
    async (_what, damage) => {
      const dir = mkdtempSync(join(tmpdir(), 'outlet-damaged-'));
      damage(dir);
      const run = startStore({ DATA_DIR: dir, PORT: String(await freePort()) });
      launched.push(run);
      const code = await withTimeout(run.exit, 60_000);
      rmSync(dir, { recursive: true, force: true });
      expect(code).toBe(1);
      expect(run.output()).toContain(
        `Cannot start the store: The embedded database in ${join(dir, 'db')} cannot be opened`,
      );
      expect(run.output()).toMatch(/move that folder aside|set DATA_DIR to another folder/);
      expect(run.output()).not.toMatch(STACK_TRACE);
    },
    70_000,
  );
});
