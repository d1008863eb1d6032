import { SIZE_PARAM } from './paths';

/**
 * The catalogue's sizes and section names, without zod: the first paint's views import them
 * without the schemas (contract/product.ts builds its rules from them).
 */
export const SECTION_FILTERS = ['RECENT_DISCOUNTS', 'BEST_SELLING', 'JEWELRY', 'MOST_STOCK'] as const;
export type SectionFilter = (typeof SECTION_FILTERS)[number];

/** A home strip holds 8 products. */
export const HOME_STRIP_SIZE = 8;
/**
 * 'DESCUENTOS DE TEMPORADA (recent discounts only)': the discounts that started in the last 30
 * days, newest first; when fewer than a strip, the newest older discounts fill it up.
 */
export const RECENT_DISCOUNT_DAYS = 30;

/** A page of a product list, in the store and as the API's default `limit`. */
export const PRODUCT_PAGE_SIZE = 24;
export const PRODUCT_LIST_MAX_LIMIT = 100;
/**
 * The query parameters of a product list's address: its filters, its search and its order (its
 * page is in the path). machines/product-list/list-query.ts reads and writes them; the server's
 * page cache keys a list by them alone (contract/route-pages.ts).
 */
export const LIST_PARAM = {
  discount: 'discount',
  name: 'name',
  categories: 'categories',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  sort: 'sort',
  sizes: SIZE_PARAM,
} as const;
export const LIST_PARAMS: readonly string[] = Object.values(LIST_PARAM);

/** The longest search text: the header's field stops there and the API refuses more. */
export const SEARCH_TEXT_MAX = 200;

/** The two groups of departments (the header's 'Ropa' and 'Joyería' menus). */
export const DEPARTMENT_GROUP = { clothing: 'Ropa', jewellery: 'Joyería' } as const;
export type DepartmentGroup = (typeof DEPARTMENT_GROUP)[keyof typeof DEPARTMENT_GROUP];
export const DEPARTMENT_GROUPS: readonly DepartmentGroup[] = Object.values(DEPARTMENT_GROUP);

/** The departments the home tiles and the footer link to, by their fixed ids: links already shared name them. */
export const LINKED_DEPARTMENT = { dresses: 1, pants: 5, blouses: 7, coats: 8 } as const;
