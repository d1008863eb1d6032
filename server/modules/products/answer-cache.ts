import type { Queryable } from '../../db/client';

/**
 * Product answers (list pages, search, single products) computed once per catalogue version and
 * kept as their JSON text. Counting a list's pages scans every matching row, which at 50,000
 * products costs tens of milliseconds; a cached answer costs nothing but the version check.
 *
 * Any write to the product table moves the version (migration 003), whichever process made it.
 * The version itself is read at most once per `freshForMs` (1 s by default): an answer can be up
 * to that old, which is harmless because checkout re-reads prices and stock from the database.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { version: string; text: string }>();
  private version = '';
  private checkedAt = -Infinity;

  constructor(
    private readonly freshForMs = 1000,
    private readonly maxEntries = 1000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The answer for `key` as JSON text, computed by `compute` when the catalogue has moved. */
  json(db: Queryable, key: string, compute: () => Promise<unknown>): Promise<string> {
    return this.text(db, key, async () => JSON.stringify(await compute()));
  }

  /** Any text that follows the catalogue (the sitemap), kept by the same rule. */
  async text(db: Queryable, key: string, compute: () => Promise<string>): Promise<string> {
    const version = await this.currentVersion(db);
    const hit = this.entries.get(key);
    this.entries.delete(key); // re-inserted below: Map order then keeps the most recently used last
    if (hit && hit.version === version) {
      this.entries.set(key, hit);
      return hit.text;
    }
    const text = await compute();
    this.entries.set(key, { version, text });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return text;
  }

  private async currentVersion(db: Queryable): Promise<string> {
    if (this.now() - this.checkedAt < this.freshForMs) return this.version;
    const [row] = await db.query<{ version: string }>('SELECT version::text AS version FROM catalogue_state WHERE id = 1');
    this.version = row?.version ?? '';
    this.checkedAt = this.now();
    return this.version;
  }
}
