import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sliderMachine } from './slider-machine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('slider', () => {
  it('wraps both ways over 4 images', () => {
    const a = createActor(sliderMachine, { input: {} }).start();
    a.send({ type: 'slider.prev' });
    expect(a.getSnapshot().context.index).toBe(3);
    a.send({ type: 'slider.next' });
    a.send({ type: 'slider.next' });
    expect(a.getSnapshot().context.index).toBe(1);
    a.send({ type: 'slider.goTo', index: 9 });
    expect(a.getSnapshot().context.index).toBe(1);
    expect(a.getSnapshot().value).toEqual({ hover: 'away', focus: 'outside', motion: 'full', autoplay: 'off' });
  });

  it('autoplay advances, pauses on hover or focus, stops for reduced motion', () => {
    const a = createActor(sliderMachine, { input: { autoplay: true } }).start();
    vi.advanceTimersByTime(6000);
    expect(a.getSnapshot().context.index).toBe(1);
    a.send({ type: 'slider.pointer.enter' });
    a.send({ type: 'slider.focus.in' });
    a.send({ type: 'slider.pointer.leave' });
    vi.advanceTimersByTime(20000);
    expect(a.getSnapshot().value).toEqual({
      hover: 'away',
      focus: 'inside',
      motion: 'full',
      autoplay: { on: 'paused' },
    });
    expect(a.getSnapshot().context.index).toBe(1);
    a.send({ type: 'slider.focus.out' });
    vi.advanceTimersByTime(6000);
    expect(a.getSnapshot().context.index).toBe(2);
    a.send({ type: 'slider.motion.changed', reduce: true });
    vi.advanceTimersByTime(60000);
    expect(a.getSnapshot()).toMatchObject({
      value: { motion: 'reduced', autoplay: { on: 'still' } },
      context: { index: 2 },
    });
    a.send({ type: 'slider.motion.changed', reduce: false });
    vi.advanceTimersByTime(6000);
    expect(a.getSnapshot()).toMatchObject({
      value: { motion: 'full', autoplay: { on: 'playing' } },
      context: { index: 3 },
    });
    expect(
      createActor(sliderMachine, { input: { autoplay: true, reducedMotion: true } })
        .start()
        .getSnapshot().value,
    ).toMatchObject({ motion: 'reduced', autoplay: { on: 'still' } });
  });
});

describe('slider defaults', () => {
  it('without input: 4 images, no autoplay, still', () => {
    const a = createActor(sliderMachine, {} as never).start();
    expect(a.getSnapshot().context).toEqual({ index: 0, count: 4 });
    expect(a.getSnapshot().value).toEqual({ hover: 'away', focus: 'outside', motion: 'full', autoplay: 'off' });
    const b = createActor(sliderMachine, { input: { autoplay: true, count: 3 } }).start();
    expect(b.getSnapshot().context).toEqual({ index: 0, count: 3 });
    expect(b.getSnapshot().value).toMatchObject({ motion: 'full', autoplay: { on: 'playing' } });
    b.send({ type: 'slider.prev' });
    expect(b.getSnapshot().context.index).toBe(2);
  });
});
