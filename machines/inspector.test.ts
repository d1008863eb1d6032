import { describe, expect, it, vi } from 'vitest';

const inspect = { next: () => {} };
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector: () => ({ inspect }) }));

describe('the development inspector', () => {
  it("hands the browser inspector's observer to createActor", async () => {
    const { loadDevInspector } = await import('./inspector');
    expect(await loadDevInspector()).toBe(inspect);
  });
});
