import type { Queryable } from '../../db/client';
import { HttpError } from '../../http/errors';
import { releaseBackInStock } from '../back-in-stock/repo';

/** Units of a product, of a size when it is sold by size (null: sold whole), that move. */
export interface UnitsMoved {
  product_id: number;
  size?: string | null;
  quantity: number;
}

/** Locks the products of some lines in id order, the order every checkout and release locks them. */
export async function lockProducts(tx: Queryable, lines: readonly Pick<UnitsMoved, 'product_id'>[]): Promise<void> {
  const products = [...new Set(lines.map((l) => l.product_id))];
  if (products.length)
    await tx.query('SELECT 1 FROM product WHERE product_id = ANY($1::int[]) ORDER BY product_id FOR UPDATE', [
      products,
    ]);
}

/**
 * Takes units out of stock (-1) or puts them back (1), their products locked by the caller. A line
 * in a size moves that size's stock, and the database moves the product's total with it (migration
 * 020); a line of a product sold whole moves the product's. A line without a size of a product that
 * has sizes now (reserved or bought before it had them) has no size to go back to, and is left for
 * the owner's next count. The one place that UPDATE pair is written.
 */
export async function moveStock(tx: Queryable, lines: readonly UnitsMoved[], sign: 1 | -1): Promise<void> {
  const whole = lines.filter((l) => !l.size);
  const sized = lines.filter((l) => l.size);
  if (whole.length)
    await tx.query(
      `UPDATE product p SET stock = p.stock + $3 * s.quantity
       FROM unnest($1::int[], $2::int[]) AS s(product_id, quantity)
       WHERE p.product_id = s.product_id AND NOT EXISTS (SELECT 1 FROM product_size z WHERE z.product_id = p.product_id)`,
      [whole.map((l) => l.product_id), whole.map((l) => l.quantity), sign],
    );
  if (sized.length === 0) return;
  // Each size is taken only while it has the units, so a size can never be sold twice even if a
  // caller forgot to lock: the reservation fails as a sold-out one does.
  const moved = await tx.query(
    `UPDATE product_size z SET stock = z.stock + $4 * s.quantity
     FROM unnest($1::int[], $2::text[], $3::int[]) AS s(product_id, size, quantity)
     WHERE z.product_id = s.product_id AND z.size = s.size AND z.stock + $4 * s.quantity >= 0
     RETURNING z.product_id`,
    [sized.map((l) => l.product_id), sized.map((l) => l.size), sized.map((l) => l.quantity), sign],
  );
  if (sign === -1 && moved.length < sized.length)
    throw new HttpError(
      409,
      'No hay suficientes unidades de una talla de tu carrito. Actualiza tu carrito para continuar.',
    );
}

/**
 * Units come back on sale: a checkout's hold ended (cancelled, replaced, expired, its SPEI or OXXO
 * lapsed) or an order gave them back (cancelled, a return received). In the caller's transaction,
 * their products are locked in id order (as checkouts lock them), the units go back, and the
 * shoppers waiting on 'Avísame' for what is on offer again are answered (`releaseBackInStock`, as
 * the owner's receipt of stock answers them), their links built on `publicUrl`. Every release of
 * units goes through here.
 *
 * `meanwhile` runs after the units are back and before anyone is answered: a checkout that replaces
 * the customer's previous one takes its own units there, so a shopper is told only of units still
 * on offer once it has.
 */
export async function releaseUnits(tx: Queryable, lines: readonly UnitsMoved[], publicUrl: string): Promise<void>;
export async function releaseUnits<T>(
  tx: Queryable,
  lines: readonly UnitsMoved[],
  publicUrl: string,
  meanwhile: () => Promise<T>,
): Promise<T>;
export async function releaseUnits<T>(
  tx: Queryable,
  lines: readonly UnitsMoved[],
  publicUrl: string,
  meanwhile?: () => Promise<T>,
): Promise<T | undefined> {
  await lockProducts(tx, lines);
  await moveStock(tx, lines, 1);
  const result = meanwhile ? await meanwhile() : undefined;
  for (const productId of new Set(lines.map((l) => l.product_id))) await releaseBackInStock(tx, productId, publicUrl);
  return result;
}
