import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

/**
 * Migration 031 brings the requests made before double opt-in under its rules: each gets its
 * contact's canonical form; a sent one keeps its history as confirmed; an open one is confirmed only
 * when its contact is verified, else it has 48 hours from when it was made (so an old one has
 * lapsed); two spellings of one inbox open for one piece become the first request alone.
 */
describe.each(BACKENDS)('migration 031 (back-in-stock opt-in) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, 30);
  });
  afterAll(() => t.close());

  it('backfills the canonical contact and the confirmation, and keeps one open request per inbox', async () => {
    // Back to the shape before 031.
    for (const sql of [
      'DROP INDEX back_in_stock_request_open',
      'DROP INDEX back_in_stock_request_by_contact',
      'DROP INDEX back_in_stock_request_by_user',
      'ALTER TABLE back_in_stock_request DROP COLUMN canonical, DROP COLUMN confirmed_at, DROP COLUMN confirm_token_hash',
      `CREATE UNIQUE INDEX back_in_stock_request_open ON back_in_stock_request (product_id, (coalesce(size, '')), recipient)
         WHERE fulfilled_at IS NULL AND stopped_at IS NULL`,
      `CREATE INDEX back_in_stock_request_by_recipient ON back_in_stock_request (recipient)
         WHERE fulfilled_at IS NULL AND stopped_at IS NULL`,
      `DELETE FROM schema_migrations WHERE version = '031_back_in_stock_opt_in'`,
    ])
      await t.db.query(sql);
    const [product] = await t.db.query<{ product_id: number }>(
      'SELECT product_id FROM product ORDER BY product_id LIMIT 1',
    );
    const insert = (recipient: string, channel: string, age: string, fulfilled = false) =>
      t.db.query(
        `INSERT INTO back_in_stock_request (product_id, channel, recipient, consented_at, created_at, expires_at, fulfilled_at)
         VALUES ($1, $2, $3, now() - $4::interval, now() - $4::interval, now() - $4::interval + interval '60 days',
           CASE WHEN $5::boolean THEN now() END)`,
        [product!.product_id, channel, recipient, age, fulfilled],
      );
    await insert('viejo@example.mx', 'email', '10 days', true);
    await insert('ana+1@example.mx', 'email', '3 days');
    await insert('ana+2@example.mx', 'email', '2 days');
    await insert('verif+tienda@example.mx', 'email', '5 days');
    await insert('+526145550909', 'whatsapp', '1 hour');
    await t.db.query(`INSERT INTO verified_contact (channel, canonical) VALUES ('email', 'verif@example.mx')`);

    expect(await migrate(t.db)).toEqual(['031_back_in_stock_opt_in']);
    const rows = await t.db.query<{ recipient: string; canonical: string; confirmed: boolean; open: boolean }>(
      `SELECT recipient, canonical, confirmed_at IS NOT NULL AS confirmed,
         (fulfilled_at IS NULL AND stopped_at IS NULL AND expires_at > now()) AS open
       FROM back_in_stock_request WHERE product_id = $1 ORDER BY request_id`,
      [product!.product_id],
    );
    expect(rows).toEqual([
      { recipient: 'viejo@example.mx', canonical: 'viejo@example.mx', confirmed: true, open: false },
      { recipient: 'ana+1@example.mx', canonical: 'ana@example.mx', confirmed: false, open: false },
      { recipient: 'verif+tienda@example.mx', canonical: 'verif@example.mx', confirmed: true, open: true },
      { recipient: '+526145550909', canonical: '+526145550909', confirmed: false, open: true },
    ]);
  });
});
