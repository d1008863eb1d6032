import { z } from 'zod';
import { ID_TEXT } from './paths';

/** Who took an order's money: the built-in test checkout (no real charge) or Stripe. */
export const PaymentProviderSchema = z.enum(['test', 'stripe']);
export type PaymentProviderName = z.infer<typeof PaymentProviderSchema>;

/**
 * An order's status words (the legacy store knew the first three). The back office's fulfilment
 * statechart (machines/fulfilment/) moves an order between them; store pickups are made ready
 * instead of shipped, and an order may be cancelled before it leaves.
 */
export const SHIPPING_STATUS = {
  inProgress: 'En proceso',
  shipped: 'enviado',
  delivered: 'entregado',
  readyForPickup: 'listo para recoger',
  cancelled: 'cancelado',
} as const;
export type ShippingStatus = (typeof SHIPPING_STATUS)[keyof typeof SHIPPING_STATUS];

/** A FedEx tracking number as stored: 6 to 40 letters, digits or dashes (numbers saved before `trackingNumberOf` may hold dashes). */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{6,40}$/;

/** FedEx's tracking page for a tracking number: the order pages and the shipped message link to it. */
export const trackingUrl = (number: string) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(number)}`;

/**
 * A tracking number as printed on the label ('7712 3456 7890', '7712-3456-7890') → as stored and
 * as FedEx reads it ('771234567890'): the blanks and dashes that group its characters go.
 */
export const trackingNumberOf = (printed: string): string => printed.replace(/[\s\-\u2010-\u2015]/gu, '');

/** An order, in the legacy field names. Money in pesos with two decimals (contract/money.ts). */
export const BillSchema = z.object({
  bill_id: z.number().int(),
  created_at: z.string(),
  total_amount: z.number(),
  shipping_status: z.string(),
  shipping_address: z.string(),
  shipping_last4: z.string().nullable(),
  shipping_cost: z.number(),
  subtotal: z.number(),
  discount_amount: z.number(),
  shipping_tracking_number: z.string().nullable(),
  /** Beyond the legacy fields: 'test' orders were paid on the test checkout and are shown as 'Pago de prueba'. */
  payment_provider: PaymentProviderSchema,
  /** Beyond the legacy fields: picked up at the store (nothing goes 'en camino'); false for a delivery. */
  pickup: z.boolean().default(false),
});
export type Bill = z.infer<typeof BillSchema>;

/**
 * An order line: `price` is the unit price and `discount` the percent taken off
 * price × quantity, derived for display from what was charged.
 */
export const BillLineSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  discount: z.number(),
  quantity: z.number().int(),
  /** Beyond the legacy fields: what was charged for the line, as the bill stores it; the lines add up to the bill's total. */
  charged: z.number(),
  /** Beyond the legacy fields: the size the line was sold in ('M'), null for an item sold whole. */
  size: z.string().nullable().default(null),
});
export type BillLine = z.infer<typeof BillLineSchema>;

export const BillListResponseSchema = z.array(BillSchema);
export const BillLinesResponseSchema = z.array(BillLineSchema);
export const BillIdQuerySchema = z
  .string({ error: 'Falta el número de pedido (bill_id).' })
  .regex(ID_TEXT, { error: 'El número de pedido debe ser un número entero positivo.' })
  .transform(Number);
