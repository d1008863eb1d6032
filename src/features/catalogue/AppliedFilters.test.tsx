/**
 * The filters a list applies, as chips above its results: each a link to the list without it,
 * named 'Quitar filtro …'; beside the price cap, what it hides and 'Ver todas'; the count of
 * products, polite; and after a removal, focus on the chip that took its place, else on the count.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { S } from '../../../copy/storefront';
import { type ListQuery, listSearch, parseListQuery } from '../../../machines/product-list/list-query';
import { domRoot } from '../../testing/dom-root';
import { AppliedFilters } from './AppliedFilters';

const { draw, host } = domRoot();
const NAMES: Record<number, string> = { 1: 'Vestidos', 2: 'Faldas' };

function drawFilters(search: string, { total = 33 as number | null, pricierCount = 0, own = [1] } = {}) {
  draw(
    <AppliedFilters
      query={parseListQuery(search)}
      ownDepartments={own}
      departmentName={(id) => NAMES[id]}
      href={(q: ListQuery) => `/products/Ropa/1${listSearch(q)}`}
      total={total}
      pricierCount={pricierCount}
    />,
  );
}
const links = () => [...host().querySelectorAll('a')];
const chipNames = () => links().map((a) => a.getAttribute('aria-label') ?? a.textContent);
const count = () => host().querySelector('[role=status]')!;

describe('the applied filters', () => {
  it('a list as it opens shows its cap, the pieces it hides with Ver todas, and its count', () => {
    drawFilters('', { pricierCount: 25 });
    expect(host().querySelector('ul')?.getAttribute('aria-label')).toBe(S.list.appliedFilters);
    expect(links().map((a) => [a.textContent, a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Hasta $3,000.00', 'Quitar filtro Hasta $3,000.00', '/products/Ropa/1?maxPrice=none'],
      ['25 piezas más caras · Ver todas', null, '/products/Ropa/1?maxPrice=none'],
    ]);
    expect(count().textContent).toBe('33 productos');
    drawFilters('', { pricierCount: 1, total: 1 });
    expect(links()[1]?.textContent).toBe('1 pieza más cara · Ver todas');
    expect(count().textContent).toBe('1 producto');
  });

  it('no Ver todas when the cap hides nothing, and no cap chip without a cap', () => {
    drawFilters('', { pricierCount: 0 });
    expect(chipNames()).toEqual(['Quitar filtro Hasta $3,000.00']);
    drawFilters('?maxPrice=none', { pricierCount: 0 });
    expect(links()).toEqual([]);
    expect(host().querySelector('ul')).toBeNull();
    expect(count().textContent).toBe('33 productos');
  });

  it('names every filter but sort and the page’s own department, each removed alone', () => {
    drawFilters('?name=vestido+rosa&categories=1,2&talla=M&discount=true&minPrice=500&maxPrice=2000&sort=asc');
    expect(chipNames()).toEqual([
      'Quitar filtro “vestido rosa”',
      'Quitar filtro Faldas',
      'Quitar filtro Talla M',
      'Quitar filtro Solo descuentos',
      'Quitar filtro Desde $500.00',
      'Quitar filtro Hasta $2,000.00',
    ]);
    expect(links()[2]?.getAttribute('href')).toBe(
      '/products/Ropa/1?discount=true&name=vestido+rosa&categories=1%2C2&minPrice=500&maxPrice=2000&sort=asc',
    );
  });

  it('keeps the last count while the list reloads, and says nothing before the first answer', () => {
    drawFilters('', { total: null });
    expect(count().textContent).toBe('');
    drawFilters('', { total: 12 });
    drawFilters('?talla=M', { total: null });
    expect(count().textContent).toBe('12 productos');
    expect(count().getAttribute('tabindex')).toBe('-1');
  });

  it('after a removal focus goes to the chip that took its place, and after the last one to the count', () => {
    drawFilters('?talla=M,L&maxPrice=none');
    act(() => links()[0]!.click());
    drawFilters('?talla=L&maxPrice=none');
    expect(document.activeElement).toBe(links()[0]);
    expect(chipNames()).toEqual(['Quitar filtro Talla L']);
    act(() => links()[0]!.click());
    drawFilters('?maxPrice=none', { total: 40 });
    expect(document.activeElement).toBe(count());
  });

  it('after Ver todas focus goes to the count', () => {
    drawFilters('?talla=M', { pricierCount: 3 });
    act(() => links()[2]!.click());
    drawFilters('?talla=M&maxPrice=none', { total: 36 });
    expect(document.activeElement).toBe(count());
  });
});
