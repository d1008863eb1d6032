import { PendingPage } from '../../features/layout/PendingPage';

/** Pending: built by the account/checkout issue. */
export default function PendingSuccessPage() {
  return <PendingPage title="¡Gracias por tu compra!" />;
}
