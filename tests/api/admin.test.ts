/**
 * The back office, who may do what: /api/admin answers only an admin's token (none or a revoked one is a
 * 401, a customer's a 403, both in Spanish), the demo data has a shop owner and production none,
 * `npm run shop:admin` gives and takes the role, and the owner's first screen counts what the
 * database holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDashboardSchema, LOW_STOCK_MAX } from '../../contract/admin';
import { LoginResponseSchema } from '../../contract/auth';
import { SHIPPING_STATUS } from '../../contract/bill';
import { API_ERRORS } from '../../copy/api';
import { openPglite } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { DEMO_CUSTOMER, DEMO_OWNER, seed } from '../../server/db/seed';
import { setRole } from '../../server/modules/accounts/repo';
import { BACKENDS, createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

describe.each(BACKENDS)('the back office API on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend, 40);
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    expect(login.status).toBe(200);
    owner = LoginResponseSchema.parse(await login.json()).token;
  });
  afterAll(() => t.close());

  const dashboard = async (token?: string) => t.call('GET', '/api/admin/dashboard', { token });

  it('no token is a 401, a customer a 403, each with a Spanish sentence; every path under /api/admin alike', async () => {
    for (const path of ['/api/admin/dashboard', '/api/admin/products', '/api/admin/anything']) {
      const none = await t.call('GET', path);
      expect(none.status, path).toBe(401);
      expect(await none.json()).toEqual({ error: 'Inicia sesión para continuar.' });
      const customer = await t.call('GET', path, { token: t.demo.token });
      expect(customer.status, path).toBe(403);
      expect(await customer.json()).toEqual({ error: API_ERRORS.notAdmin });
    }
    expect((await dashboard('not-a-token-at-all')).status).toBe(401);
  });

  it('the demo shop owner signs in with the README’s phone and password and is an admin', async () => {
    const res = await dashboard(owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    AdminDashboardSchema.parse(await res.json());
  });

  it('the first screen counts what the database holds', async () => {
    const [expected] = await t.db.query<{ waiting: number; cents: number; orders: number; test: number }>(
      `SELECT count(*) FILTER (WHERE shipping_status = $1)::int AS waiting,
              count(*) FILTER (WHERE date_trunc('week', created_at AT TIME ZONE 'America/Chihuahua') = date_trunc('week', now() AT TIME ZONE 'America/Chihuahua'))::int AS orders,
              coalesce(sum(total_cents) FILTER (WHERE date_trunc('week', created_at AT TIME ZONE 'America/Chihuahua') = date_trunc('week', now() AT TIME ZONE 'America/Chihuahua')), 0)::int AS cents,
              count(*) FILTER (WHERE payment_provider = 'test' AND date_trunc('week', created_at AT TIME ZONE 'America/Chihuahua') = date_trunc('week', now() AT TIME ZONE 'America/Chihuahua'))::int AS test
       FROM bill`,
      [SHIPPING_STATUS.inProgress],
    );
    await t.db.query('UPDATE product SET stock = 2 WHERE product_id = (SELECT min(product_id) FROM product)');
    const low = await t.db.query<{ product_id: number; stock: number }>(
      'SELECT product_id, stock FROM product WHERE stock <= $1 ORDER BY stock, product_id',
      [LOW_STOCK_MAX],
    );
    const body = AdminDashboardSchema.parse(await (await dashboard(owner)).json());
    expect(body.waitingToShip).toBe(expected!.waiting);
    expect(body.waitingToShip).toBeGreaterThan(0); // the demo customer has an order in process
    expect(body.week).toEqual({ orders: expected!.orders, sales: expected!.cents / 100 });
    expect(body.testOrdersThisWeek).toBe(expected!.test);
    expect(body.lowStock.map((p) => [p.product_id, p.stock])).toEqual(
      low.slice(0, 20).map((p) => [p.product_id, p.stock]),
    );
    expect(body.heldByOpenCheckouts).toEqual({ checkouts: 0, units: 0 });
  });

  it('a checkout in progress holds its units, and the first screen says so', async () => {
    const [product] = await t.db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE stock >= 5 AND ${SOLD_WHOLE_SQL} ORDER BY product_id LIMIT 1`,
    );
    const res = await t.call('POST', '/api/payment/create-checkout-session', {
      token: t.demo.token,
      body: {
        products: [{ product_id: product!.product_id, quantity: 3 }],
        userId: t.demo.id,
        delivery: 'b',
        shipping_address: '',
      },
    });
    expect(res.status).toBe(200);
    const body = AdminDashboardSchema.parse(await (await dashboard(owner)).json());
    expect(body.heldByOpenCheckouts).toEqual({ checkouts: 1, units: 3 });
  });

  it('shop:admin gives the role and takes it away, and the next request sees it', async () => {
    expect(await setRole(t.db, DEMO_CUSTOMER.phone, 'admin')).toEqual({ name: DEMO_CUSTOMER.name });
    expect((await dashboard(t.demo.token)).status).toBe(200);
    expect(await setRole(t.db, DEMO_CUSTOMER.phone, 'customer')).toEqual({ name: DEMO_CUSTOMER.name });
    expect((await dashboard(t.demo.token)).status).toBe(403);
    expect(await setRole(t.db, '+526140000000', 'admin')).toBeNull();
  });
});

describe('production never gets demo accounts', () => {
  it('a production seed has the catalogue and no account at all', async () => {
    const db = await openPglite();
    try {
      await migrate(db);
      await seed(db, 10, { demoAccounts: false });
      const [counts] = await db.query<{ users: number; products: number }>(
        'SELECT (SELECT count(*) FROM ecommerce_user)::int AS users, (SELECT count(*) FROM product)::int AS products',
      );
      expect(counts).toEqual({ users: 0, products: 10 });
    } finally {
      await db.close();
    }
  });
});
