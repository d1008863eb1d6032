import { z } from 'zod';
import { ADMIN_ERRORS } from '../copy/admin';
import { VALIDATION } from '../copy/validation';
import { ChangeHistorySchema } from './admin';
import { BillLineSchema, PaymentProviderSchema, SHIPPING_STATUS, TRACKING_NUMBER, trackingNumberOf } from './bill';
import { DELIVERY_OPTIONS, DeliverySchema } from './checkout';
import { positiveIdText } from './fields';
import { ShippingDetailsSchema } from './user';

/** The back office's orders: the list the owner filters, an order's detail, and its fulfilment. */

export const ADMIN_ORDER_PAGE_SIZE = 30;

/**
 * What a cancelled order owes back: 'due' until the provider's refund is issued ('refunded', with
 * its id); an order paid on the test checkout took no money, so there is none ('notCharged').
 */
export const REFUND_STATUSES = ['due', 'refunded', 'notCharged'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * The moves of the fulfilment statechart (machines/fulfilment/), as the API names them. A
 * correction of a shipped order's FedEx number keeps it shipped: the customer's 'Rastrear
 * paquete' follows the new number.
 */
export const FULFILMENT_ACTIONS = ['ship', 'readyForPickup', 'deliver', 'cancel', 'correctTracking'] as const;
export type FulfilmentAction = (typeof FULFILMENT_ACTIONS)[number];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day that exists: written back, it stays in its month. A day past the month's end
 * or day 00 rolls into a neighbouring month (30 February reads back as 1 March), and month 00
 * or 13 to 99 is no month at all; two digits of days are far from a year, so the month alone
 * tells. Year 0 does not exist either (PostgreSQL counts 1 BC, 1 AD).
 */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (match === null) return false;
  const [, year = 0, month = 0, day = 0] = match.map(Number);
  if (year < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // unlike Date.UTC, keeps years below 100 as they are
  return date.getUTCMonth() === month - 1;
}

const day = (what: string) => z.string().refine(isCalendarDay, { error: `${what} debe ser una fecha AAAA-MM-DD.` });

/** How the owner's list may be sorted: by the day it was bought or by its total, either way. */
export const ORDER_SORTS = ['date_desc', 'date_asc', 'total_desc', 'total_asc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
/** Newest first, unless the owner asks otherwise. */
export const DEFAULT_ORDER_SORT: OrderSort = 'date_desc';

/** Query of GET /api/admin/orders; days are the shop's (Chihuahua), both ends included. */
export const AdminOrderQuerySchema = z.object({
  status: z
    .enum(Object.values(SHIPPING_STATUS) as [string, ...string[]], { error: 'Ese estado de pedido no existe.' })
    .optional(),
  from: day('Desde').optional(),
  to: day('Hasta').optional(),
  folio: positiveIdText('El folio debe ser un número entero positivo.').optional(),
  /** Digits of the customer's phone, anywhere in it. */
  phone: z
    .string()
    .transform((s) => s.replace(/\D/g, ''))
    .refine((s) => s.length >= 1 && s.length <= 15, { error: 'Escribe de 1 a 15 dígitos del teléfono.' })
    .optional(),
  delivery: DeliverySchema.optional(),
  /** true: only test-mode orders (no money taken); false: only real ones. */
  test: z
    .enum(['true', 'false'], { error: VALIDATION.yesOrNo })
    .transform((v) => v === 'true')
    .optional(),
  page: positiveIdText('La página debe ser un número entero positivo.').optional(),
  sort: z
    .enum(ORDER_SORTS, { error: `El orden debe ser ${ORDER_SORTS.slice(0, -1).join(', ')} o ${ORDER_SORTS.at(-1)}.` })
    .optional(),
});
export type AdminOrderQuery = z.output<typeof AdminOrderQuerySchema>;

export const AdminOrderSummarySchema = z.object({
  bill_id: z.number().int(),
  created_at: z.string(),
  customer: z.object({ name: z.string(), phone_number: z.string() }),
  total_amount: z.number(),
  shipping_status: z.string(),
  delivery: z.enum(DELIVERY_OPTIONS),
  payment_provider: PaymentProviderSchema,
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderListSchema = z.object({
  orders: z.array(AdminOrderSummarySchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

/** GET /api/admin/orders/:id: what was charged, where it goes, who paid and how, what may happen next. */
export const AdminOrderDetailSchema = z.object({
  order: AdminOrderSummarySchema.extend({
    /** How the owner reaches the customer: their phone (E.164) and email. */
    customer: z.object({ name: z.string(), phone_number: z.string(), email: z.string() }),
    subtotal: z.number(),
    discount_amount: z.number(),
    shipping_cost: z.number(),
    shipping_address: z.string(),
    /** Beyond the one line: the address field by field, with its references and who receives it. */
    shipping_details: ShippingDetailsSchema.nullable().default(null),
    shipping_tracking_number: z.string().nullable(),
    shipping_last4: z.string().nullable(),
    payment_id: z.string(),
    refund_status: z.enum(REFUND_STATUSES).nullable(),
    refund_id: z.string().nullable(),
  }),
  lines: z.array(BillLineSchema),
  /** The moves the fulfilment statechart takes from here. */
  moves: z.array(z.enum(FULFILMENT_ACTIONS)),
  history: ChangeHistorySchema,
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/** A FedEx number as the owner types it, for a shipment and for its correction, spaced or dashed as printed; stored as `trackingNumberOf` writes it. */
export const TrackingNumberSchema = z
  .string({ error: ADMIN_ERRORS.trackingMissing })
  .transform(trackingNumberOf)
  .superRefine((tracking, ctx) => {
    const stray = /[^A-Za-z0-9]/u.exec(tracking)?.[0];
    if (stray !== undefined) ctx.addIssue(ADMIN_ERRORS.trackingCharacters(stray));
    else if (!TRACKING_NUMBER.test(tracking))
      ctx.addIssue(tracking ? ADMIN_ERRORS.trackingLength : ADMIN_ERRORS.trackingMissing);
  });

/** POST /api/admin/orders/:id/fulfilment. */
export const FulfilmentRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('ship'), tracking: TrackingNumberSchema }),
    z.object({ action: z.literal('readyForPickup') }),
    z.object({ action: z.literal('deliver') }),
    z.object({ action: z.literal('cancel') }),
    z.object({ action: z.literal('correctTracking'), tracking: TrackingNumberSchema }),
  ],
  { error: `Esa acción no existe: ${FULFILMENT_ACTIONS.slice(0, -1).join(', ')} o ${FULFILMENT_ACTIONS.at(-1)}.` },
);
export type FulfilmentRequest = z.input<typeof FulfilmentRequestSchema>;
