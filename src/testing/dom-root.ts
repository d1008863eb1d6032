import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

// React's act() warns unless the test environment says it is one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * For a dom test file: each test draws into a React root of its own, in a fresh element of the
 * page, unmounted and removed after the test.
 */
export function domRoot() {
  let root: Root;
  let host: HTMLElement;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });
  return {
    /** The element the test draws into. */
    host: () => host,
    /** The React root, for a test that renders inside an act() of its own. */
    root: () => root,
    /** Draws (or draws again) the root's content, effects included. */
    draw: (node: ReactNode) => act(() => root.render(node)),
  };
}
