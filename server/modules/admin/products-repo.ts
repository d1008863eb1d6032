import type { z } from 'zod';
import { LOW_STOCK_MAX } from '../../../contract/admin';
import type { ProductCreateSchema, ProductEditSchema } from '../../../contract/admin-products';
import {
  ADMIN_PRODUCT_PAGE_SIZE,
  type AdminProduct,
  type AdminProductList,
  type AdminProductQuery,
  type AdminSize,
  type ProductSortKey,
  type SizeStockChange,
  type StockChange,
} from '../../../contract/admin-products';
import { toCents } from '../../../contract/money';
import type { ProductPhoto } from '../../../contract/product';
import { searchedText } from '../../../contract/search-query';
import { ADMIN_ERRORS } from '../../../copy/admin';
import type { Queryable } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { releaseBackInStock } from '../back-in-stock/repo';
import { HELD_BY_PRODUCT_SQL, HELD_BY_SIZE_SQL } from '../checkout/sessions';
import { ON_SALE_SQL, PRODUCT_COLUMNS, type ProductRow, productPhotosOf, toProduct } from '../products/repo';
import { SEARCH_RELEVANCE_SQL, SEARCH_WHERE_SQL, searchPlanSql } from '../products/search';
import { productSearchText } from '../products/search-text';
import { changedFields, recordChange } from './change-log';

type ProductCreate = z.output<typeof ProductCreateSchema>;
type ProductEdit = z.output<typeof ProductEditSchema>;

interface AdminProductRow extends ProductRow {
  brand: string;
  hidden: boolean;
  units_sold: number;
  version: number;
  held: number;
  size_stock: AdminSize[];
}

/** Each size of the product `p` in order, with its stock, version and the units open checkouts hold of it. */
const SIZE_STOCK_SQL = `coalesce((SELECT jsonb_agg(jsonb_build_object('size', z.size, 'stock', z.stock, 'version', z.version,
    'held', coalesce(hz.held, 0)) ORDER BY z.position, z.size)
  FROM product_size z LEFT JOIN (${HELD_BY_SIZE_SQL}) hz ON hz.product_id = z.product_id AND hz.size = z.size
  WHERE z.product_id = p.product_id), '[]'::jsonb) AS size_stock`;

const ADMIN_COLUMNS = `${PRODUCT_COLUMNS}, p.brand, p.hidden, p.units_sold, p.version, coalesce(h.held, 0) AS held, ${SIZE_STOCK_SQL}`;
/** Products with the units open checkouts hold of each (the `h` of ADMIN_COLUMNS). */
const ADMIN_FROM = `product p LEFT JOIN (${HELD_BY_PRODUCT_SQL}) h ON h.product_id = p.product_id`;

const toAdminProduct = (row: AdminProductRow): AdminProduct => ({
  ...toProduct(row),
  brand: row.brand,
  hidden: row.hidden,
  unitsSold: row.units_sold,
  version: row.version,
  held: row.held,
  sizeStock: row.size_stock,
});

/** Each sortable column as SQL; the product's number breaks ties, so pages never overlap. */
const SORT_SQL: Record<ProductSortKey, string> = {
  name: 'lower(p.name)',
  department: '(SELECT lower(d.name) FROM department d WHERE d.department_id = p.department_id)',
  price: 'p.price_cents',
  stock: 'p.stock',
  status: 'p.hidden',
};
const orderBy = (sort: AdminProductQuery['sort']) => {
  if (!sort) return 'p.product_id DESC';
  const descending = sort.startsWith('-');
  const column = SORT_SQL[(descending ? sort.slice(1) : sort) as ProductSortKey];
  return `${column} ${descending ? 'DESC' : 'ASC'}, p.product_id DESC`;
};

/** The owner's list: every product, hidden ones too, newest first (a search: the most relevant first) or by a column, filtered and paged. */
export async function listAdminProducts(db: Queryable, query: AdminProductQuery): Promise<AdminProductList> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  // What the store's search reads of the text (contract/search-query.ts), as the shop's list does.
  const q = query.q ? searchedText(query.q).text : null;
  // The store's search (search.ts), hidden products included; a folio-like search also finds the
  // product of that number.
  const search = q !== null ? `WITH search AS MATERIALIZED (${searchPlanSql(param(q))})` : '';
  if (q !== null)
    where.push(`(${SEARCH_WHERE_SQL}${/^\d{1,9}$/.test(q) ? ` OR p.product_id = ${param(Number(q))}` : ''})`);
  if (query.department_id !== undefined) where.push(`p.department_id = ${param(query.department_id)}`);
  if (query.stock === 'inStock') where.push('p.stock > 0');
  if (query.stock === 'soldOut') where.push('p.stock = 0');
  if (query.stock === 'low') where.push(`p.stock BETWEEN 1 AND ${param(LOW_STOCK_MAX)}`);
  if (query.onSale !== undefined) where.push(query.onSale ? ON_SALE_SQL : `NOT (${ON_SALE_SQL})`);
  if (query.hidden !== undefined) where.push(query.hidden ? 'p.hidden' : 'NOT p.hidden');
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const page = query.page ?? 1;
  const [{ total }] = (await db.query<{ total: number }>(
    `${search} SELECT count(*)::int AS total FROM product p ${whereSql}`,
    params,
  )) as [{ total: number }];
  const rows = await db.query<AdminProductRow>(
    `${search} SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} ${whereSql} ORDER BY ${q !== null && !query.sort ? `${SEARCH_RELEVANCE_SQL} DESC NULLS LAST, p.product_id DESC` : orderBy(query.sort)} LIMIT ${param(ADMIN_PRODUCT_PAGE_SIZE)} OFFSET ${param((page - 1) * ADMIN_PRODUCT_PAGE_SIZE)}`,
    params,
  );
  return { products: rows.map(toAdminProduct), total, totalPages: Math.ceil(total / ADMIN_PRODUCT_PAGE_SIZE) };
}

export async function getAdminProduct(db: Queryable, id: number, lock = false): Promise<AdminProduct | null> {
  // Locked first, then read: a statement that waits for the lock reads the other tables as they
  // were before it waited, and would miss the checkout session that the lock's holder committed.
  if (lock) await db.query('SELECT 1 FROM product WHERE product_id = $1 FOR UPDATE', [id]);
  const [row] = await db.query<AdminProductRow>(`SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} WHERE p.product_id = $1`, [
    id,
  ]);
  return row ? { ...toAdminProduct(row), photos: await productPhotosOf(db, row) } : null;
}

/** The fields the form edits, as the wire and the history write them. */
const formFields = (p: Omit<ProductEdit, 'version'> | AdminProduct) => ({
  name: p.name,
  description: p.description,
  brand: p.brand,
  department_id: p.department_id,
  price: p.price,
  originalPrice: p.originalPrice,
  maxPerOrder: p.maxPerOrder,
  isNew: p.isNew,
  hidden: p.hidden,
  image: p.image,
  composition: p.composition ?? null,
  origin: p.origin ?? null,
  care: p.care ?? null,
  ...(p.photos ? { photos: p.photos } : {}),
});

async function searchTextOf(
  tx: Queryable,
  p: { name: string; brand: string; department_id: number },
): Promise<string | null> {
  const [department] = await tx.query<{ name: string; group: string }>(
    'SELECT name, group_name AS "group" FROM department WHERE department_id = $1',
    [p.department_id],
  );
  return department ? productSearchText(p, department) : null;
}

export class UnknownDepartment extends Error {}

/** A new product, and its 'created' line in the history. Its photo was uploaded: it has no drawing recipe. */
export async function createProduct(tx: Queryable, input: ProductCreate, by: number): Promise<AdminProduct> {
  const searchText = await searchTextOf(tx, input);
  if (searchText === null) throw new UnknownDepartment();
  const [row] = await tx.query<{ product_id: number }>(
    `INSERT INTO product (name, description, brand, image, price_cents, original_price_cents, is_new, stock, department_id, max_per_order, hidden, search_text,
       composition, origin, care)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING product_id`,
    [
      input.name,
      input.description,
      input.brand,
      input.image,
      toCents(input.price),
      toCents(input.originalPrice),
      input.isNew,
      input.stock,
      input.department_id,
      input.maxPerOrder,
      input.hidden,
      searchText,
      input.composition ?? null,
      input.origin ?? null,
      input.care ?? null,
    ],
  );
  if (input.photos)
    await savePhotos(
      tx,
      row!.product_id,
      input.photos.map((p) => ({ image: p.image, alt: p.alt || input.name })),
    );
  const product = (await getAdminProduct(tx, row!.product_id))!;
  await recordChange(tx, {
    subject: 'product',
    subjectId: product.product_id,
    by,
    action: 'created',
    after: { ...formFields(product), stock: product.stock },
  });
  return product;
}

/**
 * The photos a save leaves the product with: the form's, each empty description the product's
 * name; from a form that sends none (one photo), the product's own with the first being the
 * form's image.
 */
function photosToSave(current: AdminProduct, form: Omit<ProductEdit, 'version'>): ProductPhoto[] {
  if (form.photos) return form.photos.map((p) => ({ image: p.image, alt: p.alt || form.name }));
  const [first, ...rest] = current.photos;
  const kept = first?.image === form.image ? [first] : [{ image: form.image, alt: form.name }];
  return [...kept, ...rest.filter((p) => p.image !== form.image)];
}

/**
 * Writes a product's photos in order (product_photo, migration 019); a drawn demo photo keeps its
 * drawing recipe, so every process can still draw it.
 */
async function savePhotos(tx: Queryable, id: number, photos: readonly ProductPhoto[]): Promise<void> {
  const views = new Map(
    (
      await tx.query<{ image: string; drawing_view: string | null }>(
        'DELETE FROM product_photo WHERE product_id = $1 RETURNING image, drawing_view',
        [id],
      )
    ).map((r) => [r.image, r.drawing_view]),
  );
  await tx.query(
    `INSERT INTO product_photo (product_id, position, image, alt, drawing_view)
     SELECT $1, g.position - 1, g.image, g.alt, g.drawing_view
       FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS g(image, alt, drawing_view, position)`,
    [id, photos.map((p) => p.image), photos.map((p) => p.alt), photos.map((p) => views.get(p.image) ?? null)],
  );
}

/**
 * What a save that started from an older version meets: the product as it is now. A count below
 * the units open checkouts hold is refused with both numbers.
 */
export type SaveResult =
  | { saved: AdminProduct }
  | { conflict: AdminProduct }
  | { countBelowHeld: { counted: number; held: number } }
  | null;

/**
 * Saves the form when the product is still at the version the form was filled from (the row is
 * locked, so no checkout or other admin moves it between the check and the write); else the
 * product as it is now, for the owner to see and redo. null when there is no such product.
 */
export async function editProduct(tx: Queryable, id: number, input: ProductEdit, by: number): Promise<SaveResult> {
  const current = await getAdminProduct(tx, id, true);
  if (!current) return null;
  if (current.version !== input.version) return { conflict: current };
  const { version: _, ...sent } = input;
  // A label line the form did not send (a client from before labels) stays as it is.
  const fields = {
    ...sent,
    composition: sent.composition === undefined ? current.composition : sent.composition,
    origin: sent.origin === undefined ? current.origin : sent.origin,
    care: sent.care === undefined ? current.care : sent.care,
    photos: photosToSave(current, sent),
  };
  const change = changedFields(formFields(current), formFields(fields));
  if (!change) return { saved: current };
  const searchText = await searchTextOf(tx, fields);
  if (searchText === null) throw new UnknownDepartment();
  await tx.query(
    `UPDATE product SET name = $2, description = $3, brand = $4, image = $5, price_cents = $6, original_price_cents = $7, is_new = $8,
       department_id = $9, max_per_order = $10, hidden = $11, search_text = $12, composition = $13, origin = $14, care = $15,
       -- a new photo was uploaded: the old drawing recipe no longer describes it
       kind = CASE WHEN image = $5 THEN kind END
     WHERE product_id = $1`,
    [
      id,
      fields.name,
      fields.description,
      fields.brand,
      fields.image,
      toCents(fields.price),
      toCents(fields.originalPrice),
      fields.isNew,
      fields.department_id,
      fields.maxPerOrder,
      fields.hidden,
      searchText,
      fields.composition,
      fields.origin,
      fields.care,
    ],
  );
  if (change.after.photos || change.after.image) await savePhotos(tx, id, photosToSave(current, fields));
  await recordChange(tx, { subject: 'product', subjectId: id, by, action: 'edited', ...change });
  return { saved: (await getAdminProduct(tx, id))! };
}

/**
 * A stock count ('set', refused when the product moved on since it was read) or a delivery
 * received ('add', right whatever sold meanwhile). The history keeps which it was.
 *
 * A count is what is on the shelf, the units open checkouts hold included: the store offers the
 * count less those (`product.stock`), and a held unit that comes back when its session closes
 * makes the offer whole again. The product row is locked first, so a checkout reserving, paying
 * or releasing it waits or has finished: the held units read here are the ones the stock lacks.
 */
export async function changeStock(
  tx: Queryable,
  id: number,
  change: StockChange,
  by: number,
  publicUrl: string,
): Promise<SaveResult> {
  const current = await getAdminProduct(tx, id, true);
  if (!current) return null;
  // A product sold by size has its stock counted and received per size: its total is their sum.
  if (current.sizes.length) throw conflict(ADMIN_ERRORS.stockBySize);
  if (change.mode === 'set' && current.version !== change.version) return { conflict: current };
  if (change.mode === 'set' && change.quantity < current.held)
    return { countBelowHeld: { counted: change.quantity, held: current.held } };
  const stock = change.mode === 'set' ? change.quantity - current.held : current.stock + change.quantity;
  await tx.query('UPDATE product SET stock = $2 WHERE product_id = $1', [id, stock]);
  // Units on offer again answer the open 'Avísame' requests, in this transaction.
  if (stock > 0) await releaseBackInStock(tx, id, publicUrl);
  await recordChange(tx, {
    subject: 'product',
    subjectId: id,
    by,
    action: change.mode === 'set' ? 'stockSet' : 'stockAdded',
    before: { stock: current.stock },
    after: change.mode === 'set' ? { counted: change.quantity, stock } : { stock, received: change.quantity },
  });
  return { saved: (await getAdminProduct(tx, id))! };
}

/**
 * changeStock for one size: a count ('set', refused when a sale or another count moved that size
 * since it was read: its own version, so a sale of another size does not stale it) or a delivery
 * ('add'). A count is the size's shelf, the units open checkouts hold of it included. The product
 * row is locked before the size's, in the order checkouts lock them, so the two never deadlock.
 */
export async function changeSizeStock(
  tx: Queryable,
  id: number,
  change: SizeStockChange,
  by: number,
  publicUrl: string,
): Promise<SaveResult> {
  const current = await getAdminProduct(tx, id, true);
  if (!current) return null;
  const [row] = await tx.query<{ stock: number; version: number }>(
    'SELECT stock, version FROM product_size WHERE product_id = $1 AND size = $2 FOR UPDATE',
    [id, change.size],
  );
  if (!row) throw notFound(ADMIN_ERRORS.sizeMissing(change.size));
  const held = current.sizeStock.find((s) => s.size === change.size)?.held ?? 0;
  if (change.mode === 'set' && row.version !== change.version) return { conflict: current };
  if (change.mode === 'set' && change.quantity < held) return { countBelowHeld: { counted: change.quantity, held } };
  const stock = change.mode === 'set' ? change.quantity - held : row.stock + change.quantity;
  await tx.query('UPDATE product_size SET stock = $3 WHERE product_id = $1 AND size = $2', [id, change.size, stock]);
  if (stock > 0) await releaseBackInStock(tx, id, publicUrl);
  await recordChange(tx, {
    subject: 'product',
    subjectId: id,
    by,
    action: change.mode === 'set' ? 'stockSet' : 'stockAdded',
    before: { size: change.size, stock: row.stock },
    after:
      change.mode === 'set'
        ? { size: change.size, counted: change.quantity, stock }
        : { size: change.size, stock, received: change.quantity },
  });
  return { saved: (await getAdminProduct(tx, id))! };
}
