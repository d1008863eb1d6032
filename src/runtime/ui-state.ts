import { onFirstUse } from './first-use';
import { lazyHost, useLoadedValue } from './lazy-host';
import type { UiStore } from './ui-store';

/**
 * The shell's UI toggles (ui-store.ts) for views. The store loads in a small chunk of its
 * own at the first sign of use: a first look sees everything closed, which is what the server drew.
 */
const host = lazyHost(() => import('./ui-store').then((m) => m.uiStore));

type UiContext = ReturnType<UiStore['getSnapshot']>['context'];
type UiEvent = keyof UiStore['trigger'];

/** Called once the page is drawn or taken over (src/main.tsx). */
export const loadUiWhenNeeded = () => onFirstUse(() => void host.load());

/** Selects one toggle; closed (`fallback`) until the store has loaded. */
export const useUi = <T>(select: (context: UiContext) => T, fallback: T): T =>
  useLoadedValue(
    host,
    (store) => store,
    (snapshot) => select(snapshot.context),
    fallback,
  );

/** Sends a UI event, at once or as soon as the store has loaded. */
export const uiEvent = (event: UiEvent) => host.whenLoaded((store) => store.trigger[event]());
