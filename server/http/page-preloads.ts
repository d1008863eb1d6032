import { readFileSync } from 'node:fs';
import { ART_MEDIA, slideArt } from '../../contract/static-art';
import type { PageRender } from '../../src/entry-server';

/**
 * What a page's first render needs, announced in its HTML so the browser fetches it while the
 * JavaScript downloads instead of after it has run.
 *
 * Without this a product page is a waterfall: the entry JavaScript, then the route's lazy chunk,
 * then its photo. Lighthouse measured the photo waiting about 0.7 s on that chain ("resource load
 * delay"). The links are built from what the server's render reports (server/http/page-render.ts),
 * never by working out again what the page will ask for: the route pages it drew (their chunks,
 * by their module in Vite's manifest), whether it was drawn with answers (then the answers'
 * schemas load with it), and the photo it drew first (the <img> with fetchpriority="high", whose
 * own src, srcset and sizes the preload copies). A preload is only used when it is exactly what
 * the app then requests, so copying the drawn <img> keeps them equal; tests/e2e
 * page-preloads.test.ts checks it in a browser. The answers themselves travel inside the page.
 */

/** Vite's build manifest (dist/.vite/manifest.json): each source module's output file and imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** The API answers' schemas (src/api/client.ts loads them with the first answer it reads). */
const ANSWER_SCHEMAS = 'src/api/schemas.ts';

/**
 * The home's first slide (src/features/home/HomeSlider.tsx), small below 600 px as its <source>:
 * a <picture> of the store's own art, which one preload cannot copy from the drawn <img>.
 */
const FIRST_SLIDE = slideArt(1);
const HOME_LINKS = [
  `<link rel="preload" as="image" href="${FIRST_SLIDE.phone}" media="${ART_MEDIA.phone}" fetchpriority="high">`,
  `<link rel="preload" as="image" href="${FIRST_SLIDE.wide}" media="${ART_MEDIA.wide}" fetchpriority="high">`,
];

/** A product photo drawn first (ProductImage and ProductDetail set fetchPriority="high" on one). */
const LEAD_PHOTO = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;

export function readViteManifest(path: string): ViteManifest {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as ViteManifest;
  } catch {
    return {};
  }
}

export class PagePreloads {
  /** Files the entry already loads: never announced again. */
  private readonly inIndex: Set<string>;

  constructor(private readonly manifest: ViteManifest) {
    const entry = Object.values(manifest).find((c) => c.isEntry);
    const index = entry ? moduleClosure(manifest, entry) : { files: [], css: [] };
    this.inIndex = new Set([...index.files, ...index.css]);
  }

  /** The <link> tags for a page's <head>, from what its render drew; none when the browser draws it. */
  forPage(pathname: string, render: PageRender | null): string[] {
    if (pathname === '/') return HOME_LINKS;
    if (!render) return [];
    const modules = render.data.pages.map((page) => `src/${page}.tsx`);
    if (Object.keys(render.data.resources).length > 0) modules.push(ANSWER_SCHEMAS);
    return [...this.chunkLinks(modules), ...leadPhotoLink(render.html)];
  }

  /** The modules' chunks and stylesheets that the entry does not already load. */
  private chunkLinks(modules: readonly string[]): string[] {
    const files = new Set<string>();
    const css = new Set<string>();
    for (const module of modules) {
      const chunk = this.manifest[module];
      if (!chunk) continue;
      const closure = moduleClosure(this.manifest, chunk);
      for (const f of closure.files) if (!this.inIndex.has(f)) files.add(f);
      for (const f of closure.css) if (!this.inIndex.has(f)) css.add(f);
    }
    // The route's stylesheets as stylesheet links, which the page then carries inside it
    // (server/http/paint-first.ts); Vite's loader sees them present and adds none.
    return [
      ...[...files].map((f) => `<link rel="modulepreload" crossorigin href="/${attr(f)}">`),
      ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="/${attr(f)}">`),
    ];
  }
}

/** A preload of the first photo the page drew with high priority, with that <img>'s own addresses. */
function leadPhotoLink(html: string): string[] {
  const img = LEAD_PHOTO.exec(html)?.[0];
  if (!img) return [];
  // The attributes are copied as React wrote them (camel-cased: srcSet, fetchPriority; HTML reads
  // attribute names in any case), already escaped for HTML.
  const read = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(img)?.[1];
  const src = read('src');
  if (!src) return [];
  const srcset = read('srcset');
  const sizes = read('sizes');
  return [
    `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`,
  ];
}

/** Every file a module loads with it (itself and its static imports, transitively) and their CSS. */
function moduleClosure(manifest: ViteManifest, start: ViteManifest[string]): { files: string[]; css: string[] } {
  const files: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: ViteManifest[string]) => {
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    files.push(chunk.file);
    for (const c of chunk.css ?? []) if (!css.includes(c)) css.push(c);
    for (const key of chunk.imports ?? []) {
      const next = manifest[key];
      if (next) visit(next);
    }
  };
  visit(start);
  return { files, css };
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
