import type { Cents } from '../../../contract/money';
import { API_ERRORS } from '../../../copy/api';
import { S } from '../../../copy/storefront';
import { priceCart } from '../../../machines/cart/pricing';
import type { Queryable } from '../../db/client';
import { badRequest, HttpError } from '../../http/errors';
import { IN_STORE_SQL, PRODUCT_COLUMNS, type ProductRow } from '../products/repo';

export interface OrderLine {
  product_id: number;
  /** The size the line reserves, for a product sold by size; null (or absent, in sessions opened before sizes) for one sold whole. */
  size?: string | null;
  name: string;
  image: string;
  quantity: number;
  unitCents: Cents;
  /** What the shopper pays for the line (what bill_line stores). */
  chargedCents: Cents;
}

/** A line the shopper asks for: a product, in one of its sizes when it is sold by size. */
export interface WantedLine {
  product_id: number;
  size?: string;
  quantity: number;
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
 *
 * A line is a product in one size: two sizes of a product are two lines (each checked against its
 * size's stock), and the product's per-order cap counts them together. A product sold by size
 * must be asked for in one of its sizes, and one sold whole in none.
 */
export async function priceOrder(
  db: Queryable,
  wanted: readonly WantedLine[],
  shippingCents: number,
  { lock = false } = {},
): Promise<PricedOrder> {
  // One line per product and size, in the order first asked for; a line repeated adds up.
  const asked = new Map<string, { product_id: number; size: string | null; quantity: number }>();
  for (const w of wanted) {
    const size = w.size ?? null;
    const key = JSON.stringify([w.product_id, size]);
    const line = asked.get(key);
    if (line) line.quantity += w.quantity;
    else asked.set(key, { product_id: w.product_id, size, quantity: w.quantity });
  }
  const quantities = new Map<number, number>();
  for (const w of asked.values()) quantities.set(w.product_id, (quantities.get(w.product_id) ?? 0) + w.quantity);
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
  // Read after the rows are locked, in a statement of its own: it sees what the checkout that
  // held the lock committed (a statement that waited for a lock reads other rows as they were before).
  const sizeRows = await db.query<{ product_id: number; size: string; stock: number }>(
    'SELECT product_id, size, stock FROM product_size WHERE product_id = ANY($1::int[])',
    [ids],
  );
  const sizesOf = new Map<number, Map<string, number>>();
  for (const r of sizeRows) sizesOf.set(r.product_id, (sizesOf.get(r.product_id) ?? new Map()).set(r.size, r.stock));
  // A cart kept from before the owner renamed a size names its old label: that is the size now
  // (product_size_former, migration 038); two lines that so become one size add up.
  const formers = await db.query<{ product_id: number; former: string; size: string }>(
    'SELECT product_id, former, size FROM product_size_former WHERE product_id = ANY($1::int[])',
    [ids],
  );
  const renamed = new Map(formers.map((f) => [JSON.stringify([f.product_id, f.former]), f.size]));
  const merged = new Map<string, { product_id: number; size: string | null; quantity: number }>();
  for (const l of asked.values()) {
    const size =
      l.size !== null && !sizesOf.get(l.product_id)?.has(l.size)
        ? (renamed.get(JSON.stringify([l.product_id, l.size])) ?? l.size)
        : l.size;
    const key = JSON.stringify([l.product_id, size]);
    const line = merged.get(key);
    if (line) line.quantity += l.quantity;
    else merged.set(key, { ...l, size });
  }
  const lines = [...merged.values()];
  const withoutSize = lines.filter((l) => l.size === null && sizesOf.has(l.product_id));
  if (withoutSize.length)
    throw badRequest(`${API_ERRORS.chooseSize} de ${namesOf(withoutSize.map((l) => byId.get(l.product_id)!))}.`);
  const unknownSize = lines.filter((l) => l.size !== null && !sizesOf.get(l.product_id)?.has(l.size));
  if (unknownSize.length)
    throw badRequest(
      `${API_ERRORS.noSuchSize}: ${unknownSize.map((l) => `${l.size} de ${byId.get(l.product_id)!.name}`).join(', ')}.`,
    );
  const overCap = ids.map((id) => byId.get(id)!).filter((r) => quantities.get(r.product_id)! > r.max_per_order);
  if (overCap.length)
    throw badRequest(
      `Un pedido admite como máximo ${overCap.map((r) => `${r.max_per_order} unidades de ${r.name}`).join(', ')}. Ajusta la cantidad para continuar.`,
    );
  const stockOf = (l: (typeof lines)[number]) =>
    l.size === null ? byId.get(l.product_id)!.stock : sizesOf.get(l.product_id)!.get(l.size)!;
  const soldOut = lines.filter((l) => stockOf(l) < l.quantity);
  if (soldOut.length)
    throw new HttpError(
      409,
      `No hay suficientes unidades de: ${soldOut.map((l) => lineName(byId.get(l.product_id)!.name, l.size)).join(', ')}. Actualiza tu carrito para continuar.`,
    );

  // Lines keep the order the shopper added them in (it decides the 2x1 tie rule).
  const order = lines.map((l) => {
    const row = byId.get(l.product_id)!;
    return { row, size: l.size, price: row.price_cents, originalPrice: row.original_price_cents, quantity: l.quantity };
  });
  const pricing = priceCart(order);
  return {
    lines: pricing.lines.map(
      ({ line: { row, size }, quantity, unitCents, chargedCents }): OrderLine => ({
        product_id: row.product_id,
        size,
        name: row.name,
        image: row.image,
        quantity,
        unitCents,
        chargedCents,
      }),
    ),
    subtotalCents: pricing.subtotalCents,
    discountCents: pricing.discountCents,
    shippingCents,
    totalCents: pricing.totalCents + shippingCents,
  };
}

const namesOf = (rows: readonly { name: string }[]) => [...new Set(rows.map((r) => r.name))].join(', ');

/** A line as a message or a payment page names it: the product, and its size when it has one ('Vestido…, talla M'). */
export const lineName = S.size.lineName;
