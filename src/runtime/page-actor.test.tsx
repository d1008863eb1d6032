/**
 * A page's actor needs the app's actors (page-actor.ts). A page that needs its actor at once loads
 * them when it mounts; a list the server drew with its answer (`loadNow: false`) leaves them for
 * the shopper's first use, so taking the page over spends nothing on them (no long task on the main thread).
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachine } from 'xstate';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const started = vi.fn();
const sent: unknown[] = [];
const fakeActors = { root: { getSnapshot: () => ({ children: {} }), send: (event: unknown) => sent.push(event) } };

const logic = createMachine({ id: 'productList' });
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

beforeEach(() => {
  vi.resetModules();
  started.mockClear();
  sent.length = 0;
});
afterEach(() => {
  document.body.innerHTML = '';
});

type PageActorModule = typeof import('./page-actor');

// The module is imported anew for each test (vi.resetModules), so the page gets its hook as a prop.
function Page({ usePageActor, loadNow }: { usePageActor: PageActorModule['usePageActor']; loadNow?: boolean }) {
  usePageActor(logic, { input: {}, ...(loadNow === undefined ? {} : { loadNow }) });
  return null;
}

async function mountPage(loadNow: boolean | undefined) {
  // The host the page's module imports (anew for each test, vi.resetModules), given a fake start.
  (await import('./machine-host')).provideActorSystem(async () => {
    started();
    return fakeActors as never;
  });
  const { usePageActor } = await import('./page-actor');
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root.render(<Page usePageActor={usePageActor} loadNow={loadNow} />));
  await settle();
  return { host: await import('./machine-host'), unmount: () => act(() => root.unmount()) };
}

describe('when a page with an actor loads the app’s actors', () => {
  it('a page that needs its actor loads them when it mounts, and opens its actor', async () => {
    const page = await mountPage(undefined);
    expect(started).toHaveBeenCalledTimes(1);
    expect(sent).toContainEqual(expect.objectContaining({ type: 'app.page.open' }));
    page.unmount();
  });

  it('a page drawn whole by the server waits for the first use, then opens its actor', async () => {
    const page = await mountPage(false);
    expect(started).not.toHaveBeenCalled();
    page.host.loadActorsWhenNeeded();
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
    expect(sent).toContainEqual(expect.objectContaining({ type: 'app.page.open' }));
    page.unmount();
  });
});
