import { formatMoney } from '../../../contract/money';
import { RETURN_COPY } from '../../../copy/returns';
import { move } from '../../../machines/returns/moves';
import type { Db, Queryable } from '../../db/client';
import { HttpError } from '../../http/errors';
import { writeReturnMessages } from '../../messages/events';
import { type PaymentProvider, RefundRefused } from '../../payments/provider';
import { recordChange } from '../admin/change-log';

/**
 * A return's refund at the payment provider, a durable step of its own (table return_refund,
 * migration 034), so that a crash at any point gives the money back exactly once:
 * 1. the owner's 'refund' step writes it 'requested', with its amount and its idempotency key, in
 *    its transaction (`requestRefund`), and changes nothing else;
 * 2. after the commit the provider is asked, with that key (`sendRefund`);
 * 3. its answer is recorded: 'sent' (pending at the bank) or 'confirmed', with the return moved to
 *    'refunded', its history line and the customer's message, in one transaction; or 'failed',
 *    with the provider's reason, the return left 'received'.
 * A 'requested' refund (the store stopped between 1 and 3) is sent again at the store's start
 * (`resumeRefunds`), a failed one by the owner's 'Reintentar' (the 'refund' step again): with the
 * same key, the provider answers with the first refund, never a second one.
 */

/** The key a return's refund is sent with, every time. */
export const refundKeyOf = (returnId: number) => `return-${returnId}-refund`;

/** Writes the return's refund 'requested' (a failed one is asked for again, with its amount and key), in `tx`. */
export async function requestRefund(tx: Queryable, returnId: number, amountCents: number): Promise<void> {
  await tx.query(
    `INSERT INTO return_refund (return_id, idempotency_key, amount_cents) VALUES ($1, $2, $3)
     ON CONFLICT (return_id) DO UPDATE SET status = 'requested', updated_at = now()
       WHERE return_refund.status = 'failed'`,
    [returnId, refundKeyOf(returnId), amountCents],
  );
}

interface PendingRefund {
  return_id: number;
  bill_id: number;
  idempotency_key: string;
  amount_cents: number;
  status: string;
  payment_id: string;
  payment_provider: string;
}

/**
 * Sends a return's refund to the provider with its key, outside any transaction, and records the
 * answer. A refusal or a failure is recorded 'failed' with the provider's reason and is a 502 the
 * owner reads; a refund already sent or confirmed is left alone.
 */
export async function sendRefund(db: Db, payments: PaymentProvider, returnId: number, by: number | null) {
  const [refund] = await db.query<PendingRefund>(
    `SELECT f.return_id, r.bill_id, f.idempotency_key, f.amount_cents, f.status, b.payment_id, b.payment_provider
     FROM return_refund f JOIN order_return r USING (return_id) JOIN bill b USING (bill_id) WHERE f.return_id = $1`,
    [returnId],
  );
  if (!refund || refund.status === 'sent' || refund.status === 'confirmed') return;
  let answer: { id: string; confirmed: boolean } | null;
  try {
    if (payments.name !== refund.payment_provider)
      throw new RefundRefused(`the order was paid with ${refund.payment_provider}, the store takes ${payments.name}`);
    answer = await payments.refund(refund.payment_id, refund.amount_cents, { idempotencyKey: refund.idempotency_key });
  } catch (error) {
    const reason = ((error as Error).message || String(error)).slice(0, 500);
    console.error(`Refund of return ${returnId} failed: ${reason}`);
    await db.query(
      `UPDATE return_refund SET status = 'failed', failure = $2, retryable = $3, attempts = attempts + 1, updated_at = now()
       WHERE return_id = $1 AND status IN ('requested', 'failed')`,
      [returnId, reason, !(error instanceof RefundRefused)],
    );
    throw new HttpError(502, RETURN_COPY.errors.refundFailed);
  }
  await db.transaction(async (tx) => {
    const [stored] = await tx.query<{ status: string; refusal: string | null; received_how: string | null }>(
      'SELECT status, refusal, received_how FROM order_return WHERE return_id = $1 FOR UPDATE',
      [returnId],
    );
    await tx.query(
      `UPDATE return_refund SET status = $2, provider_refund_id = $3, failure = NULL, attempts = attempts + 1, updated_at = now()
       WHERE return_id = $1`,
      [returnId, answer?.confirmed === false ? 'sent' : 'confirmed', answer?.id ?? null],
    );
    const next = move(
      { status: stored!.status, refusal: stored!.refusal, receivedHow: stored!.received_how },
      { type: 'return.refund' },
    );
    // another process recorded the same answer first: the return has moved already
    if (next === null) return;
    await tx.query('UPDATE order_return SET status = $2, refund_id = coalesce($3, refund_id) WHERE return_id = $1', [
      returnId,
      next.status,
      answer?.id ?? null,
    ]);
    const statusWord = (status: string) => RETURN_COPY.statuses[status as keyof typeof RETURN_COPY.statuses] ?? status;
    await recordChange(tx, {
      subject: 'bill',
      subjectId: refund.bill_id,
      by,
      action: 'returnRefunded',
      before: { status: statusWord(stored!.status) },
      after: {
        return: `#${returnId}`,
        status: statusWord(next.status),
        amount: formatMoney(refund.amount_cents),
        ...(answer ? { refund_id: answer.id } : {}),
      },
    });
    await writeReturnMessages(tx, refund.bill_id, returnId, next.status, next.refusal);
  });
}

/**
 * At the store's start: sends again every refund left 'requested' (the store stopped after writing
 * it, perhaps after the provider answered), with its key. A failure stays 'failed' for the owner.
 */
export async function resumeRefunds(db: Db, payments: PaymentProvider): Promise<number> {
  const pending = await db.query<{ return_id: number }>(
    `SELECT return_id FROM return_refund WHERE status = 'requested' ORDER BY return_id`,
  );
  for (const { return_id } of pending) {
    try {
      await sendRefund(db, payments, return_id, null);
    } catch (error) {
      console.error(`Resuming the refund of return ${return_id}: ${(error as Error).message}`);
    }
  }
  return pending.length;
}
