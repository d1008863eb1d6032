import type { Product, ProductListResponse, SectionFilter } from '../../contract/product';
import { productListPath, type ProductQuery } from '../../contract/product-urls';
import { getParsed } from './client';

export type { Product, ProductListResponse, ProductQuery, SectionFilter };

/** GET /api/product/list — strips, the product list, suggestions and search. */
export function listProducts(q: ProductQuery, signal?: AbortSignal): Promise<ProductListResponse> {
  return getParsed(productListPath(q), (s) => s.ProductListResponseSchema, undefined, signal);
}

/** GET /api/product/single/{id} */
export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return getParsed(`/product/single/${id}`, (s) => s.ProductSchema, undefined, signal);
}

/** GET /api/product/cart?productIds=… — fresh data for the cart lines. */
export function getCartProducts(ids: readonly number[], signal?: AbortSignal): Promise<Product[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return getParsed('/product/cart', (s) => s.CartProductsResponseSchema, { productIds: ids.join(',') }, signal);
}
