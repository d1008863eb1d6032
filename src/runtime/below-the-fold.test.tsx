/**
 * A part below the fold (the footer) is drawn by the server with the page, and in the browser its
 * chunk loads only when its place comes near the screen (a first visit
 * spends nothing on what is not yet seen).
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { belowTheFold, preloadBelowTheFold } from './below-the-fold';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Part = () => <footer>pie de página</footer>;

/** An IntersectionObserver the test moves: `near()` brings every observed place near the screen. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; observed: Element[] }[] = [];
  class Fake {
    observed: Element[] = [];
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(element: Element) {
      this.observed.push(element);
    }
    disconnect() {
      this.observed = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  return {
    near() {
      for (const o of observers)
        if (o.observed.length > 0)
          o.callback(
            o.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            o as never,
          );
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a part below the fold', () => {
  it('is drawn by the server with the page, once preloaded', async () => {
    const load = vi.fn(async () => ({ default: Part }));
    const Footer = belowTheFold(load);
    await preloadBelowTheFold();
    expect(renderToString(<Footer />)).toContain('<footer>pie de página</footer>');
  });

  it('loads in the browser only when its place comes near the screen', async () => {
    const screen = fakeObserver();
    const load = vi.fn(async () => ({ default: Part }));
    const Footer = belowTheFold(load);
    const root = document.createElement('div');
    document.body.append(root);
    await act(async () => createRoot(root).render(<Footer />));
    expect(load).not.toHaveBeenCalled();
    expect(root.textContent).toBe('');

    await act(async () => screen.near());
    expect(load).toHaveBeenCalledTimes(1);
    expect(root.querySelector('footer')?.textContent).toBe('pie de página');
  });
});
