import { clearResources, seedResources, type ResourceEntries } from './use-resource';

/**
 * What one server render collects while it draws a page (src/entry-server.tsx): the answers the
 * page asked for that it was not given, the route pages it drew, and whether it drew the
 * not-found page. Views report to it with `wantAnswer` (use-resource.ts), `drewPage` (routes.tsx)
 * and `drewNotFound` (features/layout/NotFound.tsx), which do nothing in the browser.
 * A render is synchronous from start to end, so concurrent requests never mix their reports.
 */
type Fetcher = (signal: AbortSignal) => Promise<unknown>;

let collecting: { wanted: Map<string, Fetcher>; drawn: Set<string>; notFound: boolean } | null = null;

/** A view asked for an answer the render was not given: the server fetches it for the next round. */
export function wantAnswer(key: string, fetcher: Fetcher): void {
  collecting?.wanted.set(key, fetcher);
}

/** A route page was drawn: its chunk is announced in the page and loaded before hydration. */
export function drewPage(name: string): void {
  collecting?.drawn.add(name);
}

/** The page drew the not-found page (an unknown address, product or department): the server answers 404. */
export function drewNotFound(): void {
  if (collecting) collecting.notFound = true;
}

/**
 * Server only: draws with exactly `entries` in the read cache, and returns the HTML, what the
 * render asked for beyond them, the route pages it drew and whether it drew the not-found page. The cache holds one render's
 * answers, never more.
 */
export function renderCollecting(
  entries: ResourceEntries,
  render: () => string,
): { html: string; missing: Map<string, Fetcher>; pages: string[]; notFound: boolean } {
  seedResources(entries);
  collecting = { wanted: new Map(), drawn: new Set(), notFound: false };
  try {
    const html = render();
    return { html, missing: collecting.wanted, pages: [...collecting.drawn], notFound: collecting.notFound };
  } finally {
    collecting = null;
    clearResources();
  }
}

/** Settles every fetcher into entries (a failure is kept as its message: the page shows it too). */
export async function settleResources(fetchers: Map<string, Fetcher>, into: ResourceEntries): Promise<void> {
  await Promise.all(
    [...fetchers].map(async ([key, fetcher]) => {
      try {
        into[key] = { data: await fetcher(new AbortController().signal) };
      } catch (error) {
        into[key] = { error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}
