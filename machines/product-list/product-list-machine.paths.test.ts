import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MESSAGES } from '../../copy/notices';
import { makeProduct } from '../cart/fixtures';
import { coverageReport, type EventFixtures, invocationLog, type StepInfo, walkAll } from '../testing/model';
import { INITIAL_TOTAL_PAGES, type ProductListEvent, productListMachine } from './product-list-machine';

const log = invocationLog();
const machine = productListMachine.provide({ actors: { productsLoader: log.actor('productsLoader') } });
type AnyEvent = { type: string; [k: string]: unknown };
// Its one event is accepted in every state (a new load replaces the running one), so there is
// no refused event to walk.
const FIXTURES = {
  'list.load': [{ type: 'list.load', query: { page: 2 } }],
} satisfies EventFixtures<ProductListEvent>;
const EVENTS = [
  ...FIXTURES['list.load'],
  {
    type: 'xstate.done.actor.products',
    output: {
      products: [makeProduct(1)],
      totalPages: 3,
      total: 30,
      pricierCount: 2,
      suggestion: 'vestido',
      searched: 'w1 w2',
    },
  },
  { type: 'xstate.error.actor.products', error: 'down' },
] as AnyEvent[] as ProductListEvent[];

function checkStep({ event, before, after, invoked }: StepInfo<typeof machine>) {
  const e = event as AnyEvent;
  if (e.type === 'xstate.done.actor.products') {
    expect(after.context.totalPages).toBe(3);
    expect(after.context.products).toEqual([makeProduct(1)]);
    expect(after.context).toMatchObject({ total: 30, pricierCount: 2, suggestion: 'vestido', searched: 'w1 w2' });
    expect(after.value).toBe('loaded');
  } else {
    // Counts and the suggestion stay the last answer's until the next one.
    expect(after.context.totalPages).toBe(before.context.totalPages);
    expect(after.context.total).toBe(before.context.total);
    expect(after.context.pricierCount).toBe(before.context.pricierCount);
    expect(after.context.suggestion).toBe(before.context.suggestion);
    expect(after.context.searched).toBe(before.context.searched);
  }
  if (e.type === 'xstate.error.actor.products') {
    expect(after.value).toBe('failed');
    expect(after.context.products).toEqual([]);
  }
  // Until a first answer, the page count is the initial 10.
  if (!after.matches('loaded') && before.context.totalPages === INITIAL_TOTAL_PAGES)
    expect(after.context.totalPages).toBe(INITIAL_TOTAL_PAGES);
  expect(after.context.error).toBe(after.matches('failed') ? MESSAGES.listFailed : null);
  // A load always asks the server for the new query (a running request is replaced).
  if (e.type === 'list.load') {
    expect(after.value).toBe('loading');
    expect(after.context.query).toEqual({ page: 2 });
    expect(invoked).toEqual([{ src: 'productsLoader', input: { page: 2 } }]);
  } else expect(invoked).toEqual([]);
}

const INPUTS = [
  { query: { page: 1 } },
  // A page the server drew starts from its answer and asks nothing.
  {
    query: { page: 1 },
    answer: { products: [makeProduct(2)], totalPages: 4, total: 40, pricierCount: 1, suggestion: null, searched: 'w0' },
  },
];

describe('product list machine: generated paths', () => {
  it('walks every committed transition', () => {
    const walked = new Set<string>();
    let paths = 0;
    for (const input of INPUTS) {
      paths += walkAll(
        machine,
        { events: () => EVENTS, input },
        { shape: 'product-list', onStep: checkStep, invocations: log.calls, everyEdge: true },
        walked,
      ).paths;
    }
    const report = coverageReport('product-list', walked);
    console.log(`${report.line}, ${paths} paths`);
    expect(report.missing).toEqual([]);
  });

  it('starts the request for the first page unless the server drew it', () => {
    for (const input of INPUTS) {
      log.calls.length = 0;
      walkAll(machine, { events: () => [], input }, { shape: 'product-list', invocations: log.calls });
      expect(log.calls).toEqual(input.answer ? [] : [{ src: 'productsLoader', input: { page: 1 } }]);
      const first = createActor(machine, { input }).getSnapshot();
      expect(first.context.products).toEqual(input.answer ? [makeProduct(2)] : []);
      expect(first.context.totalPages).toBe(input.answer ? 4 : INITIAL_TOTAL_PAGES);
      expect(first.value).toBe(input.answer ? 'loaded' : 'loading');
      expect(first.context.searched).toBe(input.answer ? 'w0' : null);
    }
  });
});
