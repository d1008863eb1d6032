import type { Queryable } from '../db/client';

/**
 * The catalogue's version: a counter that any write to the product table moves (migration 003),
 * whichever process made it. What is computed from the catalogue (product answers, drawn pages)
 * is kept per version and served while the version it was computed at is still the current one.
 *
 * The freshness rule: the version is re-read at most once per `freshForMs` (1 s by default), so
 * a kept answer or page is at most that old. That is harmless because checkout re-reads prices
 * and stock from the database. One instance serves every cache of a process, so that a page
 * drawn from answers is never kept under a newer version than its answers were.
 */
export class CatalogueVersion {
  private version = '';
  private checkedAt = -Infinity;

  constructor(
    private readonly db: Queryable,
    private readonly freshForMs = 1000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async current(): Promise<string> {
    if (this.now() - this.checkedAt < this.freshForMs) return this.version;
    const [row] = await this.db.query<{ version: string }>('SELECT version::text AS version FROM catalogue_state WHERE id = 1');
    this.version = row?.version ?? '';
    this.checkedAt = this.now();
    return this.version;
  }
}
