import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../http/context';
import { requireUser } from '../../auth/require-user';

export async function shippingPriceCents(db: Deps['db']): Promise<number> {
  const [row] = await db.query<{ shipping_delivery_price_cents: number }>('SELECT shipping_delivery_price_cents FROM settings WHERE id = 1');
  return row?.shipping_delivery_price_cents ?? 0;
}

export function settingsRoutes(deps: Deps) {
  return new Hono<AppEnv>().use(requireUser(deps)).get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ shipping_delivery_price: (await shippingPriceCents(deps.db)) / 100 });
  });
}
