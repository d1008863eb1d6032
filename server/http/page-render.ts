import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageRender } from '../../src/entry-server';

/**
 * The storefront drawn on the server (src/entry-server.tsx, built by `vite build` into
 * dist/.ssr/): a page's first visit arrives as HTML with its products in it, so the shopper sees
 * the page before any JavaScript has run, and the app hydrates it. Without the build, or if a render
 * fails, the page is sent as the plain SPA shell and drawn in the browser, as before.
 */
export interface PageRenderer {
  render(path: string, search: string): Promise<PageRender | null>;
}

/** A GET of the API answered in-process: the JSON body; a non-2xx throws with its Spanish message. */
export type InProcessGet = (path: string) => Promise<Response>;

export async function loadPageRenderer(entry: string, get: InProcessGet): Promise<PageRenderer | null> {
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as typeof import('../../src/entry-server');
  await module.setUp(async (path, query) => {
    const res = await get(`/api${path}${queryString(query)}`);
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) throw new Error((body as { error?: string } | null)?.error ?? `HTTP ${res.status}`);
    return body;
  });
  let warned = false;
  return {
    async render(path, search) {
      try {
        return await module.renderPage(path, search);
      } catch (error) {
        if (!warned) console.error('Server rendering failed; pages are drawn in the browser instead:', error);
        warned = true;
        return null;
      }
    },
  };
}

/** `?a=1&b=2&b=3` as the browser's client writes it: arrays repeat their key, unset values are left out. */
function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}
