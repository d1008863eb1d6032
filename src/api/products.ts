import { type SectionFilter, type ShopProduct, type ShopProductList, toShopProduct } from '../../contract/product';
import { type ProductQuery, productListPath } from '../../contract/product-urls';
import { getParsed } from './client';

/**
 * The store's products as the app holds them: the answer parsed with the contract's schema, its
 * money read into integer centavos (`toShopProduct`). Views format centavos; none converts.
 */
export type Product = ShopProduct;
export type ProductListResponse = ShopProductList;
export type { ProductQuery, SectionFilter };

/** GET /api/product/list — strips, the product list, suggestions and search. */
export async function listProducts(q: ProductQuery, signal?: AbortSignal): Promise<ProductListResponse> {
  const page = await getParsed(productListPath(q), (s) => s.ProductListResponseSchema, undefined, signal);
  return { ...page, products: page.products.map(toShopProduct) };
}

/** GET /api/product/sizes?department_id=… — the sizes in stock a list's 'Talla' filter offers. */
export async function listSizesInStock(departmentIds: readonly number[], signal?: AbortSignal): Promise<string[]> {
  return getParsed(
    '/product/sizes',
    (s) => s.SizesInStockResponseSchema,
    departmentIds.length > 0 ? { department_id: departmentIds.join(',') } : undefined,
    signal,
  );
}

/** GET /api/product/single/{id} */
export async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return toShopProduct(await getParsed(`/product/single/${id}`, (s) => s.ProductSchema, undefined, signal));
}

/** GET /api/product/cart?productIds=… — fresh data for the cart lines. */
export async function getCartProducts(ids: readonly number[], signal?: AbortSignal): Promise<Product[]> {
  if (ids.length === 0) return [];
  return (
    await getParsed('/product/cart', (s) => s.CartProductsResponseSchema, { productIds: ids.join(',') }, signal)
  ).map(toShopProduct);
}
