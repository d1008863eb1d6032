import { describe, expect, it } from 'vitest';
import { CatalogueVersion } from '../../catalogue/catalogue-version';
import type { Queryable } from '../../db/client';
import { AnswerCache } from './answer-cache';

function fakeDb() {
  const state = { version: 1, reads: 0 };
  const db: Queryable = {
    async query<Row>() {
      state.reads++;
      return [{ version: String(state.version) }] as Row[];
    },
  };
  return { db, state };
}

describe('AnswerCache', () => {
  it('reads the version at most once per freshness window, and recomputes when it moved', async () => {
    let clock = 0;
    const { db, state } = fakeDb();
    const cache = new AnswerCache(new CatalogueVersion(db, 1000, () => clock), 10);
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    expect(await cache.json('k', compute)).toBe('{"n":1}');
    expect(await cache.json('k', compute)).toBe('{"n":1}');
    expect(state.reads).toBe(1);
    state.version = 2;
    clock = 999;
    expect(await cache.json('k', compute)).toBe('{"n":1}'); // still within the window
    clock = 1000;
    expect(await cache.json('k', compute)).toBe('{"n":2}');
    expect(state.reads).toBe(2);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const { db } = fakeDb();
    const cache = new AnswerCache(new CatalogueVersion(db, 0), 2);
    let computed = 0;
    const compute = async () => ++computed;
    await cache.json('a', compute);
    await cache.json('b', compute);
    await cache.json('a', compute); // a is now the most recent
    await cache.json('c', compute); // drops b
    expect(await cache.json('a', compute)).toBe('1');
    expect(await cache.json('b', compute)).toBe('4');
  });
});
