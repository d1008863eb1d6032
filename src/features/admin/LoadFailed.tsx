import { ADMIN } from '../../../copy/admin';
import { Button } from '../../ui/Button';

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
