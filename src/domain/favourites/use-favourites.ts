import type { Favourite } from '../../../machines/favourites/favourites-machine';
import type { Product } from '../../api/products';
import { useActorValue, withActors } from '../../runtime/machine-host';

const NONE: Favourite[] = [];

/** Favourites (machines/favourites): the list, the heart's flag and the toggle. */
export function useFavourites() {
  const items = useActorValue(
    (a) => a.favourites,
    (s) => s.context.items,
    NONE,
  );
  const isFavourite = (id: number) => items.some((p) => p.product_id === id);
  return {
    items,
    isFavourite,
    toggle: (product: Product) =>
      withActors((a) =>
        a.favourites.send(
          isFavourite(product.product_id)
            ? { type: 'favourites.remove', productId: product.product_id }
            : { type: 'favourites.add', product },
        ),
      ),
  };
}
