import { collectReports, type Fetcher, type RenderReport } from './render-report';
import { clearResources, type ResourceEntries, seedResources } from './use-resource';

/**
 * Server only (src/entry-server.tsx): draws with exactly `entries` in the read cache, and returns
 * the HTML with what the views reported (render-report.ts): what the render asked for beyond
 * them, the route pages it drew and whether it drew the not-found page. The cache holds one
 * render's answers, never more.
 */
export function renderCollecting(entries: ResourceEntries, render: () => string): { html: string } & RenderReport {
  seedResources(entries);
  try {
    const { result, ...report } = collectReports(render);
    return { html: result, ...report };
  } finally {
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
