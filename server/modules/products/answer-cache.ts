import type { Queryable } from '../../db/client';

/**
 * Product answers (list pages, search, single products) computed once per catalogue version.
 * Counting a list's pages scans every matching row, which at 50,000 products costs tens of
 * milliseconds; a cached answer costs one tiny query (the version) instead. Any write to the
 * product table moves the version (migration 003), so a stale answer is never served, even when
 * the write came from another API process sharing the database.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { version: string; value: unknown }>();

  constructor(private readonly maxEntries = 1000) {}

  async get<T>(db: Queryable, key: string, compute: () => Promise<T>): Promise<T> {
    const [row] = await db.query<{ version: string }>('SELECT version::text AS version FROM catalogue_state WHERE id = 1');
    const version = row?.version ?? '';
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Map order is insertion order: re-inserting keeps the most recently used at the end.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as T;
    }
    const value = await compute();
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
