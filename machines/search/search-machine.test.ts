import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { searchPath } from '../../contract/paths';
import { makeProduct } from '../cart/fixtures';
import { actorErrors } from '../testing/unprovided';
import { type SearchAnswer, searchMachine } from './search-machine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start() {
  const pending: Array<{ input: { text: string; requestId: number }; resolve: (a: SearchAnswer) => void }> = [];
  const machine = searchMachine.provide({
    actors: {
      searchProducts: fromPromise(
        ({ input }) => new Promise<SearchAnswer>((resolve) => pending.push({ input, resolve })),
      ),
    },
  });
  const actor = createActor(machine);
  const effects: unknown[] = [];
  actor.on('*', (e) => void effects.push(e));
  actor.start();
  return { actor, pending, effects };
}

const products = Array.from({ length: 8 }, (_, i) => makeProduct(i + 1));

describe('search box (timers driven by hand)', () => {
  it('debounces keystrokes into one request and shows at most 5 results', async () => {
    const t = start();
    t.actor.send({ type: 'search.focus' });
    t.actor.send({ type: 'search.input', text: 'bl' });
    await vi.advanceTimersByTimeAsync(200);
    t.actor.send({ type: 'search.input', text: 'blusa' });
    await vi.advanceTimersByTimeAsync(299);
    expect(t.pending).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.pending.map((p) => p.input)).toEqual([{ text: 'blusa', requestId: 2 }]);
    t.pending[0]!.resolve({ requestId: 2, products });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.actor.getSnapshot().matches({ query: 'showing' })).toBe(true);
    expect(t.actor.getSnapshot().context.results).toHaveLength(5);
  });

  it('never lets a stale answer overwrite a newer one', async () => {
    const t = start();
    t.actor.send({ type: 'search.input', text: 'abrigo' });
    await vi.advanceTimersByTimeAsync(300);
    // The shopper types again while the first request is in flight.
    t.actor.send({ type: 'search.input', text: 'abrigo rojo' });
    t.pending[0]!.resolve({ requestId: 1, products });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.actor.getSnapshot().context.results).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    // A stale answer arriving as an event while the newer request runs is refused by its id.
    t.actor.send({ type: 'xstate.done.actor.searchRequest', output: { requestId: 1, products } } as never);
    expect(t.actor.getSnapshot().matches({ query: 'searching' })).toBe(true);
    t.pending[1]!.resolve({ requestId: 2, products: products.slice(0, 1) });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.actor.getSnapshot().context.results).toEqual(products.slice(0, 1));
  });

  it('a search that finds nothing holds its suggestion, and a new answer or clearing drops it', async () => {
    const t = start();
    expect(t.actor.getSnapshot().context.suggestion).toBeNull();
    t.actor.send({ type: 'search.input', text: 'vstdo' });
    await vi.advanceTimersByTimeAsync(300);
    t.pending[0]!.resolve({ requestId: 1, products: [], suggestion: 'vestido' });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.actor.getSnapshot().matches({ query: 'showing' })).toBe(true);
    expect(t.actor.getSnapshot().context).toMatchObject({ results: [], suggestion: 'vestido' });
    // an answer without one (a server from before suggestions) holds none
    t.actor.send({ type: 'search.input', text: 'vestido' });
    await vi.advanceTimersByTimeAsync(300);
    t.pending[1]!.resolve({ requestId: 2, products });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.actor.getSnapshot().context.suggestion).toBeNull();
    t.actor.send({ type: 'search.input', text: 'xq' });
    await vi.advanceTimersByTimeAsync(300);
    t.pending[2]!.resolve({ requestId: 3, products: [], suggestion: 'saco' });
    await vi.advanceTimersByTimeAsync(0);
    t.actor.send({ type: 'search.dismiss' });
    expect(t.actor.getSnapshot().context).toMatchObject({ results: [], suggestion: null });
  });

  it('clears 500 ms after blur, but not when focus returns', async () => {
    const t = start();
    t.actor.send({ type: 'search.focus' });
    t.actor.send({ type: 'search.input', text: 'joya' });
    await vi.advanceTimersByTimeAsync(300);
    t.pending[0]!.resolve({ requestId: 1, products });
    await vi.advanceTimersByTimeAsync(0);
    t.actor.send({ type: 'search.blur' });
    await vi.advanceTimersByTimeAsync(400);
    t.actor.send({ type: 'search.focus' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.actor.getSnapshot().context.results).toHaveLength(5);
    t.actor.send({ type: 'search.blur' });
    await vi.advanceTimersByTimeAsync(499);
    expect(t.actor.getSnapshot().context.results).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.actor.getSnapshot().context.results).toEqual([]);
    expect(t.actor.getSnapshot().value).toEqual({ query: 'idle', focus: 'inactive' });
  });

  it('Enter navigates with the encoded text; text is capped at 200 characters', () => {
    const t = start();
    t.actor.send({ type: 'search.input', text: 'x'.repeat(250) });
    expect(t.actor.getSnapshot().context.text).toHaveLength(200);
    t.actor.send({ type: 'search.input', text: 'vestido & falda' });
    t.actor.send({ type: 'search.submit' });
    expect(t.effects).toEqual([{ type: 'navigate', to: '/products/all/1?name=vestido%20%26%20falda' }]);
    expect(searchPath(' a/b ')).toBe('/products/all/1?name=a%2Fb');
    t.actor.send({ type: 'search.input', text: '   ' });
    t.actor.send({ type: 'search.submit' });
    expect(t.effects).toHaveLength(1);
  });
});

describe('search box wiring', () => {
  it('the link of a search: the trimmed text, encoded', () => {
    expect(searchPath('  blusa roja & más ')).toBe('/products/all/1?name=blusa%20roja%20%26%20m%C3%A1s');
  });

  it('an actor the app forgot to provide fails with a message that says how to provide it', async () => {
    vi.useRealTimers();
    const machine = searchMachine.provide({ delays: { debounce: 0 } });
    const errors = await actorErrors(machine, undefined, async (actor) => {
      actor.send({ type: 'search.input', text: 'blusa' });
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(errors).toEqual(['search: provide the "searchProducts" actor with searchMachine.provide({ actors })']);
  });
});
