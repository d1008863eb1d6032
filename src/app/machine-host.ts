import { useSyncExternalStore } from 'react';
import type { AppActors } from './actors';

/**
 * The actors (xstate, the machines and zod) load in a chunk of their own, started right after
 * the first render, so the first paint never waits for them. Until they are ready, hooks see
 * their fallback (an empty cart, no favourites, a visitor) and commands wait for them.
 */
let actors: AppActors | null = null;
const listeners = new Set<() => void>();

// On the server (src/entry-server.tsx) there is no storage and no shopper: the actors never start
// and every view draws its fallback, which is also what the first (hydrating) client render draws.
export const actorsReady: Promise<AppActors> = import.meta.env.SSR
  ? new Promise<never>(() => {})
  : import('./actors').then((m) => {
      const started = m.startActors();
      actors = started;
      // Development only: the Stately inspector, opened on demand (Vite drops this branch and its
      // import from production builds).
      if (import.meta.env.DEV) void import('./dev-inspector').then((d) => d.installDevInspector(started.root));
      for (const l of listeners) l();
      return started;
    });

/** The app's actors for a component, or null until they have started (always null on the server). */
export function useAppActors(): AppActors | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => actors,
    () => null,
  );
}

export function withActors(fn: (a: AppActors) => void) {
  if (actors) fn(actors);
  else void actorsReady.then(fn);
}

interface Subscribable<S> {
  getSnapshot(): S;
  subscribe(observer: (s: S) => void): { unsubscribe(): void };
}

/** Selects a value from one of the app actors; `fallback` until the actors have loaded. */
export function useActorValue<S, T>(pick: (a: AppActors) => Subscribable<S>, select: (s: S) => T, fallback: T): T {
  return useSyncExternalStore(
    (onChange) => {
      // The subscription must outlive the actors' loading: when the selected value happens to equal
      // the fallback, React does not re-render, so it would never subscribe again to the real actor.
      let sub: { unsubscribe(): void } | undefined;
      const attach = () => {
        sub = pick(actors!).subscribe(() => onChange());
        onChange();
      };
      if (actors) attach();
      else listeners.add(attach);
      return () => {
        listeners.delete(attach);
        sub?.unsubscribe();
      };
    },
    () => (actors ? select(pick(actors).getSnapshot()) : fallback),
    () => fallback,
  );
}
