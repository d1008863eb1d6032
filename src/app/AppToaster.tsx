import { lazy, Suspense, useEffect, useState } from 'react';
import { onToasterRequested } from './toasts';

const SonnerToaster = lazy(() => import('./SonnerToaster'));

/** Mounts the toaster when the browser is idle after first paint, or at the first toast. */
export function AppToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    onToasterRequested(() => setNeeded(true));
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    const handle = idle(() => setNeeded(true));
    return () => {
      if (window.cancelIdleCallback && typeof handle === 'number') window.cancelIdleCallback(handle);
    };
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
