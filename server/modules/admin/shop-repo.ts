import type { AdminDepartment, DepartmentForm, ShopSettings, ShopSettingsAnswer } from '../../../contract/admin-shop';
import { LINKED_DEPARTMENT } from '../../../contract/catalogue';
import { toCents, toPesos } from '../../../contract/money';
import { searchKey } from '../../../contract/text';
import type { Queryable } from '../../db/client';
import { productSearchText } from '../products/search-text';
import { markdownRounding, shippingPriceCents } from '../settings/repo';
import { recordChange } from './change-log';

const LINKED_IDS = new Set<number>(Object.values(LINKED_DEPARTMENT));

/** Every department with its group and its number of products, by id. */
export async function adminDepartments(db: Queryable): Promise<AdminDepartment[]> {
  const rows = await db.query<{
    department_id: number;
    name: string;
    group: string;
    products: number;
    sizeChart: AdminDepartment['sizeChart'];
  }>(
    `SELECT d.department_id, d.name, d.group_name AS "group", count(p.product_id)::int AS products, d.size_chart AS "sizeChart"
     FROM department d LEFT JOIN product p USING (department_id) GROUP BY d.department_id ORDER BY d.department_id`,
  );
  return rows.map((r) => ({ ...r, linked: LINKED_IDS.has(r.department_id) }));
}

export type DepartmentResult = { saved: AdminDepartment } | { refused: 'nameTaken' | 'linkedMoves' } | null;

/**
 * Another department has this name, accents, case and spacing aside (its key is unique,
 * migration 016). Asked after `lockDepartments`, so no other create or rename can take the name
 * between the question and the write, in this process or another.
 */
const nameTaken = async (tx: Queryable, name: string, except = 0) =>
  (await tx.query('SELECT 1 FROM department WHERE name_key = $1 AND department_id <> $2', [searchKey(name), except]))
    .length > 0;

/**
 * Creates and renames take turns: the lock conflicts with itself and lets the store read on. A
 * racing write that checked first would meet the unique key as a 23505 (a 500) instead of a 409.
 */
const lockDepartments = (tx: Queryable) => tx.query('LOCK TABLE department IN SHARE ROW EXCLUSIVE MODE');

/** Products find their department by its words (product.search_text): a renamed or moved department's products are found by the new ones. */
async function reindexProducts(
  tx: Queryable,
  departmentId: number,
  department: { name: string; group: string },
): Promise<void> {
  const products = await tx.query<{ product_id: number; name: string; brand: string }>(
    'SELECT product_id, name, brand FROM product WHERE department_id = $1',
    [departmentId],
  );
  if (products.length === 0) return;
  await tx.query(
    'UPDATE product SET search_text = t.search_text FROM unnest($1::int[], $2::text[]) AS t(id, search_text) WHERE product_id = t.id',
    [products.map((p) => p.product_id), products.map((p) => productSearchText(p, department))],
  );
}

async function departmentById(tx: Queryable, id: number): Promise<AdminDepartment | null> {
  return (await adminDepartments(tx)).find((d) => d.department_id === id) ?? null;
}

export async function createDepartment(tx: Queryable, form: DepartmentForm, by: number): Promise<DepartmentResult> {
  // the lock also keeps the ids: the home tiles and footer link to fixed numbers, not a sequence, and a new department takes the next one
  await lockDepartments(tx);
  if (await nameTaken(tx, form.name)) return { refused: 'nameTaken' };
  const [row] = await tx.query<{ department_id: number }>(
    `INSERT INTO department (department_id, name, group_name, name_key, group_key, size_chart)
     SELECT coalesce(max(department_id), 0) + 1, $1, $2, $3, $4, $5 FROM department RETURNING department_id`,
    [form.name, form.group, searchKey(form.name), searchKey(form.group), form.sizeChart ?? null],
  );
  await recordChange(tx, {
    subject: 'department',
    subjectId: row!.department_id,
    by,
    action: 'created',
    after: { name: form.name, group: form.group, ...(form.sizeChart ? { sizeChart: form.sizeChart } : {}) },
  });
  return { saved: (await departmentById(tx, row!.department_id))! };
}

/** Renames a department or moves it to the other group; a department the tiles link to keeps its group. */
export async function editDepartment(
  tx: Queryable,
  id: number,
  form: DepartmentForm,
  by: number,
): Promise<DepartmentResult> {
  await lockDepartments(tx);
  const [current] = await tx.query<{ name: string; group: string; sizeChart: AdminDepartment['sizeChart'] }>(
    'SELECT name, group_name AS "group", size_chart AS "sizeChart" FROM department WHERE department_id = $1 FOR UPDATE',
    [id],
  );
  if (!current) return null;
  if (form.group !== current.group && LINKED_IDS.has(id)) return { refused: 'linkedMoves' };
  if (form.name !== current.name && (await nameTaken(tx, form.name, id))) return { refused: 'nameTaken' };
  await tx.query(
    'UPDATE department SET name = $2, group_name = $3, name_key = $4, group_key = $5 WHERE department_id = $1',
    [id, form.name, form.group, searchKey(form.name), searchKey(form.group)],
  );
  if (form.name !== current.name)
    await recordChange(tx, {
      subject: 'department',
      subjectId: id,
      by,
      action: 'renamed',
      before: { name: current.name },
      after: { name: form.name },
    });
  if (form.group !== current.group)
    await recordChange(tx, {
      subject: 'department',
      subjectId: id,
      by,
      action: 'moved',
      before: { group: current.group },
      after: { group: form.group },
    });
  // a form without a size guide (a client from before guides) leaves the department's as it is
  const sizeChart = form.sizeChart === undefined ? current.sizeChart : form.sizeChart;
  if (sizeChart !== current.sizeChart) {
    await tx.query('UPDATE department SET size_chart = $2 WHERE department_id = $1', [id, sizeChart]);
    await recordChange(tx, {
      subject: 'department',
      subjectId: id,
      by,
      action: 'edited',
      before: { sizeChart: current.sizeChart },
      after: { sizeChart },
    });
  }
  await reindexProducts(tx, id, form);
  return { saved: (await departmentById(tx, id))! };
}

export async function shopSettings(db: Queryable): Promise<ShopSettingsAnswer> {
  return {
    shipping_delivery_price: toPesos(await shippingPriceCents(db)),
    markdown_rounding: await markdownRounding(db),
  };
}

/** Saves the settings; one the form does not send (a form from before it) stays as it is. Only what changed is in the history. */
export async function saveShopSettings(tx: Queryable, form: ShopSettings, by: number): Promise<void> {
  const before = await shopSettings(tx);
  const after: ShopSettingsAnswer = {
    ...before,
    ...form,
    markdown_rounding: form.markdown_rounding ?? before.markdown_rounding,
  };
  await tx.query(
    `INSERT INTO settings (id, shipping_delivery_price_cents, markdown_rounding) VALUES (1, $1, $2)
     ON CONFLICT (id) DO UPDATE SET shipping_delivery_price_cents = EXCLUDED.shipping_delivery_price_cents,
       markdown_rounding = EXCLUDED.markdown_rounding`,
    [toCents(after.shipping_delivery_price), after.markdown_rounding],
  );
  const keys = (Object.keys(after) as (keyof ShopSettingsAnswer)[]).filter((k) => before[k] !== after[k]);
  if (keys.length > 0)
    await recordChange(tx, {
      subject: 'settings',
      subjectId: 1,
      by,
      action: 'edited',
      before: Object.fromEntries(keys.map((k) => [k, before[k]])),
      after: Object.fromEntries(keys.map((k) => [k, after[k]])),
    });
}
