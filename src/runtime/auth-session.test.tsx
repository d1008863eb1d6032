/**
 * A view that must know who is signed in loads the actors itself: a visitor with nothing in
 * storage, on a guarded page or an order's detail, is never left waiting for a first touch
 * (the actors load when first needed).
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStatus } from './auth-session';
import { provideActorSystem } from './machine-host';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const visitor = { getSnapshot: () => ({ context: { session: null } }), subscribe: () => ({ unsubscribe() {} }) };
provideActorSystem(async () => ({ auth: visitor }) as never);

function Status() {
  return <p>{useAuthStatus()}</p>;
}

describe('useAuthStatus', () => {
  it('loads the actors and answers visitor, without any touch, key or focus', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    await act(async () => createRoot(root).render(<Status />));
    await vi.waitFor(() => expect(root.textContent).toBe('visitor'));
  });
});
