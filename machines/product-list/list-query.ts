import { LIST_PARAM, SEARCH_TEXT_MAX } from '../../contract/catalogue';
import { type Cents, toCents } from '../../contract/money';
import { LIST_SIZES_MAX, SIZE_LABEL_MAX } from '../../contract/product';
/** The product list's URL state, parsed and written back in one place. */
export const DEFAULT_MAX_PRICE = 3000;
export const PRICE_SLIDER_MAX = 5000;

export type SortOrder = '' | 'asc' | 'desc';

export interface ListQuery {
  discount: boolean;
  name: string;
  categories: number[];
  maxPrice: number;
  sort: SortOrder;
  /** The sizes ticked in the 'Talla' filter: products with units in any of them. */
  sizes: string[];
}

/**
 * The price cap (`maxPrice`) is whole pesos, as the address and the API's list query carry it; the
 * slider that sets it shows it as money, in centavos like every amount the store shows.
 */
export const priceCapCents = (maxPrice: number): Cents => toCents(maxPrice);

export function parseListQuery(search: string): ListQuery {
  const p = new URLSearchParams(search);
  const max = Number(p.get(LIST_PARAM.maxPrice));
  const sort = p.get(LIST_PARAM.sort);
  return {
    discount: p.get(LIST_PARAM.discount) === 'true',
    name: (p.get(LIST_PARAM.name) ?? '').slice(0, SEARCH_TEXT_MAX),
    // Stryker disable next-line StringLiteral: with no categories parameter any fallback text without a digit reads as no department, as '' does
    categories: (p.get(LIST_PARAM.categories) ?? '')
      .split(',')
      .map(Number) // Number() ignores blanks around the digits
      .filter((n) => Number.isInteger(n) && n > 0),
    maxPrice:
      p.has(LIST_PARAM.maxPrice) && Number.isFinite(max) && max >= 0
        ? Math.min(max, PRICE_SLIDER_MAX)
        : DEFAULT_MAX_PRICE,
    sort: sort === 'asc' || sort === 'desc' ? sort : '',
    // A label the API would refuse (empty, too long) is dropped rather than failing the list.
    sizes: [
      ...new Set(
        (p.get(LIST_PARAM.sizes) ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s.length > 0 && s.length <= SIZE_LABEL_MAX),
      ),
    ].slice(0, LIST_SIZES_MAX),
  };
}

/** Writes the query back, keeping only what differs from the defaults. */
export function listSearch(q: ListQuery): string {
  const p = new URLSearchParams();
  if (q.discount) p.set(LIST_PARAM.discount, 'true');
  if (q.name) p.set(LIST_PARAM.name, q.name);
  if (q.categories.length > 0) p.set(LIST_PARAM.categories, q.categories.join(','));
  if (q.maxPrice !== DEFAULT_MAX_PRICE) p.set(LIST_PARAM.maxPrice, String(q.maxPrice));
  if (q.sort) p.set(LIST_PARAM.sort, q.sort);
  if (q.sizes.length > 0) p.set(LIST_PARAM.sizes, q.sizes.join(','));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/**
 * How many filters the shopper has applied to a list, as its 'Filtrar y ordenar' button counts
 * them: each department and each size ticked in the address, and a price cap moved from the
 * default. The order is not a filter, nor is the search text or the discounts list the address
 * names (neither is set in the filters).
 */
export function appliedFilterCount(q: ListQuery): number {
  return q.categories.length + q.sizes.length + (q.maxPrice === DEFAULT_MAX_PRICE ? 0 : 1);
}

/**
 * The group lookup's first id is the group's default department. A group's list
 * (/products/Ropa, /products/Joyería) without `categories` shows that one department, ticked.
 */
export function groupDefaultDepartments(groupDepartments: readonly { id: number }[]): number[] {
  return groupDepartments.slice(0, 1).map((d) => d.id);
}

/** The title's meaning is the contract's rule: department names are checked by it too. */
export { classifyTitle, type TitleKind } from '../../contract/list-title';

/** Page numbers to show: first, last, and a window around the current page, with gaps as null. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total));
  const out: (number | null)[] = [];
  // Page 1 is always in the window, so counting from 0 it opens with no gap.
  let prev = 0;
  for (const n of [...pages].sort((a, b) => a - b)) {
    if (n - prev > 1) out.push(prev + 2 === n ? prev + 1 : null);
    out.push(n);
    prev = n;
  }
  return out;
}
