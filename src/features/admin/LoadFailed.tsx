import type { ReactNode } from 'react';
import { ADMIN } from '../../../copy/admin';
import { Button } from '../../ui/Button';
import { NoAccess } from './NoAccess';
import type { AdminLoad } from './use-admin-load';

/** A back-office read that failed: the server's sentence and a retry. */
export function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div role="alert">
      <p style={{ marginBottom: 12 }}>{message}</p>
      <Button variant="secondary" onClick={retry}>
        {ADMIN.retry}
      </Button>
    </div>
  );
}

/**
 * What a back-office read shows until its data is there: 'Cargando…', the failure with a retry,
 * or 'no tienes acceso' when the account lost the role meanwhile; then `children` with the data.
 */
export function Loaded<T>({
  state,
  retry,
  children,
}: {
  state: AdminLoad<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'forbidden') return <NoAccess />;
  if (state.status === 'failed') return <LoadFailed message={state.message} retry={retry} />;
  if (state.status === 'loading') return <p role="status">{ADMIN.loading}</p>;
  return <>{children(state.data)}</>;
}
