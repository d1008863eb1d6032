/**
 * Server rendering: the same App, drawn to HTML by the server (server/http/page-render.ts) for a
 * page's first visit, with the public answers it shows (products, departments) fetched in-process
 * and sent along so that the browser hydrates the same page instead of drawing it again.
 *
 * There is no shopper on the server: no cart, no favourites, no session. Every view draws the
 * fallback it draws before the actors load, so pages behind a login render their placeholder.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageHead } from '../contract/page-head';
import { setApiFetch } from './api/client';
import { App } from './app/App';
import { preloadPages } from './app/routes';
import { preloadBelowTheFold } from './runtime/below-the-fold';
import { renderCollecting, settleResources } from './runtime/server-render';
import { collectPageHead } from './runtime/use-page-head';
import type { ResourceEntries } from './runtime/use-resource';

export interface PageRender {
  html: string;
  /** What the browser needs to take the page over, sent inside it as JSON (#ssr-data). */
  data: SsrData;
  /** What the drawn page says about itself (src/runtime/use-page-head.ts), for its <head>. */
  head?: PageHead;
  /** It drew the not-found page (src/runtime/NotFound.tsx): the answer is a 404. */
  notFound: boolean;
}

/** The answers the page was drawn with, and the route pages it drew (their chunks load first). */
export interface SsrData {
  resources: ResourceEntries;
  pages: string[];
}

/** A page's answers can depend on earlier ones (a list on its departments): at most this many rounds. */
const MAX_ROUNDS = 4;
/**
 * Past this the page is left to the browser. The in-process answers take milliseconds; an answer
 * that never comes (a view that waits for the shopper's session, which the server never has)
 * must not hold the page.
 */
const ANSWERS_TIMEOUT_MS = 2_000;

let ready: Promise<void> | undefined;

/** Answers the app's GETs with `apiFetch` (the server's own routes) and loads every route's module. */
export function setUp(apiFetch: typeof fetch): Promise<void> {
  setApiFetch(apiFetch);
  ready ??= Promise.all([preloadPages(), preloadBelowTheFold()]).then(() => undefined);
  return ready;
}

/** The page at `path` (with its `?query`), or null to leave it to the browser (a redirect, or answers too slow). */
export async function renderPage(path: string, search: string): Promise<PageRender | null> {
  await ready;
  const resources: ResourceEntries = {};
  for (let round = 1; ; round++) {
    const context: { redirectTo?: string } = {};
    let pages: string[] = [];
    let head: PageHead | undefined;
    const drawn = renderCollecting(resources, () => {
      const page = collectPageHead(() =>
        renderToString(
          <StrictMode>
            <App ssr={{ path, search, context }} />
          </StrictMode>,
        ),
      );
      head = page.head;
      return page.result;
    });
    const { html, missing } = drawn;
    pages = drawn.pages;
    if (context.redirectTo) return null;
    if (missing.size === 0 || round === MAX_ROUNDS)
      return { html, data: { resources, pages }, head, notFound: drawn.notFound };
    const settled = await Promise.race([
      settleResources(missing, resources).then(() => true),
      delay(ANSWERS_TIMEOUT_MS).then(() => false),
    ]);
    if (!settled) return null;
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());
