import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO_CONFIG = new URL('../../deploy/nginx.conf', import.meta.url);

/** Debian's nginx running the repository's deploy/nginx.conf, on loopback, in front of the given ports. */
export interface TestNginx {
  readonly url: string;
  /** The store process (upstream address) that answered each request so far, in order. */
  upstreams(): string[];
  stop(): Promise<void>;
}

export async function startNginx(listenPort: number, storePorts: number[]): Promise<TestNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'outlet-nginx-'));
  const site = readFileSync(REPO_CONFIG, 'utf8')
    .replace(/^(\s*)server 127\.0\.0\.1:\d+;\n/gm, '')
    .replace(/upstream outlet_stores \{\n/, `upstream outlet_stores {\n${storePorts.map((p) => `  server 127.0.0.1:${p};\n`).join('')}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`);
  if (!site.includes(`server 127.0.0.1:${storePorts[0]};`)) throw new Error('deploy/nginx.conf no longer has the upstream block this test fills in');
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `user root;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  log_format upstream '$upstream_addr';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await waitForPort(listenPort, () => out);
  return {
    url: `http://127.0.0.1:${listenPort}`,
    upstreams: () => readFileSync(join(dir, 'access.log'), 'utf8').split('\n').filter(Boolean),
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, output: () => string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not listen on ${port}: ${output()}`);
}
