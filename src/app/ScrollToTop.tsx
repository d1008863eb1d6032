import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A new route starts at the top of the page, like a real page load. When the route change took
 * the focused element away (a submitted form, a picked link inside the old page), focus moves to
 * <main> (tabindex -1) instead of falling to <body>: keyboard users continue from the new
 * content, and screen readers are not left at the top of an empty document.
 */
export function ScrollToTop() {
  const [location] = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each move to a new address, which the effect does not read
  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById('main')?.focus({ preventScroll: true });
  }, [location]);
  return null;
}
