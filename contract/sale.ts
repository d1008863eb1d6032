/**
 * 'On sale': the product has an original price. Its old price is struck
 * beside the price, its card shows the percent off, and a cart holding it is already discounted
 * (no 2x1 or 50%). The database's twin is `ON_SALE_SQL` (server/modules/products/repo.ts).
 * Apart from the product schemas, so that a page showing a sale tag does not load zod for it.
 */
export const isOnSale = (product: { originalPrice: number }): boolean => product.originalPrice > 0;
