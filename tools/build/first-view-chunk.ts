import type { Plugin } from 'vite';

/**
 * Every module the app's entry imports statically (React, the router, the shell, the strings) in
 * one chunk, beside the entry.
 *
 * Rolldown's automatic splitting gives each set of modules shared by a different set of entries
 * and dynamic imports (the route pages) a chunk of its own: the first view loaded eleven files of
 * 1 to 4 kB, every one of them on every page. Each fetch costs the main thread a task before the
 * app can start (Lighthouse counted those tasks in the list page's blocking time), and small
 * files compress worse. A route page's chunk imports what it shares with the shell from the one
 * chunk, which every page has already loaded.
 */
export function firstViewChunk(): Plugin {
  const staticImports = new Map<string, readonly string[]>();
  const entries: string[] = [];
  let firstView: Set<string> | undefined;

  const reachedFromEntries = () => {
    if (firstView) return firstView;
    firstView = new Set();
    const queue = [...entries];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (firstView.has(id)) continue;
      firstView.add(id);
      queue.push(...(staticImports.get(id) ?? []));
    }
    return firstView;
  };

  return {
    name: 'first-view-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      staticImports.clear();
      entries.length = 0;
      firstView = undefined;
    },
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds);
      if (info.isEntry) entries.push(info.id);
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: { groups: [{ name: 'first-view', test: (id: string) => reachedFromEntries().has(id) }] },
      };
    },
  };
}
