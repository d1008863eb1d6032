import type { ShopProduct as Product } from '../../contract/product';

/**
 * How many units of a product one order may hold: what is in stock, and never more than the
 * product's per-order cap (one account must not be able to empty the store). The
 * server refuses a checkout above it; the cart and the quantity picker stop there first.
 */
export const unitsPerOrder = (product: Pick<Product, 'stock' | 'maxPerOrder'>) =>
  Math.max(0, Math.min(product.stock, product.maxPerOrder));

type Held = readonly { product_id: number; quantity: number }[];

/** Units of the product the cart holds. */
export const unitsInCart = (lines: Held, productId: number) =>
  lines.find((l) => l.product_id === productId)?.quantity ?? 0;

/** The remaining stock is the stock minus the units already in the cart. */
export const remainingStock = (lines: Held, product: Pick<Product, 'product_id' | 'stock'>) =>
  Math.max(product.stock - unitsInCart(lines, product.product_id), 0);

/** Units of this product that can still be added: `unitsPerOrder` minus the units already in the cart. */
export const addableUnits = (lines: Held, product: Pick<Product, 'product_id' | 'stock' | 'maxPerOrder'>) =>
  Math.max(0, unitsPerOrder(product) - unitsInCart(lines, product.product_id));

/** A product (or cart line) with stock at or below 0 is sold out ('Agotado'). */
export const isSoldOut = (product: Pick<Product, 'stock'>) => product.stock <= 0;
