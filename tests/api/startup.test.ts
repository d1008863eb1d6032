import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/postgres';

/** Starts `server/index.ts` as `npm start` does (without the build) and collects what it prints. */
function start(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

describe('a bad configuration stops the start with one clear sentence', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'outlet-start-'));

  it('an unreachable DATABASE_URL', async () => {
    const dir = dataDir();
    const port = await freePort();
    const { code, out } = await start({
      DATA_DIR: dir,
      PORT: String(port),
      DATABASE_URL: `postgres://nobody:secret@127.0.0.1:${port}/shop`,
    });
    rmSync(dir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(out).toContain('Cannot start the store: Cannot reach the PostgreSQL server at DATABASE_URL');
    expect(out).not.toContain('secret'); // the password is never printed
    expect(out).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('a port already in use', async () => {
    const blocker = createServer();
    const port = await freePort();
    await new Promise<void>((r) => blocker.listen(port, '0.0.0.0', r));
    const dir = dataDir();
    const { code, out } = await start({ DATA_DIR: dir, PORT: String(port) });
    blocker.close();
    rmSync(dir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(out).toContain(`Port ${port} is already in use`);
    expect(out).not.toMatch(/\n\s+at /);
  });

  it('an unwritable data directory', async () => {
    // Under a plain file: no folder can be made there, even by root.
    const dir = dataDir();
    writeFileSync(join(dir, 'a-file'), '');
    const { code, out } = await start({ DATA_DIR: join(dir, 'a-file', 'data'), PORT: String(await freePort()) });
    rmSync(dir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(out).toContain('data directory');
    expect(out).not.toMatch(/\n\s+at /);
  });

  it.each([
    ['empty', ''],
    ['one character long', 'x\n'],
  ])(
    'a JWT secret file that is %s',
    async (_, secret) => {
      const dir = dataDir();
      writeFileSync(join(dir, 'jwt-secret'), secret);
      const { code, out } = await start({ DATA_DIR: dir, PORT: String(await freePort()), JWT_SECRET: '' });
      rmSync(dir, { recursive: true, force: true });
      expect(code).toBe(1);
      expect(out).toContain(
        `Cannot start the store: the JWT secret in ${join(dir, 'jwt-secret')} is shorter than 32 bytes`,
      );
      expect(out).not.toMatch(/\n\s+at /);
    },
    90_000,
  );

  it('a malformed variable', async () => {
    const { code, out } = await start({ PORT: 'tres mil' });
    expect(code).toBe(1);
    expect(out).toMatch(/Cannot start the store: PORT/);
  });
});

describe('in production the store opens only when it is safe to', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'outlet-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const production = {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://tienda.example',
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    TEST_CHECKOUT: '',
    TEST_CODES: 'on',
  };

  it('refuses the built-in test checkout unless TEST_CHECKOUT=on says so', async () => {
    const { code, out } = await start({ ...production, PORT: String(await freePort()) });
    expect(code).toBe(1);
    expect(out).toContain('Cannot start the store: NODE_ENV is production but no Stripe keys are set');
    expect(out).toContain('TEST_CHECKOUT=on');
    expect(out).not.toMatch(/\n\s+at /);
  }, 90_000);

  it('needs PUBLIC_URL for the links a payment provider sends shoppers back to', async () => {
    const { code, out } = await start({
      ...production,
      PUBLIC_URL: '',
      TEST_CHECKOUT: 'on',
      PORT: String(await freePort()),
    });
    expect(code).toBe(1);
    expect(out).toContain('Cannot start the store: NODE_ENV is production but PUBLIC_URL is not set');
    expect(out).not.toMatch(/\n\s+at /);
  }, 90_000);

  it('needs a channel that can deliver the codes of sign-up and login, unless TEST_CODES=on', async () => {
    const { code, out } = await start({
      ...production,
      TEST_CHECKOUT: 'on',
      TEST_CODES: '',
      PORT: String(await freePort()),
    });
    expect(code).toBe(1);
    expect(out).toContain('Cannot start the store: NODE_ENV is production but no message channel is set');
    expect(out).not.toMatch(/\n\s+at /);
  }, 90_000);
});
