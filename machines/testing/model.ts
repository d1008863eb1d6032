/**
 * Shared helpers for the model-based tests (`*.paths.test.ts`).
 *
 * How every machine is proven:
 * 1. `generatePaths` asks `@xstate/graph`'s `getShortestPaths` for the shortest path to every
 *    reachable (state value + context) snapshot, offering at each snapshot ONLY the candidate
 *    events that are enabled there (`snapshot.can(event)`): STACK.md saw disabled events create
 *    spurious nodes and hide guarded self-transitions.
 * 2. Effects that the app runs as invoked promise actors (network, storage-free timers) are not
 *    run by the graph: their completion is just an event (`xstate.done.actor.<id>`,
 *    `xstate.error.actor.<id>`, `xstate.after.<delay>.<stateId>`), so the candidate lists offer
 *    those events with fixture payloads. That is why we use `getShortestPaths` on the machine
 *    rather than `createTestModel` (which rejects `invoke` and `after`): the real machines keep
 *    their invoke/after semantics and the graph still walks their onDone/onError/after edges.
 * 3. `walkPath` replays a path against a REAL actor (`createActor`) whose invoked actors never
 *    settle (`neverSettles`, or `invocationLog().actor`, which also records each actor's input),
 *    sending the path's events one by one, so completions arrive only when the path says so.
 *    After each step it checks the step against the shape COMMITTED in `machines/<name>/README.md`
 *    (not against the machine itself): every transition taken must be listed there, and the
 *    state it names as target must be active afterwards. Then it hands the step, the new
 *    snapshot, the effects emitted and the actors invoked during the step to the test's own
 *    independent expectations (totals, stored values, toasts, navigation, actor inputs).
 * 4. Coverage: the transitions walked (event transitions from `machine.getTransitionData(prev,
 *    event)`, eventless ones from the actor's `@xstate.microstep` inspection events) are compared
 *    with the README's committed list, so a transition deleted from the machine is reported
 *    missing instead of leaving the total too.
 * 5. Refused events (`walkRefusals`): in every reachable snapshot every event fixture of the
 *    machine is sent; where the test's own oracle says the event is refused, the state value,
 *    context and stored values must not change and the effects must be exactly the oracle's.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getAdjacencyMap, getShortestPaths, type StatePath, serializeSnapshot } from '@xstate/graph';
import {
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  type EventFromLogic,
  fromPromise,
  type InputFrom,
  type InspectionEvent,
} from 'xstate';
import { committedTransitions, transitionKey } from './diagram';

export { listTransitions, transitionKey } from './diagram';

/** An invoked actor that never settles: completions are sent by the path instead. */
export function neverSettles<TOutput, TInput>() {
  return fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
}

export interface Invocation {
  src: string;
  input: unknown;
}

/** Never-settling actors that record the input each invocation was given (what the machine
 *  hands to the outside: a request body, a session to create). */
export function invocationLog() {
  const calls: Invocation[] = [];
  return {
    calls,
    actor: <TOutput, TInput>(src: string) =>
      fromPromise<TOutput, TInput>(({ input }) => {
        calls.push({ src, input: JSON.parse(JSON.stringify(input ?? null)) });
        return new Promise<TOutput>(() => {});
      }),
  };
}

/** The transitions committed in `machines/<folder>/README.md` (written by `npm run machines:diagrams`). */
const shapes = new Map<string, string[]>();
export function committedShape(folder: string): string[] {
  const cached = shapes.get(folder);
  if (cached) return cached;
  const file = fileURLToPath(new URL(`../${folder}/README.md`, import.meta.url));
  const list = committedTransitions(readFileSync(file, 'utf8'));
  if (list.length === 0)
    throw new Error(`machines/${folder}/README.md has no committed shape: run npm run machines:diagrams`);
  shapes.set(folder, list);
  return list;
}

type Snap<M extends AnyStateMachine> = ReturnType<M['transition']>;

/** Payloads for every event type of a machine: a new event without fixtures fails to compile
 *  (`const FIXTURES = { ... } satisfies EventFixtures<CartEvent>`). */
export type EventFixtures<E extends { type: string }> = { [K in E['type']]: readonly Extract<E, { type: K }>[] };

/** An emitted effect as the tests write it. */
export type Effect = { type: string } & Record<string, unknown>;
type Ev<M extends AnyStateMachine> = EventFromLogic<M>;

export interface GenerateOptions<M extends AnyStateMachine> {
  /** Candidate events at a snapshot (with payloads); only the enabled ones are offered. */
  events: (snapshot: Snap<M>) => Ev<M>[];
  input?: InputFrom<M>;
  /** Safety cap on explored snapshots. */
  limit?: number;
  /**
   * How snapshots are told apart (default: value + whole context). A coarser key (the cart's
   * lines sorted, its notices as a count) keeps the graph small enough for mutation testing,
   * which runs these tests once per mutant.
   */
  serialize?: (snapshot: Snap<M>) => string;
}

function traversal<M extends AnyStateMachine>(options: GenerateOptions<M>) {
  const offered = new WeakSet<object>();
  return {
    input: options.input,
    limit: options.limit ?? 50_000,
    ...(options.serialize ? { serializeState: options.serialize } : {}),
    events: (snapshot: Snap<M>) => {
      const list = options.events(snapshot);
      for (const e of list) offered.add(e);
      return list;
    },
    // The default machine options add a bare `{ type }` for every own event the list left out;
    // keep only the events we offered, and only where they are enabled.
    filterEvents: (snapshot: Snap<M>, event: Ev<M>) => offered.has(event) && snapshot.can(event),
  } as never;
}

/** The shortest path to every reachable snapshot, enabled events only. */
export function generatePaths<M extends AnyStateMachine>(
  machine: M,
  options: GenerateOptions<M>,
): StatePath<Snap<M>, Ev<M>>[] {
  return getShortestPaths(machine, traversal(options)) as StatePath<Snap<M>, Ev<M>>[];
}

/**
 * The shortest paths form a tree; a path that is the start of a longer one is walked as part of
 * it, so only the leaves are walked (every step of every shortest path is still checked once the
 * leaves are walked, in about half the work).
 */
// biome-ignore lint/suspicious/noExplicitAny: any machine's paths; only the events' types are read
export function maximalPaths<P extends StatePath<any, { type: string }>>(paths: P[]): P[] {
  const key = (steps: P['steps']) => JSON.stringify(steps.map((s) => s.event));
  const prefixes = new Set<string>();
  for (const p of paths) for (let n = 1; n < p.steps.length; n++) prefixes.add(key(p.steps.slice(0, n)));
  return paths.filter((p) => !prefixes.has(key(p.steps)));
}

export interface EdgePath<M extends AnyStateMachine> {
  path: StatePath<Snap<M>, Ev<M>>;
  /** Event transitions the last step takes (predicted with getTransitionData). */
  eventKeys: string[];
  /** Whether the last step changes the state value (only such steps can run `always`). */
  changesValue: boolean;
}

/**
 * Shortest paths reach every snapshot but take only one edge into each, so an edge into an
 * already-reached snapshot (a self-transition, a refused add, a second way to open the drawer)
 * is on no shortest path. This lists every edge of the graph as "shortest path to its source +
 * the edge", so the tests can walk the ones that take a transition not walked yet.
 */
export function edgePaths<M extends AnyStateMachine>(machine: M, options: GenerateOptions<M>): EdgePath<M>[] {
  const opts = traversal(options);
  // Snapshots are told apart as the traversal tells them apart; keep contexts finite through the
  // candidate lists.
  const serialize = options.serialize ?? ((snap: Snap<M>) => serializeSnapshot(snap as never));
  const shortest = new Map<string, StatePath<Snap<M>, Ev<M>>>();
  for (const p of getShortestPaths(machine, opts) as StatePath<Snap<M>, Ev<M>>[]) shortest.set(serialize(p.state), p);
  const adjacency = getAdjacencyMap(machine, opts) as Record<
    string,
    { state: Snap<M>; transitions: Record<string, { event: Ev<M>; state: Snap<M> }> }
  >;
  const out: EdgePath<M>[] = [];
  for (const vertex of Object.values(adjacency)) {
    const head = shortest.get(serialize(vertex.state));
    if (!head) continue;
    for (const { event, state } of Object.values(vertex.transitions)) {
      // The adjacency map also lists the offered events a guard refuses; those are the refusal
      // walk's business.
      if (!(vertex.state as { can(e: unknown): boolean }).can(event)) continue;
      out.push({
        path: { state, weight: head.weight + 1, steps: [...head.steps, { event, state }] },
        eventKeys: machine.getTransitionData(vertex.state as never, event).map(transitionKey),
        changesValue: JSON.stringify(state.value) !== JSON.stringify(vertex.state.value),
      });
    }
  }
  return out;
}

/**
 * Walks the shortest paths, then every edge path that takes a transition not walked yet
 * (eventless ones are found by walking value-changing edges until none is missing).
 * Returns the walked keys and how many paths were walked. Pass the set of an earlier walk (another
 * input) as `walked` to skip the edge paths whose transitions it already took.
 */
export function walkAll<M extends AnyStateMachine>(
  machine: M,
  options: GenerateOptions<M>,
  walk: WalkOptions<M>,
  walked: Set<string> = new Set(),
): { walked: Set<string>; paths: number } {
  const all = committedShape(walk.shape);
  let count = 0;
  const run = (path: StatePath<Snap<M>, Ev<M>>) => {
    count++;
    try {
      for (const k of walkPath(machine, path, { ...walk, input: options.input })) walked.add(k);
    } catch (error) {
      throw new Error(`path ${describePath(path as never)}: ${(error as Error).message}`);
    }
  };
  for (const p of maximalPaths(generatePaths(machine, options))) run(p);
  const edges = edgePaths(machine, options);
  for (const e of edges) if (walk.everyEdge || e.eventKeys.some((k) => !walked.has(k))) run(e.path);
  const alwaysMissing = () => all.some((k) => k.includes('(always)') && !walked.has(k));
  for (const e of edges) {
    if (!alwaysMissing()) break;
    if (e.changesValue) {
      const before = walked.size;
      run(e.path);
      if (walked.size === before) count--; // only count paths that added something
    }
  }
  return { walked, paths: count };
}

export interface StepInfo<M extends AnyStateMachine> {
  index: number;
  event: Ev<M>;
  before: Snap<M>;
  after: Snap<M>;
  /** Effects emitted (`emit()`) during this step, in order. */
  effects: Array<{ type: string } & Record<string, unknown>>;
  /** Actors invoked during this step, with their inputs (when the test uses `invocationLog`). */
  invoked: Invocation[];
}

export interface WalkOptions<M extends AnyStateMachine> {
  /** The machine's folder: its README's committed shape is the expectation for every step. */
  shape: string;
  input?: InputFrom<M>;
  /** Called once after start with the initial snapshot. */
  onStart?: (snapshot: Snap<M>) => void;
  onStep?: (info: StepInfo<M>) => void;
  /** The log the provided actors write to (`invocationLog()`), to report each step's invocations. */
  invocations?: Invocation[];
  /**
   * Walk every edge of the graph, not only those that take a transition not walked yet: each
   * event is then checked from every reachable snapshot (removing one favourite of two, not only
   * the last one). Affordable for the small machines.
   */
  everyEdge?: boolean;
}

const plain = (x: unknown) => JSON.parse(JSON.stringify(x ?? null));
const isEventless = (t: AnyTransitionDefinition) => t.eventType === '' || (t.source.always ?? []).includes(t);
/** The ids of the state nodes a snapshot is in. */
const activeIds = (snapshot: unknown) => new Set((snapshot as { _nodes: AnyStateNode[] })._nodes.map((n) => n.id));
/** A target the actor can leave again within the same macrostep (it or an initial descendant has `always`). */
const isTransient = (node: AnyStateNode): boolean =>
  (node.always?.length ?? 0) > 0 ||
  (node.type === 'compound' && node.initial.target.some(isTransient)) ||
  (node.type === 'parallel' && Object.values(node.states).some(isTransient));

interface Started<M extends AnyStateMachine> {
  actor: ReturnType<typeof createActor<M>>;
  effects: StepInfo<M>['effects'];
  walked: Set<string>;
}

function start<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M> | undefined,
  onStart?: (snapshot: Snap<M>) => void,
): Started<M> {
  const walked = new Set<string>();
  let self: unknown = null;
  const actor = createActor(machine, {
    input,
    inspect: (ev: InspectionEvent) => {
      // The initial microsteps run inside createActor, before `self` is known.
      if (ev.type !== '@xstate.microstep' || (self !== null && ev.actorRef !== self)) return;
      for (const t of (ev as unknown as { _transitions: AnyTransitionDefinition[] })._transitions)
        if (isEventless(t)) walked.add(transitionKey(t));
    },
  } as never) as ReturnType<typeof createActor<M>>;
  self = actor;
  const effects: StepInfo<M>['effects'] = [];
  actor.on('*', (e) => void effects.push(e as StepInfo<M>['effects'][number]));
  onStart?.(actor.getSnapshot() as Snap<M>);
  actor.start();
  return { actor, effects, walked };
}

/** Replays one generated path against a real actor; returns the transition keys it took. */
export function walkPath<M extends AnyStateMachine>(
  machine: M,
  path: StatePath<Snap<M>, Ev<M>>,
  options: WalkOptions<M>,
): Set<string> {
  const committed = new Set(committedShape(options.shape)); // cheap: the list is read once per folder
  const invocations = options.invocations ?? [];
  invocations.length = 0;
  const { actor, effects, walked } = start(machine, options.input, options.onStart);
  try {
    path.steps.forEach((step, index) => {
      if (step.event.type === 'xstate.init') return;
      const before = actor.getSnapshot() as Snap<M>;
      const taken = machine.getTransitionData(before as never, step.event);
      const from = effects.length;
      const invokedFrom = invocations.length;
      actor.send(step.event);
      const after = actor.getSnapshot() as Snap<M>;
      const where = `step ${index} (${step.event.type})`;
      // The committed shape, not the machine, says what this step may do and where it must land.
      const active = activeIds(after);
      for (const t of taken) {
        const key = transitionKey(t);
        if (!committed.has(key))
          throw new Error(
            `${where}: took ${key}, which machines/${options.shape}/README.md does not list (npm run machines:diagrams)`,
          );
        walked.add(key);
        for (const target of t.target ?? []) {
          if (!isTransient(target) && !active.has(target.id))
            throw new Error(
              `${where}: ${key} should end in ${target.id}, but the actor is in ${JSON.stringify(after.value)}`,
            );
        }
      }
      for (const key of walked)
        if (!committed.has(key))
          throw new Error(
            `${where}: took ${key}, which machines/${options.shape}/README.md does not list (npm run machines:diagrams)`,
          );
      options.onStep?.({
        index,
        event: step.event,
        before,
        after,
        effects: effects.slice(from),
        invoked: invocations.slice(invokedFrom),
      });
    });
  } finally {
    actor.stop();
  }
  return walked;
}

export interface RefusalOptions<M extends AnyStateMachine> {
  shape: string;
  /** Every event of the machine, each with the payloads to offer in every reachable snapshot. */
  fixtures: Record<string, readonly Ev<M>[]>;
  /**
   * The test's own answer, written from the rules: `null` when the event is accepted here (the
   * path tests check what it does), else the exact effects a refusal emits (often none).
   */
  refusal: (snapshot: Snap<M>, event: Ev<M>) => Array<{ type: string } & Record<string, unknown>> | null;
  /** What the app has stored (storage contents), compared before and after a refused event. */
  stored?: () => unknown;
  onStart?: (snapshot: Snap<M>) => void;
}

/**
 * In every reachable snapshot (one shortest path each), offers every event fixture of the
 * machine; where the oracle says it is refused, nothing may change but the emitted effects, which
 * must be exactly the oracle's; where it says accepted, the machine must have a transition for it.
 * Returns how many (snapshot, event) pairs were tried and refused.
 */
export function walkRefusals<M extends AnyStateMachine>(
  machine: M,
  options: GenerateOptions<M>,
  refusals: RefusalOptions<M>,
): { tried: number; refused: number } {
  let tried = 0;
  let refused = 0;
  const events = Object.values(refusals.fixtures).flat();
  for (const path of generatePaths(machine, options)) {
    for (const event of events) {
      tried++;
      // The oracle reads the graph's snapshot; only refused events are replayed on a real actor.
      const expected = refusals.refusal(path.state, event);
      if (expected === null) {
        // Accepted by the oracle: the machine must have a transition for it here (a guard that
        // refuses too much would otherwise only hide the event from the generated paths).
        if (!path.state.can(event))
          throw new Error(
            `after ${describePath(path as never)}, ${JSON.stringify(event)} should be accepted, but the machine has no enabled transition for it`,
          );
        continue;
      }
      refused++;
      const { actor, effects } = start(machine, options.input, refusals.onStart);
      try {
        for (const step of path.steps) if (step.event.type !== 'xstate.init') actor.send(step.event);
        const before = actor.getSnapshot() as Snap<M>;
        const storedBefore = JSON.stringify(refusals.stored?.() ?? null);
        const from = effects.length;
        actor.send(event);
        const after = actor.getSnapshot() as Snap<M>;
        const where = `after ${describePath(path as never)}, the refused ${JSON.stringify(event)}`;
        if (JSON.stringify(after.value) !== JSON.stringify(before.value))
          throw new Error(`${where} moved ${JSON.stringify(before.value)} → ${JSON.stringify(after.value)}`);
        if (JSON.stringify(plain(after.context)) !== JSON.stringify(plain(before.context)))
          throw new Error(
            `${where} changed the context ${JSON.stringify(plain(before.context))} → ${JSON.stringify(plain(after.context))}`,
          );
        if (JSON.stringify(refusals.stored?.() ?? null) !== storedBefore)
          throw new Error(`${where} changed what is stored`);
        const got = JSON.stringify(effects.slice(from));
        if (got !== JSON.stringify(expected))
          throw new Error(`${where} emitted ${got}, expected ${JSON.stringify(expected)}`);
      } finally {
        actor.stop();
      }
    }
  }
  return { tried, refused };
}

/** A readable description of a path, for test names. */
// biome-ignore lint/suspicious/noExplicitAny: any machine's paths; only the events' types are read
export function describePath(path: StatePath<any, { type: string }>): string {
  const events = path.steps.filter((s) => s.event.type !== 'xstate.init').map((s) => s.event.type);
  return events.length ? events.join(' → ') : '(initial)';
}

export interface CoverageReport {
  total: number;
  covered: number;
  missing: string[];
  line: string;
}

/**
 * Compares the walked transitions with the list committed in `machines/<folder>/README.md`
 * (not with the machine under test, which would shrink with a deleted transition); the line is
 * what `npm run test:model` prints.
 */
export function coverageReport(folder: string, walked: Iterable<string>): CoverageReport {
  const all = committedShape(folder);
  const seen = new Set(walked);
  const missing = all.filter((k) => !seen.has(k));
  const covered = all.length - missing.length;
  return { total: all.length, covered, missing, line: `transitions covered: ${covered}/${all.length} (${folder})` };
}
