import { useEffect, useId, useReducer, useRef } from 'react';
import type { ActorRefFrom, AnyActorLogic, AnyActorRef, InputFrom } from 'xstate';
import { type AppActors, loadActors, useAppActors } from './machine-host';

function childOf(actors: AppActors, id: string): AnyActorRef | undefined {
  return (actors.root.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id];
}

/**
 * A page's actor (the checkout, a product list) as a child of the app's root actor, for as long
 * as the component is mounted: it is then part of the app's one actor system, which the
 * inspector and `system.get` see. The drop-in for `useActorRef(logic, { input })`; the input
 * is read when the actor starts, as there.
 *
 * Undefined while the app's actors are loading (the first renders after a full page load) and on the
 * server: draw the machine's first state meanwhile (`initialTransition(logic, input)`).
 *
 * A page that needs its actor at once (`loadNow`, the default) loads the actors when it mounts. A
 * page the server drew whole (a product list with its answer) says `loadNow: false`: its first
 * state needs no actor, so the actors, their zod schemas and the renders they bring are spent only
 * at the shopper's first use (machine-host.ts), not while the page is being taken over.
 */
export function usePageActor<L extends AnyActorLogic>(
  logic: L,
  options: { input: InputFrom<L>; loadNow?: boolean },
): ActorRefFrom<L> | undefined {
  const loadNow = options.loadNow ?? true;
  const actors = useAppActors();
  // Named after the machine (`productList:r5:`), so the inspector shows which page it is.
  const id = `${(logic as { id?: string }).id ?? 'page'}${useId()}`;
  const latest = useRef({ logic, input: options.input });
  latest.current = { logic, input: options.input };
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const open = (a: AppActors) =>
    a.root.send({ type: 'app.page.open', id, logic: latest.current.logic, input: latest.current.input });

  // Opened while rendering, so the page gets its actor in the same render (`useId` keeps the
  // id across StrictMode's double render, so it opens once).
  if (actors && !childOf(actors, id)) open(actors);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` reads the latest logic and input through a ref
  useEffect(() => {
    if (!actors) {
      if (loadNow) void loadActors();
      return;
    }
    // StrictMode's simulated unmount closed it: open it again, and draw with the new one.
    if (!childOf(actors, id)) {
      open(actors);
      rerender();
    }
    return () => actors.root.send({ type: 'app.page.close', id });
  }, [actors, id, loadNow]);

  return actors ? (childOf(actors, id) as ActorRefFrom<L> | undefined) : undefined;
}
