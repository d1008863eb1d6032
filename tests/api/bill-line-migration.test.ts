import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutSessionResponseSchema } from '../../contract/checkout';
import { migrate } from '../../server/db/migrate';
import { BACKENDS, createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

const CARD = { name: 'María Fernanda Ochoa', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

/**
 * Migration 009 gives every order line what was charged for it. Lines written before it kept only
 * a percent rounded to two decimals: the backfill must take the session's exact amount where the
 * order was paid through one, and fall back on the percent for the seed's demo orders.
 */
describe.each(BACKENDS)('migration 009 (bill_line.charged_cents) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, 30);
  });
  afterAll(() => t.close());

  it('backfills each line from its checkout session, else from the stored percent, so lines add up to each bill', async () => {
    // 3 × $199.99 at 50% is $300.00 (half up per unit); its percent, 49.997 %, was stored as 50.00.
    const [product] = await t.db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE original_price_cents = 0 AND ${SOLD_WHOLE_SQL} ORDER BY product_id LIMIT 1`,
    );
    await t.db.query('UPDATE product SET price_cents = 19999, stock = 10 WHERE product_id = $1', [product!.product_id]);
    const created = await t.call('POST', '/api/payment/create-checkout-session', {
      token: t.demo.token,
      body: {
        products: [{ product_id: product!.product_id, quantity: 3 }],
        userId: t.demo.id,
        shipping_address: '',
        delivery: 'b',
      },
    });
    const session = CheckoutSessionResponseSchema.parse(await created.json());
    const paid = await t.app.request(session.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(CARD).toString(),
    });
    expect(paid.status).toBe(303);

    // Back to the shape before 009: the percent as the old code stored it, no charged amount.
    await t.db.query('ALTER TABLE bill_line ADD COLUMN discount_percent numeric(5, 2) NOT NULL DEFAULT 0');
    await t.db.query(`UPDATE bill_line SET discount_percent = round((price_cents * quantity - charged_cents) * 100.0 / nullif(price_cents * quantity, 0), 2)
      WHERE price_cents > 0`);
    await t.db.query('ALTER TABLE bill_line DROP COLUMN charged_cents');
    await t.db.query(`DELETE FROM schema_migrations WHERE version = '009_bill_line_charged'`);
    const [stored] = await t.db.query<{ discount_percent: string }>(
      'SELECT discount_percent::text FROM bill_line l JOIN checkout_session s ON s.bill_id = l.bill_id WHERE s.session_id = $1',
      [session.id],
    );
    expect(stored!.discount_percent).toBe('50.00');

    expect(await migrate(t.db)).toEqual(['009_bill_line_charged']);
    const [line] = await t.db.query<{ charged_cents: number }>(
      'SELECT charged_cents FROM bill_line l JOIN checkout_session s ON s.bill_id = l.bill_id WHERE s.session_id = $1',
      [session.id],
    );
    expect(line!.charged_cents).toBe(30000); // the percent alone would give $299.99
    const drift = await t.db.query<{ bill_id: number }>(
      `SELECT b.bill_id FROM bill b JOIN bill_line l ON l.bill_id = b.bill_id
       GROUP BY b.bill_id, b.total_cents, b.shipping_cost_cents HAVING sum(l.charged_cents) <> b.total_cents - b.shipping_cost_cents`,
    );
    expect(drift).toEqual([]);
    const [bills] = await t.db.query<{ n: number }>('SELECT count(DISTINCT bill_id)::int AS n FROM bill_line');
    expect(bills!.n).toBe(4); // the three demo orders (from their percent) and the one paid here
    const columns = await t.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'bill_line' AND column_name = 'discount_percent'`,
    );
    expect(columns).toEqual([]);
  });
});
