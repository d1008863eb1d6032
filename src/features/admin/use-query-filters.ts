import { useLocation, useSearch } from 'wouter';

/**
 * A list screen's filters, kept in the address (`path?key=value…`) so that back, reload and a
 * shared link keep them. Any change but a page turn starts again at the first page.
 */
export function useQueryFilters<K extends string>(
  path: string,
  keys: readonly K[],
): [Record<K | 'page', string>, (change: Partial<Record<K | 'page', string>>) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const filters = Object.fromEntries([...keys, 'page'].map((k) => [k, params.get(k) ?? ''])) as Record<
    K | 'page',
    string
  >;
  const set = (change: Partial<Record<K | 'page', string>>) => {
    const next = { ...filters, page: '', ...change };
    const query = new URLSearchParams(Object.entries<string>(next).filter(([, v]) => v !== '')).toString();
    navigate(query ? `${path}?${query}` : path);
  };
  return [filters, set];
}
