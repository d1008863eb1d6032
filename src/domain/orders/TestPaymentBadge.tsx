import type { PaymentProviderName } from '../../../contract/bill';
import { A } from '../../../copy/account';
import { Badge } from '../../ui/Badge';

/** Marks an order paid on the built-in test checkout, which took no real money. */
export function TestPaymentBadge({ provider }: { provider: PaymentProviderName }) {
  return provider === 'test' ? <Badge tone="accent">{A.orders.testPayment}</Badge> : null;
}
