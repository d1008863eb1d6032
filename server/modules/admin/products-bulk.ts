import type { z } from 'zod';
import type { ChangeAction } from '../../../contract/admin';
import type { ProductBulkPreview, ProductBulkResult, ProductBulkSchema } from '../../../contract/admin-products';
import { type MarkdownRounding, markDown, type ProductPrice, removeMarkdown } from '../../../contract/markdown';
import { toPesos } from '../../../contract/money';
import { ADMIN_ERRORS } from '../../../copy/admin';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../http/errors';
import { productSearchText } from '../products/search-text';
import { markdownRounding } from '../settings/repo';
import { recordChange } from './change-log';
import { UnknownDepartment } from './products-repo';

type ProductBulk = z.output<typeof ProductBulkSchema>;

interface BulkRow {
  product_id: number;
  name: string;
  brand: string;
  hidden: boolean;
  department_id: number;
  price_cents: number;
  original_price_cents: number;
  search_text: string;
}

/** A product's fields a bulk action may change, and what its history line says of them. */
type Next = Pick<BulkRow, 'hidden' | 'department_id' | 'price_cents' | 'original_price_cents' | 'search_text'>;
interface Planned {
  next: Next;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const ACTION: Record<ProductBulk['action'], ChangeAction> = {
  hide: 'hidden',
  show: 'shown',
  move: 'departmentChanged',
  markdown: 'markedDown',
  restorePrice: 'markdownRemoved',
};

/** A price action's new prices, or null when the action is not about prices. */
function pricesAfter(input: ProductBulk, rounding: MarkdownRounding, p: ProductPrice): ProductPrice | null {
  if (input.action === 'markdown') return markDown(p, input.percent, rounding);
  if (input.action === 'restorePrice') return removeMarkdown(p);
  return null;
}

const priceOf = (row: BulkRow): ProductPrice => ({
  priceCents: row.price_cents,
  originalPriceCents: row.original_price_cents,
});

const chosenRows = async (tx: Queryable, ids: number[], lock: boolean) => {
  const rows = await tx.query<BulkRow>(
    `SELECT product_id, name, brand, hidden, department_id, price_cents, original_price_cents, search_text
     FROM product WHERE product_id = ANY($1::int[]) ORDER BY product_id${lock ? ' FOR UPDATE' : ''}`,
    [ids],
  );
  const found = new Set(rows.map((r) => r.product_id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw badRequest(ADMIN_ERRORS.productsMissing(missing));
  return rows;
};

/**
 * What a 'markdown' or 'restorePrice' would make of each chosen product's price, by the same rule
 * and rounding the action applies, without writing anything: the bulk bar shows it before the
 * owner applies it.
 */
export async function previewBulkPrices(db: Queryable, input: ProductBulk): Promise<ProductBulkPreview> {
  if (input.action !== 'markdown' && input.action !== 'restorePrice') throw badRequest(ADMIN_ERRORS.previewPricesOnly);
  const rounding = await markdownRounding(db);
  const rows = await chosenRows(db, input.ids, false);
  return {
    prices: rows.map((row) => ({
      product_id: row.product_id,
      name: row.name,
      price: toPesos(row.price_cents),
      newPrice: toPesos(pricesAfter(input, rounding, priceOf(row))!.priceCents),
    })),
  };
}

/**
 * One action on many products, inside the caller's transaction: the rows are locked in id order
 * (as a checkout locks them, so the two never wait on each other in a circle), each product that
 * changes is written by one UPDATE and gets its own line in the history; a product the action
 * leaves as it was (hiding a hidden one) gets none. An unknown id refuses the whole action.
 */
export async function bulkChangeProducts(tx: Queryable, input: ProductBulk, by: number): Promise<ProductBulkResult> {
  const rows = await chosenRows(tx, input.ids, true);
  const rounding = await markdownRounding(tx);

  let department: { name: string; group: string } | undefined;
  if (input.action === 'move') {
    [department] = await tx.query<{ name: string; group: string }>(
      'SELECT name, group_name AS "group" FROM department WHERE department_id = $1',
      [input.departmentId],
    );
    if (!department) throw new UnknownDepartment();
  }

  const plan = (row: BulkRow): Planned | null => {
    const keep: Next = row;
    switch (input.action) {
      case 'hide':
      case 'show': {
        const hidden = input.action === 'hide';
        return row.hidden === hidden
          ? null
          : { next: { ...keep, hidden }, before: { hidden: row.hidden }, after: { hidden } };
      }
      case 'move':
        return row.department_id === input.departmentId
          ? null
          : {
              next: { ...keep, department_id: input.departmentId, search_text: productSearchText(row, department) },
              before: { department_id: row.department_id },
              after: { department_id: input.departmentId },
            };
      case 'markdown':
      case 'restorePrice': {
        const { priceCents, originalPriceCents } = pricesAfter(input, rounding, priceOf(row))!;
        if (priceCents === row.price_cents && originalPriceCents === row.original_price_cents) return null;
        const before = { price: toPesos(row.price_cents), originalPrice: toPesos(row.original_price_cents) };
        const after = {
          price: toPesos(priceCents),
          originalPrice: toPesos(originalPriceCents),
          ...(input.action === 'markdown' ? { percent: input.percent } : {}),
        };
        return { next: { ...keep, price_cents: priceCents, original_price_cents: originalPriceCents }, before, after };
      }
    }
  };

  const changes = rows.flatMap((row) => {
    const planned = plan(row);
    return planned ? [{ id: row.product_id, ...planned }] : [];
  });
  if (changes.length === 0) return { changed: 0 };

  await tx.query(
    `UPDATE product p SET hidden = c.hidden, department_id = c.department_id, price_cents = c.price_cents,
       original_price_cents = c.original_price_cents, search_text = c.search_text
     FROM unnest($1::int[], $2::boolean[], $3::int[], $4::int[], $5::int[], $6::text[])
       AS c(product_id, hidden, department_id, price_cents, original_price_cents, search_text)
     WHERE p.product_id = c.product_id`,
    [
      changes.map((c) => c.id),
      changes.map((c) => c.next.hidden),
      changes.map((c) => c.next.department_id),
      changes.map((c) => c.next.price_cents),
      changes.map((c) => c.next.original_price_cents),
      changes.map((c) => c.next.search_text),
    ],
  );
  for (const c of changes)
    await recordChange(tx, {
      subject: 'product',
      subjectId: c.id,
      by,
      action: ACTION[input.action],
      before: c.before,
      after: c.after,
    });
  return { changed: changes.length };
}
