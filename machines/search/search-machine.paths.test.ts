import { describe, expect, it } from 'vitest';
import { makeProduct } from '../cart/fixtures';
import { coverageReport, neverSettles, walkAll, type StepInfo } from '../testing/model';
import { searchHref, searchMachine, SEARCH_RESULTS_MAX, type SearchEvent } from './search-machine';

const machine = searchMachine.provide({ actors: { searchProducts: neverSettles() } });
type Snap = ReturnType<typeof machine.transition>;
type AnyEvent = { type: string; [k: string]: unknown };
const products = Array.from({ length: 7 }, (_, i) => makeProduct(i + 1));

// The request id grows with every keystroke; offering keystrokes only while it is below 4 keeps
// the graph finite (snapshots are told apart by value + context).
const inputs = [
  { type: 'search.input', text: 'blusa' },
  { type: 'search.input', text: 'blusa roja' },
  { type: 'search.input', text: '' },
  { type: 'search.input', text: 'x'.repeat(201) },
];
const events = (s: Snap) =>
  [
    ...(s.context.requestId < 4 ? inputs : []),
    { type: 'search.focus' },
    { type: 'search.blur' },
    { type: 'search.dismiss' },
    { type: 'search.pick' },
    { type: 'search.submit' },
    // The timers firing, and the request answering (current and stale ids).
    { type: 'xstate.after.debounce.search.query.typing' },
    { type: 'xstate.after.blurClose.search.focus.leaving' },
    { type: 'xstate.done.actor.searchRequest', output: { requestId: s.context.requestId, products } },
    { type: 'xstate.done.actor.searchRequest', output: { requestId: s.context.requestId - 1, products } },
    { type: 'xstate.error.actor.searchRequest', error: 'down' },
  ] as AnyEvent[] as SearchEvent[];

function checkStep({ event, before, after, effects }: StepInfo<typeof machine>) {
  const e = event as AnyEvent;
  expect(after.context.text.length).toBeLessThanOrEqual(200);
  expect(after.context.results.length).toBeLessThanOrEqual(SEARCH_RESULTS_MAX);
  // Every way out of the dropdown (idle) clears the results; while the shopper keeps typing the
  // previous results stay until the newer answer replaces them.
  if (after.matches({ query: 'idle' })) expect(after.context.results).toEqual([]);
  if (e.type === 'search.submit' && before.context.text.trim()) expect(effects).toEqual([{ type: 'navigate', to: searchHref(before.context.text) }]);
  else expect(effects).toEqual([]);
  if (e.type === 'xstate.done.actor.searchRequest') {
    // Only the current request's answer is ever shown.
    expect((e.output as { requestId: number }).requestId).toBe(before.context.requestId);
    expect(after.context.results).toEqual(products.slice(0, 5));
  }
  if (e.type === 'xstate.after.blurClose.search.focus.leaving') expect(after.value).toEqual({ query: 'idle', focus: 'inactive' });
  if (e.type === 'search.input') expect(after.context.requestId).toBe(before.context.requestId + 1);
}

describe('search machine: generated paths', () => {
  it('walks every transition', () => {
    const { walked, paths } = walkAll(machine, { events }, { onStep: checkStep });
    const report = coverageReport(machine, 'search', walked);
    console.log(`${report.line}, ${paths} paths`);
    expect(report.missing).toEqual([]);
  }, 60_000);
});
