/**
 * The owner's search synonyms in the back office: the 'Sinónimos' screen lists the pairs, a pair
 * added by keyboard is listed and kept (a reload shows it), refused in Spanish when already there,
 * and removed by its own button. Axe-clean at 375 and 1280 px. What the store's search does with
 * a pair is the search engine's, tested with it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAxeClean } from './a11y-helpers';
import { newPage, type Shop, startShop, WIDTHS } from './harness';
import { shot } from './screenshots';

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
}, 900_000);
afterAll(async () => {
  await shop?.stop();
});

async function signInOwner(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('614 765 4321');
  await page.getByLabel('Contraseña', { exact: true }).fill('tienda2024');
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

const table = (page: Page) => page.getByRole('grid', { name: 'Pares de sinónimos' });
const rowOf = (page: Page, word: string, synonym: string) =>
  table(page).getByRole('row').filter({ hasText: word }).filter({ hasText: synonym });

describe("the owner's synonyms screen", () => {
  for (const width of WIDTHS) {
    it(`lists the pairs, adds one by keyboard, keeps it, refuses it twice and removes it (${width} px)`, async () => {
      const page = await newPage(shop, width);
      await signInOwner(page);
      // a pair of its own per run: the data folder may be reused between runs
      const word = `bolso${width}${Date.now() % 100_000}`;
      const synonym = `morral${width}`;

      await page
        .getByRole('navigation', { name: 'Administración de la tienda' })
        .getByRole('link', { name: 'Sinónimos' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Sinónimos de búsqueda' }).waitFor();
      await rowOf(page, 'aretes', 'pendientes').waitFor();
      await expectAxeClean(page, `synonyms ${width}`);

      // by keyboard: the word, Tab to its synonym, Enter sends the form
      await page.getByRole('textbox', { name: 'Palabra' }).focus();
      await page.keyboard.type(` ${word.toUpperCase()} `);
      await page.keyboard.press('Tab');
      await page.keyboard.type(synonym);
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: `Par agregado: «${word}» y «${synonym}».` })
        .waitFor();
      await rowOf(page, word, synonym).waitFor();
      expect(await page.getByRole('textbox', { name: 'Palabra' }).inputValue()).toBe('');
      await shot(page, `synonyms-added-${width}.png`, { fullPage: true });
      await expectAxeClean(page, `synonyms added ${width}`);

      // kept: a reload lists it
      await page.reload();
      await rowOf(page, word, synonym).waitFor();

      // the same pair the other way round is refused in Spanish, on the field
      await page.getByRole('textbox', { name: 'Palabra' }).fill(synonym);
      await page.getByRole('textbox', { name: 'Significa lo mismo que' }).fill(word);
      await page.getByRole('button', { name: 'Agregar par' }).press('Enter');
      await page.getByText(`El par «${word}» y «${synonym}» ya existe.`).waitFor();
      await shot(page, `synonyms-refused-${width}.png`, { fullPage: true });
      await expectAxeClean(page, `synonyms refused ${width}`);

      // removed by its own button, by keyboard: Tab into the grid, arrows to the pair's row and its button, Enter
      await page.getByRole('button', { name: 'Agregar par' }).focus();
      await page.keyboard.press('Tab');
      const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
      for (let i = 0; i < 40 && !(await focusedText()).startsWith(word); i++) await page.keyboard.press('ArrowDown');
      const remove = page.getByRole('button', { name: `Quitar el par ${word} y ${synonym}` });
      const removeFocused = () => remove.evaluate((button) => button === document.activeElement);
      for (let i = 0; i < 4 && !(await removeFocused()); i++) await page.keyboard.press('ArrowRight');
      expect(await removeFocused()).toBe(true);
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: `Par quitado: «${word}» y «${synonym}».` })
        .waitFor();
      await rowOf(page, word, synonym).waitFor({ state: 'detached' });
      await page.reload();
      await rowOf(page, 'aretes', 'pendientes').waitFor();
      expect(await rowOf(page, word, synonym).count()).toBe(0);
      await page.context().close();
    }, 150_000);
  }
});
