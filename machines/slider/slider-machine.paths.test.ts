import { describe, expect, it } from 'vitest';
import { coverageReport, walkAll, type StepInfo } from '../testing/model';
import { sliderMachine, type SliderEvent } from './slider-machine';

type AnyEvent = { type: string; [k: string]: unknown };
const EVENTS = [
  { type: 'slider.next' },
  { type: 'slider.prev' },
  { type: 'slider.goTo', index: 2 },
  { type: 'slider.pointer.enter' },
  { type: 'slider.pointer.leave' },
  { type: 'slider.focus.in' },
  { type: 'slider.focus.out' },
  { type: 'slider.motion.changed', reduce: true },
  { type: 'slider.motion.changed', reduce: false },
  { type: 'xstate.after.interval.slider.playing' },
] as AnyEvent[] as SliderEvent[];

function checkStep({ event, before, after }: StepInfo<typeof sliderMachine>) {
  const c = after.context;
  expect(c.index).toBeGreaterThanOrEqual(0);
  expect(c.index).toBeLessThan(4);
  const e = event as AnyEvent;
  if (e.type === 'slider.next' || e.type.startsWith('xstate.after')) expect(c.index).toBe((before.context.index + 1) % 4);
  if (e.type === 'slider.prev') expect(c.index).toBe((before.context.index + 3) % 4);
  // It only ever moves by itself when allowed, unattended, and motion is welcome.
  expect(after.matches('playing')).toBe(c.autoplay && !c.reducedMotion && !c.hovered && !c.focused);
}

describe('slider machine: generated paths', () => {
  it('walks every transition', () => {
    const walked = new Set<string>();
    let total = 0;
    for (const input of [{ autoplay: true }, { autoplay: false }]) {
      const r = walkAll(sliderMachine, { events: () => EVENTS, input }, { onStep: checkStep });
      r.walked.forEach((k) => walked.add(k));
      total += r.paths;
    }
    const report = coverageReport(sliderMachine, 'slider', walked);
    console.log(`${report.line}, ${total} paths`);
    expect(report.missing).toEqual([]);
  }, 60_000);
});
