import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A new route starts at the top of the page, like a real page load. The page the app starts on
 * keeps its scroll: the browser placed it (at the top, or where a reload left it), and on a page
 * the server drew, the shopper may have scrolled before the app took it over (nothing
 * done before hydration is lost, and a tap on its way lands on what was under the finger).
 *
 * When the route change took the focused element away (a submitted form, a picked link inside the
 * old page), focus moves to <main> (tabindex -1) instead of falling to <body>: keyboard users
 * continue from the new content, and screen readers are not left at the top of an empty document.
 */
export function ScrollToTop() {
  const [location] = useLocation();
  // The address the page is shown at: an effect run again for it (StrictMode's second run in
  // development) is not a move.
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    window.scrollTo(0, 0);
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById('main')?.focus({ preventScroll: true });
  }, [location]);
  return null;
}
