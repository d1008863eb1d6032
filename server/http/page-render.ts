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

/** A request answered in-process by the server's own routes (Hono's app.request). */
export type InProcessFetch = (input: string, init?: RequestInit) => Promise<Response>;

export async function loadPageRenderer(entry: string, request: InProcessFetch): Promise<PageRenderer | null> {
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as typeof import('../../src/entry-server');
  // The app's API client builds its same-origin paths (`/api/…`) and reads the answers as in the browser.
  await module.setUp((input, init) => request(input instanceof Request ? input.url : String(input), init));
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
