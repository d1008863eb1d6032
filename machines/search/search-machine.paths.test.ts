import { describe, expect, it } from 'vitest';
import { makeProduct } from '../cart/fixtures';
import {
  coverageReport,
  type Effect,
  type EventFixtures,
  invocationLog,
  type StepInfo,
  walkAll,
  walkRefusals,
} from '../testing/model';
import { SEARCH_RESULTS_MAX, type SearchEvent, searchMachine } from './search-machine';

const log = invocationLog();
const machine = searchMachine.provide({ actors: { searchProducts: log.actor('searchProducts') } });
type Snap = ReturnType<typeof machine.transition>;
type AnyEvent = { type: string; [k: string]: unknown };
const products = Array.from({ length: 7 }, (_, i) => makeProduct(i + 1));

const FIXTURES = {
  'search.input': [
    { type: 'search.input', text: 'blusa' },
    { type: 'search.input', text: ' blusa roja ' },
    { type: 'search.input', text: '' },
    { type: 'search.input', text: 'x'.repeat(201) },
  ],
  'search.focus': [{ type: 'search.focus' }],
  'search.blur': [{ type: 'search.blur' }],
  'search.dismiss': [{ type: 'search.dismiss' }],
  'search.pick': [{ type: 'search.pick' }],
  'search.submit': [{ type: 'search.submit' }],
} satisfies EventFixtures<SearchEvent>;

// The request id grows with every keystroke; offering keystrokes only while it is below 3 keeps
// the graph finite (snapshots are told apart by value + context).
const events = (s: Snap) =>
  [
    ...(s.context.requestId < 3 ? FIXTURES['search.input'] : []),
    ...Object.entries(FIXTURES).flatMap(([type, list]) =>
      type === 'search.input' ? [] : (list as readonly SearchEvent[]),
    ),
    // The timers firing, and the request answering (current and stale ids).
    { type: 'xstate.after.debounce.search.query.typing' },
    { type: 'xstate.after.blurClose.search.focus.leaving' },
    { type: 'xstate.done.actor.searchRequest', output: { requestId: s.context.requestId, products } },
    { type: 'xstate.done.actor.searchRequest', output: { requestId: s.context.requestId - 1, products } },
    { type: 'xstate.error.actor.searchRequest', error: 'down' },
  ] as AnyEvent[] as SearchEvent[];

/** The search box's rules, restated: what changes nothing (and shows nothing). */
function refusal(s: Snap, event: SearchEvent): Effect[] | null {
  const idle = s.matches({ query: 'idle' });
  switch (event.type) {
    case 'search.input':
      return null;
    case 'search.focus':
      return s.matches({ focus: 'focused' }) ? [] : null;
    case 'search.blur':
      return s.matches({ focus: 'focused' }) ? null : [];
    case 'search.dismiss':
    case 'search.pick':
      return idle ? [] : null;
    case 'search.submit':
      return idle && s.context.text.trim() === '' ? [] : null;
  }
}

function checkStep({ event, before, after, effects, invoked }: StepInfo<typeof machine>) {
  const e = event as AnyEvent;
  // A request starts when the debounce fires, with the trimmed text and the current id.
  if (e.type === 'xstate.after.debounce.search.query.typing') {
    expect(invoked).toEqual([
      { src: 'searchProducts', input: { text: before.context.text.trim(), requestId: before.context.requestId } },
    ]);
    expect(after.matches({ query: 'searching' })).toBe(true);
  } else expect(invoked).toEqual([]);
  if (e.type === 'search.input') {
    expect(after.context.text).toBe((e.text as string).slice(0, 200));
    expect(after.matches({ query: (e.text as string).trim() ? 'typing' : 'idle' })).toBe(true);
  }
  if (
    e.type === 'xstate.error.actor.searchRequest' ||
    e.type === 'search.dismiss' ||
    e.type === 'search.pick' ||
    e.type === 'search.submit'
  )
    expect(after.matches({ query: 'idle' })).toBe(true);
  if (e.type === 'search.focus') expect(after.matches({ focus: 'focused' })).toBe(true);
  if (e.type === 'search.blur') expect(after.matches({ focus: 'leaving' })).toBe(true);
  expect(after.context.text.length).toBeLessThanOrEqual(200);
  expect(after.context.results.length).toBeLessThanOrEqual(SEARCH_RESULTS_MAX);
  // Every way out of the dropdown (idle) clears the results; while the shopper keeps typing the
  // previous results stay until the newer answer replaces them.
  if (after.matches({ query: 'idle' })) expect(after.context.results).toEqual([]);
  if (e.type === 'search.submit' && before.context.text.trim())
    expect(effects).toEqual([
      { type: 'navigate', to: `/products/all/1?name=${encodeURIComponent(before.context.text.trim())}` },
    ]);
  else expect(effects).toEqual([]);
  if (e.type === 'xstate.done.actor.searchRequest') {
    // Only the current request's answer is ever shown.
    expect((e.output as { requestId: number }).requestId).toBe(before.context.requestId);
    expect(after.context.results).toEqual(products.slice(0, 5));
  }
  if (e.type === 'xstate.after.blurClose.search.focus.leaving')
    expect(after.value).toEqual({ query: 'idle', focus: 'inactive' });
  if (e.type === 'search.input') expect(after.context.requestId).toBe(before.context.requestId + 1);
}

describe('search machine: generated paths', () => {
  it('walks every committed transition', () => {
    const { walked, paths } = walkAll(
      machine,
      { events },
      { shape: 'search', onStep: checkStep, invocations: log.calls },
    );
    const report = coverageReport('search', walked);
    console.log(`${report.line}, ${paths} paths`);
    expect(report.missing).toEqual([]);
  }, 60_000);

  it('in every reachable state, a refused event changes nothing and shows nothing', () => {
    const { tried, refused } = walkRefusals(machine, { events }, { shape: 'search', fixtures: FIXTURES, refusal });
    console.log(`refused events: ${refused} of ${tried} tried (search)`);
    expect(refused).toBeGreaterThan(0);
  }, 60_000);
});
