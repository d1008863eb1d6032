import { describe, expect, it } from 'vitest';
import { emit } from 'xstate';
import { makeProduct } from '../cart/fixtures';
import {
  coverageReport,
  type Effect,
  type EventFixtures,
  type StepInfo,
  walkAll,
  walkRefusals,
} from '../testing/model';
import { type SizeChoiceEvent, sizeChoiceMachine } from './size-choice-machine';

const dress = makeProduct(4, {
  stock: 5,
  sizes: [
    { size: 'S', stock: 0 },
    { size: 'M', stock: 3 },
    { size: 'L', stock: 2 },
  ],
});
// The message to the cart (a `sendTo` the system's `cart`, checked in size-choice-machine.test.ts)
// is recorded as an effect here.
const machine = sizeChoiceMachine.provide({
  actions: {
    addToCart: emit((_, params: { product: typeof dress; quantity: number; size: string }) => ({
      type: 'cart.add',
      ...params,
    })) as never,
  },
});
type Snap = ReturnType<typeof machine.transition>;

const FIXTURES = {
  'size.choose': [
    { type: 'size.choose', size: 'M' },
    { type: 'size.choose', size: 'L' },
    { type: 'size.choose', size: 'S' },
    { type: 'size.choose', size: 'XL' },
  ],
  'size.clear': [{ type: 'size.clear' }],
  'size.add': [
    { type: 'size.add', quantity: 1 },
    { type: 'size.add', quantity: 2 },
  ],
} satisfies EventFixtures<SizeChoiceEvent>;
const EVENTS: SizeChoiceEvent[] = Object.values(FIXTURES).flat();

/** The rules, restated: a size sold out or lacking is ignored, and clearing nothing changes nothing. */
const SOLD_IN = new Set(dress.sizes.filter((s) => s.stock > 0).map((s) => s.size));
function refusal(s: Snap, event: SizeChoiceEvent): Effect[] | null {
  switch (event.type) {
    case 'size.choose':
      return SOLD_IN.has(event.size) ? null : [];
    case 'size.clear':
      return s.context.size === null ? [] : null;
    case 'size.add':
      return null;
  }
}

function checkStep({ event, before, after, effects }: StepInfo<typeof machine>) {
  if (event.type === 'size.choose') {
    expect(after.value).toBe('chosen');
    expect(after.context.size).toBe(event.size);
    expect(effects).toEqual([]);
  }
  if (event.type === 'size.clear') {
    expect(after.value).toEqual({ unchosen: 'quiet' });
    expect(after.context.size).toBeNull();
    expect(effects).toEqual([]);
  }
  if (event.type === 'size.add') {
    if (before.context.size === null) {
      expect(after.value).toEqual({ unchosen: 'refused' });
      expect(effects).toEqual([{ type: 'size.required' }]);
    } else {
      expect(after.value).toBe('chosen');
      expect(after.context.size).toBe(before.context.size);
      expect(effects).toEqual([
        { type: 'cart.add', product: dress, quantity: event.quantity, size: before.context.size },
      ]);
    }
  }
}

describe('size choice machine: generated paths', () => {
  it('walks every committed transition, from an address with and without a size', () => {
    const walked = new Set<string>();
    let paths = 0;
    for (const requested of [null, 'M', 'S']) {
      paths += walkAll(
        machine,
        { events: () => EVENTS, input: { product: dress, requested } },
        { shape: 'size-choice', onStep: checkStep, everyEdge: true },
        walked,
      ).paths;
    }
    const report = coverageReport('size-choice', walked);
    console.log(`${report.line}, ${paths} paths`);
    expect(report.missing).toEqual([]);
  });

  it('in every reachable state, a refused event changes nothing and emits nothing', () => {
    for (const requested of [null, 'L']) {
      const { tried, refused } = walkRefusals(
        machine,
        { events: () => EVENTS, input: { product: dress, requested } },
        { shape: 'size-choice', fixtures: FIXTURES, refusal },
      );
      console.log(`refused events: ${refused} of ${tried} tried (size choice, address ${requested})`);
      expect(refused).toBeGreaterThan(0);
    }
  });
});
