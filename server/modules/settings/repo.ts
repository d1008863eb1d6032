import { DEFAULT_MARKDOWN_ROUNDING, type MarkdownRounding } from '../../../contract/markdown';
import type { Queryable } from '../../db/client';

/** The home-delivery shipping price (GET /api/settings/), the one row of settings. */
export async function shippingPriceCents(db: Queryable): Promise<number> {
  const [row] = await db.query<{ shipping_delivery_price_cents: number }>(
    'SELECT shipping_delivery_price_cents FROM settings WHERE id = 1',
  );
  return row?.shipping_delivery_price_cents ?? 0;
}

/** How mark-downs round their prices, the owner's choice in Ajustes (migration 037). */
export async function markdownRounding(db: Queryable): Promise<MarkdownRounding> {
  const [row] = await db.query<{ markdown_rounding: MarkdownRounding }>(
    'SELECT markdown_rounding FROM settings WHERE id = 1',
  );
  return row?.markdown_rounding ?? DEFAULT_MARKDOWN_ROUNDING;
}
