import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './postgres';

const REPO_CONFIG = new URL('../../deploy/nginx.conf', import.meta.url);

/**
 * Debian's nginx running the repository's deploy/nginx.conf, on loopback, in front of the given
 * ports: its https server on `listenPort` with a self-signed certificate made here in place of the
 * operator's, and its plain http server (the redirect to https) on another free port.
 */
export interface TestNginx {
  /** The https server, where the stores answer. */
  readonly url: string;
  /** The plain http server, which only redirects to https. */
  readonly httpUrl: string;
  /** The store process (upstream address) that answered each request so far, in order. */
  upstreams(): string[];
  stop(): Promise<void>;
}

export async function startNginx(listenPort: number, storePorts: number[]): Promise<TestNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'outlet-nginx-'));
  const httpPort = await freePort();
  const [certificate, key] = [join(dir, 'fullchain.pem'), join(dir, 'privkey.pem')];
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, '-keyout', key, '-out', certificate],
    {
      stdio: 'ignore',
    },
  );
  const site = readFileSync(REPO_CONFIG, 'utf8')
    .replace(/^(\s*)server 127\.0\.0\.1:\d+;\n/gm, '')
    .replace(
      /upstream outlet_stores \{\n/,
      `upstream outlet_stores {\n${storePorts.map((p) => `  server 127.0.0.1:${p};\n`).join('')}`,
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`)
    .replace(/listen 443 ssl;/, `listen 127.0.0.1:${listenPort} ssl;`)
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${certificate};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
  for (const filled of [
    `server 127.0.0.1:${storePorts[0]};`,
    `127.0.0.1:${httpPort};`,
    `127.0.0.1:${listenPort} ssl;`,
    certificate,
    key,
  ]) {
    if (!site.includes(filled))
      throw new Error(`deploy/nginx.conf no longer has the line this test fills in with ${filled}`);
  }
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
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await waitForPort(listenPort, () => out);
  // The certificate is self-signed: this test worker's fetch accepts it while nginx runs (it only talks to loopback).
  const rejectUnauthorized = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return {
    url: `https://127.0.0.1:${listenPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    upstreams: () => readFileSync(join(dir, 'access.log'), 'utf8').split('\n').filter(Boolean),
    async stop() {
      if (rejectUnauthorized === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = rejectUnauthorized;
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
