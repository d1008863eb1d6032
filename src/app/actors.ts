import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { listProducts } from '../api/products';
import { login, revokeSession, signup } from '../api/auth';
import { authMachine, provideAuthStorage, type LoginInput, type SignupInput } from '../../machines/auth/auth-machine';
import { loadRemembered, loadSession } from '../../machines/auth/storage';
import { cartEventFromStorageEvent, loadCart, saveCart } from '../../machines/cart/storage';
import type { NavigateEffect, ToastEffect } from '../../machines/effects';
import {
  favouritesEventFromStorageEvent,
  favouritesMachine,
  loadFavourites,
  provideFavouritesStorage,
} from '../../machines/favourites/favourites-machine';
import { searchMachine, SEARCH_RESULTS_MAX } from '../../machines/search/search-machine';
import { sliderMachine } from '../../machines/slider/slider-machine';
import { appCartMachine } from './cart-logic';
import { showToast } from './toasts';

/**
 * The app's long-lived actors, with their real effects provided here: localStorage, the API
 * client, sonner toasts and wouter navigation. Loaded right after first paint (see machine-host).
 * `inspect` is the Stately inspector in development (absent from production builds).
 */
export function startActors(inspect?: Observer<InspectionEvent>) {
  const storage = window.localStorage;
  const onToast = (e: ToastEffect) => void showToast(e);
  const onNavigate = (e: NavigateEffect) => (e.reload ? window.location.assign(e.to) : navigate(e.to));

  const cart = createActor(appCartMachine, { input: { lines: loadCart(storage, console) }, inspect });
  cart.on('toast', onToast);
  cart.on('navigate', onNavigate);
  cart.subscribe((s) => saveCart(storage, s.context.lines, console));

  const favourites = createActor(provideFavouritesStorage(favouritesMachine, storage, console), {
    input: { items: loadFavourites(storage, console) },
    inspect,
  });
  favourites.on('toast', onToast);

  const auth = createActor(
    provideAuthStorage(
      authMachine.provide({
        actors: {
          loginRequest: fromPromise(({ input }: { input: LoginInput }) => login(input)),
          signupRequest: fromPromise(({ input }: { input: SignupInput }) => signup(input)),
        },
      }),
      storage,
      console,
    ),
    { input: { session: loadSession(storage, console), remembered: loadRemembered(storage, console) }, inspect },
  );
  auth.on('toast', onToast);
  auth.on('navigate', onNavigate);
  auth.on('cart.reset.requested', () => cart.send({ type: 'cart.reset' }));
  auth.on('session.revoke.requested', (e) => void revokeSession(e.token));

  const search = createActor(
    searchMachine.provide({
      actors: {
        searchProducts: fromPromise(async ({ input, signal }: { input: { text: string; requestId: number }; signal: AbortSignal }) => ({
          requestId: input.requestId,
          products: (await listProducts({ name: input.text, limit: SEARCH_RESULTS_MAX }, signal)).products,
        })),
      },
    }),
    { inspect },
  );
  search.on('navigate', onNavigate);

  // The home slider: no autoplay (nothing moves unless the shopper asks).
  const slider = createActor(sliderMachine, { input: { autoplay: false, reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches }, inspect });

  window.addEventListener('storage', (e) => {
    const c = cartEventFromStorageEvent(e);
    if (c) cart.send(c);
    const f = favouritesEventFromStorageEvent(e);
    if (f) favourites.send(f);
  });

  cart.start();
  favourites.start();
  auth.start();
  search.start();
  slider.start();

  return { cart, favourites, auth, search, slider };
}

export type AppActors = ReturnType<typeof startActors>;
