import { useEffect, useSyncExternalStore } from 'react';
import { wantAnswer } from './render-report';

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
  if (existing?.promise !== undefined) return;
  if (existing && existing.state.status === 'success' && Date.now() - existing.at < MAX_AGE_MS) return;
  const controller = new AbortController();
  const entry: Entry = { state: existing?.state.status === 'success' ? existing.state : LOADING, at: Date.now() };
  entry.promise = fetcher(controller.signal).then(
    (data) => {
      cache.set(key, { state: { status: 'success', data }, at: Date.now() });
      notify();
    },
    (error: unknown) => {
      cache.set(key, {
        state: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) },
        at: Date.now(),
      });
      notify();
    },
  );
  cache.set(key, entry);
}

export function useResource<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const read = () => (key === null ? LOADING : (cache.get(key)?.state ?? LOADING));
  // The server's snapshot is the cache too: answers rendered on the server (seedResources) are
  // what the first client render hydrates with, so both draw the same page.
  const state = useSyncExternalStore(subscribe, read, read) as Resource<T>;
  // On the server, an answer the render was not given is fetched for its next round (render-report.ts).
  if (key !== null && !cache.has(key)) wantAnswer(key, fetcher);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key identifies the request; the fetcher closure is rebuilt each render on purpose
  useEffect(() => {
    if (key !== null) load(key, fetcher);
  }, [key]);
  return state;
}

// ---------------------------------------------------------------- server rendering

/**
 * For a view whose loading is a machine's (the product list): the answer the server drew the page
 * with, while fresh, to start the machine from; undefined otherwise. On the server it is asked for
 * like any resource, so the page is drawn with it.
 */
export function useServerAnswer<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>): T | undefined {
  if (!cache.has(key)) wantAnswer(key, fetcher);
  const entry = cache.get(key);
  return entry?.state.status === 'success' && Date.now() - entry.at < MAX_AGE_MS ? (entry.state.data as T) : undefined;
}

/** Settled answers by key, as the server sends them to the browser inside the page. */
export type ResourceEntries = Record<string, { data: unknown } | { error: string }>;

/** Puts answers rendered by the server into the cache, before the first (hydrating) render. */
export function seedResources(entries: ResourceEntries) {
  const at = Date.now();
  for (const [key, entry] of Object.entries(entries)) {
    cache.set(key, {
      state:
        'data' in entry ? { status: 'success', data: entry.data } : { status: 'error', error: new Error(entry.error) },
      at,
    });
  }
}

/** Server only, after a render (server-render.ts): the next request starts from nothing. */
export function clearResources() {
  cache.clear();
}
