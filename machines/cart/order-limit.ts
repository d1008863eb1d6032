import type { ShopProduct as Product } from '../../contract/product';

/**
 * How many units of a product, in one size, one order may hold. A product sold by size has a stock
 * per size (`sizes`, its `stock` the total); one sold whole has `sizes` empty and sells from its
 * `stock` (a line's `size` is then null). The per-order cap (one account must not be able to empty
 * the store) counts every size of the product together, as the server does; the server refuses a
 * checkout above either, and the cart and the quantity picker stop there first.
 */

/**
 * Units in stock of the product in this size: the size's own stock, or the product's when it is
 * sold whole. A size it is not sold in, and no size of a product sold by size, have none.
 */
export const sizeStock = (product: Pick<Product, 'stock' | 'sizes'>, size: string | null) =>
  size === null
    ? product.sizes.length === 0
      ? product.stock
      : 0
    : (product.sizes.find((s) => s.size === size)?.stock ?? 0);

/** Whether the product is sold in this size: a size it lists, or no size when it is sold whole. */
export const sellsSize = (product: Pick<Product, 'sizes'>, size: string | null) =>
  size === null ? product.sizes.length === 0 : product.sizes.some((s) => s.size === size);

/**
 * The label a line's size reads now: its own, or, when the owner renamed that size, the new one
 * (the size's `formerly` in the server's answer): a cart kept in the browser keeps its line.
 */
export const currentSize = (product: Pick<Product, 'sizes'>, size: string | null): string | null =>
  product.sizes.find((s) => s.formerly?.some((former) => former === size))?.size ?? size;

type Held = readonly { product_id: number; size: string | null; quantity: number }[];

/** Units of the product the cart holds, every size together (what the per-order cap counts). */
export const unitsInCart = (lines: Held, productId: number) =>
  lines.reduce((n, l) => (l.product_id === productId ? n + l.quantity : n), 0);

/** Units of the product in this size the cart holds (its line's quantity). */
export const unitsOfSizeInCart = (lines: Held, productId: number, size: string | null) =>
  lines.find((l) => l.product_id === productId && l.size === size)?.quantity ?? 0;

type Limited = Pick<Product, 'product_id' | 'stock' | 'sizes' | 'maxPerOrder'>;

/**
 * The stock of the size left beside what the cart holds of it. Without a size (none chosen yet on
 * the product page), the product's: its whole stock beside every unit of it the cart holds.
 */
export const remainingStock = (lines: Held, product: Limited, size?: string | null) =>
  Math.max(
    size === undefined
      ? product.stock - unitsInCart(lines, product.product_id)
      : sizeStock(product, size) - unitsOfSizeInCart(lines, product.product_id, size),
    0,
  );

/**
 * Units of this product in this size that can still be added: the size's stock left beside the
 * cart's line, and the per-order cap left beside every size of the product the cart holds.
 * Without a size, what the product as a whole may still take (`remainingStock`).
 */
export const addableUnits = (lines: Held, product: Limited, size?: string | null) =>
  Math.max(
    0,
    Math.min(remainingStock(lines, product, size), product.maxPerOrder - unitsInCart(lines, product.product_id)),
  );

/** A product (or cart line) with stock at or below 0 is sold out ('Agotado'). */
export const isSoldOut = (product: Pick<Product, 'stock'>) => product.stock <= 0;
