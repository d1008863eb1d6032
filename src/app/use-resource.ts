import { useEffect, useSyncExternalStore } from 'react';

/**
 * A tiny keyed read cache for GET data (strips, lists, product detail, departments). It is not a
 * business machine: it only remembers answers so back-navigation shows them at once.
 */
export type Resource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

interface Entry {
  state: Resource<unknown>;
  promise?: Promise<void>;
  at: number;
}

const cache = new Map<string, Entry>();
const listeners = new Set<() => void>();
const MAX_AGE_MS = 60_000;
const LOADING: Resource<never> = { status: 'loading' };

function notify() {
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function load<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>) {
  const existing = cache.get(key);
  if (existing?.promise) return;
  if (existing && existing.state.status === 'success' && Date.now() - existing.at < MAX_AGE_MS) return;
  const controller = new AbortController();
  const entry: Entry = { state: existing?.state.status === 'success' ? existing.state : LOADING, at: Date.now() };
  entry.promise = fetcher(controller.signal).then(
    (data) => {
      cache.set(key, { state: { status: 'success', data }, at: Date.now() });
      notify();
    },
    (error: unknown) => {
      cache.set(key, { state: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) }, at: Date.now() });
      notify();
    },
  );
  cache.set(key, entry);
}

export function useResource<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const state = useSyncExternalStore(
    subscribe,
    () => (key === null ? LOADING : (cache.get(key)?.state ?? LOADING)),
    () => LOADING,
  ) as Resource<T>;
  useEffect(() => {
    if (key !== null) load(key, fetcher);
    // The key identifies the request; the fetcher closure is rebuilt each render on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

/** Sets document.title while a page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
