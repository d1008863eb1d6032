/**
 * A group's departments as a shopper meets them on the group's list: a navigation named after the
 * group, one link per department opening it in the group's list (the shopper's other filters and
 * order kept), the department shown alone marked current; placeholders while they load.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { S } from '../../../copy/storefront';
import { parseListQuery } from '../../../machines/product-list/list-query';
import { GroupDepartments } from './GroupDepartments';

const ROPA = [
  { id: 1, name: 'Vestidos' },
  { id: 2, name: 'Faldas' },
  { id: 7, name: 'Blusas' },
];

function drawn(node: React.ReactNode) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(node);
  return host;
}

describe("a group's departments", () => {
  it('links every department in the group, the one shown alone marked current', () => {
    const host = drawn(
      <GroupDepartments
        group="Ropa"
        departments={{ status: 'success', data: ROPA }}
        selected={[1]}
        query={parseListQuery('?sort=asc&maxPrice=4000')}
      />,
    );
    const nav = host.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).toBe(S.list.groupDepartments('Ropa'));
    expect(nav.getAttribute('aria-label')).toBe('Departamentos de Ropa');
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['Vestidos', 'Faldas', 'Blusas']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/products/Ropa/1?categories=1&maxPrice=4000&sort=asc',
      '/products/Ropa/1?categories=2&maxPrice=4000&sort=asc',
      '/products/Ropa/1?categories=7&maxPrice=4000&sort=asc',
    ]);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual(['page', null, null]);
  });

  it('marks none current while several departments are shown, and names the group in the address', () => {
    const host = drawn(
      <GroupDepartments
        group="Joyería"
        departments={{ status: 'success', data: [{ id: 10, name: 'Aretes' }] }}
        selected={[10, 11]}
        query={parseListQuery('?categories=10,11')}
      />,
    );
    const link = host.querySelector('a')!;
    expect(link.getAttribute('aria-current')).toBeNull();
    expect(link.getAttribute('href')).toBe('/products/Joyer%C3%ADa/1?categories=10');
  });

  it('keeps its place with hidden placeholders while loading, and draws nothing when they failed', () => {
    const loading = drawn(
      <GroupDepartments group="Ropa" departments={{ status: 'loading' }} selected={[]} query={parseListQuery('')} />,
    );
    expect(loading.querySelector('nav [aria-hidden="true"]')?.children.length).toBeGreaterThan(0);
    expect(loading.querySelectorAll('a')).toHaveLength(0);
    const failed = drawn(
      <GroupDepartments
        group="Ropa"
        departments={{ status: 'error', error: new Error('x') }}
        selected={[]}
        query={parseListQuery('')}
      />,
    );
    expect(failed.innerHTML).toBe('');
  });
});
