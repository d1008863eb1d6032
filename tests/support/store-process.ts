import { type ChildProcess, spawn } from 'node:child_process';

/** The real store (server/index.ts, as `npm start` runs it after the build) in a child process. */
export interface StoreProcess {
  readonly port: number;
  readonly child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

export function startStore(env: Record<string, string>, timeoutMs = 90_000): Promise<StoreProcess> {
  const port = Number(env.PORT);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const store: StoreProcess = {
    port,
    child,
    output: () => out,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The store did not open within ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (d: Buffer) => {
      out += d;
      if (out.includes('Outlet Chihuahua is open')) {
        clearTimeout(timer);
        resolve(store);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The store exited with ${code} before opening:\n${out}`));
    });
  });
}
