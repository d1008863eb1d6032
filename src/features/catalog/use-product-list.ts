import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { productListMachine } from '../../../machines/product-list/product-list-machine';
import { listProducts, type ProductQuery } from '../../api/products';
import { useServerAnswer } from '../../app/use-resource';

const listMachine = productListMachine.provide({
  actors: {
    productsLoader: fromPromise(({ input, signal }: { input: unknown; signal: AbortSignal }) => listProducts(input as ProductQuery, signal)),
  },
});

/**
 * One product list page bound to machines/product-list: loading / loaded / failed, and the page
 * count (10 until the server answers, then the last answer's). A new query reloads and cancels
 * the request in flight.
 */
export function useProductList(query: ProductQuery) {
  const key = JSON.stringify(query);
  const answer = useServerAnswer(`list:${key}`, (signal) => listProducts(query, signal));
  const actor = useActorRef(listMachine, { input: { query, answer } });
  const loadedKey = useRef(key);
  useEffect(() => {
    if (loadedKey.current === key) return;
    loadedKey.current = key;
    actor.send({ type: 'list.load', query });
  }, [actor, key, query]);
  const status = useSelector(actor, (s) => (s.matches('loaded') ? 'loaded' : s.matches('failed') ? 'failed' : 'loading'));
  const products = useSelector(actor, (s) => s.context.products);
  const totalPages = useSelector(actor, (s) => s.context.totalPages);
  return { status, products, totalPages } as const;
}
