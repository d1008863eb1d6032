import { type AdminDashboard, LOW_STOCK_MAX, SHOP_TIME_ZONE } from '../../../contract/admin';
import { SHIPPING_STATUS } from '../../../contract/bill';
import { toPesos } from '../../../contract/money';
import type { Queryable } from '../../db/client';

/** At most this many low-stock products on the first screen; the products list has the rest. */
const LOW_STOCK_SHOWN = 20;

/**
 * The owner's day, the back office's first screen: orders and sales today and this week in the
 * shop's own time, the paid orders waiting to ship, the products running out, and the stock that
 * open checkouts hold. Read in one snapshot of the database.
 */
export async function dashboard(db: Queryable, now = new Date()): Promise<AdminDashboard> {
  const [sales] = await db.query<{
    today_orders: number;
    today_cents: number;
    week_orders: number;
    week_cents: number;
    week_test: number;
    waiting: number;
  }>(
    `WITH local AS (
       SELECT (created_at AT TIME ZONE $1) AS at, total_cents, payment_provider, shipping_status FROM bill
     ), clock AS (SELECT ($2::timestamptz AT TIME ZONE $1) AS now)
     SELECT
       count(*) FILTER (WHERE at::date = clock.now::date)::int AS today_orders,
       coalesce(sum(total_cents) FILTER (WHERE at::date = clock.now::date), 0)::int AS today_cents,
       count(*) FILTER (WHERE date_trunc('week', at) = date_trunc('week', clock.now))::int AS week_orders,
       coalesce(sum(total_cents) FILTER (WHERE date_trunc('week', at) = date_trunc('week', clock.now)), 0)::int AS week_cents,
       count(*) FILTER (WHERE payment_provider = 'test' AND date_trunc('week', at) = date_trunc('week', clock.now))::int AS week_test,
       count(*) FILTER (WHERE shipping_status = $3)::int AS waiting
     FROM local, clock`,
    [SHOP_TIME_ZONE, now.toISOString(), SHIPPING_STATUS.inProgress],
  );
  const lowStock = await db.query<{ product_id: number; name: string; stock: number }>(
    'SELECT product_id, name, stock FROM product WHERE stock <= $1 ORDER BY stock, product_id LIMIT $2',
    [LOW_STOCK_MAX, LOW_STOCK_SHOWN],
  );
  const [held] = await db.query<{ checkouts: number; units: number }>(
    `SELECT count(*)::int AS checkouts,
            coalesce(sum((SELECT sum((l->>'quantity')::int) FROM jsonb_array_elements(s.lines) AS l)), 0)::int AS units
     FROM checkout_session s WHERE s.status = 'open'`,
  );
  return {
    today: { orders: sales!.today_orders, sales: toPesos(sales!.today_cents) },
    week: { orders: sales!.week_orders, sales: toPesos(sales!.week_cents) },
    testOrdersThisWeek: sales!.week_test,
    waitingToShip: sales!.waiting,
    lowStock,
    heldByOpenCheckouts: { checkouts: held!.checkouts, units: held!.units },
  };
}
