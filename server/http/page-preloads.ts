import { readFileSync } from 'node:fs';
import type { Product, ProductListResponse } from '../../contract/product';
import { PRODUCT_CARD_IMAGE_SIZES, PRODUCT_DETAIL_IMAGE_SIZES, productImageSrcSet, productImageUrl, productListPath } from '../../contract/product-urls';
import { classifyTitle, DEFAULT_MAX_PRICE, groupDefaultDepartments } from '../../machines/product-list/list-query';
import { PRODUCT_PAGE_SIZE } from '../../contract/catalogue';
import { idFromText } from '../../contract/paths';

/**
 * What a page's first render will ask for, announced in its HTML so the browser fetches it while
 * the JavaScript downloads instead of after it has run.
 *
 * Without this a product page is a waterfall: the entry JavaScript, then the route's lazy chunk,
 * then (from an effect) the product's JSON, then its photo. Lighthouse measured the photo waiting
 * about 0.7 s on that chain ("resource load delay"). With these links all four start with the HTML.
 * When the server drew the page (page-render.ts) its answers are inside it, and only the modules
 * and the photo are announced; the answers' preloads serve a build without server rendering.
 * A preload is only used when it is exactly what the app then requests (same URL, same srcset and
 * sizes for an image, same CORS mode for a fetch), so the addresses come from the modules the views
 * use too (contract/product-urls.ts); tests/api and tests/e2e page-preloads.test.ts check both.
 */

/** Vite's build manifest (dist/.vite/manifest.json): each source module's output file and imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** A GET of the API, answered in-process: the JSON body, or undefined for anything but a 2xx. */
export type ApiGet = (path: string) => Promise<unknown>;

/**
 * The modules a page needs before it can draw its data: the route's own chunk (src/app/routes.tsx,
 * which waits for it before the first render) and the API answers' schemas (src/api/client.ts).
 */
const ROUTE_MODULES = {
  product: ['src/pages/ProductPage.tsx', 'src/api/schemas.ts'],
  productList: ['src/pages/ProductListPage.tsx', 'src/api/schemas.ts'],
} as const;

/** The first home slide (src/features/home/HomeSlider.tsx), small below 600 px as its <source>. */
const HOME_LINKS = [
  '<link rel="preload" as="image" href="/img/slide-1-sm.webp" media="(max-width: 599px)" fetchpriority="high">',
  '<link rel="preload" as="image" href="/img/slide-1.webp" media="(min-width: 600px)" fetchpriority="high">',
];

export function readViteManifest(path: string): ViteManifest {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as ViteManifest;
  } catch {
    return {};
  }
}

export class PagePreloads {
  private readonly chunkLinks = new Map<keyof typeof ROUTE_MODULES, string[]>();

  constructor(
    manifest: ViteManifest,
    private readonly apiGet: ApiGet,
  ) {
    const entry = Object.values(manifest).find((c) => c.isEntry);
    const index = entry ? moduleClosure(manifest, entry) : { files: [], css: [] };
    const inIndex = new Set([...index.files, ...index.css]);
    for (const [route, modules] of Object.entries(ROUTE_MODULES) as [keyof typeof ROUTE_MODULES, readonly string[]][]) {
      const files = new Set<string>();
      const css = new Set<string>();
      for (const module of modules) {
        const chunk = manifest[module];
        if (!chunk) continue;
        const closure = moduleClosure(manifest, chunk);
        for (const f of closure.files) if (!inIndex.has(f)) files.add(f);
        for (const f of closure.css) if (!inIndex.has(f)) css.add(f);
      }
      // The route's stylesheets as plain stylesheets: Vite's loader sees them present and adds none.
      this.chunkLinks.set(route, [
        ...[...files].map((f) => `<link rel="modulepreload" crossorigin href="/${attr(f)}">`),
        ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="/${attr(f)}">`),
      ]);
    }
  }

  /** The <link> tags for a page's <head>; none for a page with nothing to announce. Never throws. */
  async forPage(pathname: string, search: string, { answersInPage = false } = {}): Promise<string[]> {
    try {
      const links = await this.linksFor(pathname, search);
      // A page drawn by the server carries its answers in it (server/http/page-render.ts).
      return answersInPage ? links.filter((l) => !l.includes('as="fetch"')) : links;
    } catch {
      return [];
    }
  }

  private async linksFor(pathname: string, search: string): Promise<string[]> {
    if (pathname === '/') return HOME_LINKS;
    const productId = idFromText(/^\/product\/([^/]+)\/?$/.exec(pathname)?.[1]);
    if (productId !== null) return [...this.route('product'), ...(await this.productLinks(productId))];
    const list = /^\/products\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
    const page = idFromText(list?.[2]);
    if (list && page !== null) return [...this.route('productList'), ...(search ? [] : await this.listLinks(decodeURIComponent(list[1]!), page))];
    return [];
  }

  private route(name: keyof typeof ROUTE_MODULES): string[] {
    return this.chunkLinks.get(name) ?? [];
  }

  /** ProductDetail's GET /api/product/single/{id} and its photo (fetchpriority high, as the <img>). */
  private async productLinks(id: number): Promise<string[]> {
    const path = `/api/product/single/${id}`;
    const product = (await this.apiGet(path)) as Product | undefined;
    if (!product) return [];
    return [`<link rel="preload" as="fetch" crossorigin href="${path}">`, imagePreload(product.image, PRODUCT_DETAIL_IMAGE_SIZES)];
  }

  /**
   * A list page as the menu links it (no filters in its query): what ProductListView asks first,
   * its group's departments, then the page of products (of the group's default department), and the first card's photo (the only card
   * with fetchpriority high). A department's or a search's list is left to the app.
   */
  private async listLinks(title: string, page: number): Promise<string[]> {
    const kind = classifyTitle(title);
    const links: string[] = [];
    let departmentIds: number[] = [];
    if (kind.kind === 'group') {
      const path = `/api/department/departmentsByGroupName?${new URLSearchParams({ title: kind.group })}`;
      const answer = (await this.apiGet(path)) as { data: { id: number }[] } | undefined;
      if (!answer) return [];
      links.push(`<link rel="preload" as="fetch" crossorigin href="${attr(path)}">`);
      departmentIds = groupDefaultDepartments(answer.data);
    } else if (kind.kind !== 'all') {
      return [];
    }
    const path = `/api${productListPath({ page, limit: PRODUCT_PAGE_SIZE, maxPrice: DEFAULT_MAX_PRICE, departmentIds })}`;
    const answer = (await this.apiGet(path)) as ProductListResponse | undefined;
    if (!answer) return links;
    links.push(`<link rel="preload" as="fetch" crossorigin href="${attr(path)}">`);
    const first = answer.products[0];
    if (first) links.push(imagePreload(first.image, PRODUCT_CARD_IMAGE_SIZES));
    return links;
  }
}

function imagePreload(image: string, sizes: string): string {
  return `<link rel="preload" as="image" href="${attr(productImageUrl(image, 640))}" imagesrcset="${attr(productImageSrcSet(image))}" imagesizes="${attr(sizes)}" fetchpriority="high">`;
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
