import { describe, expect, it } from 'vitest';
import { memoryCounters } from './counters';
import { takeAttempt } from './rate-limit';

describe('in-process counters', () => {
  it('count within a window, start again after it, and forget on reset', async () => {
    let now = 1_000;
    const counters = memoryCounters(() => now);
    expect(await counters.hit('a', 100)).toBe(1);
    expect(await counters.hit('a', 100)).toBe(2);
    expect(await counters.hit('b', 100)).toBe(1);
    expect(await counters.peek('a')).toBe(2);
    now += 40;
    expect(await counters.msLeft('a')).toBe(60);
    now += 60;
    expect(await counters.msLeft('a')).toBe(0);
    expect(await counters.peek('a')).toBe(0);
    expect(await counters.hit('a', 100)).toBe(1);
    await counters.reset('a');
    expect(await counters.peek('a')).toBe(0);
  });

  it('a burst of parallel attempts lets exactly the limit through', async () => {
    const counters = memoryCounters();
    const limit = { name: 'test', max: 10, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 40 }, () => takeAttempt(counters, limit, 'x')));
    expect(results.filter(Boolean)).toHaveLength(10);
  });

  it('stays bounded in memory', async () => {
    const counters = memoryCounters(Date.now, 100);
    for (let i = 0; i < 1_000; i++) await counters.hit(`k${i}`, 60_000);
    expect(await counters.peek('k999')).toBe(1);
    expect(await counters.peek('k0')).toBe(0);
  });
});
