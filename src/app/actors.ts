import { navigate } from 'wouter/use-browser-location';
import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate';
import { appMachine } from '../../machines/app/app-machine';
import { authMachine, provideAuthStorage } from '../../machines/auth/auth-machine';
import { loadRemembered, loadSession } from '../../machines/auth/storage';
import { cartEventFromStorageEvent, loadCart, saveCart } from '../../machines/cart/storage';
import type { NavigateEffect, ToastEffect } from '../../machines/effects';
import {
  favouritesEventFromStorageEvent,
  favouritesMachine,
  loadFavourites,
  provideFavouritesStorage,
} from '../../machines/favourites/favourites-machine';
import { SEARCH_RESULTS_MAX, type SearchAnswer, searchMachine } from '../../machines/search/search-machine';
import { guestSignIn, login, loginByCode, requestCode, resetPassword, revokeSession, signup } from '../api/auth';
import { listProducts } from '../api/products';
import type { AppActors } from '../runtime/machine-host';
import { showToast } from '../runtime/toasts';
import { appCartMachine } from './cart-logic';

/**
 * The app's actor system: the root (machines/app) with the long-lived actors it spawns, given
 * their real effects here: localStorage, the API client, sonner toasts and wouter navigation.
 * Loaded when first needed (src/runtime/machine-host.ts, to which src/main.tsx provides it). Page actors join it through
 * `usePageActor` (page-actor.ts). `inspect` observes the whole system from its start (tests);
 * the Stately inspector attaches later, on demand (dev-inspector.ts).
 */
export function startActors(options: { inspect?: Observer<InspectionEvent> } = {}): AppActors {
  const storage = window.localStorage;
  const onToast = (e: ToastEffect) => void showToast(e);
  const onNavigate = (e: NavigateEffect) => (e.reload ? window.location.assign(e.to) : navigate(e.to));

  const app = appMachine.provide({
    actors: {
      cart: appCartMachine,
      favourites: provideFavouritesStorage(favouritesMachine, storage, console),
      auth: provideAuthStorage(
        authMachine.provide({
          actors: {
            loginRequest: fromPromise(({ input }) => login(input)),
            codeRequest: fromPromise(({ input }) => requestCode(input)),
            signupRequest: fromPromise(({ input }) => signup(input)),
            codeLoginRequest: fromPromise(({ input }) => loginByCode(input)),
            resetRequest: fromPromise(({ input }) => resetPassword(input)),
            guestRequest: fromPromise(({ input }) => guestSignIn(input)),
          },
        }),
        storage,
        console,
      ),
      search: searchMachine.provide({
        actors: {
          searchProducts: fromPromise(
            async ({
              input,
              signal,
            }: {
              input: { text: string; requestId: number };
              signal: AbortSignal;
            }): Promise<SearchAnswer> => {
              const answer = await listProducts({ name: input.text, limit: SEARCH_RESULTS_MAX }, signal);
              return { requestId: input.requestId, products: answer.products, suggestion: answer.suggestion };
            },
          ),
        },
      }),
    },
  });
  const root = createActor(app, {
    input: {
      cart: { lines: loadCart(storage, console) },
      favourites: { items: loadFavourites(storage, console) },
      auth: { session: loadSession(storage, console), remembered: loadRemembered(storage, console) },
      // The home slider: no autoplay (nothing moves unless the shopper asks).
      slider: { autoplay: false, reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches },
    },
    inspect: options.inspect,
  });
  // The children exist from the root's creation; they start with it.
  const { cart, favourites, auth, search, slider } = root.getSnapshot().context;

  cart.on('toast', onToast);
  cart.on('navigate', onNavigate);
  cart.subscribe((s) => saveCart(storage, s.context.lines, console));
  favourites.on('toast', onToast);
  auth.on('toast', onToast);
  auth.on('navigate', onNavigate);
  auth.on('session.revoke.requested', (e) => void revokeSession(e.token));
  search.on('navigate', onNavigate);

  window.addEventListener('storage', (e) => {
    const c = cartEventFromStorageEvent(e);
    if (c) cart.send(c);
    const f = favouritesEventFromStorageEvent(e);
    if (f) favourites.send(f);
  });

  root.start();

  return { root, cart, favourites, auth, search, slider };
}
