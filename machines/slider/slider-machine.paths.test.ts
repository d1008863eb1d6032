import { describe, expect, it } from 'vitest';
import {
  coverageReport,
  type Effect,
  type EventFixtures,
  type StepInfo,
  walkAll,
  walkRefusals,
} from '../testing/model';
import { type SliderEvent, type SliderInput, sliderMachine } from './slider-machine';

type Snap = ReturnType<typeof sliderMachine.transition>;
type AnyEvent = { type: string; [k: string]: unknown };
const FIXTURES = {
  'slider.next': [{ type: 'slider.next' }],
  'slider.prev': [{ type: 'slider.prev' }],
  // A valid index, and three that are not.
  'slider.goTo': [
    { type: 'slider.goTo', index: 2 },
    { type: 'slider.goTo', index: 0 },
    { type: 'slider.goTo', index: 3 },
    { type: 'slider.goTo', index: 4 },
    { type: 'slider.goTo', index: -1 },
    { type: 'slider.goTo', index: 1.5 },
  ],
  'slider.pointer.enter': [{ type: 'slider.pointer.enter' }],
  'slider.pointer.leave': [{ type: 'slider.pointer.leave' }],
  'slider.focus.in': [{ type: 'slider.focus.in' }],
  'slider.focus.out': [{ type: 'slider.focus.out' }],
  'slider.motion.changed': [
    { type: 'slider.motion.changed', reduce: true },
    { type: 'slider.motion.changed', reduce: false },
  ],
} satisfies EventFixtures<SliderEvent>;
const EVENTS = [
  ...Object.values(FIXTURES).flat(),
  { type: 'xstate.after.interval.slider.autoplay.on.playing' },
] as AnyEvent[] as SliderEvent[];

/** What a slider snapshot says about the shopper, read from its regions. */
const hovered = (s: Snap) => s.matches({ hover: 'over' });
const focused = (s: Snap) => s.matches({ focus: 'inside' });
const reduced = (s: Snap) => s.matches({ motion: 'reduced' });

/** The slider's rules, restated: what leaves the slider exactly as it was. */
function refusal(s: Snap, event: SliderEvent): Effect[] | null {
  switch (event.type) {
    case 'slider.next':
    case 'slider.prev':
      return null;
    case 'slider.goTo':
      return Number.isInteger(event.index) && event.index >= 0 && event.index < 4 && event.index !== s.context.index
        ? null
        : [];
    case 'slider.pointer.enter':
      return hovered(s) ? [] : null;
    case 'slider.pointer.leave':
      return hovered(s) ? null : [];
    case 'slider.focus.in':
      return focused(s) ? [] : null;
    case 'slider.focus.out':
      return focused(s) ? null : [];
    case 'slider.motion.changed':
      return event.reduce === reduced(s) ? [] : null;
  }
}

function checkStep({ event, before, after, effects }: StepInfo<typeof sliderMachine>) {
  const c = after.context;
  expect(effects).toEqual([]);
  expect(c.index).toBeGreaterThanOrEqual(0);
  expect(c.index).toBeLessThan(4);
  const e = event as AnyEvent;
  if (e.type === 'slider.next' || e.type.startsWith('xstate.after'))
    expect(c.index).toBe((before.context.index + 1) % 4);
  else if (e.type === 'slider.prev') expect(c.index).toBe((before.context.index + 3) % 4);
  else if (e.type === 'slider.goTo') expect(c.index).toBe(e.index);
  else expect(c.index).toBe(before.context.index);
  if (e.type === 'slider.pointer.enter' || e.type === 'slider.pointer.leave')
    expect(hovered(after)).toBe(e.type === 'slider.pointer.enter');
  else expect(hovered(after)).toBe(hovered(before));
  if (e.type === 'slider.focus.in' || e.type === 'slider.focus.out')
    expect(focused(after)).toBe(e.type === 'slider.focus.in');
  else expect(focused(after)).toBe(focused(before));
  if (e.type === 'slider.motion.changed') expect(reduced(after)).toBe(e.reduce);
  else expect(reduced(after)).toBe(reduced(before));
  // Autoplay never turns on or off by itself.
  expect(after.matches({ autoplay: 'off' })).toBe(before.matches({ autoplay: 'off' }));
  // It only ever moves by itself when allowed, unattended, and motion is welcome; else it is
  // paused while attended, and still when motion is reduced.
  if (!after.matches({ autoplay: 'off' })) {
    const state = reduced(after) ? 'still' : hovered(after) || focused(after) ? 'paused' : 'playing';
    expect(after.matches({ autoplay: { on: state } })).toBe(true);
  }
}

const INPUTS: SliderInput[] = [
  { autoplay: true },
  { autoplay: false },
  { autoplay: true, reducedMotion: true },
  { reducedMotion: true },
];

describe('slider machine: generated paths', () => {
  it('walks every committed transition', () => {
    const walked = new Set<string>();
    let total = 0;
    for (const input of INPUTS) {
      const onStart = (s: Snap) => {
        // The input decides the regions' start; nothing of it is kept in context.
        expect(s.context).toEqual({ index: 0, count: 4 });
        expect(s.matches({ motion: 'reduced' })).toBe(input.reducedMotion === true);
        expect(s.matches({ autoplay: 'off' })).toBe(!input.autoplay);
      };
      total += walkAll(
        sliderMachine,
        { events: () => EVENTS, input },
        { shape: 'slider', onStep: checkStep, onStart },
        walked,
      ).paths;
    }
    const report = coverageReport('slider', walked);
    console.log(`${report.line}, ${total} paths`);
    expect(report.missing).toEqual([]);
  }, 60_000);

  it('in every reachable state, a refused event changes nothing', () => {
    let tried = 0;
    let refused = 0;
    for (const input of INPUTS) {
      const r = walkRefusals(
        sliderMachine,
        { events: () => EVENTS, input },
        { shape: 'slider', fixtures: FIXTURES, refusal },
      );
      tried += r.tried;
      refused += r.refused;
    }
    console.log(`refused events: ${refused} of ${tried} tried (slider)`);
    expect(refused).toBeGreaterThan(0);
  }, 60_000);
});
