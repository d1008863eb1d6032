import { assign, setup } from 'xstate';
import type { ShopProduct as Product, ShopProductList as ProductListResponse } from '../../contract/product';
import { MESSAGES } from '../../copy/notices';
import { unprovided } from '../effects';

/**
 * A product list page: `loading` → `loaded` | `failed`.
 * `totalPages` starts at 10 and keeps its last value until the server answers; `total` (the
 * products matching), `pricierCount` (how many more the price cap hides) and `suggestion` (the
 * nearest word when a search found nothing) and `searched` (what a search read of a text it did
 * not read whole, for 'Buscamos: …') are the last answer's, 0 and null before any.
 *
 * Events: `list.load { query }` (the URL changed: page, filters; reloads, cancelling the
 * previous request). Actor to provide: `productsLoader` [products], input: the query object the
 * app's API client understands, resolves `ProductListResponse`.
 * `context.error` holds 'Ha ocurrido un error, intente de nuevo más tarde.' when it failed, or the
 * server's own words when it refused for too many searches (a 429: waiting helps, retrying not).
 * Input `answer`: the page's answer when the server drew the page with it (src/entry-server.tsx);
 * the list then starts `loaded` with it, exactly as the server drew it, and asks nothing.
 */
export const INITIAL_TOTAL_PAGES = 10;

export interface ProductListContext<Q = unknown> {
  query: Q;
  products: Product[];
  totalPages: number;
  total: number;
  pricierCount: number;
  suggestion: string | null;
  searched: string | null;
  error: string | null;
  /** Started from the server's answer (input `answer`). */
  answered: boolean;
}

export type ProductListEvent = { type: 'list.load'; query: unknown };

/** What a failed request says: the server's refusal of too many searches as it wrote it, else the list's error. */
export function listFailure(error: unknown): string {
  const refusal = error as { status?: unknown; message?: unknown } | null;
  return refusal?.status === 429 && typeof refusal.message === 'string' ? refusal.message : MESSAGES.listFailed;
}

export const productListMachine = setup({
  types: {
    context: {} as ProductListContext,
    events: {} as ProductListEvent,
    input: {} as { query: unknown; answer?: ProductListResponse },
  },
  actors: {
    productsLoader: unprovided<ProductListResponse, unknown>('product list', 'productsLoader', 'productListMachine'),
  },
  guards: {
    isAnswered: ({ context }) => context.answered,
  },
  actions: {
    setQuery: assign((_, params: { query: unknown }) => ({ query: params.query, error: null })),
    showProducts: assign((_, answer: ProductListResponse) => ({
      products: answer.products,
      totalPages: answer.totalPages,
      total: answer.total,
      pricierCount: answer.pricierCount,
      suggestion: answer.suggestion,
      searched: answer.searched,
    })),
    showFailure: assign((_, params: { error: unknown }) => ({ products: [], error: listFailure(params.error) })),
  },
}).createMachine({
  id: 'productList',
  context: ({ input }) => ({
    query: input.query,
    products: input.answer?.products ?? [],
    totalPages: input.answer?.totalPages ?? INITIAL_TOTAL_PAGES,
    total: input.answer?.total ?? 0,
    pricierCount: input.answer?.pricierCount ?? 0,
    suggestion: input.answer?.suggestion ?? null,
    searched: input.answer?.searched ?? null,
    error: null,
    answered: input.answer !== undefined,
  }),
  initial: 'starting',
  on: {
    'list.load': { target: '.loading', actions: { type: 'setQuery', params: ({ event }) => event } },
  },
  states: {
    starting: {
      always: [{ guard: 'isAnswered', target: 'loaded' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'products',
        src: 'productsLoader',
        input: ({ context }: { context: ProductListContext }) => context.query,
        onDone: { target: 'loaded', actions: { type: 'showProducts', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => event } },
      },
    },
    loaded: {},
    failed: {},
  },
});
