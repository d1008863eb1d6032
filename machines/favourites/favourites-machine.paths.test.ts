import { describe, expect, it } from 'vitest';
import { makeProduct } from '../cart/fixtures';
import { createMemoryStorage } from '../effects';
import { MESSAGES } from '../messages';
import { coverageReport, walkAll, type StepInfo } from '../testing/model';
import { favouritesMachine, isFavourite, loadFavourites, provideFavouritesStorage, type FavouritesEvent } from './favourites-machine';

const storage = createMemoryStorage();
const machine = provideFavouritesStorage(favouritesMachine, storage);
const EVENTS: FavouritesEvent[] = [
  { type: 'favourites.add', product: makeProduct(1) },
  { type: 'favourites.add', product: makeProduct(2) },
  { type: 'favourites.remove', productId: 1 },
  { type: 'favourites.remove', productId: 2 },
  { type: 'favourites.set', items: [{ ...makeProduct(3), id: 3 }] },
];

function checkStep({ event, before, after, effects }: StepInfo<typeof machine>) {
  if (event.type === 'favourites.add') {
    const had = isFavourite(before.context, event.product.product_id);
    expect(effects).toEqual([{ type: 'toast', kind: had ? 'error' : 'success', message: had ? MESSAGES.favouriteDuplicate : MESSAGES.favouriteAdded }]);
    expect(isFavourite(after.context, event.product.product_id)).toBe(true);
    expect(loadFavourites(storage)).toEqual(after.context.items);
  }
  if (event.type === 'favourites.remove') {
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: MESSAGES.favouriteRemoved }]);
    expect(isFavourite(after.context, event.productId)).toBe(false);
    expect(loadFavourites(storage)).toEqual(after.context.items);
  }
  // One entry per product, always.
  expect(new Set(after.context.items.map((f) => f.product_id)).size).toBe(after.context.items.length);
}

describe('favourites machine: generated paths', () => {
  it('walks every transition', () => {
    const { walked, paths } = walkAll(machine, { events: () => EVENTS }, { onStart: () => storage.clear(), onStep: checkStep });
    const report = coverageReport(machine, 'favourites', walked);
    console.log(`${report.line}, ${paths} paths`);
    expect(report.missing).toEqual([]);
  });
});
