import type { CartContext } from './cart-machine';
import { addableUnits, isSoldOut, remainingStock, sellsSize, sizeStock, unitsInCart } from './order-limit';
import type { PricingTier } from './pricing';

/**
 * What views read from the cart, so that none restates the machine's rules. State selectors take
 * a snapshot; line selectors take the lines (`snapshot.context.lines`, or the view's copy of them).
 */
interface CartState {
  matches(value: { panel: 'open' } | { stock: 'verifying' | 'adding' | 'addDeciding' }): boolean;
  value: { pricing: PricingTier };
}

/** The pricing tier the cart is in: the drawer's and the payment page's hint. */
export const pricingTierOf = (s: CartState): PricingTier => s.value.pricing;

/** The drawer is open. */
export const isOpen = (s: CartState) => s.matches({ panel: 'open' });

/** A customer's pay is being checked with the server: Pagar waits. */
export const isCheckingPay = (s: CartState) => s.matches({ stock: 'verifying' });

/** An add is being checked with the server: AGREGAR AL CARRITO waits (one add at a time). */
export const isAdding = (s: CartState) => s.matches({ stock: 'adding' }) || s.matches({ stock: 'addDeciding' });

/** Number shown on the cart icon: distinct lines, not units. */
export const lineCount = (context: Pick<CartContext, 'lines'>) => context.lines.length;

/**
 * The quantity picker's numbers, the rules the cart's add guard uses (order-limit.ts): units held,
 * stock left beside them, and what may still be added (stock and per-order cap), per size: a
 * size's stock, and whether the product is sold in a size (or, with none, sold whole).
 */
export { addableUnits, isSoldOut, remainingStock, sellsSize, sizeStock, unitsInCart };
