import { fromPromise } from 'xstate';

/**
 * Effects the machines request with `emit()` (STYLE habit 3). The app subscribes once per actor
 * (`actor.on('toast', ...)`, `actor.on('navigate', ...)`) and calls sonner / wouter; machines never
 * import either.
 */
export type ToastKind = 'success' | 'warning' | 'error' | 'info';

/** Show a toast. `durationMs` absent means the app's default, 2 s. */
export interface ToastEffect {
  type: 'toast';
  kind: ToastKind;
  message: string;
  durationMs?: number;
}

/** Go to an in-app route (wouter `navigate`); with `reload`, a full page load of it instead. */
export interface NavigateEffect {
  type: 'navigate';
  to: string;
  reload?: true;
}

export const toast = (kind: ToastKind, message: string, durationMs?: number): ToastEffect =>
  durationMs === undefined ? { type: 'toast', kind, message } : { type: 'toast', kind, message, durationMs };

export const navigate = (to: string): NavigateEffect => ({ type: 'navigate', to });
/** A full page load of `to`: nothing of the page before it stays in memory (logout). */
export const reloadAt = (to: string): NavigateEffect => ({ type: 'navigate', to, reload: true });

/**
 * A storage the app injects: `window.localStorage` in the browser, a Map-backed fake in tests.
 * Only the three calls the machines need.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where storage failures go (logged only, the shopper is told nothing). The app passes `console`. */
export interface Logger {
  error(...args: unknown[]): void;
}

/** A Map-backed StorageLike, for tests and for server-side rendering guards. */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { dump(): Record<string, string>; clear(): void } {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k) => (data.has(k) ? (data.get(k) as string) : null),
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    dump: () => Object.fromEntries(data),
    clear: () => data.clear(),
  };
}

/**
 * The placeholder of an actor the app provides (`machine.provide({ actors })`), typed with the
 * output and input the real one has: run without it, it fails with a message that says how to
 * provide it.
 */
export const unprovided = <Output, Input>(machine: string, actor: string, machineExport: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${machine}: provide the "${actor}" actor with ${machineExport}.provide({ actors })`);
  });
