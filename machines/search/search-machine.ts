import { assign, emit, raise, setup } from 'xstate';
import { SEARCH_TEXT_MAX } from '../../contract/catalogue';
import { searchPath } from '../../contract/paths';
import type { ShopProduct as Product } from '../../contract/product';
import { type NavigateEffect, navigate, unprovided } from '../effects';

/**
 * The header search box: at most 200 characters, up to 5 results, cleared 500 ms after blur.
 *
 * Parallel regions:
 * - `query`: `idle` → `typing` (debounce) → `searching` (invoked request) → `showing` (≤ 5 results).
 * - `focus`: `inactive` | `focused` | `leaving` (the input lost focus; after `blurClose` = 500 ms
 *   the dropdown clears, unless focus came back).
 *
 * Events: `search.input { text }` (cut to 200 characters), `search.focus`, `search.blur`,
 * `search.dismiss` (click outside), `search.pick` (a result was chosen; its link navigates),
 * `search.submit` (Enter: emits navigate '/products/all/1?name={encodeURIComponent(text)}').
 *
 * Actor to provide: `searchProducts` [searchRequest], input `{ text, requestId }`, resolves
 * `{ requestId, products, suggestion? }` (GET /api/product/list?limit=5&name=...; `suggestion` is
 * the nearest real word when nothing was found, held beside the results and cleared with them). Every keystroke takes a new
 * request id and only the answer carrying the current id is shown, so a stale answer never
 * overwrites a newer one (leaving `searching` also cancels the old request).
 * Delays to override if wanted (`.provide({ delays })`): `debounce` (300 ms), `blurClose` (500 ms).
 * Emitted: `navigate`.
 */
export const SEARCH_RESULTS_MAX = 5;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_BLUR_CLOSE_MS = 500;

export interface SearchContext {
  text: string;
  results: Product[];
  /** The nearest real word when the search found nothing ('vestido' for 'vstdo'), else null. */
  suggestion: string | null;
  requestId: number;
}

export type SearchEvent =
  | { type: 'search.input'; text: string }
  | { type: 'search.focus' }
  | { type: 'search.blur' }
  | { type: 'search.dismiss' }
  | { type: 'search.pick' }
  | { type: 'search.submit' };

export interface SearchAnswer {
  requestId: number;
  products: Product[];
  suggestion?: string | null;
}

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    emitted: {} as NavigateEffect,
  },
  delays: {
    debounce: SEARCH_DEBOUNCE_MS,
    blurClose: SEARCH_BLUR_CLOSE_MS,
  },
  actors: {
    searchProducts: unprovided<SearchAnswer, { text: string; requestId: number }>(
      'search',
      'searchProducts',
      'searchMachine',
    ),
  },
  guards: {
    hasText: (_, params: { text: string }) => params.text.trim().length > 0,
    isCurrentAnswer: ({ context }, answer: SearchAnswer) => answer.requestId === context.requestId,
  },
  actions: {
    setText: assign(({ context }, params: { text: string }) => ({
      text: params.text.slice(0, SEARCH_TEXT_MAX),
      requestId: context.requestId + 1,
    })),
    clearResults: assign({ results: [], suggestion: null }),
    showResults: assign((_, answer: SearchAnswer) => ({
      results: answer.products.slice(0, SEARCH_RESULTS_MAX),
      suggestion: answer.suggestion ?? null,
    })),
    goToResults: emit(({ context }) => navigate(searchPath(context.text))),
    dismiss: raise({ type: 'search.dismiss' }),
  },
}).createMachine({
  id: 'search',
  type: 'parallel',
  context: { text: '', results: [], suggestion: null, requestId: 0 },
  states: {
    query: {
      initial: 'idle',
      on: {
        'search.input': [
          // Entering `typing` again (even from `typing`) restarts the debounce.
          {
            guard: { type: 'hasText', params: ({ event }) => event },
            target: '.typing',
            actions: { type: 'setText', params: ({ event }) => event },
          },
          { target: '.idle', actions: [{ type: 'setText', params: ({ event }) => event }, 'clearResults'] },
        ],
        'search.dismiss': { target: '.idle', actions: 'clearResults' },
        'search.pick': { target: '.idle', actions: 'clearResults' },
        'search.submit': [
          {
            guard: { type: 'hasText', params: ({ context }) => context },
            target: '.idle',
            actions: ['clearResults', 'goToResults'],
          },
          { target: '.idle', actions: 'clearResults' },
        ],
      },
      states: {
        idle: {},
        typing: { after: { debounce: 'searching' } },
        searching: {
          invoke: {
            id: 'searchRequest',
            src: 'searchProducts',
            input: ({ context }) => ({ text: context.text.trim(), requestId: context.requestId }),
            onDone: {
              guard: { type: 'isCurrentAnswer', params: ({ event }) => event.output },
              target: 'showing',
              actions: { type: 'showResults', params: ({ event }) => event.output },
            },
            // A failed suggestion request is not worth a message: the list stays closed.
            onError: { target: 'idle', actions: 'clearResults' },
          },
        },
        showing: {},
      },
    },
    focus: {
      initial: 'inactive',
      states: {
        inactive: { on: { 'search.focus': 'focused' } },
        focused: { on: { 'search.blur': 'leaving' } },
        leaving: {
          on: { 'search.focus': 'focused' },
          after: { blurClose: { target: 'inactive', actions: 'dismiss' } },
        },
      },
    },
  },
});
