// Binding of the favourites store (machines/favourites). Stand-in until it lands.
import { useSyncExternalStore } from 'react';
import type { Product } from '../../api/products';

let items: Product[] = [];
const listeners = new Set<() => void>();

export function useFavorites() {
  const list = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => items,
    () => items,
  );
  return {
    items: list,
    isFavorite: (id: number) => list.some((p) => p.product_id === id),
    toggle: (product: Product) => {
      items = list.some((p) => p.product_id === product.product_id)
        ? list.filter((p) => p.product_id !== product.product_id)
        : [...list, product];
      listeners.forEach((l) => l());
    },
  };
}
