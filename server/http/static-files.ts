import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import type { Context } from 'hono';

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
  /** index.html as `/` is sent: with the preload of the home page's LCP image. */
  private homeIndex: StaticFile | undefined;

  constructor(root: string) {
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
    // The home page's LCP is the first slide, which the SPA only asks for once its JavaScript has
    // run; announced in the HTML of `/` (and only there), it downloads beside the JavaScript.
    const index = this.files.get('/index.html');
    if (index) {
      const html = Buffer.from(index.raw).toString('utf8');
      if (html.includes('</head>')) this.homeIndex = withCompressedForms({ ...index, raw: Buffer.from(html.replace('</head>', `  ${HOME_PRELOADS}\n  </head>`)) });
    }
  }

  get hasIndex(): boolean {
    return this.files.has('/index.html');
  }

  /** The file for a path, or index.html for any other path (the SPA's history fallback). */
  serve(c: Context): Response {
    const file = this.files.get(c.req.path) ?? (c.req.path === '/' ? this.homeIndex : undefined) ?? this.files.get('/index.html');
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

/** The first home slide (src/features/home/HomeSlider.tsx), small below 600 px as its <source>. */
const HOME_PRELOADS = [
  '<link rel="preload" as="image" href="/img/slide-1-sm.webp" media="(max-width: 599px)" fetchpriority="high">',
  '<link rel="preload" as="image" href="/img/slide-1.webp" media="(min-width: 600px)" fetchpriority="high">',
].join('\n    ');

function withCompressedForms(file: StaticFile): StaticFile {
  if (file.raw.length <= 512) return file;
  return {
    ...file,
    gzip: gzipSync(file.raw, { level: 9 }),
    brotli: brotliCompressSync(file.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
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
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
