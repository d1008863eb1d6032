import { useSyncExternalStore } from 'react';

/** What a view can read from: an xstate actor or an @xstate/store store. */
export interface Subscribable<S> {
  getSnapshot(): S;
  subscribe(observer: (s: S) => void): { unsubscribe(): void };
}

/**
 * A value in a chunk of its own (the app's actors, the shell's UI store), loaded when first
 * needed: `load` starts it and settles with it; until then views read their fallback and
 * `whenLoaded` commands wait, so none is lost. On the server it never loads: every view draws its
 * fallback, which is also what the first (hydrating) client render draws.
 */
export interface LazyHost<T> {
  load(): Promise<T>;
  current(): T | null;
  whenLoaded(fn: (value: T) => void): void;
  /** Called once, when the value has loaded. */
  onLoaded(listener: () => void): () => void;
}

export function lazyHost<T>(importer: () => Promise<T>): LazyHost<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const load = () => {
    if (import.meta.env.SSR) return new Promise<never>(() => {});
    loading ??= importer().then((loaded) => {
      value = loaded;
      for (const l of [...listeners]) l();
      return loaded;
    });
    return loading;
  };
  return {
    load,
    current: () => value,
    whenLoaded(fn) {
      if (value) fn(value);
      else void load().then(fn);
    },
    onLoaded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The host's value for a component, or null until it has loaded (always null on the server). */
export function useLoaded<T>(host: LazyHost<T>): T | null {
  return useSyncExternalStore(host.onLoaded, host.current, () => null);
}

/** Selects from something the host holds; `fallback` until it has loaded. */
export function useLoadedValue<T, S, V>(
  host: LazyHost<T>,
  pick: (loaded: T) => Subscribable<S>,
  select: (s: S) => V,
  fallback: V,
): V {
  return useSyncExternalStore(
    (onChange) => {
      // The subscription must outlive the loading: when the selected value happens to equal the
      // fallback, React does not re-render, so it would never subscribe again to the real one.
      let sub: { unsubscribe(): void } | undefined;
      const attach = () => {
        sub = pick(host.current()!).subscribe(() => onChange());
        onChange();
      };
      let stopWaiting: (() => void) | undefined;
      if (host.current()) attach();
      else stopWaiting = host.onLoaded(attach);
      return () => {
        stopWaiting?.();
        sub?.unsubscribe();
      };
    },
    () => {
      const loaded = host.current();
      return loaded ? select(pick(loaded).getSnapshot()) : fallback;
    },
    () => fallback,
  );
}
