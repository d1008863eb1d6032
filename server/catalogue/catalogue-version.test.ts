import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/client';
import { CatalogueVersion } from './catalogue-version';

/** A catalogue_state whose reads can be held open, to put a write in the middle of one. */
function heldDb() {
  const state = { version: 1, reads: 0, hold: null as null | Promise<void> };
  const db: Queryable = {
    async query<Row>() {
      state.reads++;
      const version = String(state.version); // what the database answered when asked
      await state.hold;
      return [{ version }] as Row[];
    },
  };
  return { db, state };
}

describe('CatalogueVersion', () => {
  it('is read once per freshness window, unless this process wrote to the catalogue', async () => {
    const { db, state } = heldDb();
    const catalogue = new CatalogueVersion(db, 1000, () => 0);
    expect(await catalogue.current()).toBe('1');
    state.version = 2;
    expect(await catalogue.current()).toBe('1');
    catalogue.recheck();
    expect(await catalogue.current()).toBe('2');
    expect(await catalogue.current()).toBe('2');
    expect(state.reads).toBe(2);
  });

  it('a read begun before a write does not keep its older version as fresh', async () => {
    const { db, state } = heldDb();
    const catalogue = new CatalogueVersion(db, 1000, () => 0);
    let release = () => {};
    state.hold = new Promise((resolve) => (release = resolve));
    const before = catalogue.current(); // asked before the write commits
    state.version = 2;
    catalogue.recheck(); // the write commits, then this process says so
    release();
    expect(await before).toBe('1');
    state.hold = null;
    expect(await catalogue.current()).toBe('2');
  });
});
