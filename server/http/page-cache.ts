import type { Context } from 'hono';
import { CATALOGUE_PAGES } from '../../contract/route-pages';
import type { PageRender } from '../../src/entry-server';
import type { CatalogueVersion } from '../catalogue/catalogue-version';
import { utcDay } from '../modules/products/repo';
import { compressInBackground, type Encoding, encodingFor, type StaticFile, type StaticFiles } from './static-files';

/**
 * Drawn pages kept like product answers. The server has no shopper, so a page that shows nothing
 * but the catalogue is the same HTML for everyone: it is drawn once per address and catalogue
 * version (and day, as list answers are). The address is the path and only the query parameters
 * its route reads (contract/route-pages.ts, `pageQuery`): the tracking tags of shared links and
 * unknown parameters never make a new entry, nor a new drawing. It follows the answer cache's
 * freshness rule (server/catalogue/catalogue-version.ts: a change is served within a second), is
 * compressed once per encoding when first asked for in it,
 * and kept while the memory it takes stays under a bound (the least recently viewed page goes).
 *
 * Only the body is kept. Every header that depends on the request (HSTS over https, the
 * encoding) is set per answer as for any other, and the HTML holds nothing per request: the CSP
 * allows scripts from 'self' only, with no nonce, and the page's answers travel as JSON data,
 * not script. The 'Modo de prueba' strip belongs to the process's configuration, like the cache.
 * A draw is shared by the requests that ask for the same page while it is being drawn.
 */

/** Room for the whole demo store (320 products, its lists and information pages) in every encoding. */
export const DEFAULT_PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Whether a drawn page may be kept: drawn (not left to the browser after a redirect or a slow
 * answer), showing only catalogue pages (contract/route-pages.ts), and with every answer it was drawn with a success (a
 * failure, such as a database error, is never kept for the rest of a version).
 */
export function dependsOnlyOnCatalogue(page: PageRender | null | undefined): boolean {
  if (!page) return false;
  // A page that drew no route page is a guarded route drawn without its shopper: never kept.
  const { pages, resources } = page.data;
  return (
    pages.length > 0 &&
    pages.every((p) => CATALOGUE_PAGES.has(p)) &&
    Object.values(resources).every((answer) => 'data' in answer)
  );
}

/** A page as drawn for one request, and whether it may be kept for everyone. */
export interface DrawnPage {
  file: StaticFile | undefined;
  cacheable: boolean;
}

interface Entry {
  version: string;
  file: StaticFile;
  /** Its body in every form kept, and its address. */
  bytes: number;
  compressing: Partial<Record<Encoding, Promise<void>>>;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly drawing = new Map<string, Promise<{ file: StaticFile | undefined; entry?: Entry }>>();
  private bytes = 0;

  constructor(
    private readonly catalogue: CatalogueVersion,
    private readonly staticFiles: StaticFiles,
    private readonly maxBytes = DEFAULT_PAGE_CACHE_BYTES,
    private readonly today: () => string = () => utcDay(),
  ) {}

  /** How many pages are kept and the bytes they take (printed by npm run bench). */
  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  /** The page at `key` (its path and the query its route reads): kept, or drawn by `draw`. Says which in X-Page-Cache. */
  async serve(c: Context, key: string, draw: () => Promise<DrawnPage>): Promise<Response> {
    // The day too, as the list answers a page is drawn from: which discounts are recent changes at midnight.
    const version = `${await this.catalogue.current()}/${this.today()}`;
    const kept = this.entries.get(key);
    if (kept && kept.version === version) {
      this.entries.delete(key); // re-inserted: Map order keeps the most recently viewed last
      this.entries.set(key, kept);
      c.header('X-Page-Cache', 'hit');
      return this.send(c, key, kept);
    }
    const drawKey = `${version}\n${key}`;
    let drawn = this.drawing.get(drawKey);
    if (!drawn) {
      drawn = draw()
        .then(({ file, cacheable }) => ({ file, entry: file && cacheable ? this.keep(key, version, file) : undefined }))
        .finally(() => this.drawing.delete(drawKey));
      this.drawing.set(drawKey, drawn);
    }
    const { file, entry } = await drawn;
    c.header('X-Page-Cache', 'miss');
    return entry ? this.send(c, key, entry) : this.staticFiles.send(c, file);
  }

  private keep(key: string, version: string, file: StaticFile): Entry | undefined {
    const entry: Entry = {
      version,
      file: { ...file, perRequest: false },
      bytes: key.length + file.raw.length,
      compressing: {},
    };
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    if (entry.bytes > this.maxBytes) return undefined; // served, never kept
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
    return entry;
  }

  /**
   * The entry in the encoding the client takes, compressed (off the event loop) the first time it
   * is asked for in it. Quickly, not as hard as the build: every sale moves the stock and so the
   * version, and brotli's best costs 100 to 300 ms a page for 10% fewer bytes (a list page: 7.6 KB
   * at quality 5 in 2 ms, 6.9 KB at 11 in 207 ms).
   */
  private async send(c: Context, key: string, entry: Entry): Promise<Response> {
    const encoding = encodingFor(c.req.header('accept-encoding') ?? '', entry.file.raw.length);
    if (encoding && !(encoding === 'br' ? entry.file.brotli : entry.file.gzip)) {
      entry.compressing[encoding] ??= compressInBackground(entry.file.raw, encoding, 'fast').then((body) => {
        entry.file = { ...entry.file, [encoding === 'br' ? 'brotli' : 'gzip']: body };
        entry.bytes += body.length;
        if (this.entries.get(key) !== entry) return; // dropped while compressing: nothing to count
        this.bytes += body.length;
        this.evict();
      });
      await entry.compressing[encoding];
    }
    return this.staticFiles.send(c, entry.file);
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      this.drop(key, entry);
    }
  }

  private drop(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
