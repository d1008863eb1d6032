import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, readEnv } from './env';
import { errorSummary } from './error-summary';
import { StaticFiles } from './http/static-files';
import type { DrawingProcess } from './images/drawing-process';
import { messageSettings } from './messages/settings';
import { createMessageWorker } from './messages/worker';
import { expireSessions } from './modules/checkout/sessions';
import { resumeRefunds } from './modules/returns/refunds';
import { newOpsToken, writeOpsFile } from './ops/ops-channel';
import { type Log, prepare } from './start';

const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * A slow or endless client cannot hold a connection open: its headers must arrive within 15 s and
 * the whole request within 60 s (bodies are at most 256 KB, see http/body-limit.ts). An idle
 * keep-alive connection lives 65 s, longer than the 60 s nginx keeps one to its upstream, so the
 * store never closes a connection a proxy in front is about to reuse.
 */
const SERVER_TIMEOUTS = { headersTimeout: 15_000, requestTimeout: 60_000, keepAliveTimeout: 65_000 };

/** Hosts a shop command on this machine reaches the store at through 127.0.0.1. */
const LOOPBACK_REACHABLE = new Set(['0.0.0.0', '::', '127.0.0.1', 'localhost']);

const log: Log = {
  step: (message) => console.log(`• ${message}`),
  progress(label, done, total) {
    if (process.stdout.isTTY) process.stdout.write(`\r• ${label}: ${done}/${total}${done === total ? '\n' : ''}`);
    else if (done === 1 || done === total || done % Math.max(1, Math.ceil(total / 10)) === 0)
      console.log(`• ${label}: ${done}/${total}`);
  },
};

async function main() {
  const env = readEnv();
  await assertPortFree(env.PORT, env.HOST); // before the slow first-start work, so a busy port is said at once
  // The embedded database is this process's alone: shop commands ask the store (server/ops/).
  const opsToken = env.DATABASE_URL ? undefined : newOpsToken();
  const deps = { ...(await prepare(env, log)), opsToken };
  const staticFiles = new StaticFiles(DIST_DIR);
  if (!staticFiles.hasIndex) log.step('No built app in dist/: only the API is served (npm start builds it).');
  const app = createApp(deps, staticFiles);
  // The outbox's sender runs in this process: it polls, and is woken after each event that wrote messages.
  const messages = createMessageWorker(deps.db, messageSettings());

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: SERVER_TIMEOUTS });
  server.on('error', async (error: NodeJS.ErrnoException) => {
    await deps.db.close().catch(() => undefined);
    fail(
      error.code === 'EADDRINUSE'
        ? `Port ${env.PORT} is already in use; stop the other process or set PORT to a free port.`
        : error.code === 'EACCES'
          ? `Port ${env.PORT} needs privileges this user does not have; set PORT above 1024.`
          : `The server could not start: ${error.message}`,
    );
  });
  let closeOps = () => {};
  server.on('listening', () => {
    if (opsToken && LOOPBACK_REACHABLE.has(env.HOST))
      closeOps = writeOpsFile(env.DATA_DIR, { url: `http://127.0.0.1:${env.PORT}`, token: opsToken });
    console.log(`\nOutlet Chihuahua is open at http://localhost:${env.PORT}/`);
    drawImagesInBackground(deps.imageDrawer);
    messages.start();
    // Returns' refunds the last run wrote 'requested' and did not finish: sent again with their keys.
    resumeRefunds(deps.db, deps.payments)
      .then((n) => n > 0 && console.log(`Refunds of returns resumed: ${n}.`))
      .catch((e: Error) => console.error(`Resuming refunds failed: ${errorSummary(e)}`));
  });

  // Every minute: checkout sessions left open past their time (a checkout's 30 minutes, a delayed
  // payment's 48 hours) give their reserved stock back, and ended rate-limit windows are dropped.
  const sweeper = setInterval(() => {
    expireSessions(deps.db, deps.publicUrl).catch((e: Error) =>
      console.error(`Expiring checkout sessions failed: ${errorSummary(e)}`),
    );
    deps.counters
      .sweep()
      .catch((e: Error) => console.error(`Dropping ended rate-limit windows failed: ${errorSummary(e)}`));
  }, 60_000);
  sweeper.unref();

  // In-flight requests finish, then the database closes; a second signal forces the exit.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    clearInterval(sweeper);
    deps.imageDrawer.stop();
    closeOps();
    console.log(`\n${signal} received: finishing open requests…`);
    const messagesStopped = messages.stop();
    server.close(async () => {
      await messagesStopped;
      await deps.db.close();
      console.log('Database closed. Goodbye.');
      process.exit(0);
    });
    // A keep-alive connection is closed as soon as its last answer has gone, not after its 65 s.
    setInterval(() => (server as Server).closeIdleConnections(), 200).unref();
    setTimeout(() => (server as Server).closeAllConnections(), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

/**
 * A first start draws every product image after the store has opened, in a child process at the
 * lowest priority (server/images/drawing-process.ts), showing its progress.
 */
function drawImagesInBackground(drawer: DrawingProcess) {
  if (drawer.remaining === 0) return;
  log.step(
    `Drawing the images of ${drawer.remaining} products in the background; a photo asked for before its turn is drawn at once.`,
  );
  drawer
    .start((done, total) => log.progress('Drawing product images', done, total))
    .then(
      (drawn) => drawn > 0 && log.step(`Drew the images of ${drawn} products.`),
      (error: Error) =>
        console.error(
          `Drawing product images failed (${error.message}); each missing one is drawn when first asked for.`,
        ),
    );
}

function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new ConfigError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use; stop the other process or set PORT to a free port.`
            : `Port ${port} cannot be opened (${error.code}); set PORT to another port.`,
        ),
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

function fail(message: string): never {
  console.error(`\nCannot start the store: ${message}`);
  process.exit(1);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message);
  if (error instanceof Error && /EACCES|EROFS|ENOENT|EPERM/.test(error.message))
    fail(`the data directory cannot be used (${error.message}); set DATA_DIR to a writable folder.`);
  console.error(errorSummary(error));
  fail('unexpected error during start-up (details above).');
});
