// The contract's zod schemas, loaded on first use: zod is about 20 KB gzip, so the first paint of a
// page never waits for it; its download overlaps with the first API request.

export { DepartmentListResponseSchema, DepartmentsByGroupResponseSchema } from '../../contract/department';
export { ApiErrorSchema } from '../../contract/error';
export {
  CartProductsResponseSchema,
  ProductListResponseSchema,
  ProductSchema,
  SizesInStockResponseSchema,
} from '../../contract/product';
