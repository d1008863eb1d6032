import { describe, expect, it } from 'vitest';
import { makeProduct } from '../cart/fixtures';
import { MESSAGES } from '../messages';
import { coverageReport, neverSettles, walkAll, type StepInfo } from '../testing/model';
import { INITIAL_TOTAL_PAGES, productListMachine, type ProductListEvent } from './product-list-machine';

const machine = productListMachine.provide({ actors: { productsLoader: neverSettles() } });
type AnyEvent = { type: string; [k: string]: unknown };
const EVENTS = [
  { type: 'list.load', query: { page: 2 } },
  { type: 'xstate.done.actor.products', output: { products: [makeProduct(1)], totalPages: 3 } },
  { type: 'xstate.error.actor.products', error: 'down' },
] as AnyEvent[] as ProductListEvent[];

function checkStep({ event, before, after }: StepInfo<typeof machine>) {
  const e = event as AnyEvent;
  if (e.type === 'xstate.done.actor.products') expect(after.context.totalPages).toBe(3);
  else expect(after.context.totalPages).toBe(before.context.totalPages);
  // Until a first answer, the page count is the initial 10.
  if (!after.matches('loaded') && before.context.totalPages === INITIAL_TOTAL_PAGES) expect(after.context.totalPages).toBe(INITIAL_TOTAL_PAGES);
  expect(after.context.error).toBe(after.matches('failed') ? MESSAGES.listFailed : null);
}

describe('product list machine: generated paths', () => {
  it('walks every transition', () => {
    const fresh = walkAll(machine, { events: () => EVENTS, input: { query: { page: 1 } } }, { onStep: checkStep });
    // A page the server drew starts from its answer.
    const answer = { products: [makeProduct(2)], totalPages: 4, page: 1 } as never;
    const drawn = walkAll(machine, { events: () => EVENTS, input: { query: { page: 1 }, answer } }, { onStep: checkStep });
    const walked = new Set([...fresh.walked, ...drawn.walked]);
    const paths = fresh.paths + drawn.paths;
    const report = coverageReport(machine, 'productList', walked);
    console.log(`${report.line}, ${paths} paths`);
    expect(report.missing).toEqual([]);
  });
});
