import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ProductListResponse, ShopProductList } from '../../contract/product';
import { MESSAGES } from '../../copy/notices';
import { makeProduct } from '../cart/fixtures';
import { actorErrors } from '../testing/unprovided';
import { INITIAL_TOTAL_PAGES, listFailure, productListMachine } from './product-list-machine';

describe('product list', () => {
  it('total pages start at 10 until the server answers', async () => {
    let answer: (v: ShopProductList) => void = () => {};
    const machine = productListMachine.provide({
      actors: { productsLoader: fromPromise(() => new Promise((r) => (answer = r))) },
    });
    const actor = createActor(machine, { input: { query: { page: 1 } } }).start();
    expect(actor.getSnapshot().context.totalPages).toBe(INITIAL_TOTAL_PAGES);
    expect(actor.getSnapshot().context).toMatchObject({ total: 0, pricierCount: 0, suggestion: null, searched: null });
    answer({
      products: [makeProduct(1)],
      totalPages: 3,
      total: 50,
      pricierCount: 4,
      suggestion: 'vestido',
      searched: 'vestido rosa',
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context).toMatchObject({
      totalPages: 3,
      products: [makeProduct(1)],
      total: 50,
      pricierCount: 4,
      suggestion: 'vestido',
      searched: 'vestido rosa',
    });
  });

  it('a failure shows the list error', async () => {
    const machine = productListMachine.provide({
      actors: {
        productsLoader: fromPromise<ProductListResponse>(async () => {
          throw new Error('down');
        }),
      },
    });
    const actor = createActor(machine, { input: { query: {} } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.listFailed);
  });

  it('a refusal of too many searches shows the server’s words; any other failure, the list error', async () => {
    const refusal = Object.assign(new Error('Demasiadas búsquedas'), { status: 429 });
    const machine = productListMachine.provide({
      actors: {
        productsLoader: fromPromise<ProductListResponse>(async () => {
          throw refusal;
        }),
      },
    });
    const actor = createActor(machine, { input: { query: {} } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Demasiadas búsquedas', products: [] });
    expect(listFailure(refusal)).toBe('Demasiadas búsquedas');
    expect(listFailure({ status: 500, message: 'falló' })).toBe(MESSAGES.listFailed);
    expect(listFailure({ status: 429, message: 7 })).toBe(MESSAGES.listFailed);
    expect(listFailure({ status: 429 })).toBe(MESSAGES.listFailed);
    expect(listFailure(null)).toBe(MESSAGES.listFailed);
    expect(listFailure(undefined)).toBe(MESSAGES.listFailed);
  });
});

describe('product list wiring', () => {
  it('an actor the app forgot to provide fails with a message that says how to provide it', async () => {
    const errors = await actorErrors(productListMachine, { query: {} }, async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(errors).toEqual([
      'product list: provide the "productsLoader" actor with productListMachine.provide({ actors })',
    ]);
  });
});
