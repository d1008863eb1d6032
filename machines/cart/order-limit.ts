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

type HeldBySize = readonly { product_id: number; quantity: number; size?: string | null }[];

/** Units the cart holds of one size of a product, and of the product in any size. */
const heldOfSize = (lines: HeldBySize, productId: number, size: string) => {
  let ofSize = 0;
  let ofProduct = 0;
  for (const line of lines) {
    if (line.product_id !== productId) continue;
    ofProduct += line.quantity;
    if (line.size === size) ofSize += line.quantity;
  }
  return { ofSize, ofProduct };
};

/** The stock of one size of a product less the units of that size in the cart (0 for a size it lacks). */
export const remainingStockOfSize = (lines: HeldBySize, product: Pick<Product, 'product_id' | 'sizes'>, size: string) =>
  Math.max(
    0,
    (product.sizes.find((s) => s.size === size)?.stock ?? 0) - heldOfSize(lines, product.product_id, size).ofSize,
  );

/**
 * Units of one size of a product that can still be added: what is left of that size
 * (`remainingStockOfSize`), and never more than the per-order cap less the units of the product
 * the cart holds in any size (the cap counts a product across its sizes).
 */
export const addableUnitsOfSize = (
  lines: HeldBySize,
  product: Pick<Product, 'product_id' | 'maxPerOrder' | 'sizes'>,
  size: string,
) =>
  Math.max(
    0,
    Math.min(
      remainingStockOfSize(lines, product, size),
      product.maxPerOrder - heldOfSize(lines, product.product_id, size).ofProduct,
    ),
  );
