/**
 * Taps on the buttons of a server-drawn page before the app has taken it over (a click
 * before hydration is never lost). index.html's inline script keeps them in `window.__earlyClicks`.
 * Just before the app takes the page over (src/main.tsx), it stops keeping them: from then on
 * React receives every event. Once the page is the app's (routes.tsx, ReplayEarlyClicks), each
 * kept tap is replayed on its button, the same element, as hydration keeps the server's DOM.
 */
interface EarlyClicks {
  kept: HTMLElement[];
  stop(): void;
}

let toReplay: HTMLElement[] = [];

export function stopKeepingClicks() {
  const early = (window as { __earlyClicks?: EarlyClicks }).__earlyClicks;
  if (!early) return;
  early.stop();
  toReplay = early.kept.splice(0);
}

export function replayEarlyClicks() {
  const buttons = toReplay;
  toReplay = [];
  for (const button of buttons) if (button.isConnected) button.click();
}
