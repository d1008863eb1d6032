import type { AnyActorRef, AnyEventObject, InspectionEvent, Observer, Subscription } from 'xstate';

/**
 * Inspection of a running actor system, for the Stately inspector that a developer opens on
 * demand (src/app/dev-inspector.ts): `system.inspect` reports only what happens after it is
 * attached, so the observer first hears of every actor already running, the root first, then
 * each actor's children, as `@xstate.actor` events (what it would have heard at their start).
 */
export function inspectRunningSystem(root: AnyActorRef, observer: Observer<InspectionEvent>): Subscription {
  const subscription = root.system.inspect(observer);
  const announce = (actorRef: AnyActorRef) => {
    observer.next?.({ type: '@xstate.actor', actorRef, rootId: root.sessionId });
    // Promise and callback actors have no children.
    for (const child of Object.values<AnyActorRef>(actorRef.getSnapshot().children ?? {})) announce(child);
  };
  announce(root);
  return subscription;
}

/**
 * An event as the inspector window shows it: the actor logic that `app.page.open` carries
 * (machines/app) is named by its id instead of serialised whole.
 */
export function inspectedEvent(event: AnyEventObject): AnyEventObject {
  const logic = (event as { logic?: { id?: string } }).logic;
  return logic ? { ...event, logic: logic.id } : event;
}
