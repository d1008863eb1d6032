import type { Actor } from 'xstate';
import { CART_STORAGE_KEY, FAVOURITES_STORAGE_KEY, SESSION_TOKEN_KEY } from '../../contract/storage-keys';
import type { AppContext, appMachine } from '../../machines/app/app-machine';
import { onFirstUse } from './first-use';
import { lazyHost, type Subscribable, useLoaded, useLoadedValue } from './lazy-host';

/** The app's actor system: its root and the long-lived actors it spawned (src/app/actors.ts starts it). */
export type AppActors = AppContext & { root: Actor<typeof appMachine> };

/**
 * The composition root says how the actor system starts, effects and all (src/main.tsx: the
 * chunk of src/app/actors.ts). This layer only decides when: a load asked for before the start is
 * provided waits for it.
 */
export let provideActorSystem: (start: () => Promise<AppActors>) => void;
const provided = new Promise<() => Promise<AppActors>>((resolve) => (provideActorSystem = resolve));

/**
 * The actors (xstate, the machines and zod) load in a chunk of their own, when something needs
 * them: at once for a returning shopper (a session, a cart or favourites in storage, which the
 * first view must show), otherwise at the first touch, key or focus, a command, or a page with a
 * machine of its own. A first visit that only looks downloads none of it. Until they are ready,
 * hooks see their fallback (an empty cart, no favourites, a visitor), which is exactly what a
 * first visit has, and commands wait for them: a click is never lost.
 */
const host = lazyHost(() => provided.then((start) => start()));

/** The app's actors, loading them if nothing has yet. Never settles on the server (src/entry-server.tsx). */
export const loadActors = (): Promise<AppActors> => host.load();

/** What a shopper leaves in storage that the first view must show: then the actors start at once. */
const SHOPPER_STATE_KEYS = [CART_STORAGE_KEY, FAVOURITES_STORAGE_KEY, SESSION_TOKEN_KEY];

/**
 * Called once the page is drawn or taken over (src/main.tsx): loads the actors now if storage
 * holds a shopper's state, else at the first sign of use. Another tab writing to storage counts,
 * as the actors follow it from then on.
 */
export function loadActorsWhenNeeded(storage: Storage = window.localStorage) {
  if (SHOPPER_STATE_KEYS.some((key) => storage.getItem(key) !== null)) void loadActors();
  else onFirstUse(() => void loadActors(), { storageToo: true });
}

/** The app's actors for a component, or null until they have started (always null on the server). */
export const useAppActors = (): AppActors | null => useLoaded(host);

/** Runs a command on the actors, now or once they have loaded. */
export const withActors = (fn: (a: AppActors) => void) => host.whenLoaded(fn);

/** Selects a value from one of the app actors; `fallback` until the actors have loaded. */
export const useActorValue = <S, T>(pick: (a: AppActors) => Subscribable<S>, select: (s: S) => T, fallback: T): T =>
  useLoadedValue(host, pick, select, fallback);
