import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { CatalogueVersion } from '../catalogue/catalogue-version';
import { PageCache } from './page-cache';
import { StaticFiles } from './static-files';

describe('PageCache', () => {
  const dist = mkdtempSync(join(tmpdir(), 'outlet-page-cache-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  const files = new StaticFiles(dist);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const version = { value: '1' };
  const catalogue = { current: async () => version.value } as unknown as CatalogueVersion;

  /** An app whose every page is a distinct 4 KB of text that compresses well. */
  const appWith = (cache: PageCache) =>
    new Hono().get('*', (c) =>
      cache.serve(c, c.req.path, async () => ({
        file: files.page({ root: `${c.req.path} ${'abc '.repeat(1000)}` }),
        cacheable: true,
      })),
    );

  it('counts every kept form of every page, and stays within its bound', async () => {
    const cache = new PageCache(catalogue, files, 20_000);
    const app = appWith(cache);
    for (let i = 0; i < 12; i++)
      for (const encoding of ['', 'gzip', 'br']) {
        await app.request(`/p${i}`, { headers: { 'accept-encoding': encoding } });
        expect(cache.size.bytes).toBeLessThanOrEqual(20_000);
      }
    // Raw (about 4 KB) and two small compressed forms a page: four pages fit, the last four.
    expect(cache.size.pages).toBe(4);
    const hits = await Promise.all(
      [8, 9, 10, 11, 0].map(async (i) => (await app.request(`/p${i}`)).headers.get('x-page-cache')),
    );
    expect(hits).toEqual(['hit', 'hit', 'hit', 'hit', 'miss']);
  });

  it('a page is drawn again on a new day, as the list answers are (which discounts are recent)', async () => {
    const day = { value: '2026-11-23' };
    const cache = new PageCache(catalogue, files, 1_000_000, () => day.value);
    const app = appWith(cache);
    await app.request('/d');
    expect((await app.request('/d')).headers.get('x-page-cache')).toBe('hit');
    day.value = '2026-11-24';
    expect((await app.request('/d')).headers.get('x-page-cache')).toBe('miss');
  });

  it('a new catalogue version replaces a page instead of adding a second copy', async () => {
    const cache = new PageCache(catalogue, files, 1_000_000);
    const app = appWith(cache);
    await app.request('/a');
    const one = cache.size;
    version.value = '2';
    expect((await app.request('/a')).headers.get('x-page-cache')).toBe('miss');
    expect(cache.size).toEqual(one);
  });
});
