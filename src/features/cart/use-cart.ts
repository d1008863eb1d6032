import type { Product } from '../../api/products';
import { useActorValue, withActors } from '../../app/machine-host';
import type { CartLine } from '../../../machines/cart/cart-machine';

export type { CartLine };

const NO_LINES: CartLine[] = [];

/** The cart as views read it: the drawer's open flag and the lines (machines/cart). */
export function useCartView(): { open: boolean; lines: CartLine[] } {
  const open = useActorValue((a) => a.cart, (s) => s.matches({ panel: 'open' }), false);
  const lines = useActorValue((a) => a.cart, (s) => s.context.lines, NO_LINES);
  return { open, lines };
}

/** Commands the views send to the cart machine; rules (stock, sold-out, sign-in) live there. */
export const cartCommands = {
  setOpen: (open: boolean) => withActors((a) => a.cart.send({ type: open ? 'cart.open' : 'cart.close' })),
  add: (product: Product, quantity: number) => withActors((a) => a.cart.send({ type: 'cart.add', product, quantity })),
  remove: (productId: number) => withActors((a) => a.cart.send({ type: 'cart.line.remove', productId })),
  clear: () => withActors((a) => a.cart.send({ type: 'cart.reset' })),
  /** Re-reads the lines' products (stock, prices) from the API. */
  refresh: () => withActors((a) => a.refreshCart()),
  pay: () => withActors((a) => a.cart.send({ type: 'cart.pay', signedIn: a.auth.getSnapshot().context.session !== null })),
};
