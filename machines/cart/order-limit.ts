import type { Product } from '../../contract/product';

/**
 * How many units of a product one order may hold: what is in stock, and never more than the
 * product's per-order cap (issue 10: one account must not be able to empty the store). The
 * server refuses a checkout above it; the cart and the quantity picker stop there first.
 */
export const unitsPerOrder = (product: Pick<Product, 'stock' | 'maxPerOrder'>) => Math.max(0, Math.min(product.stock, product.maxPerOrder));

/** Units of this product that can still be added: `unitsPerOrder` minus the units already in the cart. */
export function addableUnits(lines: readonly { product_id: number; quantity: number }[], product: Pick<Product, 'product_id' | 'stock' | 'maxPerOrder'>): number {
  const inCart = lines.find((l) => l.product_id === product.product_id)?.quantity ?? 0;
  return Math.max(0, unitsPerOrder(product) - inCart);
}

/** SPEC sections 5 and 8: a product (or cart line) with stock at or below 0 is sold out ('Agotado'). */
export const isSoldOut = (product: Pick<Product, 'stock'>) => product.stock <= 0;
