import type { ChangeEntry } from '../../contract/admin';
import { type AdminDashboard, AdminDashboardSchema } from '../../contract/admin';
import {
  type AdminOrderDetail,
  AdminOrderDetailSchema,
  type AdminOrderList,
  AdminOrderListSchema,
  type AdminOrderSummary,
  type FulfilmentRequest,
} from '../../contract/admin-orders';
import { type PhotoUploaded, PhotoUploadedSchema } from '../../contract/admin-photos';
import {
  type AdminProduct,
  type AdminProductDetail,
  AdminProductDetailSchema,
  type AdminProductList,
  AdminProductListSchema,
  AdminProductSchema,
  type ProductBulk,
  type ProductBulkPreview,
  ProductBulkPreviewSchema,
  type ProductBulkResult,
  ProductBulkResultSchema,
  type ProductConflict,
  ProductConflictSchema,
  type ProductCreate,
  type ProductEdit,
  type SizeAdd,
  type SizeRemove,
  type SizeRename,
  type SizeStockChange,
  type StockChange,
} from '../../contract/admin-products';
import {
  type AdminDepartment,
  AdminDepartmentListSchema,
  AdminDepartmentSchema,
  type DepartmentForm,
  type ShopSettings,
  type ShopSettingsAnswer,
  ShopSettingsAnswerSchema,
} from '../../contract/admin-shop';
import type { BillLine } from '../../contract/bill';
import { type Cents, toCents } from '../../contract/money';
import { bearerCall } from './bearer';
import { http, toApiFailure } from './client';
import { ApiFailure } from './failure';

/**
 * The back office's API (/api/admin): each call takes the signed-in admin's token, as the other API modules do.
 *
 * Answers that the back office shows as money reach it in integer centavos, read once here from the
 * wire's pesos (contract/money.ts), so its views only format them. The product the editor fills
 * its form from, and every request body, stay in the wire's pesos: the owner types pesos.
 */

type OrdersAndSales = AdminDashboard['today'];
/** The owner's day, its sales in centavos. */
export type ShopDashboard = Omit<AdminDashboard, 'today' | 'week'> & {
  today: Omit<OrdersAndSales, 'sales'> & { sales: Cents };
  week: Omit<OrdersAndSales, 'sales'> & { sales: Cents };
};
const salesInCents = (day: OrdersAndSales) => ({ ...day, sales: toCents(day.sales) });
const toShopDashboard = (dashboard: AdminDashboard): ShopDashboard => ({
  ...dashboard,
  today: salesInCents(dashboard.today),
  week: salesInCents(dashboard.week),
});

/** A product's fields whose history values are amounts. */
const MONEY_FIELDS = new Set(['price', 'originalPrice']);
/** A history entry's changed fields with their amounts in centavos (a history value is otherwise shown as it came). */
const changedFieldsInCents = (fields: ChangeEntry['before']): ChangeEntry['before'] =>
  fields === null
    ? null
    : Object.fromEntries(
        Object.entries(fields).map(([field, value]) => [
          field,
          MONEY_FIELDS.has(field) && typeof value === 'number' ? toCents(value) : value,
        ]),
      );
const historyInCents = (history: ChangeEntry[]): ChangeEntry[] =>
  history.map((entry) => ({
    ...entry,
    before: changedFieldsInCents(entry.before),
    after: changedFieldsInCents(entry.after),
  }));

/** A row of the owner's products list, its prices in centavos. */
export type AdminProductRow = Omit<AdminProduct, 'price' | 'originalPrice'> & { price: Cents; originalPrice: Cents };
export type AdminProductRows = Omit<AdminProductList, 'products'> & { products: AdminProductRow[] };
const toProductRows = (list: AdminProductList): AdminProductRows => ({
  ...list,
  products: list.products.map((p) => ({ ...p, price: toCents(p.price), originalPrice: toCents(p.originalPrice) })),
});

/** A row of the owner's orders list, its total in centavos. */
export type AdminOrderRow = Omit<AdminOrderSummary, 'total_amount'> & { total_amount: Cents };
export type AdminOrderRows = Omit<AdminOrderList, 'orders'> & { orders: AdminOrderRow[] };
const toOrderRows = (list: AdminOrderList): AdminOrderRows => ({
  ...list,
  orders: list.orders.map((o) => ({ ...o, total_amount: toCents(o.total_amount) })),
});

type WireOrder = AdminOrderDetail['order'];
type MoneyOfOrder = 'total_amount' | 'subtotal' | 'discount_amount' | 'shipping_cost';
/** One order as the order screen shows it: every amount, its lines' included, in centavos. */
export type AdminOrder = Omit<AdminOrderDetail, 'order' | 'lines'> & {
  order: Omit<WireOrder, MoneyOfOrder> & Record<MoneyOfOrder, Cents>;
  lines: (Omit<BillLine, 'price' | 'charged'> & { price: Cents; charged: Cents })[];
};
const toAdminOrder = (detail: AdminOrderDetail): AdminOrder => ({
  ...detail,
  order: {
    ...detail.order,
    total_amount: toCents(detail.order.total_amount),
    subtotal: toCents(detail.order.subtotal),
    discount_amount: toCents(detail.order.discount_amount),
    shipping_cost: toCents(detail.order.shipping_cost),
  },
  lines: detail.lines.map((l) => ({ ...l, price: toCents(l.price), charged: toCents(l.charged) })),
  history: historyInCents(detail.history),
});

export const getDashboard = async (token: string, signal?: AbortSignal): Promise<ShopDashboard> =>
  toShopDashboard(await bearerCall(token, '/admin/dashboard', AdminDashboardSchema, { signal }));

/** The owner's list: `query` as the screen's filters hold it (empty values left out). */
export const listAdminProducts = async (
  token: string,
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<AdminProductRows> =>
  toProductRows(
    await bearerCall(token, '/admin/products', AdminProductListSchema, {
      query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')),
      signal,
    }),
  );

/** One product for the editor (its prices in the wire's pesos, as the owner types them) and its history (amounts in centavos). */
export async function getAdminProduct(token: string, id: number, signal?: AbortSignal): Promise<AdminProductDetail> {
  const detail = await bearerCall(token, `/admin/products/${id}`, AdminProductDetailSchema, { signal });
  return { ...detail, history: historyInCents(detail.history) };
}

export const createProduct = (token: string, product: ProductCreate): Promise<AdminProduct> =>
  bearerCall(token, '/admin/products', AdminProductSchema, { method: 'POST', body: { ...product } });

export const saveProduct = (token: string, id: number, product: ProductEdit): Promise<AdminProduct> =>
  bearerCall(token, `/admin/products/${id}`, AdminProductSchema, { method: 'PUT', body: { ...product } });

export const changeStock = (token: string, id: number, change: StockChange): Promise<AdminProduct> =>
  bearerCall(token, `/admin/products/${id}/stock`, AdminProductSchema, { method: 'POST', body: { ...change } });

/** A new size after the product's last, with no units. */
export const addSize = (token: string, id: number, add: SizeAdd): Promise<AdminProduct> =>
  bearerCall(token, `/admin/products/${id}/sizes`, AdminProductSchema, { method: 'POST', body: { ...add } });

/** A size takes a new label, keeping its units and history. */
export const renameSize = (token: string, id: number, rename: SizeRename): Promise<AdminProduct> =>
  bearerCall(token, `/admin/products/${id}/sizes/rename`, AdminProductSchema, { method: 'POST', body: { ...rename } });

/** A size with no units, none held and in no open order is removed (else a 409 saying why). */
export const removeSize = (token: string, id: number, remove: SizeRemove): Promise<AdminProduct> =>
  bearerCall(token, `/admin/products/${id}/sizes/remove`, AdminProductSchema, { method: 'POST', body: { ...remove } });

/** Units of one size received, or counted (with the size's version). */
export const changeSizeStock = (token: string, id: number, change: SizeStockChange): Promise<AdminProduct> =>
  bearerCall(token, `/admin/products/${id}/size-stock`, AdminProductSchema, { method: 'POST', body: { ...change } });

/** One action on many products (the products table's selection), all or none. */
/** What a mark-down or 'Quitar rebaja' would make of the chosen products' prices, before applying it. */
export const previewBulkPrices = (token: string, change: ProductBulk): Promise<ProductBulkPreview> =>
  bearerCall(token, '/admin/products/bulk/preview', ProductBulkPreviewSchema, { method: 'POST', body: { ...change } });

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
    const raw = await http('/admin/photos', {
      method: 'POST',
      body: file,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': file.type },
    });
    return PhotoUploadedSchema.parse(raw);
  } catch (error) {
    throw await toApiFailure(error);
  }
}

export const listAdminOrders = async (
  token: string,
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<AdminOrderRows> =>
  toOrderRows(
    await bearerCall(token, '/admin/orders', AdminOrderListSchema, {
      query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')),
      signal,
    }),
  );

export const getAdminOrder = async (token: string, id: number, signal?: AbortSignal): Promise<AdminOrder> =>
  toAdminOrder(await bearerCall(token, `/admin/orders/${id}`, AdminOrderDetailSchema, { signal }));

/** Moves an order by the fulfilment statechart; the answer is the order as it now is. */
export const fulfilOrder = async (token: string, id: number, request: FulfilmentRequest): Promise<AdminOrder> =>
  toAdminOrder(
    await bearerCall(token, `/admin/orders/${id}/fulfilment`, AdminOrderDetailSchema, {
      method: 'POST',
      body: { ...request },
    }),
  );

export const listAdminDepartments = (token: string, signal?: AbortSignal): Promise<AdminDepartment[]> =>
  bearerCall(token, '/admin/departments', AdminDepartmentListSchema, { signal });

export const createDepartment = (token: string, form: DepartmentForm): Promise<AdminDepartment> =>
  bearerCall(token, '/admin/departments', AdminDepartmentSchema, { method: 'POST', body: { ...form } });

export const saveDepartment = (token: string, id: number, form: DepartmentForm): Promise<AdminDepartment> =>
  bearerCall(token, `/admin/departments/${id}`, AdminDepartmentSchema, { method: 'PUT', body: { ...form } });

export const getShopSettings = (token: string, signal?: AbortSignal): Promise<ShopSettingsAnswer> =>
  bearerCall(token, '/admin/settings', ShopSettingsAnswerSchema, { signal });

export const saveShopSettings = (token: string, settings: ShopSettings): Promise<ShopSettingsAnswer> =>
  bearerCall(token, '/admin/settings', ShopSettingsAnswerSchema, { method: 'PUT', body: { ...settings } });
