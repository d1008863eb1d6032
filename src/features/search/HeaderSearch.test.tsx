/**
 * The header search when the typed words find nothing: a visible line says so, the nearest real
 * word (the list answer's suggestion) is the dropdown's one option and searches that word, and
 * the polite status says both. The API is stood in for; the app's real actors run.
 */
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { searchPath } from '../../../contract/paths';
import { makeProduct } from '../../../machines/cart/fixtures';
import { SEARCH_DEBOUNCE_MS } from '../../../machines/search/search-machine';
import type { ProductQuery } from '../../api/products';
import { startActors } from '../../app/actors';
import { loadActors, provideActorSystem } from '../../runtime/machine-host';
import { domRoot } from '../../testing/dom-root';
import { HeaderSearch } from './HeaderSearch';

const ANSWERS: Record<string, { products: ReturnType<typeof makeProduct>[]; suggestion: string | null }> = {
  vstdo: { products: [], suggestion: 'vestido' },
  zzxq: { products: [], suggestion: null },
  vestido: { products: [makeProduct(1)], suggestion: null },
};
vi.mock('../../api/products', () => ({
  getCartProducts: () => new Promise(() => {}),
  listProducts: async (q: ProductQuery) => ({
    totalPages: 1,
    total: ANSWERS[q.name ?? '']!.products.length,
    pricierCount: 0,
    ...ANSWERS[q.name ?? '']!,
  }),
}));

const page = domRoot();
beforeAll(() => provideActorSystem(async () => startActors()));

async function type(text: string) {
  const input = page.host().querySelector('input')!;
  await act(async () => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return input;
}
/** Past the search's debounce, its (stood-in) answer drawn. */
const answered = () => act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 150)));
const status = () => page.host().querySelector('[role="status"]')!.textContent;
const listbox = () => page.host().querySelector<HTMLElement>('[role="listbox"]')!;

describe('the header search finding nothing', () => {
  it('says so, offers the suggestion as an option that searches it, and announces both', async () => {
    await loadActors();
    page.draw(<HeaderSearch />);
    const input = await type('vstdo');
    await answered();
    expect(status()).toBe('Sin resultados para «vstdo». ¿Quisiste decir «vestido»?');
    expect(page.host().textContent).toContain('Sin resultados para «vstdo»');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(listbox().hidden).toBe(false);
    const options = [...listbox().querySelectorAll('[role="option"]')];
    expect(options.map((o) => [o.textContent, o.getAttribute('href')])).toEqual([
      ['¿Quisiste decir «vestido»?', searchPath('vestido')],
    ]);
    // the line is outside the listbox: a listbox holds options only
    expect(listbox().textContent).not.toContain('Sin resultados');
  });

  it('without a suggestion, shows the line alone with the list closed', async () => {
    await loadActors();
    page.draw(<HeaderSearch />);
    const input = await type('zzxq');
    await answered();
    expect(status()).toBe('Sin resultados para «zzxq».');
    expect(page.host().textContent).toContain('Sin resultados para «zzxq»');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(listbox().hidden).toBe(true);
  });

  it('a search that finds products lists them, without the line', async () => {
    await loadActors();
    page.draw(<HeaderSearch />);
    await type('vestido');
    await answered();
    expect(status()).toBe('1 resultado');
    expect(page.host().textContent).not.toContain('Sin resultados');
    expect(listbox().querySelectorAll('[role="option"]')).toHaveLength(1);
  });
});
