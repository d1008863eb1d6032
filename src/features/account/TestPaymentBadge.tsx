import type { PaymentProviderName } from '../../../contract/bill';
import { A } from './strings';
import * as css from './account.css';

/** Marks an order paid on the built-in test checkout, which took no real money. */
export function TestPaymentBadge({ provider }: { provider: PaymentProviderName }) {
  return provider === 'test' ? <span className={css.testPayment}>{A.orders.testPayment}</span> : null;
}
