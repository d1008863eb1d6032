import { isSignedIn } from '../../../machines/auth/selectors';
import type { CartLine } from '../../../machines/cart/cart-machine';
import type { PricingTier } from '../../../machines/cart/pricing';
import { isAdding, isCheckingPay, isOpen, pricingTierOf } from '../../../machines/cart/selectors';
import type { Product } from '../../api/products';
import { useActorValue, withActors } from '../../runtime/machine-host';

export type { CartLine };

const NO_LINES: CartLine[] = [];

/** The cart as views read it (machines/cart/selectors.ts): the drawer's open flag, the lines, the
 *  pricing tier, and whether a pay or an add is being checked with the server. */
export function useCartView(): {
  open: boolean;
  lines: CartLine[];
  tier: PricingTier;
  checkingPay: boolean;
  adding: boolean;
} {
  const open = useActorValue((a) => a.cart, isOpen, false);
  const lines = useActorValue(
    (a) => a.cart,
    (s) => s.context.lines,
    NO_LINES,
  );
  const checkingPay = useActorValue((a) => a.cart, isCheckingPay, false);
  const adding = useActorValue((a) => a.cart, isAdding, false);
  const tier = useActorValue((a) => a.cart, pricingTierOf, 'empty');
  return { open, lines, tier, checkingPay, adding };
}

/** Commands the views send to the cart machine; rules (stock, sold-out, sign-in) live there. */
export const cartCommands = {
  setOpen: (open: boolean) => withActors((a) => a.cart.send({ type: open ? 'cart.open' : 'cart.close' })),
  /** An add of `quantity` units of the product in a size (null: a product sold whole). */
  add: (product: Product, quantity: number, size: string | null = null) =>
    withActors((a) => a.cart.send({ type: 'cart.add', product, quantity, size })),
  /** Takes out the line of the product in that size. */
  remove: (productId: number, size: string | null) =>
    withActors((a) => a.cart.send({ type: 'cart.line.remove', productId, size })),
  clear: () => withActors((a) => a.cart.send({ type: 'cart.reset' })),
  /** Checks the lines' products (stock, prices) with the API again. */
  refresh: () => withActors((a) => a.cart.send({ type: 'cart.refresh' })),
  pay: () => withActors((a) => a.cart.send({ type: 'cart.pay', signedIn: isSignedIn(a.auth.getSnapshot().context) })),
};
