/**
 * A search that finds nothing: the results page says so for the words searched (not the filters'
 * message: the shopper set none) and offers the store's departments to browse; the header's
 * dropdown says so too, politely; a typo too far to mend is offered the nearest real word
 * ('¿Quisiste decir «vestido»?'), which searches it. Axe-clean at 375 and 1280 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAxeClean } from './a11y-helpers';
import { newPage, type Shop, startShop, WIDTHS, waitForApp } from './harness';
import { shot } from './screenshots';

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
}, 900_000);
afterAll(async () => {
  await shop?.stop();
});

const NONSENSE = 'zzqxjwv';
/** A typo the search cannot mend on its own, whose nearest word is 'vestido'. */
const TYPO = 'vstdo';

describe('a search that finds nothing', () => {
  for (const width of WIDTHS) {
    it(`shows the no-results block with the departments to browse (${width} px)`, async () => {
      const page = await newPage(shop, width);
      await page.goto(`/products/all/1?name=${NONSENSE}`);
      await waitForApp(page);
      const results = page.getByRole('region', { name: 'Productos' });
      await results.getByRole('heading', { level: 2, name: `No encontramos nada para «${NONSENSE}»` }).waitFor();
      expect(await results.textContent()).not.toContain('filtros');
      const departments = results.getByRole('navigation', { name: 'Explora los departamentos' });
      await departments.getByRole('link', { name: 'Vestidos', exact: true }).waitFor();
      expect(await departments.getByRole('link').count()).toBeGreaterThan(5);
      await shot(page, `no-results-${width}.png`, { fullPage: true });
      await expectAxeClean(page, `no results ${width}`);
      // a department's link opens its list
      await departments.getByRole('link', { name: 'Vestidos', exact: true }).click();
      await page.waitForURL('**/products/Vestidos**');
      await page.context().close();
    }, 120_000);
  }

  it('the header dropdown says so, politely', async () => {
    const page = await newPage(shop, 1280);
    await page.goto('/');
    await waitForApp(page);
    const box = page.getByRole('combobox', { name: 'Buscar productos' });
    await box.fill(NONSENSE);
    const search = page.getByRole('search');
    await search.getByText(`Sin resultados para «${NONSENSE}»`, { exact: true }).waitFor();
    expect(await search.getByRole('status').textContent()).toBe(`Sin resultados para «${NONSENSE}».`);
    await shot(page, 'dropdown-no-results-1280.png');
    await expectAxeClean(page, 'dropdown no results 1280');
    await page.keyboard.press('Escape');
    await search.getByText(`Sin resultados para «${NONSENSE}»`, { exact: true }).waitFor({ state: 'detached' });
    await page.context().close();
  }, 120_000);

  it('a typo too far to mend: ¿Quisiste decir «vestido»?, on the results page and in the dropdown', async () => {
    const page = await newPage(shop, 375);
    await page.goto(`/products/all/1?name=${TYPO}`);
    await waitForApp(page);
    const results = page.getByRole('region', { name: 'Productos' });
    await results.getByRole('heading', { level: 2, name: `No encontramos nada para «${TYPO}»` }).waitFor();
    const suggestion = results.getByRole('link', { name: '¿Quisiste decir «vestido»?' });
    await expectAxeClean(page, 'did you mean 375');
    await shot(page, 'did-you-mean-375.png', { fullPage: true });
    await suggestion.click();
    await page.waitForURL((u) => u.searchParams.get('name') === 'vestido');
    await results.getByRole('heading', { level: 2, name: /No encontramos/ }).waitFor({ state: 'detached' });
    expect(
      await results
        .getByRole('link')
        .filter({ hasText: /vestido/i })
        .count(),
    ).toBeGreaterThan(0);
    await page.context().close();

    const desk = await newPage(shop, 1280);
    await desk.goto('/');
    await waitForApp(desk);
    await desk.getByRole('combobox', { name: 'Buscar productos' }).fill(TYPO);
    await desk.getByRole('search').getByRole('option', { name: '¿Quisiste decir «vestido»?' }).waitFor();
    await expectAxeClean(desk, 'dropdown did you mean 1280');
    await desk.context().close();
  }, 120_000);
});
