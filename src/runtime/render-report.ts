/**
 * What one server render collects while it draws a page (src/runtime/server-render.ts): the
 * answers the page asked for that it was not given, the route pages it drew, and whether it drew
 * the not-found page. Views report to it with `wantAnswer` (use-resource.ts), `drewPage`
 * (src/app/routes.tsx) and `drewNotFound` (NotFound.tsx), which do nothing in the browser.
 * A render is synchronous from start to end, so concurrent requests never mix their reports.
 */
export type Fetcher = (signal: AbortSignal) => Promise<unknown>;

export interface RenderReport {
  missing: Map<string, Fetcher>;
  pages: string[];
  notFound: boolean;
}

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

/** Server only: runs `render` and returns what it drew with what the views reported meanwhile. */
export function collectReports<T>(render: () => T): { result: T } & RenderReport {
  collecting = { wanted: new Map(), drawn: new Set(), notFound: false };
  try {
    const result = render();
    return { result, missing: collecting.wanted, pages: [...collecting.drawn], notFound: collecting.notFound };
  } finally {
    collecting = null;
  }
}
