import { AdminDashboardSchema, type AdminDashboard } from '../../contract/admin';
import { AdminOrderDetailSchema, AdminOrderListSchema, type AdminOrderDetail, type AdminOrderList, type FulfilmentRequest } from '../../contract/admin-orders';
import {
  AdminProductDetailSchema,
  AdminProductListSchema,
  AdminProductSchema,
  ProductBulkResultSchema,
  ProductConflictSchema,
  type ProductBulk,
  type ProductBulkResult,
  type AdminProduct,
  type AdminProductDetail,
  type AdminProductList,
  type ProductConflict,
  type ProductCreate,
  type ProductEdit,
  type StockChange,
} from '../../contract/admin-products';
import { bearerCall } from './bearer';
import { http, toApiFailure } from './client';
import { ApiFailure } from './failure';
import { PhotoUploadedSchema, type PhotoUploaded } from '../../contract/admin-photos';
import {
  AdminDepartmentListSchema,
  AdminDepartmentSchema,
  ShopSettingsSchema,
  type AdminDepartment,
  type DepartmentForm,
  type ShopSettings,
} from '../../contract/admin-shop';

/** The back office's API (/api/admin): each call takes the signed-in admin's token, as the other API modules do. */

export const getDashboard = (token: string, signal?: AbortSignal): Promise<AdminDashboard> =>
  bearerCall(token, '/admin/dashboard', AdminDashboardSchema, { signal });

/** The owner's list: `query` as the screen's filters hold it (empty values left out). */
export const listAdminProducts = (token: string, query: Record<string, string>, signal?: AbortSignal): Promise<AdminProductList> =>
  bearerCall(token, '/admin/products', AdminProductListSchema, { query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')), signal });

export const getAdminProduct = (token: string, id: number, signal?: AbortSignal): Promise<AdminProductDetail> =>
  bearerCall(token, `/admin/products/${id}`, AdminProductDetailSchema, { signal });

export const createProduct = (token: string, product: ProductCreate): Promise<AdminProduct> =>
  bearerCall(token, '/admin/products', AdminProductSchema, { method: 'POST', body: { ...product } });

export const saveProduct = (token: string, id: number, product: ProductEdit): Promise<AdminProduct> =>
  bearerCall(token, `/admin/products/${id}`, AdminProductSchema, { method: 'PUT', body: { ...product } });

export const changeStock = (token: string, id: number, change: StockChange): Promise<AdminProduct> =>
  bearerCall(token, `/admin/products/${id}/stock`, AdminProductSchema, { method: 'POST', body: { ...change } });

/** One action on many products (the products table's selection), all or none. */
export const bulkChangeProducts = (token: string, change: ProductBulk): Promise<ProductBulkResult> =>
  bearerCall(token, '/admin/products/bulk', ProductBulkResultSchema, { method: 'POST', body: { ...change } });

/** A save refused because the product moved on (409): the product as it is now; else null. */
export function conflictOf(error: unknown): ProductConflict | null {
  if (!(error instanceof ApiFailure) || error.status !== 409) return null;
  const parsed = ProductConflictSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/** The back office refused this account (403): it is not the shop's admin. */
export const isForbidden = (error: unknown): boolean => error instanceof ApiFailure && error.status === 403;

/** POST /api/admin/photos: the file's bytes as the body, its type as the Content-Type. */
export async function uploadPhoto(token: string, file: File): Promise<PhotoUploaded> {
  try {
    const raw = await http('/admin/photos', { method: 'POST', body: file, headers: { Authorization: `Bearer ${token}`, 'Content-Type': file.type } });
    return PhotoUploadedSchema.parse(raw);
  } catch (error) {
    throw await toApiFailure(error);
  }
}

export const listAdminOrders = (token: string, query: Record<string, string>, signal?: AbortSignal): Promise<AdminOrderList> =>
  bearerCall(token, '/admin/orders', AdminOrderListSchema, { query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')), signal });

export const getAdminOrder = (token: string, id: number, signal?: AbortSignal): Promise<AdminOrderDetail> =>
  bearerCall(token, `/admin/orders/${id}`, AdminOrderDetailSchema, { signal });

/** Moves an order by the fulfilment statechart; the answer is the order as it now is. */
export const fulfilOrder = (token: string, id: number, request: FulfilmentRequest): Promise<AdminOrderDetail> =>
  bearerCall(token, `/admin/orders/${id}/fulfilment`, AdminOrderDetailSchema, { method: 'POST', body: { ...request } });

export const listAdminDepartments = (token: string, signal?: AbortSignal): Promise<AdminDepartment[]> =>
  bearerCall(token, '/admin/departments', AdminDepartmentListSchema, { signal });

export const createDepartment = (token: string, form: DepartmentForm): Promise<AdminDepartment> =>
  bearerCall(token, '/admin/departments', AdminDepartmentSchema, { method: 'POST', body: { ...form } });

export const saveDepartment = (token: string, id: number, form: DepartmentForm): Promise<AdminDepartment> =>
  bearerCall(token, `/admin/departments/${id}`, AdminDepartmentSchema, { method: 'PUT', body: { ...form } });

export const getShopSettings = (token: string, signal?: AbortSignal): Promise<ShopSettings> =>
  bearerCall(token, '/admin/settings', ShopSettingsSchema, { signal });

export const saveShopSettings = (token: string, settings: ShopSettings): Promise<ShopSettings> =>
  bearerCall(token, '/admin/settings', ShopSettingsSchema, { method: 'PUT', body: { ...settings } });
