import { PendingPage } from '../../features/layout/PendingPage';

/** Pending: built by the account/checkout issue. */
export default function PendingLoginPage() {
  return <PendingPage title="Iniciar sesión" />;
}
