import { assign, emit, setup } from 'xstate';
import { z } from 'zod';
import { type ShopProduct as Product, ProductSchema, toShopProduct, toWireProduct } from '../../contract/product';
import { FAVOURITES_STORAGE_KEY } from '../../contract/storage-keys';
import { MESSAGES } from '../../copy/notices';
import { type Logger, type StorageLike, type ToastEffect, toast } from '../effects';

/**
 * Favourites: a list in browser storage under `favorites`, no server.
 * A tiny machine rather than an @xstate/store store so it gets the same generated-path proof as
 * the other machines; it has one state.
 *
 * Events: `favourites.add { product }` (a duplicate is refused with an error toast),
 * `favourites.remove { productId }`, `favourites.set { items }` (another tab's `storage` event).
 * Emitted: `toast` ('Añadido a favoritos' / 'Eliminado de favoritos' / the duplicate error).
 * Action to provide: `persistFavourites` (use `provideFavouritesStorage`; storage failures are
 * logged only). Start with `input: { items: loadFavourites(localStorage, console) }`.
 * `isFavourite(context, id)` derives the heart from the list.
 */
/**
 * Storage keeps each favourite as the API sent its product (money in pesos) with its `id`; the
 * machine holds it as the store does, money in centavos: read and written at the storage's edge.
 */
export const FavouriteSchema = ProductSchema.extend({ id: z.number().int() });
export type Favourite = Product & { id: number };

export interface FavouritesContext {
  items: Favourite[];
}
export type FavouritesEvent =
  | { type: 'favourites.add'; product: Product }
  | { type: 'favourites.remove'; productId: number }
  | { type: 'favourites.set'; items: Favourite[] };

export const isFavourite = (context: FavouritesContext, productId: number) =>
  context.items.some((f) => f.product_id === productId);

export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    emitted: {} as ToastEffect,
    input: {} as { items?: Favourite[] },
  },
  guards: {
    isAlreadyFavourite: ({ context }, params: { productId: number }) => isFavourite(context, params.productId),
    isFavouriteToRemove: ({ context }, params: { productId: number }) => isFavourite(context, params.productId),
  },
  actions: {
    persistFavourites: (_, _params: { items: Favourite[] }) => {},
    addFavourite: assign(({ context }, params: { product: Product }) => ({
      items: [...context.items, { ...params.product, id: params.product.product_id }],
    })),
    removeFavourite: assign(({ context }, params: { productId: number }) => ({
      items: context.items.filter((f) => f.product_id !== params.productId),
    })),
    setFavourites: assign((_, params: { items: Favourite[] }) => ({ items: params.items })),
    emitToast: emit((_, params: ToastEffect) => params),
  },
}).createMachine({
  id: 'favourites',
  context: ({ input }) => ({ items: input?.items ?? [] }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'favourites.add': [
          {
            guard: { type: 'isAlreadyFavourite', params: ({ event }) => ({ productId: event.product.product_id }) },
            actions: { type: 'emitToast', params: toast('error', MESSAGES.favouriteDuplicate) },
          },
          {
            actions: [
              { type: 'addFavourite', params: ({ event }) => event },
              { type: 'persistFavourites', params: ({ context }) => context },
              { type: 'emitToast', params: toast('success', MESSAGES.favouriteAdded) },
            ],
          },
        ],
        'favourites.remove': {
          guard: { type: 'isFavouriteToRemove', params: ({ event }) => event },
          actions: [
            { type: 'removeFavourite', params: ({ event }) => event },
            { type: 'persistFavourites', params: ({ context }) => context },
            { type: 'emitToast', params: toast('success', MESSAGES.favouriteRemoved) },
          ],
        },
        'favourites.set': { actions: { type: 'setFavourites', params: ({ event }) => event } },
      },
    },
  },
});

export function parseFavourites(raw: string | null): Favourite[] {
  try {
    // Nothing stored, or anything unreadable, throws here and gives no favourites.
    return z
      .array(FavouriteSchema)
      .parse(JSON.parse(raw ?? ''))
      .map((stored) => ({ ...toShopProduct(stored), id: stored.id }));
  } catch {
    return [];
  }
}

export function loadFavourites(storage: StorageLike, logger?: Logger): Favourite[] {
  try {
    return parseFavourites(storage.getItem(FAVOURITES_STORAGE_KEY));
  } catch (error) {
    logger?.error('favourites: could not read storage', error);
    return [];
  }
}

export function saveFavourites(storage: StorageLike, items: Favourite[], logger?: Logger): void {
  try {
    storage.setItem(
      FAVOURITES_STORAGE_KEY,
      JSON.stringify(items.map((item) => ({ ...toWireProduct(item), id: item.id }))),
    );
  } catch (error) {
    logger?.error('favourites: could not write storage', error);
  }
}

/** Another tab changed `favorites`: the event that mirrors it, or null. */
export function favouritesEventFromStorageEvent(e: {
  key: string | null;
  newValue: string | null;
}): FavouritesEvent | null {
  if (e.key !== FAVOURITES_STORAGE_KEY && e.key !== null) return null;
  return { type: 'favourites.set', items: parseFavourites(e.newValue) };
}

export function provideFavouritesStorage(machine: typeof favouritesMachine, storage: StorageLike, logger?: Logger) {
  return machine.provide({
    actions: { persistFavourites: (_, params) => saveFavourites(storage, params.items, logger) },
  });
}
