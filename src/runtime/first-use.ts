/** What shows that a shopper has started to use the page, rather than only look at it. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Runs `fn` once, at the first touch, click, key or focus anywhere on the page (and, with
 * `storageToo`, at another tab's write to storage). Code a first look does not need (the actors,
 * the toaster) loads then, just ahead of the action it serves. Returns a cancel.
 */
export function onFirstUse(fn: () => void, { storageToo = false } = {}): () => void {
  const types = storageToo ? [...FIRST_USE, 'storage' as const] : FIRST_USE;
  const cancel = () => {
    for (const type of types) window.removeEventListener(type, once, true);
  };
  const once = () => {
    cancel();
    fn();
  };
  for (const type of types) window.addEventListener(type, once, { capture: true, passive: true });
  return cancel;
}
