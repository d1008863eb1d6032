import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise, initialTransition } from 'xstate';
import { productListMachine } from '../../../machines/product-list/product-list-machine';
import { listProducts, type ProductQuery } from '../../api/products';
import { usePageActor } from '../../runtime/page-actor';
import { useServerAnswer } from '../../runtime/use-resource';

const listMachine = productListMachine.provide({
  actors: {
    productsLoader: fromPromise(({ input, signal }: { input: unknown; signal: AbortSignal }) =>
      listProducts(input as ProductQuery, signal),
    ),
  },
});

/**
 * One product list page bound to machines/product-list: loading / loaded / failed, and the page
 * count (10 until the server answers, then the last answer's). A new query reloads and cancels
 * the request in flight. The list's actor joins the app's actor system (`usePageActor`); until
 * the app's actors have started, and on the server, the page draws the list's first state.
 */
export function useProductList(query: ProductQuery) {
  const key = JSON.stringify(query);
  const answer = useServerAnswer(`list:${key}`, (signal) => listProducts(query, signal));
  // With the server's answer the list is whole without its actor: the actors load at the shopper's
  // first use, and a query without an answer (another sort, filter or page) needs them at once.
  const actor = usePageActor(listMachine, { input: { query, answer }, loadNow: answer === undefined });
  // Until the actor has started, the machine's first state for this query: the server's answer,
  // or loading while the actors load for another query (never the last query's products).
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn once per query; `key` is the query
  const first = useMemo(() => initialTransition(listMachine, { query, answer })[0], [key]);
  // An actor starts with the query of its start; later queries reach it as list.load.
  const loaded = useRef<{ actor: unknown; key: string } | null>(null);
  useEffect(() => {
    if (!actor) return;
    if (loaded.current?.actor === actor && loaded.current.key !== key) actor.send({ type: 'list.load', query });
    loaded.current = { actor, key };
  }, [actor, key, query]);
  const snapshot = useSelector(actor, (s) => s) ?? first;
  const status = snapshot.matches('loaded') ? 'loaded' : snapshot.matches('failed') ? 'failed' : 'loading';
  const { products, totalPages, total, pricierCount, suggestion, searched, error } = snapshot.context;
  return { status, products, totalPages, total, pricierCount, suggestion, searched, error } as const;
}
