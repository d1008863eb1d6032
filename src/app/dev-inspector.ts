import { createBrowserInspector } from '@statelyai/inspect';
import type { AnyActorRef } from 'xstate';
import { inspectedEvent, inspectRunningSystem } from '../../machines/inspector';

/** The development shortcut that opens the Stately inspector (README, "Develop"). */
export const isInspectorShortcut = (e: KeyboardEvent) => e.altKey && e.shiftKey && e.code === 'KeyI';

/**
 * Development only (src/main.tsx imports this module behind `import.meta.env.DEV`, so production
 * builds hold neither it nor @statelyai/inspect). The inspector's window opens on demand, inside
 * a shopper's gesture, because browsers block a pop-up opened at load: Alt+Shift+I, or with
 * `?inspect` in the address, the first click or key press. It then shows every actor of the
 * app's system, those already running included.
 */
export function installDevInspector(root: AnyActorRef) {
  let opened = false;
  const open = () => {
    if (opened) return;
    opened = true;
    const inspector = createBrowserInspector({ sanitizeEvent: inspectedEvent });
    inspectRunningSystem(root, inspector.inspect);
  };
  window.addEventListener('keydown', (e) => {
    if (isInspectorShortcut(e)) open();
  });
  if (new URLSearchParams(window.location.search).has('inspect')) {
    window.addEventListener('pointerdown', open, { once: true });
    window.addEventListener('keydown', open, { once: true });
  }
}
