import type { Product, ProductListResponse, SectionFilter } from '../../contract/product';
import { getParsed } from './client';
import { PRODUCT_IMAGE_WIDTHS } from './constants';

export type { Product, ProductListResponse, SectionFilter };

export interface ProductQuery {
  page?: number;
  limit?: number;
  sort?: 'asc' | 'desc' | '';
  name?: string;
  maxPrice?: number;
  onlyDiscounts?: boolean;
  departmentIds?: readonly number[];
  sectionFilter?: SectionFilter;
  withoutStock?: boolean;
}

/** GET /api/product/list — strips, the product list, suggestions and search. */
export function listProducts(q: ProductQuery, signal?: AbortSignal): Promise<ProductListResponse> {
  const query: Record<string, unknown> = {};
  if (q.page) query.page = q.page;
  if (q.limit) query.limit = q.limit;
  if (q.sort) query.sort = q.sort;
  if (q.name) query.name = q.name;
  if (q.maxPrice !== undefined) query.maxPrice = q.maxPrice;
  if (q.onlyDiscounts) query.onlyDiscounts = 'true';
  if (q.withoutStock !== undefined) query.withoutStock = String(q.withoutStock);
  if (q.departmentIds && q.departmentIds.length > 0) query.department_id = [...q.departmentIds];
  if (q.sectionFilter) query.sectionFilter = q.sectionFilter;
  return getParsed('/product/list', (s) => s.ProductListResponseSchema, query, signal);
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

/** URL of a product image at one of the server's widths. */
export function productImageUrl(image: string, width: (typeof PRODUCT_IMAGE_WIDTHS)[number] = 640): string {
  return `/api/product/image/${encodeURIComponent(image)}?w=${width}`;
}

export function productImageSrcSet(image: string): string {
  return PRODUCT_IMAGE_WIDTHS.map((w) => `${productImageUrl(image, w)} ${w}w`).join(', ');
}
