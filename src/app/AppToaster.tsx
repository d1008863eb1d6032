import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstUse } from '../runtime/first-use';
import { onToasterRequested } from '../runtime/toasts';

const SonnerToaster = lazy(() => import('./SonnerToaster'));

/**
 * Mounts the toaster (sonner) at the first sign of use, so its live region is in the page before
 * the toast an action shows, or at the first toast: a first visit that only looks downloads none
 * of it.
 */
export function AppToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    onToasterRequested(() => setNeeded(true));
    return onFirstUse(() => setNeeded(true));
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
