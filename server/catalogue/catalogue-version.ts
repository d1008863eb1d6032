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
  /** Moved by recheck(), so that a read begun before it cannot make its older answer fresh again. */
  private generation = 0;

  constructor(
    private readonly db: Queryable,
    private readonly freshForMs = 1000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async current(): Promise<string> {
    if (this.now() - this.checkedAt < this.freshForMs) return this.version;
    const generation = this.generation;
    const [row] = await this.db.query<{ version: string }>(
      'SELECT version::text AS version FROM catalogue_state WHERE id = 1',
    );
    const version = row?.version ?? '';
    if (generation !== this.generation) return version; // a write came meanwhile: the next call reads again
    this.version = version;
    this.checkedAt = this.now();
    return version;
  }

  /**
   * This process has just written to the catalogue (the back office): read the version again at
   * the next call, so the owner sees their change at once. Other processes see it within the window.
   */
  recheck(): void {
    this.generation++;
    this.checkedAt = -Infinity;
  }
}
