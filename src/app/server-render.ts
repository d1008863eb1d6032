import { clearResources, seedResources, type ResourceEntries } from './use-resource';

/**
 * What one server render collects while it draws a page (src/entry-server.tsx): the answers the
 * page asked for that it was not given, and the route pages it drew. Views report to it with
 * `wantAnswer` (use-resource.ts) and `drewPage` (routes.tsx), which do nothing in the browser.
 * A render is synchronous from start to end, so concurrent requests never mix their reports.
 */
type Fetcher = (signal: AbortSignal) => Promise<unknown>;

let collecting: { wanted: Map<string, Fetcher>; drawn: Set<string> } | null = null;

/** A view asked for an answer the render was not given: the server fetches it for the next round. */
export function wantAnswer(key: string, fetcher: Fetcher): void {
  collecting?.wanted.set(key, fetcher);
}

/** A route page was drawn: its chunk is announced in the page and loaded before hydration. */
export function drewPage(name: string): void {
  collecting?.drawn.add(name);
}

/**
 * Server only: draws with exactly `entries` in the read cache, and returns the HTML, what the
 * render asked for beyond them, and the route pages it drew. The cache holds one render's
 * answers, never more.
 */
export function renderCollecting(entries: ResourceEntries, render: () => string): { html: string; missing: Map<string, Fetcher>; pages: string[] } {
  seedResources(entries);
  collecting = { wanted: new Map(), drawn: new Set() };
  try {
    const html = render();
    return { html, missing: collecting.wanted, pages: [...collecting.drawn] };
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
