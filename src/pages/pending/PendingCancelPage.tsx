import { PendingPage } from '../../features/layout/PendingPage';

/** Pending: built by the account/checkout issue. */
export default function PendingCancelPage() {
  return <PendingPage title="Pago cancelado" />;
}
