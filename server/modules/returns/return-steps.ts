import type { z } from 'zod';
import type { ChangeAction } from '../../../contract/admin';
import { formatMoney } from '../../../contract/money';
import { type ReturnRequestSchema, type ReturnStepRequestSchema, takesNoChangePieces } from '../../../contract/returns';
import { isNoChangeDepartment } from '../../../contract/store';
import { RETURN_COPY, spokenDay } from '../../../copy/returns';
import { SIZE } from '../../../copy/storefront';
import { move } from '../../../machines/returns/moves';
import { returnRefund, shareOut } from '../../../machines/returns/refund';
import type { ReturnEvent } from '../../../machines/returns/return-machine';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { writeReturnMessages } from '../../messages/events';
import type { PaymentProvider } from '../../payments/provider';
import { recordChange } from '../admin/change-log';
import { giveBackToStock, type UnitsBack } from '../admin/fulfilment';
import { requestRefund, sendRefund } from './refunds';
import { earlierRefundCents, findReturnsBill, returnableLines, windowOf } from './repo';

const E = RETURN_COPY.errors;

const unitsText = (lines: { name: string; size: string | null; quantity: number }[]) =>
  lines.map((l) => `${l.quantity} × ${l.name}${l.size === null ? '' : ` (${SIZE.label(l.size)})`}`).join(', ');

/**
 * The customer asks to return units of their delivered order, within the window. The units are
 * checked against what the order holds and what earlier returns (not refused) took, and a piece
 * with no change (earrings) against the reason; the refund is what the customer paid for what they
 * give back (machines/returns/refund.ts): the bill's charge less what the units they keep cost
 * under the sale's promotion, less earlier returns' refunds. The return and its history line are written in one transaction, with the message that
 * tells the customer it was asked for.
 */
export async function requestReturn(
  db: Db,
  billId: number,
  customerId: number,
  request: z.output<typeof ReturnRequestSchema>,
  now: Date,
): Promise<{ returnId: number }> {
  return db.transaction(async (tx) => {
    const bill = await findReturnsBill(tx, billId, { ownerId: customerId, lock: true });
    if (!bill) throw notFound(E.orderMissing);
    const window = windowOf(bill, now);
    if (window.deadline === null) throw conflict(E.notDelivered);
    if (!window.open) throw conflict(E.windowClosed(spokenDay(window.deadline)));
    const lines = await returnableLines(tx, billId);
    // the same line named twice is one line with both quantities
    const asked = new Map<number, number>();
    for (const l of request.lines) asked.set(l.bill_line_id, (asked.get(l.bill_line_id) ?? 0) + l.quantity);
    const chosen = [...asked].map(([billLineId, quantity]) => {
      const line = lines.find((l) => l.bill_line_id === billLineId);
      if (!line) throw badRequest(E.notInOrder);
      const returnable = line.quantity - line.returned;
      if (quantity > returnable) throw conflict(E.tooMany(line.name, Math.max(returnable, 0)));
      if (isNoChangeDepartment(line.department) && !takesNoChangePieces(request.reason))
        throw conflict(E.noChange(line.name));
      return { line, quantity };
    });
    // the refund: the charge less what the kept units cost under the sale's promotion, less earlier refunds
    const refund = returnRefund(
      lines.map((l) => ({ unitCents: l.price_cents, quantity: l.quantity, chargedCents: l.charged_cents })),
      lines.map((l) => l.quantity - l.returned - (asked.get(l.bill_line_id) ?? 0)),
      await earlierRefundCents(tx, billId),
    );
    const refundCents = refund.refundCents;
    // shown by line: shared in proportion to what the bill charged for the units, else their price
    const charged = chosen.map((c) => (c.line.charged_cents * c.quantity) / c.line.quantity);
    const shares = shareOut(
      refundCents,
      charged.some((w) => w > 0) ? charged : chosen.map((c) => c.line.price_cents * c.quantity),
    );
    const [created] = await tx.query<{ return_id: number }>(
      `INSERT INTO order_return (bill_id, reason, note, refund_cents, charged_cents, kept_units, kept_cents, earlier_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING return_id`,
      [
        billId,
        request.reason,
        request.note,
        refundCents,
        refund.chargedCents,
        refund.keptUnits,
        refund.keptCents,
        refund.earlierCents,
      ],
    );
    const returnId = created!.return_id;
    for (const [i, c] of chosen.entries())
      await tx.query(
        'INSERT INTO return_line (return_id, bill_line_id, quantity, refund_cents) VALUES ($1, $2, $3, $4)',
        [returnId, c.line.bill_line_id, c.quantity, shares[i]],
      );
    await recordChange(tx, {
      subject: 'bill',
      subjectId: billId,
      by: customerId,
      action: 'returnRequested',
      after: {
        return: `#${returnId}`,
        units: unitsText(chosen.map((c) => ({ ...c.line, quantity: c.quantity }))),
        reason: RETURN_COPY.reasons[request.reason] + (request.note ? `: ${request.note}` : ''),
        amount: formatMoney(refundCents),
      },
    });
    await writeReturnMessages(tx, billId, returnId, 'requested');
    return { returnId };
  });
}

const RECORDED: Record<ReturnEvent['type'], ChangeAction> = {
  'return.approve': 'returnApproved',
  'return.refuse': 'returnRefused',
  'return.receive': 'returnReceived',
  'return.refund': 'returnRefunded',
};

function eventOf(request: z.output<typeof ReturnStepRequestSchema>): ReturnEvent {
  switch (request.action) {
    case 'approve':
      return { type: 'return.approve' };
    case 'refuse':
      return { type: 'return.refuse', reason: request.reason };
    case 'receive':
      return { type: 'return.receive', how: request.how };
    case 'refund':
      return { type: 'return.refund' };
  }
}

interface LockedReturn {
  return_id: number;
  bill_id: number;
  status: string;
  refusal: string | null;
  received_how: string | null;
  refund_cents: number;
  payment_provider: string;
  payment_id: string;
}

/**
 * The owner's step on a return, by the returns statechart (machines/returns/): a step it does not
 * take is a 409 that changes nothing. Receiving gives the units back to stock; refunding records it
 * at once when no money is to go back (the test checkout took none), else writes the refund's own
 * step, 'requested', and asks the provider after the commit with the return's idempotency key
 * (refunds.ts): the return is refunded when the provider answers, and stays received, its refund
 * failed with the provider's reason, when it refuses ('Reintentar' is this step again). The step,
 * the stock and the history line are written in one transaction. The moment of each step (approved,
 * refused, received, refunded) writes its message to the customer in the same transaction.
 */
export async function moveReturn(
  db: Db,
  payments: PaymentProvider,
  returnId: number,
  request: z.output<typeof ReturnStepRequestSchema>,
  by: number,
  publicUrl: string,
): Promise<{ billId: number }> {
  const decided = await db.transaction(async (tx) => {
    const [stored] = await tx.query<LockedReturn>(
      `SELECT r.return_id, r.bill_id, r.status, r.refusal, r.received_how, r.refund_cents, b.payment_provider, b.payment_id
       FROM order_return r JOIN bill b USING (bill_id) WHERE r.return_id = $1 FOR UPDATE OF r`,
      [returnId],
    );
    if (!stored) throw notFound(E.returnMissing);
    const event = eventOf(request);
    const next = move({ status: stored.status, refusal: stored.refusal, receivedHow: stored.received_how }, event);
    const statusWord = (status: string) => RETURN_COPY.statuses[status as keyof typeof RETURN_COPY.statuses] ?? status;
    if (next === null) throw conflict(E.stepRefused(statusWord(stored.status).toLowerCase()));
    if (event.type === 'return.receive') {
      const units = await tx.query<UnitsBack>(
        `SELECT l.product_id, l.size, sum(rl.quantity)::int AS quantity
         FROM return_line rl JOIN bill_line l USING (bill_line_id) WHERE rl.return_id = $1
         GROUP BY l.product_id, l.size ORDER BY l.product_id, l.size`,
        [returnId],
      );
      await giveBackToStock(tx, units, publicUrl);
    }
    // money to give back at a provider: the refund's own step (refunds.ts), sent after the commit
    if (event.type === 'return.refund' && stored.payment_provider !== 'test' && stored.refund_cents > 0) {
      await requestRefund(tx, returnId, stored.refund_cents);
      return { billId: stored.bill_id, send: true };
    }
    await tx.query('UPDATE order_return SET status = $2, refusal = $3, received_how = $4 WHERE return_id = $1', [
      returnId,
      next.status,
      next.refusal,
      next.receivedHow,
    ]);
    await recordChange(tx, {
      subject: 'bill',
      subjectId: stored.bill_id,
      by,
      action: RECORDED[event.type],
      before: { status: statusWord(stored.status) },
      after: {
        return: `#${returnId}`,
        status: statusWord(next.status),
        ...(event.type === 'return.refuse' ? { refusal: next.refusal } : {}),
        ...(event.type === 'return.receive' && next.receivedHow
          ? { receivedHow: RETURN_COPY.receivedHow[next.receivedHow] }
          : {}),
        ...(event.type === 'return.refund' ? { amount: formatMoney(stored.refund_cents) } : {}),
      },
    });
    await writeReturnMessages(tx, stored.bill_id, returnId, next.status, next.refusal);
    return { billId: stored.bill_id, send: false };
  });
  if (decided.send) await sendRefund(db, payments, returnId, by);
  return { billId: decided.billId };
}
