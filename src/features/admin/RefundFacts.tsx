import type { RefundStatus } from '../../../contract/admin-orders';
import { ADMIN } from '../../../copy/admin';

const O = ADMIN.orders;

/** A cancelled order's money, as the order's facts list says it (a <dt>/<dd> pair); nothing for an order not cancelled. */
export function RefundFacts({ status, refundId }: { status: RefundStatus | null; refundId: string | null }) {
  if (status === null) return null;
  return (
    <>
      <dt>{O.refund}</dt>
      <dd>{status === 'refunded' ? O.refundStatus.refunded(refundId) : O.refundStatus[status]}</dd>
    </>
  );
}
