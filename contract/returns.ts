import { z } from 'zod';
import { RETURN_COPY } from '../copy/returns';
import { id, text } from './fields';

/**
 * Returns of a delivered order's units (machines/returns/): the customer's request from 'Mis
 * compras', the owner's steps in the back office, and what both read. Amounts are in pesos on the
 * wire, what was charged for those units on the bill (never sent by the browser).
 */

/** Why a customer returns, as the request's select offers it. */
export const RETURN_REASONS = ['size', 'notAsDescribed', 'damaged', 'wrongItem', 'changedMind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * The only reasons a piece with no change (earrings, by hygiene: `isNoChangeDepartment`,
 * contract/store.ts) comes back for, as the terms say: it arrived damaged, or is not what was ordered.
 */
export const NO_CHANGE_REASONS = ['damaged', 'wrongItem'] as const satisfies readonly ReturnReason[];
export const takesNoChangePieces = (reason: ReturnReason): boolean =>
  (NO_CHANGE_REASONS as readonly ReturnReason[]).includes(reason);

/** How the units came back to the shop. */
export const RECEIVED_HOW = ['inStore', 'byMail'] as const;
export type ReceivedHow = (typeof RECEIVED_HOW)[number];

/** The owner's steps, as the API names them (the machine's events). */
export const RETURN_STEPS = ['approve', 'refuse', 'receive', 'refund'] as const;
export type ReturnStep = (typeof RETURN_STEPS)[number];

/** A return's state, as stored and on the wire. */
export const RETURN_STATUSES = ['requested', 'approved', 'refused', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * A return's refund at the payment provider (server/modules/returns/refunds.ts): asked for, taken
 * by the provider (pending at the bank), confirmed, or failed with the provider's reason.
 */
export const REFUND_STATES = ['requested', 'sent', 'confirmed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const RETURN_NOTE_MAX = 500;
export const REFUSAL_MAX = 300;

const E = RETURN_COPY.errors;

/** POST /api/returns/order/:billId: which units of which lines, and why. */
export const ReturnRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        bill_line_id: id(E.lineMissing),
        quantity: z.number({ error: E.quantity }).int({ error: E.quantity }).min(1, { error: E.quantity }),
      }),
      { error: E.noLines },
    )
    .min(1, { error: E.noLines })
    .max(100, { error: E.noLines }),
  reason: z.enum(RETURN_REASONS, { error: E.reason }),
  note: text({ error: E.noteLength }).trim().max(RETURN_NOTE_MAX, { error: E.noteLength }).default(''),
});
export type ReturnRequest = z.input<typeof ReturnRequestSchema>;

/** POST /api/admin/returns/:id/step: the owner's step; a refusal says why. */
export const ReturnStepRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('approve') }),
    z.object({
      action: z.literal('refuse'),
      reason: text({ error: E.refusalMissing })
        .trim()
        .min(1, { error: E.refusalMissing })
        .max(REFUSAL_MAX, { error: E.refusalLength }),
    }),
    z.object({ action: z.literal('receive'), how: z.enum(RECEIVED_HOW, { error: E.receivedHow }) }),
    z.object({ action: z.literal('refund') }),
  ],
  { error: E.step },
);
export type ReturnStepRequest = z.input<typeof ReturnStepRequestSchema>;

/** One return: its units, what they are refunded, and where it stands. */
export const ReturnViewSchema = z.object({
  return_id: z.number().int(),
  bill_id: z.number().int(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  /** Why the owner refused it; null unless refused. */
  refusal: z.string().nullable(),
  received_how: z.enum(RECEIVED_HOW).nullable(),
  /** What the refund gives back, in pesos: the charge less what the kept units cost (machines/returns/refund.ts). */
  refund_amount: z.number(),
  /** The provider's refund id once refunded by Stripe; null for the test checkout (no money was taken). */
  refund_id: z.string().nullable(),
  /**
   * How the refund was worked out (machines/returns/refund.ts), in pesos: what the bill charged
   * for its pieces, the units kept and what they would cost under the sale's promotion, and what
   * earlier returns give back. Null for a return asked for before the rule (refunded by line).
   */
  computation: z
    .object({
      charged: z.number(),
      kept_units: z.number().int(),
      kept_cost: z.number(),
      earlier: z.number(),
    })
    .nullable(),
  /** The refund at the provider, once asked for; null before (and for the test checkout, which took no money). */
  provider_refund: z
    .object({ status: z.enum(REFUND_STATES), failure: z.string().nullable(), retryable: z.boolean() })
    .nullable(),
  created_at: z.string(),
  lines: z.array(
    z.object({
      bill_line_id: z.number().int(),
      name: z.string(),
      image: z.string(),
      size: z.string().nullable(),
      quantity: z.number().int(),
      refund: z.number(),
    }),
  ),
  /** The owner's steps the statechart takes from here. */
  steps: z.array(z.enum(RETURN_STEPS)),
});
export type ReturnView = z.infer<typeof ReturnViewSchema>;

/** GET /api/returns/order/:billId (the customer's) and /api/admin/returns/order/:billId (the owner's). */
export const OrderReturnsSchema = z.object({
  window: z.object({
    /** ISO instant the order was marked delivered; null while it is not delivered. */
    delivered_at: z.string().nullable(),
    /** The last day ('YYYY-MM-DD', the shop's calendar) a return may be asked for. */
    deadline: z.string().nullable(),
    open: z.boolean(),
  }),
  /** The order's lines, with how many units may still be returned (bought, less those in returns not refused). */
  lines: z.array(
    z.object({
      bill_line_id: z.number().int(),
      product_id: z.number().int(),
      name: z.string(),
      image: z.string(),
      size: z.string().nullable(),
      quantity: z.number().int(),
      returnable: z.number().int(),
      /** A piece with no change (earrings): it comes back only for NO_CHANGE_REASONS. */
      no_change: z.boolean(),
    }),
  ),
  returns: z.array(ReturnViewSchema),
});
export type OrderReturns = z.infer<typeof OrderReturnsSchema>;
