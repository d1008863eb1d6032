import type { ChangeAction } from '../../../contract/admin';
import type { FulfilmentRequest, RefundStatus } from '../../../contract/admin-orders';
import { SHIPPING_STATUS } from '../../../contract/bill';
import type { DeliveryOption } from '../../../contract/checkout';
import { eventOf, move } from '../../../machines/fulfilment/moves';
import type { Db, Queryable } from '../../db/client';
import { writeFulfilmentMessages } from '../../messages/events';
import type { PaymentProvider } from '../../payments/provider';
import { releaseUnits } from '../checkout/stock-moves';
import { recordChange } from './change-log';

const ACTION_RECORDED: Record<FulfilmentRequest['action'], ChangeAction> = {
  ship: 'shipped',
  readyForPickup: 'readyForPickup',
  deliver: 'delivered',
  cancel: 'cancelled',
  correctTracking: 'trackingCorrected',
};

/** Refused: no such order; a move the machine does not take from its status; a correction to the number it already has. */
export type FulfilmentResult =
  | { moved: true }
  | { moved: false; reason: 'missing' | 'refused' | 'unchanged'; status?: string };

interface LockedBill {
  shipping_status: string;
  delivery: DeliveryOption;
  shipping_tracking_number: string | null;
  payment_provider: string;
  payment_id: string;
}

/** Gives a cancelled order's units back to stock. */
async function returnStock(tx: Queryable, billId: number, publicUrl: string): Promise<void> {
  const lines = await tx.query<UnitsBack>(
    'SELECT product_id, size, sum(quantity)::int AS quantity FROM bill_line WHERE bill_id = $1 GROUP BY product_id, size ORDER BY product_id, size',
    [billId],
  );
  await giveBackToStock(tx, lines, publicUrl);
}

/** Units of a product (of a size, when sold by size) that come back to the shop. */
export interface UnitsBack {
  product_id: number;
  size: string | null;
  quantity: number;
}

/**
 * Gives units back to stock and takes them off the products' sales (a cancelled order's, a
 * received return's): `releaseUnits` locks the products in id order like checkouts lock them, puts
 * the units back and answers the open 'Avísame' requests (their stop links built on `publicUrl`).
 */
export async function giveBackToStock(tx: Queryable, lines: readonly UnitsBack[], publicUrl: string): Promise<void> {
  if (lines.length === 0) return;
  await releaseUnits(tx, lines, publicUrl, async () => {
    for (const line of lines)
      await tx.query('UPDATE product SET units_sold = greatest(units_sold - $2, 0) WHERE product_id = $1', [
        line.product_id,
        line.quantity,
      ]);
  });
}

/**
 * Moves an order by the fulfilment statechart (machines/fulfilment/): the move, the stock a
 * cancellation gives back and the history line are written in one transaction, or none is. A
 * cancelled order owes its money back; the provider's refund is asked for after the commit, and
 * recorded when it is issued (a refund that fails stays 'due', for the owner to see and retry). A
 * test-mode order took no money: its cancellation records 'notCharged', and no refund is asked.
 * `by` is the admin, or null for `npm run shop:ship`.
 */
export async function fulfil(
  db: Db,
  payments: PaymentProvider | null,
  billId: number,
  request: FulfilmentRequest,
  by: number | null,
  /** The store's address, for the links of the messages a move writes. */
  publicUrl: string,
): Promise<FulfilmentResult> {
  const result = await db.transaction(
    async (tx): Promise<FulfilmentResult & { payment?: { provider: string; id: string } }> => {
      const [bill] = await tx.query<LockedBill>(
        'SELECT shipping_status, delivery, shipping_tracking_number, payment_provider, payment_id FROM bill WHERE bill_id = $1 FOR UPDATE',
        [billId],
      );
      if (!bill) return { moved: false, reason: 'missing' };
      const tracking = request.action === 'ship' || request.action === 'correctTracking' ? request.tracking : '';
      const next = move(
        { status: bill.shipping_status, delivery: bill.delivery, tracking: bill.shipping_tracking_number },
        eventOf(request.action, tracking),
      );
      if (next === null) return { moved: false, reason: 'refused', status: bill.shipping_status };
      if (request.action === 'correctTracking' && next.tracking === bill.shipping_tracking_number)
        return { moved: false, reason: 'unchanged' };
      const cancelled = next.status === SHIPPING_STATUS.cancelled;
      // the test checkout took no money: a cancelled test order has nothing to give back
      const owed: RefundStatus | null = cancelled ? (bill.payment_provider === 'test' ? 'notCharged' : 'due') : null;
      await tx.query(
        // a delivery records its moment: the return window counts from it (machines/returns/window.ts)
        `UPDATE bill SET shipping_status = $2, shipping_tracking_number = $3, refund_status = coalesce($4, refund_status),
           delivered_at = CASE WHEN $2 = $5 THEN now() ELSE delivered_at END WHERE bill_id = $1`,
        [billId, next.status, next.tracking, owed, SHIPPING_STATUS.delivered],
      );
      if (cancelled) await returnStock(tx, billId, publicUrl);
      await recordChange(tx, {
        subject: 'bill',
        subjectId: billId,
        by,
        action: ACTION_RECORDED[request.action],
        // a correction keeps the status: its line says only the old and the new number
        before: {
          ...(next.status === bill.shipping_status ? {} : { status: bill.shipping_status }),
          tracking: bill.shipping_tracking_number,
        },
        after: {
          ...(next.status === bill.shipping_status ? {} : { status: next.status }),
          tracking: next.tracking,
          ...(owed ? { refund: owed } : {}),
        },
      });
      if (request.action !== 'correctTracking')
        await writeFulfilmentMessages(tx, billId, request.action, { tracking: next.tracking, refund: owed });
      return {
        moved: true,
        ...(owed === 'due' ? { payment: { provider: bill.payment_provider, id: bill.payment_id } } : {}),
      };
    },
  );
  if (result.moved && result.payment && payments && payments.name === result.payment.provider)
    await refund(db, payments, billId, result.payment.id, by);
  return result.moved ? { moved: true } : result;
}

/** Issues a cancelled order's refund at its provider and records it; a failure is logged and the refund stays due. */
async function refund(
  db: Db,
  payments: PaymentProvider,
  billId: number,
  paymentId: string,
  by: number | null,
): Promise<void> {
  try {
    const refundId = (await payments.refund(paymentId))?.id ?? null;
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE bill SET refund_status = 'refunded', refund_id = $2 WHERE bill_id = $1`, [
        billId,
        refundId,
      ]);
      await recordChange(tx, {
        subject: 'bill',
        subjectId: billId,
        by,
        action: 'refunded',
        before: { refund: 'due' },
        after: { refund: 'refunded', refund_id: refundId },
      });
    });
  } catch (error) {
    console.error(`Refund of order ${billId} failed; it stays due: ${(error as Error).message}`);
  }
}
