/**
 * The actors' chunk (xstate, the machines, zod) loads when something needs it: at once for a
 * returning shopper, at the first sign of use for a first visit, never for a first visit that
 * only looks (the home page's first visit downloads as little JavaScript as it can).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const started = vi.fn();
// Each test imports the host anew (vi.resetModules) and provides it a fake start, as src/main.tsx provides the real one.
const host = async () => {
  const module = await import('./machine-host');
  module.provideActorSystem(async () => {
    started();
    return { fake: true } as never;
  });
  return module;
};
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  vi.resetModules();
  started.mockClear();
});
afterEach(async () => {
  window.localStorage.clear();
  window.dispatchEvent(new Event('storage')); // a test's host left waiting removes its listeners
  await settle();
});

describe('when the app’s actors load', () => {
  it('a first visit that only looks never loads them', async () => {
    (await host()).loadActorsWhenNeeded();
    await settle();
    expect(started).not.toHaveBeenCalled();
  });

  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const) {
    it(`a first visit loads them at the first ${type}, once`, async () => {
      (await host()).loadActorsWhenNeeded();
      window.dispatchEvent(new Event(type));
      window.dispatchEvent(new Event(type));
      await settle();
      expect(started).toHaveBeenCalledTimes(1);
    });
  }

  it('another tab writing the cart loads them, so this tab follows it', async () => {
    (await host()).loadActorsWhenNeeded();
    window.dispatchEvent(new Event('storage'));
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
  });

  for (const key of ['root', 'favorites', 'UserJWT']) {
    it(`a returning shopper (${key} in storage) gets them at once`, async () => {
      window.localStorage.setItem(key, '[]');
      (await host()).loadActorsWhenNeeded();
      await settle();
      expect(started).toHaveBeenCalledTimes(1);
    });
  }

  it('a command before they load waits for them, and runs', async () => {
    const { withActors } = await host();
    const ran = vi.fn();
    withActors(ran);
    await settle();
    expect(ran).toHaveBeenCalledWith({ fake: true });
    expect(started).toHaveBeenCalledTimes(1);
  });
});
