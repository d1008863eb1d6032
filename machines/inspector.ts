import type { InspectionEvent, Observer } from 'xstate';

/**
 * The Stately inspector for development. The app loads it behind `import.meta.env.DEV` so it is
 * absent from the production bundle (STACK.md: without the guard it costs 9 kB gzip):
 *
 *   const inspect = import.meta.env.DEV ? await loadDevInspector() : undefined;
 *   const cart = createActor(cartMachine, { input, inspect });
 *
 * `loadDevInspector` opens the inspector window (allow the pop-up) the first time an actor
 * reports; every actor given the same `inspect` appears there with its states and events.
 * Vite removes the `import.meta.env.DEV` branch, and with it this dynamic import, from
 * production builds; this module is never imported statically by the app.
 */
export async function loadDevInspector(): Promise<Observer<InspectionEvent>> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
