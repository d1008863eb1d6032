import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import type { Context } from 'hono';
import { readViteManifest, type ViteManifest } from './page-preloads';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);

interface StaticFile {
  type: string;
  cacheControl: string;
  raw: Uint8Array;
  gzip?: Uint8Array;
  brotli?: Uint8Array;
}

/**
 * The built SPA, read once at start-up and held in memory with its gzip and brotli forms
 * (the whole build is a few hundred kilobytes). Vite's hashed files under /assets/ never change
 * content, so they are cached for a year; index.html is revalidated on every visit.
 */
export class StaticFiles {
  private readonly files = new Map<string, StaticFile>();
  /** Which output files each source module became (for the pages' preloads). */
  readonly manifest: ViteManifest;

  constructor(root: string) {
    this.manifest = readViteManifest(join(root, '.vite/manifest.json'));
    for (const path of walk(root)) {
      const url = '/' + relative(root, path).split('\\').join('/');
      const ext = extname(path);
      const raw = readFileSync(path);
      const file: StaticFile = {
        type: TYPES[ext] ?? 'application/octet-stream',
        cacheControl: url === '/index.html' ? 'no-cache' : url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
        raw,
      };
      this.files.set(url, COMPRESSIBLE.has(ext) ? withCompressedForms(file) : file);
    }
  }

  /** index.html, or a copy made for this request with extra tags at the end of its <head>. */
  private indexWith(headLinks: readonly string[]): StaticFile | undefined {
    const index = this.files.get('/index.html');
    if (!index || headLinks.length === 0) return index;
    const html = Buffer.from(index.raw).toString('utf8').replace('</head>', `  ${headLinks.join('\n    ')}\n  </head>`);
    return withCompressedForms({ ...index, raw: Buffer.from(html) }, 'fast');
  }

  get hasIndex(): boolean {
    return this.files.has('/index.html');
  }

  /**
   * The file for a path, or index.html for any other path (the SPA's history fallback), with
   * `headLinks` (the page's preloads, server/http/page-preloads.ts) written into its <head>.
   */
  serve(c: Context, headLinks: readonly string[] = []): Response {
    const file = this.files.get(c.req.path) ?? this.indexWith(headLinks);
    if (!file) return c.text('La aplicación no está construida: ejecuta npm start.', 503);
    const accept = c.req.header('accept-encoding') ?? '';
    const headers: Record<string, string> = { 'Content-Type': file.type, 'Cache-Control': file.cacheControl, Vary: 'Accept-Encoding' };
    let body = file.raw;
    if (file.brotli && /\bbr\b/.test(accept)) {
      body = file.brotli;
      headers['Content-Encoding'] = 'br';
    } else if (file.gzip && /\bgzip\b/.test(accept)) {
      body = file.gzip;
      headers['Content-Encoding'] = 'gzip';
    }
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
  }
}

function withCompressedForms(file: StaticFile, effort: 'max' | 'fast' = 'max'): StaticFile {
  if (file.raw.length <= 512) return file;
  return {
    ...file,
    gzip: gzipSync(file.raw, { level: effort === 'max' ? 9 : 6 }),
    brotli: brotliCompressSync(file.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? 11 : 5 } }),
  };
}

function* walk(dir: string): Generator<string> {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries) {
    if (name.startsWith('.')) continue; // .vite/manifest.json is read by the server, not served
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
