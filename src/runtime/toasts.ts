import type { ToastEffect } from '../../machines/effects';

// sonner loads at the first sign of use or the first toast (src/app/AppToaster.tsx); toasts wait
// until the toaster is mounted so none is lost.
let resolveMounted: () => void = () => undefined;
const mounted = new Promise<void>((r) => (resolveMounted = r));
let requestMount: () => void = () => undefined;

export function toasterMounted() {
  resolveMounted();
}

export function onToasterRequested(fn: () => void) {
  requestMount = fn;
}

/** Shows a toast: 2 s unless the effect gives a duration. */
export async function showToast(effect: Pick<ToastEffect, 'kind' | 'message' | 'durationMs'>) {
  requestMount();
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  const options = effect.durationMs === undefined ? {} : { duration: effect.durationMs };
  toast[effect.kind](effect.message, options);
}
