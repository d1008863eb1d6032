import type { Queryable } from '../../db/client';

/** The home-delivery shipping price (GET /api/settings/), the one row of settings. */
export async function shippingPriceCents(db: Queryable): Promise<number> {
  const [row] = await db.query<{ shipping_delivery_price_cents: number }>(
    'SELECT shipping_delivery_price_cents FROM settings WHERE id = 1',
  );
  return row?.shipping_delivery_price_cents ?? 0;
}
