import { assign, or, setup, stateIn } from 'xstate';

/**
 * The home slider: 4 images, previous/next wrap both ways.
 *
 * Parallel regions (each a state, none a flag in context):
 * - `hover`: `away` | `over` (the pointer is over the slider);
 * - `focus`: `outside` | `inside` (focus is inside it);
 * - `motion`: `full` | `reduced` (the shopper's reduced-motion preference: `input.reducedMotion`,
 *   then `slider.motion.changed { reduce }` from a matchMedia listener);
 * - `autoplay`: `off` (the default, `input.autoplay` false) | `on`, where it is `playing`
 *   (advances every `interval` = 6 s), `paused` while hovered or focused (WCAG 2.2.2), and
 *   `still` while motion is reduced.
 * `motion` and `autoplay` start in a transient `starting` state that reads the input from the
 * start event (`xstate.init` carries it), so the input is not kept in context.
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
}

export interface SliderInput {
  autoplay?: boolean;
  reducedMotion?: boolean;
  count?: number;
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

/** The input, as the transient `starting` states see it: the start event carries it. */
const startInput = (event: { type: string }): SliderInput => (event as { input?: SliderInput }).input ?? {};

/** Where the `autoplay` region decides again: every change of the regions it depends on. */
const redecide = { target: '.deciding' } as const;

export const sliderMachine = setup({
  types: {
    context: {} as SliderContext,
    events: {} as SliderEvent,
    input: {} as SliderInput,
  },
  delays: { interval: SLIDE_INTERVAL_MS },
  guards: {
    asksAutoplay: ({ event }) => startInput(event).autoplay === true,
    asksReducedMotion: ({ event }) => startInput(event).reducedMotion === true,
    reducesMotion: (_, params: { reduce: boolean }) => params.reduce,
    allowsMotion: (_, params: { reduce: boolean }) => !params.reduce,
    isMotionReduced: stateIn('#slider.motion.reduced'),
    isAttended: or([stateIn('#slider.hover.over'), stateIn('#slider.focus.inside')]),
    isValidIndex: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < context.count,
  },
  actions: {
    next: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    prev: assign({ index: ({ context }) => (context.index - 1 + context.count) % context.count }),
    goTo: assign((_, params: { index: number }) => ({ index: params.index })),
  },
}).createMachine({
  id: 'slider',
  type: 'parallel',
  context: ({ input }) => ({ index: 0, count: input?.count ?? SLIDE_COUNT }),
  on: {
    'slider.next': { actions: 'next' },
    'slider.prev': { actions: 'prev' },
    'slider.goTo': {
      guard: { type: 'isValidIndex', params: ({ event }) => event },
      actions: { type: 'goTo', params: ({ event }) => event },
    },
  },
  states: {
    hover: {
      initial: 'away',
      states: {
        away: { on: { 'slider.pointer.enter': 'over' } },
        over: { on: { 'slider.pointer.leave': 'away' } },
      },
    },
    focus: {
      initial: 'outside',
      states: {
        outside: { on: { 'slider.focus.in': 'inside' } },
        inside: { on: { 'slider.focus.out': 'outside' } },
      },
    },
    motion: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'asksReducedMotion', target: 'reduced' }, { target: 'full' }] },
        full: {
          on: {
            'slider.motion.changed': {
              guard: { type: 'reducesMotion', params: ({ event }) => event },
              target: 'reduced',
            },
          },
        },
        reduced: {
          on: {
            'slider.motion.changed': { guard: { type: 'allowsMotion', params: ({ event }) => event }, target: 'full' },
          },
        },
      },
    },
    autoplay: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'asksAutoplay', target: 'on' }, { target: 'off' }] },
        off: {},
        on: {
          initial: 'deciding',
          on: {
            'slider.pointer.enter': redecide,
            'slider.pointer.leave': redecide,
            'slider.focus.in': redecide,
            'slider.focus.out': redecide,
            'slider.motion.changed': redecide,
          },
          states: {
            // Transient: picks the motion from the other regions after every change.
            deciding: {
              always: [
                { guard: 'isMotionReduced', target: 'still' },
                { guard: 'isAttended', target: 'paused' },
                { target: 'playing' },
              ],
            },
            still: {},
            paused: {},
            playing: { after: { interval: { target: 'playing', reenter: true, actions: 'next' } } },
          },
        },
      },
    },
  },
});
