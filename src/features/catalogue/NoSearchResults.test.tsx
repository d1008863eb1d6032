/**
 * A search that finds nothing: the results page names the words, offers the nearest real word as
 * a search of its own when the answer carries one, and lists the store's departments to browse.
 * The departments' API is stood in for.
 */
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { listFirstPagePath, searchPath } from '../../../contract/paths';
import { domRoot } from '../../testing/dom-root';
import { NoSearchResults } from './NoSearchResults';

vi.mock('../../api/departments', () => ({
  listDepartments: async () => [
    { id: 1, name: 'Vestidos' },
    { id: 7, name: 'Aretes' },
  ],
}));

const page = domRoot();
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const links = () => [...page.host().querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')] as const);

describe('the results page when a search finds nothing', () => {
  it('names the words, offers the suggestion as a search, and the departments to browse', async () => {
    page.draw(<NoSearchResults words="vstdo" suggestion="vestido" />);
    await settled();
    expect(page.host().querySelector('h2')!.textContent).toBe('No encontramos nada para «vstdo»');
    expect(links()).toEqual([
      ['¿Quisiste decir «vestido»?', searchPath('vestido')],
      ['Vestidos', listFirstPagePath('Vestidos')],
      ['Aretes', listFirstPagePath('Aretes')],
    ]);
    const nav = page.host().querySelector('nav')!;
    expect(document.getElementById(nav.getAttribute('aria-labelledby')!)!.textContent).toBe(
      'Explora los departamentos',
    );
    expect(page.host().textContent).not.toContain('filtros');
  });

  it('without a suggestion, says nothing of one and still lists the departments', async () => {
    page.draw(<NoSearchResults words="zzxq" suggestion={null} />);
    await settled();
    expect(page.host().textContent).not.toContain('Quisiste decir');
    expect(links().map(([name]) => name)).toEqual(['Vestidos', 'Aretes']);
  });
});
