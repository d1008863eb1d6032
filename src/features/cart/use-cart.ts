// Binding of the cart machine (machines/cart). Until that machine lands this holds a stand-in
// with the same surface, so the views compile and render; see cart-actor in src/app.
import { useSyncExternalStore } from 'react';
import type { Product } from '../../api/products';

export interface CartLine extends Product {
  quantity: number;
}

interface CartView {
  open: boolean;
  lines: CartLine[];
}

let view: CartView = { open: false, lines: [] };
const listeners = new Set<() => void>();
const set = (next: CartView) => {
  view = next;
  listeners.forEach((l) => l());
};

export function useCartView(): CartView {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => view,
    () => view,
  );
}

export const cartCommands = {
  setOpen: (open: boolean) => set({ ...view, open }),
  add: (product: Product, quantity: number) => {
    const existing = view.lines.find((l) => l.product_id === product.product_id);
    const lines = existing
      ? view.lines.map((l) => (l.product_id === product.product_id ? { ...l, quantity: l.quantity + quantity } : l))
      : [...view.lines, { ...product, quantity }];
    set({ open: true, lines });
  },
  remove: (productId: number) => set({ ...view, lines: view.lines.filter((l) => l.product_id !== productId) }),
  clear: () => set({ ...view, lines: [] }),
  pay: () => undefined,
};
