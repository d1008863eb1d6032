import type { Cents } from '../../../contract/money';
import { priceCart } from '../../../machines/cart/pricing';
import type { Queryable } from '../../db/client';
import { badRequest, HttpError } from '../../http/errors';
import { IN_STORE_SQL, PRODUCT_COLUMNS, type ProductRow } from '../products/repo';

export interface OrderLine {
  product_id: number;
  name: string;
  image: string;
  quantity: number;
  unitCents: Cents;
  /** What the shopper pays for the line (what bill_line stores). */
  chargedCents: Cents;
}

/** An order's bill: its lines and every total, all in centavos (what `bill` and `checkout_session` store). */
export interface PricedOrder {
  lines: OrderLine[];
  /** The lines before the cart rule. */
  subtotalCents: Cents;
  /** What the cart rule took off (subtotal − the lines' charges). */
  discountCents: Cents;
  shippingCents: Cents;
  /** The lines' charges plus shipping. */
  totalCents: Cents;
}

/**
 * Prices an order from the database, never from the browser: the shared cart rule
 * (machines/cart/pricing.ts) runs on the rows' prices in centavos, and shipping is added.
 * `lock` takes row locks so a concurrent checkout waits instead of reading stale stock.
 */
export async function priceOrder(
  db: Queryable,
  wanted: readonly { product_id: number; quantity: number }[],
  shippingCents: number,
  { lock = false } = {},
): Promise<PricedOrder> {
  const quantities = new Map<number, number>();
  for (const w of wanted) quantities.set(w.product_id, (quantities.get(w.product_id) ?? 0) + w.quantity);
  const ids = [...quantities.keys()];
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM product p WHERE p.product_id = ANY($1::int[]) AND ${IN_STORE_SQL} ORDER BY p.product_id ${lock ? 'FOR UPDATE' : ''}`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.product_id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length)
    throw badRequest(
      `Algunos productos ya no están a la venta (${missing.join(', ')}). Quítalos del carrito para continuar.`,
    );
  const overCap = ids.map((id) => byId.get(id)!).filter((r) => quantities.get(r.product_id)! > r.max_per_order);
  if (overCap.length)
    throw badRequest(
      `Un pedido admite como máximo ${overCap.map((r) => `${r.max_per_order} unidades de ${r.name}`).join(', ')}. Ajusta la cantidad para continuar.`,
    );
  const soldOut = ids.map((id) => byId.get(id)!).filter((r) => r.stock < quantities.get(r.product_id)!);
  if (soldOut.length)
    throw new HttpError(
      409,
      `No hay suficientes unidades de: ${soldOut.map((r) => r.name).join(', ')}. Actualiza tu carrito para continuar.`,
    );

  // Lines keep the order the shopper added them in (it decides the 2x1 tie rule).
  const order = ids.map((id) => {
    const row = byId.get(id)!;
    return { row, price: row.price_cents, originalPrice: row.original_price_cents, quantity: quantities.get(id)! };
  });
  const pricing = priceCart(order);
  const lines = pricing.lines.map(
    ({ line: { row }, quantity, unitCents, chargedCents }): OrderLine => ({
      product_id: row.product_id,
      name: row.name,
      image: row.image,
      quantity,
      unitCents,
      chargedCents,
    }),
  );
  return {
    lines,
    subtotalCents: pricing.subtotalCents,
    discountCents: pricing.discountCents,
    shippingCents,
    totalCents: pricing.totalCents + shippingCents,
  };
}
