/**
 * A machine's shape, written from the machine itself with `@xstate/graph`'s `toDirectedGraph`:
 * a Mermaid state diagram, the events, the guards and the list of transitions, committed in
 * `machines/<name>/README.md` (`npm run machines:diagrams` writes them; `diagrams.test.ts` fails
 * when a machine and its README differ). The transition list is also what the model tests'
 * coverage is measured against, so a transition deleted from a machine is missing there instead
 * of leaving the total too.
 */
import { type DirectedGraphNode, toDirectedGraph } from '@xstate/graph';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** A stable name for one transition candidate: source node, event, index among candidates. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source;
  const isAlways = t.eventType === '' || (source.always ?? []).includes(t);
  const list: AnyTransitionDefinition[] = isAlways
    ? (source.always ?? [])
    : (source.transitions.get(t.eventType) ?? []);
  const index = list.indexOf(t);
  const target = t.target?.map((n) => n.id).join(',') ?? '(none)';
  return `${source.id} --${isAlways ? '(always)' : t.eventType}#${index}--> ${target}`;
}

/** `'#checkout.shipping.loaded'` → `checkout.shipping.loaded`; `{ pricing: 'empty' }` → `pricing.empty`. */
function statePath(value: unknown): string {
  if (typeof value === 'string') return value.replace(/^#/, '');
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}.${statePath(v)}`)
    .join(', ');
}

type GuardLike = string | { type: string; params?: unknown } | ((...args: never[]) => unknown) | undefined;

/** A guard as a reader names it: `hasUser`, `not(hasUser)`, `isTier(empty)`, `in(checkout.shipping.loaded)`. */
export function guardName(guard: GuardLike): string | null {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const g = guard as unknown as { name: string; guards?: GuardLike[]; stateValue?: unknown };
    if (g.guards) return `${g.name}(${g.guards.map(guardName).join(', ')})`;
    if (g.stateValue !== undefined) return `in(${statePath(g.stateValue)})`;
    // An inline function is named after the `guard:` key it was written under.
    return g.name && g.name !== 'guard' ? g.name : 'inline guard';
  }
  // Static params are shown (`isTier(empty)`); params computed from the event are not.
  const params =
    guard.params && typeof guard.params === 'object'
      ? Object.values(guard.params as object)
          .map(String)
          .join(', ')
      : '';
  return params ? `${guard.type}(${params})` : guard.type;
}

/** `xstate.after.debounce.search.query.typing` → `after debounce`; other events as they are. */
function eventLabel(t: AnyTransitionDefinition): string {
  const isAlways = t.eventType === '' || (t.source.always ?? []).includes(t);
  if (isAlways) return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(t.eventType);
  return after ? `after ${after[1]}` : t.eventType;
}

const mermaidId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9]/g, '_');

/** Every event and `always` transition of a node, in definition order. */
function nodeTransitions(graph: DirectedGraphNode): AnyTransitionDefinition[] {
  const seen = new Set<AnyTransitionDefinition>();
  for (const edge of graph.edges) seen.add(edge.transition as AnyTransitionDefinition);
  return [...seen, ...((graph.stateNode.always ?? []) as AnyTransitionDefinition[])];
}

function walkGraph(graph: DirectedGraphNode, visit: (g: DirectedGraphNode) => void) {
  visit(graph);
  for (const child of graph.children) walkGraph(child, visit);
}

/** Every transition candidate of every state node, as `transitionKey`s, in definition order. */
export function listTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  walkGraph(toDirectedGraph(machine), (g) => keys.push(...nodeTransitions(g).map(transitionKey)));
  return [...new Set(keys)];
}

function transitionLines(graph: DirectedGraphNode, indent: string): string[] {
  const out: string[] = [];
  for (const t of nodeTransitions(graph)) {
    const guard = guardName(t.guard as GuardLike);
    const actions = t.actions
      .map((a) =>
        typeof a === 'string' ? a : ((a as { type?: string }).type ?? (a as { name?: string }).name ?? 'inline'),
      )
      .filter((a) => a);
    const label = `${eventLabel(t)}${guard ? ` [${guard}]` : ''}${actions.length ? ` / ${actions.join(', ')}` : ''}`;
    const targets = t.target?.length ? t.target : [t.source];
    for (const target of targets) out.push(`${indent}${mermaidId(t.source)} --> ${mermaidId(target)} : ${label}`);
  }
  return out;
}

/** The inside of a state's box: its initial arrow, its children (regions split by `--`), and
 *  the children's transitions. */
function mermaidLines(graph: DirectedGraphNode, indent: string): string[] {
  const node = graph.stateNode;
  const out: string[] = [];
  if (node.type === 'compound' && node.initial) {
    for (const t of node.initial.target) out.push(`${indent}[*] --> ${mermaidId(t)}`);
  }
  graph.children.forEach((child, i) => {
    if (node.type === 'parallel' && i > 0) out.push(`${indent}--`);
    const c = child.stateNode;
    if (child.children.length === 0) {
      out.push(`${indent}state "${c.key}" as ${mermaidId(c)}`);
      if (c.type === 'final') out.push(`${indent}${mermaidId(c)} --> [*]`);
    } else {
      out.push(`${indent}state "${c.key}${c.type === 'parallel' ? ' (parallel)' : ''}" as ${mermaidId(c)} {`);
      out.push(...mermaidLines(child, `${indent}  `));
      out.push(`${indent}}`);
    }
  });
  for (const child of graph.children) out.push(...transitionLines(child, indent));
  return out;
}

/** The Mermaid `stateDiagram-v2` of the machine; the root is a box so its regions and its own
 *  transitions have somewhere to live. */
export function mermaidDiagram(machine: AnyStateMachine): string {
  const root = toDirectedGraph(machine);
  const node = root.stateNode;
  return [
    'stateDiagram-v2',
    `  [*] --> ${mermaidId(node)}`,
    `  state "${node.id}${node.type === 'parallel' ? ' (parallel)' : ''}" as ${mermaidId(node)} {`,
    ...mermaidLines(root, '    '),
    '  }',
    ...transitionLines(root, '  '),
  ].join('\n');
}

/** Event types the machine handles anywhere (own events and the completions it listens to). */
export function machineEvents(machine: AnyStateMachine): string[] {
  const events = new Set<string>();
  walkGraph(toDirectedGraph(machine), (g) => {
    for (const t of nodeTransitions(g))
      if (t.eventType && !(g.stateNode.always ?? []).includes(t)) events.add(t.eventType);
  });
  return [...events].sort();
}

/** Every guard expression used on a transition, as `guardName` writes it. */
export function machineGuards(machine: AnyStateMachine): string[] {
  const guards = new Set<string>();
  walkGraph(toDirectedGraph(machine), (g) => {
    for (const t of nodeTransitions(g)) {
      const name = guardName(t.guard as GuardLike);
      if (name) guards.add(name);
    }
  });
  return [...guards].sort();
}

export const GENERATED_START =
  '<!-- machine shape: generated by `npm run machines:diagrams` from the machine; do not edit by hand -->';
export const GENERATED_END = '<!-- end of machine shape -->';

/** The generated section of `machines/<name>/README.md`. */
export function shapeSection(machine: AnyStateMachine, title: string): string {
  const transitions = listTransitions(machine);
  return [
    GENERATED_START,
    `## ${title}: states and transitions`,
    '',
    '```mermaid',
    mermaidDiagram(machine),
    '```',
    '',
    '### Events',
    '',
    ...machineEvents(machine).map((e) => `- \`${e}\``),
    '',
    '### Guards',
    '',
    ...machineGuards(machine).map((g) => `- \`${g}\``),
    '',
    `### Transitions (${transitions.length}; the model test must walk every one)`,
    '',
    ...transitions.map((k) => `- \`${k}\``),
    GENERATED_END,
  ].join('\n');
}

/** The transition list committed in a README's generated section. */
export function committedTransitions(readme: string): string[] {
  const start = readme.indexOf(GENERATED_START);
  const end = readme.indexOf(GENERATED_END);
  if (start < 0 || end < 0) return [];
  const section = readme.slice(start, end);
  const list = section.slice(section.indexOf('### Transitions'));
  return [...list.matchAll(/^- `(.+)`$/gm)].map((m) => m[1]!);
}

/** Replaces (or appends) the generated section of a README. */
export function withShapeSection(readme: string, section: string): string {
  const start = readme.indexOf(GENERATED_START);
  const end = readme.indexOf(GENERATED_END);
  if (start < 0 || end < 0) return `${readme.trimEnd()}${readme.trim() ? '\n\n' : ''}${section}\n`;
  return `${readme.slice(0, start)}${section}${readme.slice(end + GENERATED_END.length)}`;
}
