import { PendingPage } from '../../features/layout/PendingPage';

/** Pending: built by the account/checkout issue. */
export default function PendingSignupPage() {
  return <PendingPage title="Crear cuenta" />;
}
