import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../copy/notices';
import { makeProduct } from '../cart/fixtures';
import { createMemoryStorage } from '../effects';
import {
  coverageReport,
  type Effect,
  type EventFixtures,
  type StepInfo,
  walkAll,
  walkRefusals,
} from '../testing/model';
import {
  type FavouritesEvent,
  favouritesMachine,
  isFavourite,
  loadFavourites,
  provideFavouritesStorage,
} from './favourites-machine';

const storage = createMemoryStorage();
const machine = provideFavouritesStorage(favouritesMachine, storage);
type Snap = ReturnType<typeof machine.transition>;
const FIXTURES = {
  'favourites.add': [
    { type: 'favourites.add', product: makeProduct(1) },
    { type: 'favourites.add', product: makeProduct(2) },
  ],
  'favourites.remove': [
    { type: 'favourites.remove', productId: 1 },
    { type: 'favourites.remove', productId: 2 },
  ],
  'favourites.set': [{ type: 'favourites.set', items: [{ ...makeProduct(3), id: 3 }] }],
} satisfies EventFixtures<FavouritesEvent>;
const EVENTS: FavouritesEvent[] = Object.values(FIXTURES).flat();

/** The favourites' rules, restated: a duplicate is refused with its error; removing a product
 *  that is not there, or setting the same list, changes nothing. */
function refusal(s: Snap, event: FavouritesEvent): Effect[] | null {
  const ids = s.context.items.map((f) => f.product_id);
  switch (event.type) {
    case 'favourites.add':
      return ids.includes(event.product.product_id)
        ? [{ type: 'toast', kind: 'error', message: MESSAGES.favouriteDuplicate }]
        : null;
    case 'favourites.remove':
      return ids.includes(event.productId) ? null : [];
    case 'favourites.set':
      return JSON.stringify(event.items) === JSON.stringify(s.context.items) ? [] : null;
  }
}

function checkStep({ event, before, after, effects }: StepInfo<typeof machine>) {
  if (event.type === 'favourites.add') {
    const had = isFavourite(before.context, event.product.product_id);
    expect(effects).toEqual([
      {
        type: 'toast',
        kind: had ? 'error' : 'success',
        message: had ? MESSAGES.favouriteDuplicate : MESSAGES.favouriteAdded,
      },
    ]);
    expect(isFavourite(after.context, event.product.product_id)).toBe(true);
    if (!had)
      expect(after.context.items).toEqual([
        ...before.context.items,
        { ...event.product, id: event.product.product_id },
      ]);
    expect(loadFavourites(storage)).toEqual(after.context.items);
  }
  if (event.type === 'favourites.remove') {
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: MESSAGES.favouriteRemoved }]);
    expect(after.context.items).toEqual(before.context.items.filter((f) => f.product_id !== event.productId));
    expect(loadFavourites(storage)).toEqual(after.context.items);
  }
  if (event.type === 'favourites.set') {
    expect(effects).toEqual([]);
    expect(after.context.items).toEqual(event.items);
  }
  // One entry per product, always.
  expect(new Set(after.context.items.map((f) => f.product_id)).size).toBe(after.context.items.length);
}

describe('favourites machine: generated paths', () => {
  it('walks every committed transition', () => {
    const { walked, paths } = walkAll(
      machine,
      { events: () => EVENTS },
      { shape: 'favourites', onStart: () => storage.clear(), onStep: checkStep, everyEdge: true },
    );
    const report = coverageReport('favourites', walked);
    console.log(`${report.line}, ${paths} paths`);
    expect(report.missing).toEqual([]);
  });

  it('in every reachable state, a refused event changes nothing, stores nothing and shows only the duplicate error', () => {
    const { tried, refused } = walkRefusals(
      machine,
      { events: () => EVENTS },
      {
        shape: 'favourites',
        fixtures: FIXTURES,
        refusal,
        onStart: () => storage.clear(),
        stored: () => storage.dump(),
      },
    );
    console.log(`refused events: ${refused} of ${tried} tried (favourites)`);
    expect(refused).toBeGreaterThan(0);
  });
});
