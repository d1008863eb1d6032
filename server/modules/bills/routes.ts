import { Hono } from 'hono';
import { BillIdQuerySchema, type Bill, type BillLine, type PaymentProviderName } from '../../../contract/bill';
import { assertOwnId, requireUser } from '../../auth/require-user';
import type { Queryable } from '../../db/client';
import type { AppEnv, Deps } from '../../http/context';
import { notFound } from '../../http/errors';
import { parse, parseId } from '../../http/validate';
import { noStore } from '../../http/no-store';

const BILL_SELECT = `SELECT bill_id, created_at, total_cents, shipping_status, shipping_address, shipping_last4,
  shipping_cost_cents, subtotal_cents, discount_cents, shipping_tracking_number, payment_provider FROM bill`;

interface BillRow {
  bill_id: number;
  created_at: Date | string;
  total_cents: number;
  shipping_status: string;
  shipping_address: string;
  shipping_last4: string | null;
  shipping_cost_cents: number;
  subtotal_cents: number;
  discount_cents: number;
  shipping_tracking_number: string | null;
  payment_provider: PaymentProviderName;
}

function toBill(row: BillRow): Bill {
  return {
    bill_id: row.bill_id,
    created_at: new Date(row.created_at).toISOString(),
    total_amount: row.total_cents / 100,
    shipping_status: row.shipping_status,
    shipping_address: row.shipping_address,
    shipping_last4: row.shipping_last4,
    shipping_cost: row.shipping_cost_cents / 100,
    subtotal: row.subtotal_cents / 100,
    discount_amount: row.discount_cents / 100,
    shipping_tracking_number: row.shipping_tracking_number,
    payment_provider: row.payment_provider,
  };
}

/** Someone else's order answers exactly like one that does not exist. */
async function ownBill(db: Queryable, billId: number, userId: number): Promise<BillRow> {
  const [row] = await db.query<BillRow>(`${BILL_SELECT} WHERE bill_id = $1 AND ecommerce_user_id = $2`, [billId, userId]);
  if (!row) throw notFound('No encontramos ese pedido en tu cuenta.');
  return row;
}

export function billRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .use(noStore)
    .get('/my-orders/:id', async (c) => {
      const id = parseId(c.req.param('id'), 'El cliente');
      assertOwnId(c.get('userId'), id);
      const rows = await db.query<BillRow>(`${BILL_SELECT} WHERE ecommerce_user_id = $1 ORDER BY created_at DESC, bill_id DESC`, [id]);
      return c.json(rows.map(toBill));
    })
    .get('/order', async (c) => {
      const billId = parse(BillIdQuerySchema, c.req.query('bill_id'));
      await ownBill(db, billId, c.get('userId'));
      const lines = await db.query<{ product_id: number; name: string; image: string; price_cents: number; discount: number; quantity: number }>(
        `SELECT product_id, name, image, price_cents, discount_percent::float8 AS discount, quantity
         FROM bill_line WHERE bill_id = $1 ORDER BY bill_line_id`,
        [billId],
      );
      return c.json(
        lines.map((l): BillLine => ({ product_id: l.product_id, name: l.name, image: l.image, price: l.price_cents / 100, discount: l.discount, quantity: l.quantity })),
      );
    })
    .get('/', async (c) => {
      const billId = parse(BillIdQuerySchema, c.req.query('bill_id'));
      return c.json([toBill(await ownBill(db, billId, c.get('userId')))]);
    });
}
