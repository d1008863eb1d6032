import { useSyncExternalStore } from 'react';

// wouter's browser location dispatches pushState/replaceState events; the hash changes with them.
const EVENTS = ['popstate', 'hashchange', 'pushState', 'replaceState'] as const;

function subscribe(onChange: () => void) {
  for (const e of EVENTS) window.addEventListener(e, onChange);
  return () => {
    for (const e of EVENTS) window.removeEventListener(e, onChange);
  };
}

/** The location's hash ('#orders'), kept current when the app navigates. */
export function useHash(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
}
