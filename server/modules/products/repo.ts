import {
  DEPARTMENT_GROUP,
  HOME_STRIP_SIZE,
  PRODUCT_PAGE_SIZE,
  RECENT_DISCOUNT_DAYS,
  type SectionFilter,
} from '../../../contract/catalogue';
import { toCents, toPesos } from '../../../contract/money';
import {
  compareSizes,
  type Product,
  type ProductListQuery,
  type ProductListResponse,
  type ProductSize,
  type SizeChart,
} from '../../../contract/product';
import { isOnSale } from '../../../contract/sale';
import { searchedText } from '../../../contract/search-query';
import { searchKey } from '../../../contract/text';
import type { Queryable } from '../../db/client';
import type { ProductFacts } from '../../pages/json-ld';
import { shippingPriceCents } from '../settings/repo';
import { SEARCH_RELEVANCE_SQL, SEARCH_WHERE_SQL, searchPlanSql, searchSuggestionSql, shownSuggestion } from './search';

export interface ProductRow {
  product_id: number;
  name: string;
  image: string;
  price_cents: number;
  original_price_cents: number;
  is_new: boolean;
  stock: number;
  description: string | null;
  department_id: number;
  max_per_order: number;
  composition: string | null;
  origin: string | null;
  care: string | null;
  size_chart: SizeChart | null;
  /** Its sizes in order (migration 020), as JSON: some drivers hand jsonb over as text. */
  sizes: ProductSize[] | string;
}

/** A product's sizes in the picker's order, each with its stock, as a JSON array ([] when it is sold whole). */
export const SIZES_SQL = `coalesce((SELECT jsonb_agg(jsonb_strip_nulls(jsonb_build_object('size', s.size, 'stock', s.stock,
    'formerly', (SELECT jsonb_agg(f.former ORDER BY f.former) FROM product_size_former f WHERE f.product_id = s.product_id AND f.size = s.size)))
    ORDER BY s.position, s.size)
  FROM product_size s WHERE s.product_id = p.product_id), '[]'::jsonb) AS sizes`;

export const PRODUCT_COLUMNS =
  'p.product_id, p.name, p.image, p.price_cents, p.original_price_cents, p.is_new, p.stock, p.description, p.department_id, p.max_per_order, ' +
  // the garment's label; its size guide is its department's (migration 018)
  'p.composition, p.origin, p.care, (SELECT d.size_chart FROM department d WHERE d.department_id = p.department_id) AS size_chart, ' +
  SIZES_SQL;

/**
 * `isOnSale` (contract/sale.ts) as a condition on a product row `p`: the list's discounts filter.
 * Migration 001's partial index `product_recent_discounts` has the same predicate.
 */
export const ON_SALE_SQL = 'p.original_price_cents > 0';

/**
 * The products the store shows: a hidden one (the back office's 'oculto') is out of every list,
 * page, search, cart and checkout, and stays for the orders that name it.
 */
export const IN_STORE_SQL = 'NOT p.hidden';

/** Database row to the product's wire shape (money in pesos). */
export function toProduct(row: ProductRow): Product {
  const originalPrice = toPesos(row.original_price_cents);
  return {
    product_id: row.product_id,
    name: row.name,
    image: row.image,
    price: toPesos(row.price_cents),
    originalPrice,
    type: isOnSale({ originalPrice }) ? 'sale' : 'regular',
    isNew: row.is_new,
    stock: row.stock,
    description: row.description,
    department_id: row.department_id,
    maxPerOrder: row.max_per_order,
    composition: row.composition,
    origin: row.origin,
    care: row.care,
    sizeChart: row.size_chart,
    // A list's or cart's answer carries the first photo alone; a product's own answer, all of them (getProduct).
    photos: [{ image: row.image, alt: row.name }],
    sizes: typeof row.sizes === 'string' ? JSON.parse(row.sizes) : row.sizes,
  };
}

const SECTION_ORDER: Record<SectionFilter, string> = {
  RECENT_DISCOUNTS: 'p.discounted_at DESC NULLS LAST, p.product_id DESC',
  BEST_SELLING: 'p.units_sold DESC, p.product_id',
  JEWELRY: 'p.created_at DESC, p.product_id DESC',
  MOST_STOCK: 'p.stock DESC, p.product_id',
};

/** Today's date in UTC ('2026-11-23'): what 'recent' discounts count back from, and part of a cached answer's key. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * One page of the catalogue, how many products match and how many more the price cap hides, in a
 * single statement. `today` (utcDay) is the day recent discounts count back from.
 */
export async function listProducts(
  db: Queryable,
  query: ProductListQuery,
  today = utcDay(),
): Promise<ProductListResponse> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [IN_STORE_SQL];

  if (!query.withoutStock) where.push('p.stock > 0');
  const priceCap = query.maxPrice === undefined ? null : `p.price_cents <= ${param(toCents(query.maxPrice))}`;
  if (priceCap) where.push(priceCap);
  if (query.minPrice !== undefined) where.push(`p.price_cents >= ${param(toCents(query.minPrice))}`);
  if (query.onlyDiscounts || query.sectionFilter === 'RECENT_DISCOUNTS') where.push(ON_SALE_SQL);
  if (query.department_id?.length) where.push(`p.department_id = ANY(${param(query.department_id)}::int[])`);
  if (query.sectionFilter === 'JEWELRY')
    where.push(
      `p.department_id IN (SELECT department_id FROM department WHERE group_key = ${param(searchKey(DEPARTMENT_GROUP.jewellery))})`,
    );
  // A search is planned in the same statement (searchPlanSql), so a list costs one query either way.
  // It reads the text as contract/search-query.ts limits it: folded, its first words only.
  const searched = query.name ? searchedText(query.name) : null;
  const searchText = searched ? param(searched.text) : null;
  const searchPlan = searchText ? `search AS MATERIALIZED (${searchPlanSql(searchText)}),` : '';
  if (searchPlan) where.push(SEARCH_WHERE_SQL);
  if (query.size?.length)
    where.push(
      `EXISTS (SELECT 1 FROM product_size s WHERE s.product_id = p.product_id AND s.stock > 0 AND s.size = ANY(${param(query.size)}::text[]))`,
    );
  if (query.sectionFilter === 'RECENT_DISCOUNTS') {
    // Discounts that started in the last RECENT_DISCOUNT_DAYS days (migration 008 dates them), or,
    // whatever their age, the newest HOME_STRIP_SIZE of them, so that the strip is never short.
    const matching = `SELECT p.product_id FROM product p WHERE ${where.join(' AND ')}`;
    where.push(
      `(p.discounted_at >= ${param(today)}::date - ${RECENT_DISCOUNT_DAYS} OR p.product_id IN (${matching} ORDER BY ${SECTION_ORDER.RECENT_DISCOUNTS} LIMIT ${HOME_STRIP_SIZE}))`,
    );
  }

  const order = query.sectionFilter
    ? SECTION_ORDER[query.sectionFilter]
    : query.sort === 'asc'
      ? 'p.price_cents ASC, p.product_id'
      : query.sort === 'desc'
        ? 'p.price_cents DESC, p.product_id'
        : searchPlan
          ? // a piece in stock before a sold-out one (a list that shows them), then the most relevant
            `p.stock > 0 DESC, ${SEARCH_RELEVANCE_SQL} DESC, p.created_at DESC, p.product_id DESC`
          : 'p.created_at DESC, p.product_id DESC';
  const limit = query.limit ?? PRODUCT_PAGE_SIZE;
  const page = query.page ?? 1;
  const whereSql = `WHERE ${where.join(' AND ')}`;
  // The counts are taken without the cap, split by it: those under it are the list's total,
  // those over it the pieces the cap hides.
  const uncappedSql = `WHERE ${where.filter((w) => w !== priceCap).join(' AND ')}`;

  // A page past the end still needs the counts, so the matching set is counted in a CTE that the
  // page joins.
  const rows = await db.query<ProductRow & { total: number; pricier: number; suggestion: string | null }>(
    `WITH ${searchPlan} matching AS (
       SELECT count(*) FILTER (WHERE ${priceCap ?? 'true'})::int AS total,
              count(*) FILTER (WHERE NOT (${priceCap ?? 'true'}))::int AS pricier
       FROM product p ${uncappedSql})
     SELECT m.total, m.pricier, ${searchText ? `CASE WHEN m.total + m.pricier = 0 THEN ${searchSuggestionSql(searchText)} END` : 'NULL'} AS suggestion, page.* FROM matching m
     LEFT JOIN LATERAL (
       SELECT ${PRODUCT_COLUMNS} FROM product p ${whereSql}
       ORDER BY ${order} LIMIT ${param(limit)} OFFSET ${param((page - 1) * limit)}
     ) page ON true`,
    params,
  );
  const total = rows[0]?.total ?? 0;
  return {
    products: rows.filter((r) => r.product_id !== null).map(toProduct),
    totalPages: Math.ceil(total / limit),
    total,
    pricierCount: rows[0]?.pricier ?? 0,
    // only when the search found nothing, not even above the price cap
    suggestion: shownSuggestion(rows[0]?.suggestion ?? null),
    // what was searched, when the limit left part of the text out ('Buscamos: …')
    searched: searched?.cut ? searched.text : null,
  };
}

/**
 * The sizes a list's 'Talla' filter offers: those with units in stock among the store's products
 * of these departments (of every department when none is named), in the order a shopper reads them.
 */
export async function sizesInStock(db: Queryable, departmentIds: readonly number[]): Promise<string[]> {
  const rows = await db.query<{ size: string }>(
    `SELECT DISTINCT s.size FROM product_size s JOIN product p USING (product_id)
     WHERE s.stock > 0 AND ${IN_STORE_SQL} AND (cardinality($1::int[]) = 0 OR p.department_id = ANY($1::int[]))`,
    [departmentIds],
  );
  return rows.map((r) => r.size).sort(compareSizes);
}

export async function getProduct(db: Queryable, id: number): Promise<Product | null> {
  const [row] = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM product p WHERE p.product_id = $1 AND ${IN_STORE_SQL}`,
    [id],
  );
  return row ? { ...toProduct(row), photos: await productPhotosOf(db, row) } : null;
}

/**
 * A product's photos in order (table product_photo, migration 019); a product with none there has
 * its `image` alone, described by its name.
 */
export async function productPhotosOf(db: Queryable, row: Pick<ProductRow, 'product_id' | 'image' | 'name'>) {
  const photos = await db.query<{ image: string; alt: string }>(
    'SELECT image, alt FROM product_photo WHERE product_id = $1 ORDER BY position',
    [row.product_id],
  );
  return photos.length > 0 ? photos : [{ image: row.image, alt: row.name }];
}

/** The products of a cart, in the order asked; ids that no longer exist, or are hidden, are left out. */
export async function getProductsByIds(db: Queryable, ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM product p WHERE p.product_id = ANY($1::int[]) AND ${IN_STORE_SQL}`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.product_id, toProduct(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What a product page tells search engines beyond the API's answer: its brand and where it sits in the catalogue. */
export async function getProductFacts(db: Queryable, id: number): Promise<ProductFacts | null> {
  const [row] = await db.query<Omit<ProductFacts, 'deliveryCents'>>(
    'SELECT p.brand, d.name AS department, d.group_name AS "group" FROM product p JOIN department d USING (department_id) WHERE p.product_id = $1 AND ' +
      IN_STORE_SQL,
    [id],
  );
  return row ? { ...row, deliveryCents: await shippingPriceCents(db) } : null;
}

/** Every product's id in the store, sold out included (their pages stay, and say OutOfStock): the sitemap's list. */
export async function allProductIds(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ product_id: number }>(
    `SELECT p.product_id FROM product p WHERE ${IN_STORE_SQL} ORDER BY p.product_id`,
  );
  return rows.map((r) => r.product_id);
}
