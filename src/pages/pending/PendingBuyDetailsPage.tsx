import { PendingPage } from '../../features/layout/PendingPage';

/** Pending: built by the account/checkout issue. */
export default function PendingBuyDetailsPage() {
  return <PendingPage title="Detalle del pedido" />;
}
