import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { initialTransition } from 'xstate';
import { PRODUCT_PARAM } from '../../../contract/paths';
import { type SizeChoiceEvent, sizeChoiceMachine } from '../../../machines/size-choice/size-choice-machine';
import type { Product } from '../../api/products';
import { loadActors } from '../../runtime/machine-host';
import { usePageActor } from '../../runtime/page-actor';

/**
 * The size choice of a product sold by size, bound to machines/size-choice. The address holds the
 * choice (`?talla=M`): choosing a size replaces it (no new history entry), and the machine follows
 * the address. Until the app's actors have started, and on the server, the page draws the
 * machine's first state for the address, so a shared link is drawn with its size checked before
 * any script runs. An add made before the actors are ready waits for them.
 *
 * `onSizeRequired` runs on each add refused for want of a size (the page moves the focus).
 */
export function useSizeChoice(product: Product, onSizeRequired: () => void) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const requested = new URLSearchParams(search).get(PRODUCT_PARAM.size);
  const input = { product, requested };
  // The page is whole without the actor: the actors load at the shopper's first use.
  const actor = usePageActor(sizeChoiceMachine, { input, loadNow: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn once per product and address
  const first = useMemo(() => initialTransition(sizeChoiceMachine, input)[0], [product, requested]);
  const snapshot = useSelector(actor, (s) => s) ?? first;

  const required = useRef(onSizeRequired);
  required.current = onSizeRequired;
  const waiting = useRef<SizeChoiceEvent[]>([]);
  useEffect(() => {
    if (!actor) return;
    const subscription = actor.on('size.required', () => required.current());
    for (const event of waiting.current.splice(0)) actor.send(event);
    return () => subscription.unsubscribe();
  }, [actor]);

  // The address changed by other means than the radio buttons (a link, the history): the machine follows.
  useEffect(() => {
    if (!actor || actor.getSnapshot().context.size === requested) return;
    actor.send(requested === null ? { type: 'size.clear' } : { type: 'size.choose', size: requested });
  }, [actor, requested]);

  const send = (event: SizeChoiceEvent) => {
    if (actor) return actor.send(event);
    waiting.current.push(event);
    void loadActors();
  };

  return {
    size: snapshot.context.size,
    refused: snapshot.matches({ unchosen: 'refused' }),
    choose: (size: string) => {
      const query = new URLSearchParams(search);
      query.set(PRODUCT_PARAM.size, size);
      navigate(`${path}?${query}`, { replace: true });
      actor?.send({ type: 'size.choose', size });
    },
    add: (quantity: number) => send({ type: 'size.add', quantity }),
  };
}
