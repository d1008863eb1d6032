import { LIST_PARAM, SEARCH_TEXT_MAX } from '../../contract/catalogue';
import { type Cents, toCents } from '../../contract/money';
import { LIST_SIZES_MAX, SIZE_LABEL_MAX } from '../../contract/product';
/** The product list's URL state, parsed and written back in one place. */
export const DEFAULT_MAX_PRICE = 3000;
/**
 * The top of the price range's scale, whole pesos. The maximum at the top is no cap at all: the
 * list then shows every price, those above the scale too.
 */
export const PRICE_SLIDER_MAX = 5000;
/**
 * The address's `maxPrice` that lifts the cap ('Ver todas'): without `maxPrice` a list opens with
 * the default cap, so "no cap" needs a value of its own.
 */
export const NO_PRICE_CAP = 'none';

export type SortOrder = '' | 'asc' | 'desc';

export interface ListQuery {
  discount: boolean;
  name: string;
  categories: number[];
  /** The price range's minimum, whole pesos; 0 is none. Never above the maximum. */
  minPrice: number;
  /** The price cap, whole pesos; null is none (every price shown). */
  maxPrice: number | null;
  sort: SortOrder;
  /** The sizes ticked in the 'Talla' filter: products with units in any of them. */
  sizes: string[];
}

/**
 * The price cap (`maxPrice`) is whole pesos, as the address and the API's list query carry it; the
 * slider that sets it shows it as money, in centavos like every amount the store shows.
 */
export const priceCapCents = (maxPrice: number): Cents => toCents(maxPrice);

/** A price in the address, whole pesos: a number from 0 up, else `fallback` (absent, words, negative). */
function pricePesos(p: URLSearchParams, name: string, fallback: number): number {
  const value = Number(p.get(name));
  return p.has(name) && Number.isFinite(value) && value >= 0 ? value : fallback;
}

export function parseListQuery(search: string): ListQuery {
  const p = new URLSearchParams(search);
  // The top of the scale and above, or the address's "no cap", is no cap.
  const top =
    p.get(LIST_PARAM.maxPrice) === NO_PRICE_CAP
      ? PRICE_SLIDER_MAX
      : Math.min(pricePesos(p, LIST_PARAM.maxPrice, DEFAULT_MAX_PRICE), PRICE_SLIDER_MAX);
  const sort = p.get(LIST_PARAM.sort);
  return {
    discount: p.get(LIST_PARAM.discount) === 'true',
    name: (p.get(LIST_PARAM.name) ?? '').slice(0, SEARCH_TEXT_MAX),
    // Stryker disable next-line StringLiteral: with no categories parameter any fallback text without a digit reads as no department, as '' does
    categories: (p.get(LIST_PARAM.categories) ?? '')
      .split(',')
      .map(Number) // Number() ignores blanks around the digits
      .filter((n) => Number.isInteger(n) && n > 0),
    minPrice: Math.min(pricePesos(p, LIST_PARAM.minPrice, 0), top),
    maxPrice: top < PRICE_SLIDER_MAX ? top : null,
    sort: sort === 'asc' || sort === 'desc' ? sort : '',
    // A label the API would refuse (empty, too long) is dropped rather than failing the list.
    sizes: [
      ...new Set(
        (p.get(LIST_PARAM.sizes)?.split(',') ?? [])
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
  if (q.minPrice > 0) p.set(LIST_PARAM.minPrice, String(q.minPrice));
  if (q.maxPrice !== DEFAULT_MAX_PRICE)
    p.set(LIST_PARAM.maxPrice, q.maxPrice === null ? NO_PRICE_CAP : String(q.maxPrice));
  if (q.sort) p.set(LIST_PARAM.sort, q.sort);
  if (q.sizes.length > 0) p.set(LIST_PARAM.sizes, q.sizes.join(','));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** What a filter applied to a list is, as its chip names it; sort is an order, no filter. */
export type AppliedFilter =
  | { kind: 'name'; name: string }
  | { kind: 'department'; id: number }
  | { kind: 'size'; size: string }
  | { kind: 'discount' }
  | { kind: 'minPrice'; pesos: number }
  | { kind: 'maxPrice'; pesos: number };

/**
 * The filters a list applies, each with the query without it (its chip's removal), in the order
 * the chips show them: the search words, the departments chosen beyond the page's own
 * (`ownDepartments`: the one its title names, a group's first, none for every product), the sizes,
 * only discounts, then the price range, the cap last (beside it, 'Ver todas' lifts it too). A list
 * left with only its own departments writes none, as it opened.
 */
export function appliedFilters(
  q: ListQuery,
  ownDepartments: readonly number[],
): { filter: AppliedFilter; without: ListQuery }[] {
  const applied: { filter: AppliedFilter; without: ListQuery }[] = [];
  if (q.name) applied.push({ filter: { kind: 'name', name: q.name }, without: { ...q, name: '' } });
  for (const id of q.categories.filter((c) => !ownDepartments.includes(c))) {
    const rest = q.categories.filter((c) => c !== id);
    const categories = rest.every((c) => ownDepartments.includes(c)) ? [] : rest;
    applied.push({ filter: { kind: 'department', id }, without: { ...q, categories } });
  }
  for (const size of q.sizes)
    applied.push({ filter: { kind: 'size', size }, without: { ...q, sizes: q.sizes.filter((s) => s !== size) } });
  if (q.discount) applied.push({ filter: { kind: 'discount' }, without: { ...q, discount: false } });
  if (q.minPrice > 0) applied.push({ filter: { kind: 'minPrice', pesos: q.minPrice }, without: { ...q, minPrice: 0 } });
  if (q.maxPrice !== null)
    applied.push({ filter: { kind: 'maxPrice', pesos: q.maxPrice }, without: { ...q, maxPrice: null } });
  return applied;
}

/**
 * How many filters the shopper has applied to a list, as its 'Filtrar y ordenar' button counts
 * them: each department and each size ticked in the address, the price range's minimum, and a
 * price cap moved from the default (or lifted). The order is not a filter, nor is the search text or the discounts list the address
 * names (neither is set in the filters).
 */
export function appliedFilterCount(q: ListQuery): number {
  return q.categories.length + q.sizes.length + (q.minPrice > 0 ? 1 : 0) + (q.maxPrice === DEFAULT_MAX_PRICE ? 0 : 1);
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
