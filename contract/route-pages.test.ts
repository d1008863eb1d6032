/**
 * The catalogue pages' names are the modules the app's routes load (src/app/routes.tsx names each
 * lazy page by its module under src/), and the server keeps exactly these pages in its cache.
 * tests/e2e/page-cache.test.ts checks the same with the real renderer.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE, CATALOGUE_PAGES } from './route-pages';

const root = new URL('../', import.meta.url);

describe('the catalogue pages', () => {
  it.each(Object.entries(CATALOGUE_PAGE))('%s names a page module under src/ (%s)', (_, name) => {
    expect(name).toMatch(/^pages\/(info\/)?[A-Z]\w+Page$/);
    expect(existsSync(new URL(`src/${name}.tsx`, root))).toBe(true);
  });

  it('are the set the page cache reads, every one of them and nothing else', () => {
    expect([...CATALOGUE_PAGES].sort()).toEqual(Object.values(CATALOGUE_PAGE).sort());
  });

  it('hold no personal page', () => {
    for (const name of CATALOGUE_PAGES) expect(name).not.toMatch(/account|checkout|admin|Favorites/);
  });
});
