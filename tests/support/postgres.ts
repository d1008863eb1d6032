import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throw-away PostgreSQL server on loopback, from Debian's postgresql package, for the API tests:
 * initdb into a temporary folder, start on a free port, stop and delete afterwards.
 * PostgreSQL refuses to run as root, so as root it runs as the package's `postgres` user.
 */
export interface TestPostgres {
  url: string;
  stop(): void;
}

function binDir(): string {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version)
    throw new Error('PostgreSQL is not installed (apt-get install postgresql); tests/run-all.sh installs it.');
  return join(base, version, 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'outlet-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const full = asRoot
      ? (['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] as const)
      : ([join(bin, cmd), args] as const);
    const result = spawnSync(full[0], full[1] as string[], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A fresh, empty database on the test server, so each test file starts clean. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return serverUrl.replace(/\/postgres$/, `/${name}`);
}

export function hasPostgres(): boolean {
  try {
    execFileSync('test', ['-d', '/usr/lib/postgresql']);
    return true;
  } catch {
    return false;
  }
}
