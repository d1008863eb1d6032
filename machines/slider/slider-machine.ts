import { assign, not, setup } from 'xstate';

/**
 * The home slider (SPEC sections 2 and 9): 4 images, previous/next wrap both ways.
 *
 * Autoplay is optional (`input.autoplay`, default false). When on, the `motion` region is
 * `playing` (advances every `interval` = 6 s) and goes `paused` while the pointer is over the
 * slider or focus is inside it (WCAG 2.2.2), and `still` when the shopper prefers reduced motion
 * (`input.reducedMotion`, then `slider.motion.changed { reduce }` from a matchMedia listener).
 *
 * Events: `slider.next`, `slider.prev`, `slider.goTo { index }`, `slider.pointer.enter`,
 * `slider.pointer.leave`, `slider.focus.in`, `slider.focus.out`, `slider.motion.changed { reduce }`.
 * Nothing to provide; `delays.interval` can be overridden with `.provide({ delays })`.
 */
export const SLIDE_COUNT = 4;
export const SLIDE_INTERVAL_MS = 6000;

export interface SliderContext {
  index: number;
  count: number;
  autoplay: boolean;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
}

export type SliderEvent =
  | { type: 'slider.next' }
  | { type: 'slider.prev' }
  | { type: 'slider.goTo'; index: number }
  | { type: 'slider.pointer.enter' }
  | { type: 'slider.pointer.leave' }
  | { type: 'slider.focus.in' }
  | { type: 'slider.focus.out' }
  | { type: 'slider.motion.changed'; reduce: boolean };

export const sliderMachine = setup({
  types: {
    context: {} as SliderContext,
    events: {} as SliderEvent,
    input: {} as { autoplay?: boolean; reducedMotion?: boolean; count?: number },
  },
  delays: { interval: SLIDE_INTERVAL_MS },
  guards: {
    canAutoplay: ({ context }) => context.autoplay && !context.reducedMotion,
    isAttended: ({ context }) => context.hovered || context.focused,
    isValidIndex: ({ context, event }) => event.type === 'slider.goTo' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.count,
  },
  actions: {
    next: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    prev: assign({ index: ({ context }) => (context.index - 1 + context.count) % context.count }),
    goTo: assign({ index: ({ context, event }) => (event.type === 'slider.goTo' ? event.index : context.index) }),
    setMotion: assign({ reducedMotion: ({ context, event }) => (event.type === 'slider.motion.changed' ? event.reduce : context.reducedMotion) }),
  },
}).createMachine({
  id: 'slider',
  context: ({ input }) => ({ index: 0, count: input?.count ?? SLIDE_COUNT, autoplay: input?.autoplay ?? false, reducedMotion: input?.reducedMotion ?? false, hovered: false, focused: false }),
  on: {
    'slider.next': { actions: 'next' },
    'slider.prev': { actions: 'prev' },
    'slider.goTo': { guard: 'isValidIndex', actions: 'goTo' },
    'slider.pointer.enter': { target: '.deciding', actions: assign({ hovered: true }) },
    'slider.pointer.leave': { target: '.deciding', actions: assign({ hovered: false }) },
    'slider.focus.in': { target: '.deciding', actions: assign({ focused: true }) },
    'slider.focus.out': { target: '.deciding', actions: assign({ focused: false }) },
    'slider.motion.changed': { target: '.deciding', actions: 'setMotion' },
  },
  initial: 'deciding',
  states: {
    // Transient: picks the motion state from the flags after every change.
    deciding: {
      always: [
        { guard: not('canAutoplay'), target: 'still' },
        { guard: 'isAttended', target: 'paused' },
        { target: 'playing' },
      ],
    },
    still: {},
    paused: {},
    playing: { after: { interval: { target: 'playing', reenter: true, actions: 'next' } } },
  },
});
