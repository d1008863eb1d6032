import type { Product } from '../../contract/product';
import type { CartContext, CartLine } from './cart-machine';
import { addableUnits, isSoldOut } from './order-limit';

/**
 * What views read from the cart, so that none restates the machine's rules. State selectors take
 * a snapshot; line selectors take the lines (`snapshot.context.lines`, or the view's copy of them).
 */
interface CartState {
  matches(value: { panel: 'open' } | { stock: 'verifying' }): boolean;
}

/** The drawer is open. */
export const isOpen = (s: CartState) => s.matches({ panel: 'open' });

/** A customer's pay is being checked with the server: Pagar waits. */
export const isCheckingPay = (s: CartState) => s.matches({ stock: 'verifying' });

/** Number shown on the cart icon: distinct lines (SPEC section 2). */
export const lineCount = (context: Pick<CartContext, 'lines'>) => context.lines.length;

/** Units of the product the cart holds. */
export const unitsInCart = (lines: readonly CartLine[], productId: number) => lines.find((l) => l.product_id === productId)?.quantity ?? 0;

/** SPEC section 5: the remaining stock is the stock minus the units already in the cart. */
export const remainingStock = (lines: readonly CartLine[], product: Pick<Product, 'product_id' | 'stock'>) => Math.max(product.stock - unitsInCart(lines, product.product_id), 0);

/** The quantity picker's maximum: what the cart's add guard still accepts (stock and per-order cap). */
export { addableUnits, isSoldOut };
