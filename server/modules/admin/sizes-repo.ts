import type { AdminProduct, SizeAdd, SizeRemove, SizeRename } from '../../../contract/admin-products';
import type { SizeChart } from '../../../contract/product';
import { sizeFitsChart } from '../../../contract/size-label';
import { ADMIN_ERRORS } from '../../../copy/admin';
import type { Queryable } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordChange } from './change-log';
import { getAdminProduct, type SaveResult } from './products-repo';

/**
 * A size's label the product may take (already cleaned by the contract's schema): it fits the size
 * chart of the product's department (contract/size-label.ts; a department without one takes any),
 * and no other size of the product has it, capitals aside. Else a Spanish 400 naming the field.
 */
export async function checkSizeLabel(tx: Queryable, product: AdminProduct, label: string, except?: string) {
  const [department] = await tx.query<{ size_chart: SizeChart | null }>(
    'SELECT size_chart FROM department WHERE department_id = $1',
    [product.department_id],
  );
  const chart = department?.size_chart ?? null;
  if (chart !== null && !sizeFitsChart(label, chart)) throw badRequest(ADMIN_ERRORS.sizeNotInChart(chart));
  const taken = product.sizeStock.find((s) => s.size !== except && s.size.toLowerCase() === label.toLowerCase());
  if (taken) throw badRequest(ADMIN_ERRORS.sizeTaken(taken.size));
}

/** A label a size takes is no longer another's former one: a cart naming it means this size now. */
export const forgetFormerLabel = (tx: Queryable, productId: number, label: string) =>
  tx.query('DELETE FROM product_size_former WHERE product_id = $1 AND former = $2', [productId, label]);

/**
 * A new size after the product's last, with no units: the owner then receives or counts it. The
 * product row is locked first (as checkouts lock it), so two adds of one label take turns and the
 * second meets the first. A size that differs only in capitals ('m' beside 'M') is the same size.
 *
 * A product sold whole that gets its first size is sold by size from then on, and its stock
 * becomes the sum of its sizes (migration 020): 0, until the owner counts each size. Its whole
 * stock is not given to the first size, which would offer units of a size the shelf may not have.
 * The history keeps the stock it had.
 */
export async function addSize(tx: Queryable, id: number, input: SizeAdd, by: number): Promise<SaveResult> {
  const current = await getAdminProduct(tx, id, true);
  if (!current) return null;
  await checkSizeLabel(tx, current, input.size);
  await forgetFormerLabel(tx, id, input.size);
  await tx.query(
    `INSERT INTO product_size (product_id, size, position, stock)
     SELECT $1, $2, coalesce(max(position) + 1, 0), 0 FROM product_size WHERE product_id = $1`,
    [id, input.size],
  );
  const first = current.sizeStock.length === 0;
  await recordChange(tx, {
    subject: 'product',
    subjectId: id,
    by,
    action: 'sizeAdded',
    before: first ? { stock: current.stock } : null,
    after: first ? { size: input.size, stock: 0 } : { size: input.size },
  });
  return { saved: (await getAdminProduct(tx, id))! };
}

/**
 * Renames a size. Its units, held units, position and version stay; open checkouts that hold it
 * and 'Avísame' requests for it follow the new label; the old label is kept as the size's former
 * one (migration 038), so a cart that names it still finds the size. The product row is locked
 * first, as every size change does.
 */
export async function renameSize(tx: Queryable, id: number, input: SizeRename, by: number): Promise<SaveResult> {
  const current = await getAdminProduct(tx, id, true);
  if (!current) return null;
  const size = current.sizeStock.find((s) => s.size === input.size);
  if (!size) throw notFound(ADMIN_ERRORS.sizeMissing(input.size));
  if (input.to === input.size) return { saved: current };
  await checkSizeLabel(tx, current, input.to, input.size);
  await forgetFormerLabel(tx, id, input.to);
  await tx.query('UPDATE product_size SET size = $3 WHERE product_id = $1 AND size = $2', [id, input.size, input.to]);
  await tx.query('INSERT INTO product_size_former (product_id, former, size) VALUES ($1, $2, $3)', [
    id,
    input.size,
    input.to,
  ]);
  // the units open checkouts hold are counted by label (HELD_BY_SIZE_SQL): their lines follow the size
  await tx.query(
    `UPDATE checkout_session SET lines = (
       SELECT jsonb_agg(CASE WHEN (l ->> 'product_id')::int = $1 AND l ->> 'size' = $2
                             THEN jsonb_set(l, '{size}', to_jsonb($3::text)) ELSE l END ORDER BY i)
       FROM jsonb_array_elements(lines) WITH ORDINALITY AS e(l, i))
     WHERE status = 'open' AND EXISTS (
       SELECT 1 FROM jsonb_array_elements(lines) AS l WHERE (l ->> 'product_id')::int = $1 AND l ->> 'size' = $2)`,
    [id, input.size, input.to],
  );
  await tx.query('UPDATE back_in_stock_request SET size = $3 WHERE product_id = $1 AND size = $2', [
    id,
    input.size,
    input.to,
  ]);
  await recordChange(tx, {
    subject: 'product',
    subjectId: id,
    by,
    action: 'sizeRenamed',
    before: { size: input.size },
    after: { size: input.to },
  });
  return { saved: (await getAdminProduct(tx, id))! };
}

/** Orders not yet delivered or cancelled: a size they sold cannot go while they may still come back to it. */
const OPEN_ORDERS_SQL = `SELECT DISTINCT b.bill_id FROM bill b JOIN bill_line l USING (bill_id)
  WHERE l.product_id = $1 AND l.size = $2 AND b.shipping_status NOT IN ('entregado', 'cancelado') ORDER BY b.bill_id`;

/**
 * Removes a size that has no units on sale, none held by an open checkout and no open order;
 * otherwise a Spanish 409 saying which. Its old labels go with it; the orders that sold it keep
 * its label on their lines.
 */
export async function removeSize(tx: Queryable, id: number, input: SizeRemove, by: number): Promise<SaveResult> {
  const current = await getAdminProduct(tx, id, true);
  if (!current) return null;
  const size = current.sizeStock.find((s) => s.size === input.size);
  if (!size) throw notFound(ADMIN_ERRORS.sizeMissing(input.size));
  if (size.stock > 0) throw conflict(ADMIN_ERRORS.sizeHasUnits(size.size, size.stock));
  if (size.held > 0) throw conflict(ADMIN_ERRORS.sizeHeld(size.size));
  const orders = await tx.query<{ bill_id: number }>(OPEN_ORDERS_SQL, [id, size.size]);
  if (orders.length > 0)
    throw conflict(
      ADMIN_ERRORS.sizeInOpenOrders(
        size.size,
        orders.map((o) => o.bill_id),
      ),
    );
  await tx.query('DELETE FROM product_size WHERE product_id = $1 AND size = $2', [id, size.size]);
  await recordChange(tx, {
    subject: 'product',
    subjectId: id,
    by,
    action: 'sizeRemoved',
    before: { size: size.size, stock: 0 },
    after: { size: size.size },
  });
  return { saved: (await getAdminProduct(tx, id))! };
}
