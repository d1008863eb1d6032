import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillListResponseSchema } from '../../contract/bill';
import { CheckoutSessionResponseSchema, LegacyOrderSchema } from '../../contract/checkout';
import { createApp } from '../../server/app';
import { StaticFiles } from '../../server/http/static-files';
import { createStripeClient, createStripeProvider } from '../../server/payments/stripe-provider';
import { BACKENDS, createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

const CARD = { name: 'María Fernanda Ochoa', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const ADDRESS = 'Av. Independencia 1205, Col. Centro, Chihuahua, Chihuahua, 31000';

/** The test checkout takes no money: every order it writes, and every page while it is on, says so. */
describe.each(BACKENDS)('test-mode payments on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, 40);
  });
  afterAll(() => t.close());

  const myOrders = async () =>
    BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json(),
    );

  it('the seed’s demo orders are test payments', async () => {
    const bills = await myOrders();
    expect(bills.length).toBeGreaterThan(0);
    for (const bill of bills) expect(bill.payment_provider).toBe('test');
    const rows = await t.db.query<{ payment_provider: string; payment_id: string }>(
      'SELECT payment_provider, payment_id FROM bill',
    );
    for (const row of rows)
      expect(row).toMatchObject({ payment_provider: 'test', payment_id: expect.stringMatching(/^pay_test_/) });
  });

  it('an order paid on the test checkout records the provider and a payment id of its own, and shows it', async () => {
    const [product] = await t.db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE stock > 0 AND ${SOLD_WHOLE_SQL} ORDER BY product_id DESC LIMIT 1`,
    );
    const res = await t.call('POST', '/api/payment/create-checkout-session', {
      token: t.demo.token,
      body: {
        products: [{ product_id: product!.product_id, quantity: 1 }],
        userId: t.demo.id,
        shipping_address: ADDRESS,
        delivery: 'a',
      },
    });
    const session = CheckoutSessionResponseSchema.parse(await res.json());
    const paid = await t.app.request(session.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(CARD).toString(),
    });
    expect(paid.status).toBe(303);

    const [row] = await t.db.query<{ bill_id: number; payment_provider: string; payment_id: string }>(
      'SELECT b.bill_id, b.payment_provider, b.payment_id FROM bill b JOIN checkout_session s ON s.bill_id = b.bill_id WHERE s.session_id = $1',
      [session.id],
    );
    expect(row).toMatchObject({
      payment_provider: 'test',
      payment_id: expect.stringMatching(/^pay_test_[A-Za-z0-9_-]{16,}$/),
    });
    const others = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bill WHERE payment_id = $1', [
      row!.payment_id,
    ]);
    expect(others[0]!.n).toBe(1);

    // Mis compras (list and detail) and the success page all learn it was a test payment.
    expect((await myOrders()).find((b) => b.bill_id === row!.bill_id)?.payment_provider).toBe('test');
    const detail = BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill?bill_id=${row!.bill_id}`, { token: t.demo.token })).json(),
    );
    expect(detail[0]!.payment_provider).toBe('test');
    const success = LegacyOrderSchema.parse(
      await (await t.call('GET', `/api/orders/checkout-session/${session.id}`, { token: t.demo.token })).json(),
    );
    expect(success.data[0]!.attributes.payment_provider).toBe('test');
  });
});

describe('the Modo de prueba banner', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', 20);
    // A minimal build: the plain SPA shell (no server renderer), as served when dist/.ssr is absent.
    dist = mkdtempSync(join(tmpdir(), 'outlet-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html>\n<html lang="es-MX">\n  <head>\n    <title>x</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async (app: ReturnType<typeof createApp>, path: string) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    return res.text();
  };

  it('is on every page while the test checkout takes the payments, outside the app’s root, in a landmark', async () => {
    const app = createApp(t.deps, new StaticFiles(dist));
    for (const path of ['/', '/products/all/1', '/profile']) {
      const html = await page(app, path);
      expect(html).toMatch(
        /<body>\s*<aside aria-label="Modo de prueba"[^>]*>[\s\S]*no se hace ningún cargo real[\s\S]*<\/aside>\s*<div id="root">/,
      );
    }
  });

  it('is absent from the back office, a workplace of its own', async () => {
    const app = createApp(t.deps, new StaticFiles(dist));
    for (const path of ['/admin', '/admin/productos', '/admin/pedidos/1'])
      expect(await page(app, path), path).not.toContain('Modo de prueba');
    // an address that only starts like it is the store's
    expect(await (await app.request('/administracion')).text()).toContain('Modo de prueba');
  });

  it('is absent when Stripe takes the payments', async () => {
    const stripe = createStripeClient({ secretKey: 'sk_test_unused' });
    const app = createApp(
      { ...t.deps, payments: createStripeProvider(stripe), stripeWebhook: { stripe, secret: 'whsec_unused' } },
      new StaticFiles(dist),
    );
    expect(await page(app, '/')).not.toContain('Modo de prueba');
  });
});
