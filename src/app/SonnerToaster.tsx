import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '../runtime/toasts';

/** Toasts: top right, 2 s unless a message says otherwise; no progress bar. */
export default function SonnerToaster() {
  useEffect(() => toasterMounted(), []);
  return <Toaster position="top-right" duration={2000} containerAriaLabel="Notificaciones" />;
}
