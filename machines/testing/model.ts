/**
 * Shared helpers for the model-based tests (`*.paths.test.ts`).
 *
 * How every machine is proven:
 * 1. `generatePaths` asks `xstate/graph`'s `getShortestPaths` for the shortest path to every
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
 *    settle (`neverSettles`), sending the path's events one by one, so completions arrive only
 *    when the path says so. After each step it checks that the real snapshot equals the graph's
 *    (value and context) and hands the step, the new snapshot and the effects emitted during the
 *    step to the test's own assertions (totals, stored values, toasts, navigation).
 * 4. Coverage: `listTransitions` enumerates every transition definition of every state node
 *    (`getStateNodes`, each node's `transitions` map and `always` list, each guarded candidate
 *    separately). Event transitions walked are marked with `machine.getTransitionData(prev,
 *    event)`; eventless (`always`) transitions are not reported by that call, so they are marked
 *    from the actor's `@xstate.microstep` inspection events, which list every transition taken,
 *    including the eventless ones run at start-up.
 */
import { createActor, fromPromise, type AnyStateMachine, type AnyTransitionDefinition, type EventFromLogic, type InputFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes, serializeSnapshot, type StatePath } from 'xstate/graph';

/** An invoked actor that never settles: completions are sent by the path instead. */
export function neverSettles<TOutput, TInput>() {
  return fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
}

type Snap<M extends AnyStateMachine> = ReturnType<M['transition']>;
type Ev<M extends AnyStateMachine> = EventFromLogic<M>;

/** A stable name for one transition candidate: source node, event, index among candidates. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source;
  const isAlways = t.eventType === '' || (source.always ?? []).includes(t);
  const list: AnyTransitionDefinition[] = isAlways ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  const index = list.indexOf(t);
  const target = t.target?.map((n) => n.id).join(',') ?? '(none)';
  return `${source.id} --${isAlways ? '(always)' : t.eventType}#${index}--> ${target}`;
}

/** Every transition candidate of every state node of the machine. */
export function listTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  for (const node of nodes) {
    for (const list of node.transitions.values()) for (const t of list) keys.push(transitionKey(t));
    for (const t of node.always ?? []) keys.push(transitionKey(t));
  }
  return [...new Set(keys)];
}

export interface GenerateOptions<M extends AnyStateMachine> {
  /** Candidate events at a snapshot (with payloads); only the enabled ones are offered. */
  events: (snapshot: Snap<M>) => Ev<M>[];
  input?: InputFrom<M>;
  /** Safety cap on explored snapshots. */
  limit?: number;
}

function traversal<M extends AnyStateMachine>(options: GenerateOptions<M>) {
  const offered = new WeakSet<object>();
  return {
    input: options.input,
    limit: options.limit ?? 50_000,
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
export function generatePaths<M extends AnyStateMachine>(machine: M, options: GenerateOptions<M>): StatePath<Snap<M>, Ev<M>>[] {
  return getShortestPaths(machine, traversal(options)) as StatePath<Snap<M>, Ev<M>>[];
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
  // Snapshots are told apart by value + context (the default), so a path's model states are
  // exactly the ones the real actor reaches; keep contexts finite through the candidate lists.
  const serialize = (snap: Snap<M>) => serializeSnapshot(snap as never);
  const shortest = new Map<string, StatePath<Snap<M>, Ev<M>>>();
  for (const p of getShortestPaths(machine, opts) as StatePath<Snap<M>, Ev<M>>[]) shortest.set(serialize(p.state), p);
  const adjacency = getAdjacencyMap(machine, opts) as Record<string, { state: Snap<M>; transitions: Record<string, { event: Ev<M>; state: Snap<M> }> }>;
  const out: EdgePath<M>[] = [];
  for (const vertex of Object.values(adjacency)) {
    const head = shortest.get(serialize(vertex.state));
    if (!head) continue;
    for (const { event, state } of Object.values(vertex.transitions)) {
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
 * Returns the walked keys and how many paths were walked.
 */
export function walkAll<M extends AnyStateMachine>(
  machine: M,
  options: GenerateOptions<M>,
  walk: WalkOptions<M> = {},
): { walked: Set<string>; paths: number } {
  const walked = new Set<string>();
  const all = new Set(listTransitions(machine));
  let count = 0;
  const run = (path: StatePath<Snap<M>, Ev<M>>) => {
    count++;
    try {
      for (const k of walkPath(machine, path, { ...walk, input: options.input })) walked.add(k);
    } catch (error) {
      throw new Error(`path ${describePath(path as never)}: ${(error as Error).message}`);
    }
  };
  for (const p of generatePaths(machine, options)) run(p);
  const edges = edgePaths(machine, options);
  for (const e of edges) if (e.eventKeys.some((k) => !walked.has(k))) run(e.path);
  const alwaysMissing = () => [...all].some((k) => k.includes('(always)') && !walked.has(k));
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
}

export interface WalkOptions<M extends AnyStateMachine> {
  input?: InputFrom<M>;
  /** Called once after start with the initial snapshot and the effects emitted at start. */
  onStart?: (snapshot: Snap<M>) => void;
  onStep?: (info: StepInfo<M>) => void;
}

const plain = (x: unknown) => JSON.parse(JSON.stringify(x ?? null));

/** Replays one generated path against a real actor; returns the transition keys it took. */
export function walkPath<M extends AnyStateMachine>(machine: M, path: StatePath<Snap<M>, Ev<M>>, options: WalkOptions<M> = {}): Set<string> {
  const walked = new Set<string>();
  let self: unknown = null;
  const actor = createActor(machine, {
    input: options.input,
    inspect: (ev) => {
      // The initial microsteps run inside createActor, before `self` is known.
      if (ev.type !== '@xstate.microstep' || (self !== null && ev.actorRef !== self)) return;
      for (const t of (ev as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
        if (t.eventType === '' || (t.source.always ?? []).includes(t)) walked.add(transitionKey(t));
      }
    },
  });
  self = actor;
  const effects: StepInfo<M>['effects'] = [];
  actor.on('*', (e) => void effects.push(e as StepInfo<M>['effects'][number]));
  actor.start();
  options.onStart?.(actor.getSnapshot() as Snap<M>);
  try {
    path.steps.forEach((step, index) => {
      if (step.event.type === 'xstate.init') return;
      const before = actor.getSnapshot() as Snap<M>;
      for (const t of machine.getTransitionData(before as never, step.event)) walked.add(transitionKey(t));
      const from = effects.length;
      actor.send(step.event);
      const after = actor.getSnapshot() as Snap<M>;
      const where = `step ${index} (${step.event.type})`;
      if (JSON.stringify(after.value) !== JSON.stringify(step.state.value)) {
        throw new Error(`${where}: state ${JSON.stringify(after.value)} ≠ model ${JSON.stringify(step.state.value)}`);
      }
      if (JSON.stringify(plain(after.context)) !== JSON.stringify(plain(step.state.context))) {
        throw new Error(`${where}: context ${JSON.stringify(plain(after.context))} ≠ model ${JSON.stringify(plain(step.state.context))}`);
      }
      options.onStep?.({ index, event: step.event, before, after, effects: effects.slice(from) });
    });
  } finally {
    actor.stop();
  }
  return walked;
}

/** A readable description of a path, for test names. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
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

/** Compares walked keys with every transition; the line is what `npm run test:model` prints. */
export function coverageReport(machine: AnyStateMachine, name: string, walked: Iterable<string>): CoverageReport {
  const all = listTransitions(machine);
  const seen = new Set(walked);
  const missing = all.filter((k) => !seen.has(k));
  const covered = all.length - missing.length;
  return { total: all.length, covered, missing, line: `transitions covered: ${covered}/${all.length} (${name})` };
}
