import { z } from 'zod';

export { USER_ROLES, type UserRole } from './roles';

/** The shop's clock (Chihuahua keeps UTC−6 all year): the owner's 'today' and 'this week'. */
export const SHOP_TIME_ZONE = 'America/Chihuahua';

/** A product with few units left, for the owner's first screen. */
export const LOW_STOCK_MAX = 3;

const OrdersAndSalesSchema = z.object({
  orders: z.number().int(),
  /** What those orders charged, shipping included, in pesos with two decimals (contract/money.ts). */
  sales: z.number(),
});

/**
 * GET /api/admin/dashboard: the owner's day. Days and weeks are the shop's (Chihuahua time,
 * weeks from Monday). Test-mode orders (no money taken) are counted in, and said apart.
 */
export const AdminDashboardSchema = z.object({
  today: OrdersAndSalesSchema,
  week: OrdersAndSalesSchema,
  testOrdersThisWeek: z.number().int(),
  /** Paid orders still 'En proceso'. */
  waitingToShip: z.number().int(),
  /** Products with LOW_STOCK_MAX units or fewer (sold out included), fewest first. */
  lowStock: z.array(z.object({ product_id: z.number().int(), name: z.string(), stock: z.number().int() })),
  /** Units reserved by checkouts not yet paid, cancelled or released after expiring. */
  heldByOpenCheckouts: z.object({ checkouts: z.number().int(), units: z.number().int() }),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

/** What the change log records changes to (migration 011). */
export const CHANGE_SUBJECTS = ['product', 'bill', 'department', 'settings'] as const;
export type ChangeSubject = (typeof CHANGE_SUBJECTS)[number];

/** Each kind of change, named for what happened; copy/admin.ts says each in Spanish. */
export const CHANGE_ACTIONS = [
  // products
  'created',
  'edited',
  'stockSet',
  'stockAdded',
  // a product's sizes (a size's count or delivery is a stockSet or stockAdded naming its size)
  'sizeAdded',
  'sizeRenamed',
  'sizeRemoved',
  // products, many at once (the products table's bulk actions)
  'hidden',
  'shown',
  'departmentChanged',
  'markedDown',
  'markdownRemoved',
  // orders (the fulfilment statechart's moves)
  'readyForPickup',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'trackingCorrected',
  // an order's returns (the returns statechart's steps)
  'returnRequested',
  'returnApproved',
  'returnRefused',
  'returnReceived',
  'returnRefunded',
  // departments
  'renamed',
  'moved',
  // the search's synonym pairs (recorded as the shop's settings)
  'synonymAdded',
  'synonymRemoved',
  // a failed message made pending again by 'Reenviar' (recorded on its order, else the shop's settings)
  'messageResent',
] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/** A changed record's fields as they were, or became: only the fields the change touched. */
const ChangedFieldsSchema = z.object({}).catchall(z.unknown()).nullable();

/** One line of a product's or an order's history, newest first. */
export const ChangeEntrySchema = z.object({
  change_id: z.number().int(),
  /** ISO 8601 instant. */
  at: z.string(),
  /** The admin who made it, or null for a shop command run on the server. */
  by: z.object({ name: z.string(), phone_number: z.string() }).nullable(),
  action: z.enum(CHANGE_ACTIONS),
  before: ChangedFieldsSchema,
  after: ChangedFieldsSchema,
  /** The names of the departments the change mentions (department_id before or after), by id. */
  departmentNames: z.record(z.string(), z.string()).default({}),
});
export type ChangeEntry = z.infer<typeof ChangeEntrySchema>;
export const ChangeHistorySchema = z.array(ChangeEntrySchema);
