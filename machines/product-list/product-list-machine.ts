import { assign, fromPromise, setup } from 'xstate';
import type { Product, ProductListResponse } from '../../contract/product';
import { MESSAGES } from '../messages';

/**
 * A product list page (SPEC sections 2, 4 and 9): `loading` → `loaded` | `failed`.
 * `totalPages` starts at 10 and keeps its last value until the server answers.
 *
 * Events: `list.load { query }` (the URL changed: page, filters; reloads, cancelling the
 * previous request). Actor to provide: `productsLoader` [products], input: the query object the
 * app's API client understands, resolves `ProductListResponse`.
 * `context.error` holds 'Ha ocurrido un error, intente de nuevo más tarde.' when it failed.
 */
export const INITIAL_TOTAL_PAGES = 10;

export interface ProductListContext<Q = unknown> {
  query: Q;
  products: Product[];
  totalPages: number;
  error: string | null;
}

export type ProductListEvent = { type: 'list.load'; query: unknown };

export const productListMachine = setup({
  types: {
    context: {} as ProductListContext,
    events: {} as ProductListEvent,
    input: {} as { query: unknown },
  },
  actors: {
    productsLoader: fromPromise<ProductListResponse, unknown>(async () => {
      throw new Error('product list: provide the "productsLoader" actor with productListMachine.provide({ actors })');
    }),
  },
}).createMachine({
  id: 'productList',
  context: ({ input }) => ({ query: input.query, products: [], totalPages: INITIAL_TOTAL_PAGES, error: null }),
  initial: 'loading',
  on: {
    'list.load': { target: '.loading', actions: assign({ query: ({ event }) => event.query, error: null }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'products',
        src: 'productsLoader',
        input: ({ context }: { context: ProductListContext }) => context.query,
        onDone: {
          target: 'loaded',
          actions: assign({ products: ({ event }) => event.output.products, totalPages: ({ event }) => event.output.totalPages }),
        },
        onError: { target: 'failed', actions: assign({ products: [], error: MESSAGES.listFailed }) },
      },
    },
    loaded: {},
    failed: {},
  },
});
