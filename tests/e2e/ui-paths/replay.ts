/**
 * Generated paths replayed through the real UI: every transition a shopper can cause is seen on the page.
 *
 * For one machine:
 * 1. Paths come from the machine with `@xstate/graph` (`generatePaths`/`edgePaths` of
 *    machines/testing/model.ts: shortest paths to every snapshot, plus every edge), for each start
 *    the test names (a visitor, a signed-in shopper, ...). Events whose gesture is `unreachable`
 *    are not offered. From all of them a greedy cover keeps the few paths that together take every
 *    transition the UI can produce, fewest steps first.
 * 2. Each path runs in ONE page: storage reset, the start's storage seeded, the start's page
 *    loaded; then every step is a gesture (`gestures[event.type]`: a click, keys, typing, another
 *    tab's write, or an API answer given to a request held with `page.route`).
 * 3. A shadow actor of the same machine (in Node, invoked actors never settle) takes the same
 *    event; after every step the page must show what the `expectations` map says for each active
 *    atomic state, and every effect the machine emitted (toast, navigation) must be visible.
 * 4. M is the transition list committed in machines/<name>/README.md; N counts the transitions a
 *    step took whose page checks passed. Transitions only an unreachable event takes are printed
 *    with the reason.
 *
 * The gesture map is typed `satisfies Gestures<typeof machine, ...>`: a machine event without a
 * gesture does not compile, and the expectation map is typed over the machine's atomic states.
 */

import type { StatePath } from '@xstate/graph';
import type { Page, Route } from 'playwright-core';
import {
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  type EventFromLogic,
  type InputFrom,
  type InspectionEvent,
} from 'xstate';
import { machineEvents } from '../../../machines/testing/diagram';
import {
  committedShape,
  edgePaths,
  type GenerateOptions,
  generatePaths,
  maximalPaths,
  transitionKey,
} from '../../../machines/testing/model';

export type Snap<M extends AnyStateMachine> = ReturnType<M['transition']>;
type Ev<M extends AnyStateMachine> = EventFromLogic<M>;

/** `'visitor'`, `{ panel: 'open' | 'closed' }` → `'panel.open' | 'panel.closed'`: every atomic state as a dotted path. */
export type StateLeaf<V> = V extends string
  ? V
  : { [K in keyof V & string]: `${K}.${StateLeaf<V[K]>}` }[keyof V & string];
export type LeafOf<M extends AnyStateMachine> = StateLeaf<Snap<M>['value']>;

/** The completions of invoked actors the app runs (`xstate.done.actor.login`, ...). */
export type Completions<Ids extends string> = `xstate.done.actor.${Ids}` | `xstate.error.actor.${Ids}`;

/** One emitted effect as the machine emits it. */
export type Effect = { type: string } & Record<string, unknown>;

export interface StepContext<M extends AnyStateMachine, S> {
  page: Page;
  /** The start this path began from (its test data). */
  start: S;
  before: Snap<M>;
  after: Snap<M>;
  held: Held;
}

/** What a shopper does for an event, or why the UI cannot produce it. */
export type Gesture<M extends AnyStateMachine, S, E = Ev<M>> =
  | ((ctx: StepContext<M, S>, event: E) => Promise<void>)
  | { unreachable: string };

/** Every machine event (and the completions named) mapped to a gesture. */
export type Gestures<M extends AnyStateMachine, S, Extra extends string = never> = {
  [K in Ev<M>['type'] | Extra]: Gesture<
    M,
    S,
    K extends Ev<M>['type'] ? Extract<Ev<M>, { type: K }> : { type: K; output?: unknown; error?: unknown }
  >;
};

/** What the page shows in one atomic state (`'transient'`: the machine never rests there). */
export type Expectation<M extends AnyStateMachine, S> = ((ctx: StepContext<M, S>) => Promise<void>) | 'transient';
export type Expectations<M extends AnyStateMachine, S> = Record<LeafOf<M>, Expectation<M, S>>;

export interface Start<M extends AnyStateMachine> {
  name: string;
  input: InputFrom<M>;
  /** localStorage to seed before the first load. */
  storage: Record<string, string>;
  /** The page the path begins on. */
  url: string;
}

export interface ReplaySpec<M extends AnyStateMachine, S extends Start<M>> {
  /** The machine's folder in machines/ (its README holds the committed transitions). */
  folder: string;
  /** The machine with never-settling actors (the shadow runs it in Node). */
  machine: M;
  starts: S[];
  /** Candidate events (with payloads) at a snapshot, for one start. */
  events: (start: S, snapshot: Snap<M>) => Ev<M>[];
  serialize?: (snapshot: Snap<M>) => string;
  gestures: Record<string, Gesture<M, S, never>>;
  /**
   * Transitions of events the UI does produce, but whose guard the UI never lets pass (the
   * payment page exists only for a signed-in customer, say), by transition key, with the reason.
   * The paths never take them; they are printed as not replayed.
   */
  notFromUi?: Record<string, string>;
  expectations: Record<string, Expectation<M, S>>;
  /** Asserts that an emitted effect shows (a toast, a navigation, a request). */
  effect: (ctx: StepContext<M, S>, effect: Effect) => Promise<void>;
  /** After a step's effects were found: nothing else showed (no toast the machine did not emit). */
  nothingElse?: (ctx: StepContext<M, S>) => Promise<void>;
  /** Before each path's first load: routes every path needs (answers that must never reach the
   *  server, requests held from the start). */
  preparePage?: (page: Page, start: S, held: Held) => Promise<void>;
}

/**
 * Requests held with `page.route` until a completion gesture answers them: the invoking gesture
 * calls `hold(pattern)` before its click and `arrived(pattern)` after; the completion answers with
 * `answer(pattern, ...)`. A request of the pattern that arrives later supersedes the earlier ones (the
 * app cancelled them: a check started again, or a pay check replaced the running stock check).
 */
export class Held {
  private pending: Array<{ pattern: string; route: Route; seq: number }> = [];
  private seq = 0;
  private since = new Map<string, number>();
  constructor(private page: Page) {}

  async hold(pattern: string) {
    this.since.set(pattern, this.seq + 1);
    await this.page.unroute(pattern);
    await this.page.route(pattern, (route) => void this.pending.push({ pattern, route, seq: ++this.seq }));
  }

  /** Waits until a request of the pattern arrived since the last `hold(pattern)`. */
  async arrived(pattern: string, timeoutMs = 10_000) {
    const until = Date.now() + timeoutMs;
    const since = this.since.get(pattern) ?? 0;
    while (!this.pending.some((p) => p.pattern === pattern && p.seq >= since)) {
      if (Date.now() > until) throw new Error(`no request to ${pattern} arrived`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  private latest(pattern: string) {
    const mine = this.pending.filter((p) => p.pattern === pattern);
    if (!mine.length) throw new Error(`no held request to ${pattern}`);
    return mine[mine.length - 1]!;
  }

  /** The latest held request of the pattern, still held. */
  peek(pattern: string) {
    return this.latest(pattern).route.request();
  }

  /**
   * Answers the latest held request of the pattern, then removes the route (not before: a request
   * still pending when its route is removed goes on to the server).
   */
  async answer(pattern: string, respond: (route: Route) => Promise<void>) {
    const { route } = this.latest(pattern);
    const superseded = this.pending.filter((p) => p.pattern === pattern && p.route !== route);
    // Superseded requests were cancelled by the app: let them go, whatever state they are in.
    for (const p of superseded) await p.route.abort().catch(() => undefined);
    await respond(route);
    this.pending = this.pending.filter((p) => p.pattern !== pattern);
    await this.page.unroute(pattern);
  }

  clear() {
    this.pending = [];
    this.since.clear();
  }
}

const activeLeaves = (snapshot: unknown) =>
  (snapshot as { _nodes: AnyStateNode[] })._nodes
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.path.join('.'));

/** A real actor of the machine in Node, recording every transition (eventless and raised ones
 *  included: each microstep reports its transitions) and every effect. */
function shadow<M extends AnyStateMachine>(machine: M, input: InputFrom<M>) {
  const microsteps = new Set<string>();
  let self: unknown = null;
  const actor = createActor(machine, {
    input,
    inspect: (ev: InspectionEvent) => {
      if (ev.type !== '@xstate.microstep' || (self !== null && ev.actorRef !== self)) return;
      for (const t of (ev as unknown as { _transitions: AnyTransitionDefinition[] })._transitions)
        microsteps.add(transitionKey(t));
    },
  } as never);
  self = actor;
  const effects: Effect[] = [];
  actor.on('*', (e: unknown) => void effects.push(e as Effect));
  actor.start();
  return {
    snapshot: () => actor.getSnapshot() as Snap<M>,
    /** Sends the event; returns the transitions taken and the effects emitted. */
    send(event: Ev<M>) {
      const before = actor.getSnapshot() as Snap<M>;
      const keys = new Set(machine.getTransitionData(before as never, event).map(transitionKey));
      microsteps.clear();
      const from = effects.length;
      actor.send(event);
      for (const k of microsteps) keys.add(k);
      return { keys, effects: effects.slice(from) };
    },
    /** Transitions taken while starting. */
    started: () => new Set(microsteps),
    stop: () => actor.stop(),
  };
}

interface Planned<M extends AnyStateMachine, S> {
  start: S;
  path: StatePath<Snap<M>, Ev<M>>;
  keys: Set<string>;
}

/** Every transition a path takes, from a shadow run (cheap: no browser). */
function keysOf<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
  path: StatePath<Snap<M>, Ev<M>>,
): Set<string> {
  const s = shadow(machine, input);
  const keys = s.started();
  for (const step of path.steps)
    if (step.event.type !== 'xstate.init') for (const k of s.send(step.event).keys) keys.add(k);
  s.stop();
  return keys;
}

export interface Plan<M extends AnyStateMachine, S> {
  paths: Planned<M, S>[];
  /** Committed transitions no path can take, with the reason (the unreachable gesture's). */
  unreachable: Array<{ key: string; reason: string }>;
  total: number;
}

/** Generates the paths of every start and keeps a small set that takes every reachable transition. */
export function planPaths<M extends AnyStateMachine, S extends Start<M>>(spec: ReplaySpec<M, S>): Plan<M, S> {
  // Completions and any event the machine handles must have a gesture (own events are checked by
  // the compiler; the completion names only here).
  const missing = machineEvents(spec.machine).filter((e) => !(e in spec.gestures));
  if (missing.length) throw new Error(`machines/${spec.folder}: no gesture for ${missing.join(', ')}`);
  const reachable = (e: { type: string }) => typeof spec.gestures[e.type] === 'function';
  const candidates: Planned<M, S>[] = [];
  for (const start of spec.starts) {
    const options: GenerateOptions<M> = {
      input: start.input,
      events: (snapshot) => spec.events(start, snapshot).filter(reachable),
      serialize: spec.serialize,
    };
    const paths = [
      ...maximalPaths(generatePaths(spec.machine, options)),
      ...edgePaths(spec.machine, options).map((e) => e.path),
    ];
    for (const path of paths) candidates.push({ start, path, keys: keysOf(spec.machine, start.input, path) });
  }
  const all = committedShape(spec.folder);
  for (const key of Object.keys(spec.notFromUi ?? {}))
    if (!all.includes(key))
      throw new Error(`notFromUi names ${key}, which machines/${spec.folder}/README.md does not list`);
  const covered = new Set<string>();
  const chosen: Planned<M, S>[] = [];
  // Greedy cover: most new transitions per step (a page load counts as 3 steps).
  for (;;) {
    let best: Planned<M, S> | null = null;
    let bestScore = 0;
    for (const c of candidates) {
      const fresh = [...c.keys].filter((k) => !covered.has(k) && all.includes(k)).length;
      const score = fresh / (c.path.steps.length + 3);
      if (fresh > 0 && score > bestScore) [best, bestScore] = [c, score];
    }
    if (!best) break;
    chosen.push(best);
    for (const k of best.keys) covered.add(k);
  }
  const unreachable = all
    .filter((k) => !covered.has(k))
    .map((key) => {
      const event = /--(.+?)#\d+-->/.exec(key)?.[1] ?? '';
      const g = spec.gestures[event];
      return {
        key,
        reason: spec.notFromUi?.[key] ?? (g && typeof g !== 'function' ? g.unreachable : 'no generated path takes it'),
      };
    });
  return { paths: chosen, unreachable, total: all.length };
}

/** `auth.signup(remember=true)`, `xstate.done.actor.login(ok=false)`: an event's short fields, for the log. */
function label(event: { type: string }): string {
  const short = (o: object) =>
    Object.entries(o).filter(
      ([k, v]) =>
        k !== 'type' && (typeof v === 'boolean' || typeof v === 'number' || (typeof v === 'string' && v.length <= 3)),
    );
  const e = event as { type: string; output?: unknown };
  const fields = [...short(e), ...(e.output && typeof e.output === 'object' ? short(e.output) : [])];
  return fields.length ? `${e.type}(${fields.map(([k, v]) => `${k}=${String(v)}`).join(', ')})` : e.type;
}
const describe = (path: { steps: Array<{ event: { type: string } }> }) =>
  path.steps
    .filter((s) => s.event.type !== 'xstate.init')
    .map((s) => label(s.event))
    .join(' → ') || '(initial)';

async function resetPage(page: Page, start: Start<AnyStateMachine>) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // Any same-origin page will do to reach the origin's storage; a small JSON answer is cheapest.
  await page.goto('/api/department');
  await page.evaluate((seed) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [k, v] of Object.entries(seed)) localStorage.setItem(k, v);
  }, start.storage);
}

async function checkState<M extends AnyStateMachine, S extends Start<M>>(
  spec: ReplaySpec<M, S>,
  ctx: StepContext<M, S>,
) {
  for (const leaf of activeLeaves(ctx.after)) {
    const expectation = spec.expectations[leaf];
    if (expectation === undefined) throw new Error(`no expectation for state ${leaf}`);
    if (expectation === 'transient')
      throw new Error(`the machine rests in ${leaf}, which the expectations call transient`);
    await expectation(ctx);
  }
}

export interface ReplayResult {
  replayed: Set<string>;
  line: string;
}

/**
 * Replays the plan in one page (storage reset between paths). Throws at the first step whose page
 * does not show the state; the line is printed either way.
 */
export async function replay<M extends AnyStateMachine, S extends Start<M>>(
  page: Page,
  spec: ReplaySpec<M, S>,
  plan: Plan<M, S>,
  log: (line: string) => void = console.log,
): Promise<ReplayResult> {
  const replayed = new Set<string>();
  const committed = new Set(committedShape(spec.folder));
  const held = new Held(page);
  const line = () =>
    `UI paths: ${[...replayed].filter((k) => committed.has(k)).length} of ${plan.total} transitions replayed (${spec.folder})`;
  for (const [i, { start, path }] of plan.paths.entries())
    log(`  path ${i + 1}, ${start.name}: ${describe(path as never)}`);
  try {
    for (const [i, { start, path }] of plan.paths.entries()) {
      const where = `path ${i + 1}/${plan.paths.length} from ${start.name}: ${describe(path as never)}`;
      const s = shadow(spec.machine, start.input);
      held.clear();
      try {
        await resetPage(page, start);
        await spec.preparePage?.(page, start, held);
        await page.goto(start.url);
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
        const initial = s.snapshot();
        await checkState(spec, { page, start, before: initial, after: initial, held }).catch((error: Error) => {
          throw new Error(
            `${where}\n  at the start → ${JSON.stringify((initial as { value: unknown }).value)}: ${error.message}`,
            { cause: error },
          );
        });
        for (const k of s.started()) replayed.add(k);
        for (const [n, step] of path.steps.entries()) {
          if (step.event.type === 'xstate.init') continue;
          const before = s.snapshot();
          const gesture = spec.gestures[step.event.type] as Gesture<M, S, Ev<M>>;
          if (typeof gesture !== 'function')
            throw new Error(`${step.event.type} has no gesture: ${gesture.unreachable}`);
          const taken = s.send(step.event);
          const ctx: StepContext<M, S> = { page, start, before, after: s.snapshot(), held };
          try {
            // Marks this document, so that a check can tell a page loaded since (a full-load navigation).
            await page.evaluate(() => {
              (window as unknown as { __uiPathsStep: boolean }).__uiPathsStep = true;
            });
            await gesture(ctx, step.event);
            for (const effect of taken.effects) await spec.effect(ctx, effect);
            await spec.nothingElse?.(ctx);
            await checkState(spec, ctx);
          } catch (error) {
            throw new Error(
              `${where}\n  step ${n} (${step.event.type}) → ${JSON.stringify((ctx.after as { value: unknown }).value)}: ${(error as Error).message}`,
              { cause: error },
            );
          }
          for (const k of taken.keys) replayed.add(k);
        }
      } finally {
        s.stop();
      }
    }
  } finally {
    log(line());
    for (const u of plan.unreachable) log(`  not replayed: ${u.key} (${u.reason})`);
  }
  return { replayed, line: line() };
}
