import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { readViteManifest, type ViteManifest } from './page-preloads';
import { arrangeForFirstPaint } from './paint-first';

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
const ACCEPTS = { br: /\bbr\b/, gzip: /\bgzip\b/ } as const;
export type Encoding = keyof typeof ACCEPTS;
/** Smaller bodies are sent as they are: compressing them saves less than its headers cost. */
const MIN_COMPRESSED_BYTES = 512;
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);

/** What a page's HTML carries beyond index.html. */
export interface PageParts {
  /** The page's own <title>, description and sharing tags, in place of index.html's generic title and description. */
  meta?: readonly string[];
  /** Tags for the end of <head>. */
  head?: readonly string[];
  /** The server-drawn HTML of the app, for <div id="root">. */
  root?: string;
  /** The JSON the app was drawn with (src/runtime/use-resource.ts seeds its cache from it). */
  data?: string;
  /** HTML for the start of <body>, outside the app's root (the test-mode banner). */
  bodyStart?: string;
}

export interface StaticFile {
  type: string;
  cacheControl: string;
  raw: Uint8Array;
  gzip?: Uint8Array;
  brotli?: Uint8Array;
  /** Made for one request (a page with its parts): compressed when sent, in one encoding. */
  perRequest?: boolean;
  /** A page that drew the not-found page answers 404 (with that page); every other file 200. */
  status?: 200 | 404;
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
  /** The CSP sources that allow index.html's own inline scripts, and no other: their hashes. */
  readonly inlineScriptSources: string[];
  /** index.html as built, which each page is made from. */
  private readonly indexSource: string | undefined;

  constructor(readonly root: string) {
    this.manifest = readViteManifest(join(root, '.vite/manifest.json'));
    for (const path of walk(root)) {
      const url = `/${relative(root, path).split('\\').join('/')}`;
      const ext = extname(path);
      const raw = readFileSync(path);
      const file: StaticFile = {
        type: TYPES[ext] ?? 'application/octet-stream',
        cacheControl:
          url === '/index.html'
            ? 'no-cache'
            : url.startsWith('/assets/')
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=86400',
        raw,
      };
      this.files.set(url, COMPRESSIBLE.has(ext) ? withCompressedForms(file) : file);
    }
    const index = this.files.get('/index.html');
    this.indexSource = index && Buffer.from(index.raw).toString('utf8');
    // Served as it is for a page with nothing of its own (a page the browser draws).
    if (this.indexSource)
      this.files.set(
        '/index.html',
        withCompressedForms({ ...index!, raw: Buffer.from(this.arrange(this.indexSource)) }),
      );
    this.inlineScriptSources = this.indexSource ? inlineScriptHashes(this.indexSource) : [];
  }

  /** A page's stylesheets inside it, its modules loaded after its first paint (server/http/paint-first.ts). */
  private arrange(html: string): string {
    return arrangeForFirstPaint(html, (href) => {
      const sheet = href.endsWith('.css') ? this.files.get(href) : undefined;
      return sheet && Buffer.from(sheet.raw).toString('utf8');
    });
  }

  /** index.html, or a copy made for this request with the page's parts written in. */
  page({ meta, head = [], root, data, bodyStart }: PageParts): StaticFile | undefined {
    const index = this.files.get('/index.html');
    if (!index || (meta === undefined && head.length === 0 && root === undefined && bodyStart === undefined))
      return index;
    let html = this.indexSource!;
    if (meta !== undefined)
      html = html
        .replace(/\s*<meta name="description"[^>]*>/, '')
        .replace(/<title>[^<]*<\/title>/, () => meta.join('\n    '));
    if (bodyStart !== undefined) html = html.replace('<body>', () => `<body>\n    ${bodyStart}`);
    if (head.length > 0) html = html.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
    if (root !== undefined) html = html.replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
    // Data, not script: the CSP allows no inline script but index.html's own (by hash), and a JSON
    // block is never executed.
    // `<` is escaped so that no value can close the element.
    if (data !== undefined)
      html = html.replace(
        '</body>',
        () => `<script type="application/json" id="ssr-data">${data.replace(/</g, '\\u003c')}</script>\n  </body>`,
      );
    // Arranged once, with the route's stylesheets and module preloads the head added.
    return { ...index, raw: Buffer.from(this.arrange(html)), gzip: undefined, brotli: undefined, perRequest: true };
  }

  get hasIndex(): boolean {
    return this.files.has('/index.html');
  }

  /** Whether the path is a file of the build (else it is a page of the SPA). */
  has(path: string): boolean {
    return this.files.has(path);
  }

  /**
   * The file for a path, or index.html for any other path (the SPA's history fallback), filled
   * with the page's parts: its preloads (server/http/page-preloads.ts) and, when the server drew
   * it (server/http/page-render.ts), its HTML and the answers it was drawn with.
   */
  serve(c: Context, page: PageParts = {}): Response {
    return this.send(c, this.files.get(c.req.path) ?? this.page(page));
  }

  /** A file in the best encoding the client takes (a page from server/http/page-cache.ts, or one of the build). */
  send(c: Context, file: StaticFile | undefined): Response {
    if (!file) return c.text('La aplicación no está construida: ejecuta npm start.', 503);
    const accept = c.req.header('accept-encoding') ?? '';
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': file.cacheControl,
      Vary: 'Accept-Encoding',
    };
    const { body, encoding } = encode(file, accept);
    if (encoding) headers['Content-Encoding'] = encoding;
    return c.body(body as Uint8Array<ArrayBuffer>, file.status ?? 200, headers);
  }
}

/** Build files are compressed once, as hard as can be, when the server starts. */
function withCompressedForms(file: StaticFile): StaticFile {
  if (file.raw.length <= MIN_COMPRESSED_BYTES) return file;
  return { ...file, gzip: compress(file.raw, 'gzip', 'max'), brotli: compress(file.raw, 'br', 'max') };
}

type Effort = 'max' | 'fast';
const GZIP_LEVEL = { max: 9, fast: 6 } as const;
const BROTLI_QUALITY = { max: 11, fast: 5 } as const;

function compress(raw: Uint8Array, encoding: Encoding, effort: Effort): Uint8Array {
  return encoding === 'gzip'
    ? gzipSync(raw, { level: GZIP_LEVEL[effort] })
    : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort] } });
}

/** Compressed off the event loop (zlib's thread pool), for a page kept by the page cache. */
export function compressInBackground(raw: Uint8Array, encoding: Encoding, effort: Effort): Promise<Uint8Array> {
  return encoding === 'gzip'
    ? promisify(gzip)(raw, { level: GZIP_LEVEL[effort] })
    : promisify(brotliCompress)(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort] } });
}

/** The encoding a body of `size` bytes is sent in to a client that takes `accept`: br before gzip. */
export function encodingFor(accept: string, size: number): Encoding | undefined {
  if (size <= MIN_COMPRESSED_BYTES) return undefined;
  return (['br', 'gzip'] as const).find((encoding) => ACCEPTS[encoding].test(accept));
}

/**
 * The body in the best encoding the client takes: a build file's precompressed form (or a cached
 * page's, made by the page cache before it is sent), or a page made for this request compressed
 * now, quickly and only in the encoding it is sent in.
 */
function encode(file: StaticFile, accept: string): { body: Uint8Array; encoding?: Encoding } {
  const encoding = encodingFor(accept, file.raw.length);
  if (!encoding) return { body: file.raw };
  const ready = encoding === 'br' ? file.brotli : file.gzip;
  if (ready) return { body: ready, encoding };
  if (file.perRequest) return { body: compress(file.raw, encoding, 'fast'), encoding };
  return { body: file.raw };
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

/**
 * `'sha256-…'` of each inline script of a page (a classic `<script>` with code and no `src`; JSON
 * data blocks are never executed and need none), as Content-Security-Policy names them.
 */
export function inlineScriptHashes(html: string): string[] {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="(?:application\/json|module)")[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((m) => m[1]!)
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
}
