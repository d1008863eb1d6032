import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, createMachine, fromPromise, type InspectionEvent } from 'xstate';
import { inspectedEvent, inspectRunningSystem } from './inspector';

const pending = fromPromise(() => new Promise<never>(() => {}));
const leaf = createMachine({ id: 'leaf', invoke: { id: 'request', src: pending } });
const tree = createMachine({
  id: 'tree',
  invoke: [
    { id: 'a', src: leaf },
    { id: 'b', src: pending },
  ],
  on: { ping: { actions: () => {} } },
});

describe('inspecting a running system', () => {
  it('announces every running actor, root first, then sees what happens next', () => {
    const root = createActor(tree).start();
    const seen: InspectionEvent[] = [];
    const sub = inspectRunningSystem(root, { next: (e) => void seen.push(e) });
    const children = root.getSnapshot().children as Record<string, AnyActorRef>;
    const a = children.a!;
    expect(seen.map((e) => [e.type, e.actorRef, e.rootId])).toEqual([
      ['@xstate.actor', root, root.sessionId],
      ['@xstate.actor', a, root.sessionId],
      ['@xstate.actor', a.getSnapshot().children.request, root.sessionId],
      ['@xstate.actor', children.b, root.sessionId],
    ]);
    seen.length = 0;
    root.send({ type: 'ping' });
    expect(seen.some((e) => e.type === '@xstate.event' && e.event.type === 'ping' && e.actorRef === root)).toBe(true);
    sub.unsubscribe();
    seen.length = 0;
    root.send({ type: 'ping' });
    expect(seen).toEqual([]);
  });

  it('accepts an observer without next', () => {
    const root = createActor(tree).start();
    expect(() => inspectRunningSystem(root, {}).unsubscribe()).not.toThrow();
  });

  it('names the logic a page-opening event carries, and leaves other events as they are', () => {
    const event = { type: 'app.page.open', id: 'p', logic: leaf, input: 1 };
    expect(inspectedEvent(event)).toEqual({ type: 'app.page.open', id: 'p', logic: 'leaf', input: 1 });
    const other = { type: 'x', n: 1 };
    expect(inspectedEvent(other)).toBe(other);
  });
});
