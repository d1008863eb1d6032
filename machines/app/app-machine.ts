import { type ActorRefFrom, type AnyActorLogic, enqueueActions, type InputFrom, setup, stopChild } from 'xstate';
import { authMachine } from '../auth/auth-machine';
import { cartMachine } from '../cart/cart-machine';
import { favouritesMachine } from '../favourites/favourites-machine';
import { searchMachine } from '../search/search-machine';
import { sliderMachine } from '../slider/slider-machine';

/**
 * The app's root actor: ONE actor system for every actor, so the inspector shows them all and
 * a message from one actor to another (auth's logout → `cart.reset`) carries its sender.
 *
 * On creation it spawns the long-lived actors, each under its `systemId` (`system.get('cart')`):
 * `cart`, `favourites`, `auth`, `search`, `slider`; `context` holds their refs. The app gives
 * them their effects by providing the same names (`appMachine.provide({ actors: { auth: … } })`).
 *
 * Page actors (checkout, a product list) join the system as children for as long as their page
 * is mounted: `app.page.open { id, logic, input }` spawns `logic` as child `id`,
 * `app.page.close { id }` stops it (src/runtime/page-actor.ts does both).
 */
export interface AppInput {
  cart?: InputFrom<typeof cartMachine>;
  favourites?: InputFrom<typeof favouritesMachine>;
  auth?: InputFrom<typeof authMachine>;
  slider?: InputFrom<typeof sliderMachine>;
}

/** The long-lived actors' refs (each is also `system.get(name)`). */
export interface AppContext {
  cart: ActorRefFrom<typeof cartMachine>;
  favourites: ActorRefFrom<typeof favouritesMachine>;
  auth: ActorRefFrom<typeof authMachine>;
  search: ActorRefFrom<typeof searchMachine>;
  slider: ActorRefFrom<typeof sliderMachine>;
}

export interface PageOpen {
  id: string;
  logic: AnyActorLogic;
  input: unknown;
}

export type AppEvent = ({ type: 'app.page.open' } & PageOpen) | { type: 'app.page.close'; id: string };

/** The systemIds of the long-lived actors. */
export const GLOBAL_ACTORS = ['cart', 'favourites', 'auth', 'search', 'slider'] as const;

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    input: {} as AppInput,
    events: {} as AppEvent,
  },
  actors: {
    cart: cartMachine,
    favourites: favouritesMachine,
    auth: authMachine,
    search: searchMachine,
    slider: sliderMachine,
  },
  actions: {
    openPage: enqueueActions(({ enqueue }, params: PageOpen) => {
      // xstate types an inline logic's spawn without an id; the id is what app.page.close stops.
      enqueue.spawnChild(params.logic, { id: params.id, input: params.input } as never);
    }),
    closePage: stopChild((_, params: { id: string }) => params.id),
  },
}).createMachine({
  id: 'app',
  context: ({ input, spawn }) => ({
    cart: spawn('cart', { id: 'cart', systemId: 'cart', input: input.cart }),
    favourites: spawn('favourites', { id: 'favourites', systemId: 'favourites', input: input.favourites }),
    auth: spawn('auth', { id: 'auth', systemId: 'auth', input: input.auth }),
    search: spawn('search', { id: 'search', systemId: 'search' }),
    slider: spawn('slider', { id: 'slider', systemId: 'slider', input: input.slider }),
  }),
  on: {
    'app.page.open': {
      actions: { type: 'openPage', params: ({ event }) => ({ id: event.id, logic: event.logic, input: event.input }) },
    },
    'app.page.close': { actions: { type: 'closePage', params: ({ event }) => ({ id: event.id }) } },
  },
});
