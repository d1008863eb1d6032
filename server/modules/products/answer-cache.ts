import type { CatalogueVersion } from '../../catalogue/catalogue-version';

/**
 * Product answers (list pages, search, single products) computed once per catalogue version and
 * kept as their JSON text. Counting a list's pages scans every matching row, which at 50,000
 * products costs tens of milliseconds; a cached answer costs nothing but the version check, whose
 * freshness rule is the catalogue version's (server/catalogue/catalogue-version.ts).
 */
export class AnswerCache {
  private readonly entries = new Map<string, { version: string; text: string }>();

  constructor(
    private readonly catalogue: CatalogueVersion,
    private readonly maxEntries = 1000,
  ) {}

  /** The answer for `key` as JSON text, computed by `compute` when the catalogue has moved. */
  json(key: string, compute: () => Promise<unknown>): Promise<string> {
    return this.text(key, async () => JSON.stringify(await compute()));
  }

  /** Any text that follows the catalogue (the sitemap), kept by the same rule. */
  async text(key: string, compute: () => Promise<string>): Promise<string> {
    const version = await this.catalogue.current();
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
}
