import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { FAVOURITES_STORAGE_KEY } from '../../contract/storage-keys';
import { MESSAGES } from '../../copy/notices';
import { makeProduct } from '../cart/fixtures';
import { createMemoryStorage } from '../effects';
import {
  favouritesEventFromStorageEvent,
  favouritesMachine,
  isFavourite,
  loadFavourites,
  parseFavourites,
  provideFavouritesStorage,
  saveFavourites,
} from './favourites-machine';

describe('favourites', () => {
  it('adds, refuses duplicates, removes, persists under favorites', () => {
    const storage = createMemoryStorage();
    const actor = createActor(provideFavouritesStorage(favouritesMachine, storage), {
      input: { items: loadFavourites(storage) },
    });
    const effects: unknown[] = [];
    actor.on('*', (e) => void effects.push(e));
    actor.start();
    actor.send({ type: 'favourites.add', product: makeProduct(1) });
    actor.send({ type: 'favourites.add', product: makeProduct(1) });
    expect(isFavourite(actor.getSnapshot().context, 1)).toBe(true);
    expect(loadFavourites(storage)).toEqual([{ ...makeProduct(1), id: 1 }]);
    // Stored as the API sends a product (pesos), read back in centavos.
    expect(JSON.parse(storage.getItem(FAVOURITES_STORAGE_KEY)!)).toEqual([
      { ...makeProduct(1, { price: 100 }), id: 1 },
    ]);
    actor.send({ type: 'favourites.remove', productId: 1 });
    actor.send({ type: 'favourites.remove', productId: 1 });
    expect(isFavourite(actor.getSnapshot().context, 1)).toBe(false);
    expect(storage.getItem(FAVOURITES_STORAGE_KEY)).toBe('[]');
    expect(effects).toEqual([
      { type: 'toast', kind: 'success', message: MESSAGES.favouriteAdded },
      { type: 'toast', kind: 'error', message: 'Este producto ya está en tus favoritos' },
      { type: 'toast', kind: 'success', message: 'Eliminado de favoritos' },
    ]);
  });

  it('logs storage failures only', () => {
    const broken = {
      getItem: () => {
        throw new Error('no');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    };
    const logger = { error: vi.fn() };
    expect(loadFavourites(broken, logger)).toEqual([]);
    const actor = createActor(provideFavouritesStorage(favouritesMachine, broken, logger), { input: {} }).start();
    expect(() => actor.send({ type: 'favourites.add', product: makeProduct(2) })).not.toThrow();
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(favouritesEventFromStorageEvent({ key: 'root', newValue: '' })).toBeNull();
    expect(favouritesEventFromStorageEvent({ key: FAVOURITES_STORAGE_KEY, newValue: 'x' })).toEqual({
      type: 'favourites.set',
      items: [],
    });
  });

  it('says which storage call failed, and needs no logger', () => {
    const readError = new Error('no');
    const writeError = new Error('full');
    const broken = {
      getItem: () => {
        throw readError;
      },
      setItem: () => {
        throw writeError;
      },
      removeItem: () => {},
    };
    const logger = { error: vi.fn() };
    loadFavourites(broken, logger);
    saveFavourites(broken, [], logger);
    expect(logger.error.mock.calls).toEqual([
      ['favourites: could not read storage', readError],
      ['favourites: could not write storage', writeError],
    ]);
    expect(loadFavourites(broken)).toEqual([]);
    expect(() => saveFavourites(broken, [])).not.toThrow();
  });

  it('mirrors another tab: its write, and a cleared storage (key null)', () => {
    const items = [{ ...makeProduct(4, { price: 19999, originalPrice: 25000 }), id: 4 }];
    // Storage keeps the product as the API sent it, money in pesos; the machine holds centavos.
    const written = [{ ...makeProduct(4, { price: 199.99, originalPrice: 250 }), id: 4 }];
    expect(favouritesEventFromStorageEvent({ key: FAVOURITES_STORAGE_KEY, newValue: JSON.stringify(written) })).toEqual(
      { type: 'favourites.set', items },
    );
    expect(favouritesEventFromStorageEvent({ key: null, newValue: null })).toEqual({
      type: 'favourites.set',
      items: [],
    });
    expect(parseFavourites(JSON.stringify([{ id: 1 }]))).toEqual([]);
  });
});
