/**
 * The back office's orders: the owner lists and filters orders, reads one whole, and moves it by the
 * fulfilment statechart: ship with a FedEx number, make a pickup ready, deliver, cancel before it
 * leaves (the stock comes back, the money is owed back). A move the machine does not take is a
 * 409 that changes nothing; every move is in the order's history; the customer sees it in
 * 'Mis compras'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_PAGE_SIZE, AdminOrderDetailSchema, AdminOrderListSchema } from '../../contract/admin-orders';
import { LoginResponseSchema } from '../../contract/auth';
import { BillListResponseSchema, SHIPPING_STATUS } from '../../contract/bill';
import { CheckoutSessionResponseSchema } from '../../contract/checkout';
import { ADMIN_ERRORS } from '../../copy/admin';
import { API_ERRORS } from '../../copy/api';
import { DEMO_CUSTOMER, DEMO_OWNER } from '../../server/db/seed';
import { BACKENDS, createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

describe.each(BACKENDS)('the owner’s orders on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend, 40);
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
  });
  afterAll(() => t.close());

  const admin = (method: string, path: string, body?: unknown) =>
    t.call(method, `/api/admin/orders${path}`, { token: owner, body });
  const detail = async (id: number) => AdminOrderDetailSchema.parse(await (await admin('GET', `/${id}`)).json());
  const stockOf = async (id: number) =>
    (await t.db.query<{ stock: number }>('SELECT stock FROM product WHERE product_id = $1', [id]))[0]!.stock;

  /** The demo customer buys `quantity` of a product on the test checkout, with this delivery choice. */
  async function buy(delivery: 'a' | 'b' | 'c', quantity = 2): Promise<{ billId: number; productId: number }> {
    const [product] = await t.db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE stock >= 5 AND original_price_cents = 0 AND ${SOLD_WHOLE_SQL} ORDER BY product_id LIMIT 1`,
    );
    const created = await t.call('POST', '/api/payment/create-checkout-session', {
      token: t.demo.token,
      body: {
        products: [{ product_id: product!.product_id, quantity }],
        userId: t.demo.id,
        delivery,
        shipping_address: delivery === 'b' ? '' : 'Calle Aldama 500, Centro, Chihuahua, Chih., 31000',
      },
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const session = CheckoutSessionResponseSchema.parse(await created.json());
    const card = new URLSearchParams({
      name: 'María Fernanda Ochoa',
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    const paid = await t.app.request(session.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: card.toString(),
    });
    expect(paid.status).toBe(303);
    const [bill] = BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json(),
    );
    return { billId: bill!.bill_id, productId: product!.product_id };
  }

  it('every route answers only an admin: none is a 401, a customer a 403, and nothing moves', async () => {
    const [bill] = await t.db.query<{ bill_id: number; shipping_status: string }>(
      'SELECT bill_id, shipping_status FROM bill ORDER BY bill_id LIMIT 1',
    );
    for (const [method, path, body] of [
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${bill!.bill_id}`],
      ['POST', `/api/admin/orders/${bill!.bill_id}/fulfilment`, { action: 'cancel' }],
    ] as const) {
      expect((await t.call(method, path, { body })).status).toBe(401);
      const customer = await t.call(method, path, { body, token: t.demo.token });
      expect(customer.status).toBe(403);
      expect(await customer.json()).toEqual({ error: API_ERRORS.notAdmin });
    }
    expect((await t.db.query('SELECT shipping_status FROM bill WHERE bill_id = $1', [bill!.bill_id]))[0]).toEqual({
      shipping_status: bill!.shipping_status,
    });
  });

  it('a home delivery: shipped with its FedEx number, then delivered; the customer sees each step', async () => {
    const { billId } = await buy('a');
    const before = await detail(billId);
    expect(before.order).toMatchObject({
      delivery: 'a',
      shipping_status: SHIPPING_STATUS.inProgress,
      payment_provider: 'test',
      customer: { phone_number: '+526141234567', email: DEMO_CUSTOMER.email },
    });
    expect(before.order.payment_id).toMatch(/^pay_test_/);
    // the line shows the photo it was bought with
    expect(before.lines[0]!.image).toMatch(/\.webp$/);
    expect(before.moves).toEqual(['ship', 'cancel']);
    expect(before.lines).toHaveLength(1);

    const bad = await admin('POST', `/${billId}/fulfilment`, { action: 'ship', tracking: '12' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe(ADMIN_ERRORS.trackingLength);
    const shipped = AdminOrderDetailSchema.parse(
      await (await admin('POST', `/${billId}/fulfilment`, { action: 'ship', tracking: ' 794612905532 ' })).json(),
    );
    expect(shipped.order).toMatchObject({ shipping_status: 'enviado', shipping_tracking_number: '794612905532' });
    expect(shipped.moves).toEqual(['deliver', 'correctTracking']);
    const mine = BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json(),
    );
    expect(mine.find((b) => b.bill_id === billId)).toMatchObject({
      shipping_status: 'enviado',
      shipping_tracking_number: '794612905532',
    });

    const refused = await admin('POST', `/${billId}/fulfilment`, { action: 'cancel' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: ADMIN_ERRORS.moveRefused('enviado') });
    const delivered = AdminOrderDetailSchema.parse(
      await (await admin('POST', `/${billId}/fulfilment`, { action: 'deliver' })).json(),
    );
    expect(delivered.order.shipping_status).toBe('entregado');
    expect(delivered.moves).toEqual([]);
    expect(delivered.history.map((h) => h.action)).toEqual(['delivered', 'shipped']);
    expect(delivered.history[1]).toMatchObject({
      by: { phone_number: '+526147654321' },
      before: { status: 'En proceso', tracking: null },
      after: { status: 'enviado', tracking: '794612905532' },
    });
  });

  it('a shipped order’s FedEx number is corrected: recorded in its history, and the customer’s link follows it', async () => {
    const { billId } = await buy('a');
    const correct = (tracking: unknown) =>
      admin('POST', `/${billId}/fulfilment`, { action: 'correctTracking', tracking });
    // nothing to correct before it ships
    const early = await correct('771234567890');
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: ADMIN_ERRORS.moveRefused('En proceso') });
    expect((await admin('POST', `/${billId}/fulfilment`, { action: 'ship', tracking: '794612905532' })).status).toBe(
      200,
    );
    expect((await detail(billId)).moves).toEqual(['deliver', 'correctTracking']);

    for (const bad of ['12', '', 'guía#1', 42]) {
      const res = await correct(bad);
      expect(res.status, String(bad)).toBe(400);
      expect((await res.json()).error, String(bad)).toMatch(/número de guía/);
    }
    const same = await correct(' 794612905532 ');
    expect(same.status).toBe(400);
    expect(await same.json()).toEqual({ error: ADMIN_ERRORS.trackingUnchanged });
    expect((await detail(billId)).history).toHaveLength(1);

    const corrected = AdminOrderDetailSchema.parse(await (await correct('771234567890')).json());
    expect(corrected.order).toMatchObject({ shipping_status: 'enviado', shipping_tracking_number: '771234567890' });
    expect(corrected.moves).toEqual(['deliver', 'correctTracking']);
    expect(corrected.history.map((h) => h.action)).toEqual(['trackingCorrected', 'shipped']);
    expect(corrected.history[0]).toMatchObject({
      by: { phone_number: '+526147654321' },
      before: { tracking: '794612905532' },
      after: { tracking: '771234567890' },
    });
    const mine = BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json(),
    );
    expect(mine.find((b) => b.bill_id === billId)).toMatchObject({
      shipping_status: 'enviado',
      shipping_tracking_number: '771234567890',
    });

    // once delivered, the number stays as it was
    expect((await admin('POST', `/${billId}/fulfilment`, { action: 'deliver' })).status).toBe(200);
    const late = await correct('771234567891');
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ error: ADMIN_ERRORS.moveRefused('entregado') });
    expect((await detail(billId)).order.shipping_tracking_number).toBe('771234567890');
  });

  it('a store pickup has no FedEx number to correct', async () => {
    const { billId } = await buy('b');
    await admin('POST', `/${billId}/fulfilment`, { action: 'readyForPickup' });
    expect(
      (await admin('POST', `/${billId}/fulfilment`, { action: 'correctTracking', tracking: '771234567890' })).status,
    ).toBe(409);
    expect((await detail(billId)).order.shipping_tracking_number).toBeNull();
  });

  it('a FedEx number written as printed (spaces, dashes) is stored as one word of digits', async () => {
    for (const printed of ['7712 3456 7890', '7712-3456-7890']) {
      const { billId } = await buy('a');
      const res = await admin('POST', `/${billId}/fulfilment`, { action: 'ship', tracking: printed });
      expect(res.status, printed).toBe(200);
      expect(AdminOrderDetailSchema.parse(await res.json()).order.shipping_tracking_number).toBe('771234567890');
    }
    const { billId } = await buy('a');
    const wrong = await admin('POST', `/${billId}/fulfilment`, { action: 'ship', tracking: '7712 3456 #890' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe(ADMIN_ERRORS.trackingCharacters('#'));
    expect((await detail(billId)).order.shipping_status).toBe(SHIPPING_STATUS.inProgress);
  });

  it('a store pickup is made ready, never shipped, then delivered', async () => {
    const { billId } = await buy('b');
    expect((await detail(billId)).moves).toEqual(['readyForPickup', 'cancel']);
    expect((await admin('POST', `/${billId}/fulfilment`, { action: 'ship', tracking: '794612905532' })).status).toBe(
      409,
    );
    expect((await detail(billId)).order.shipping_tracking_number).toBeNull();
    const ready = AdminOrderDetailSchema.parse(
      await (await admin('POST', `/${billId}/fulfilment`, { action: 'readyForPickup' })).json(),
    );
    expect(ready.order.shipping_status).toBe('listo para recoger');
    const done = AdminOrderDetailSchema.parse(
      await (await admin('POST', `/${billId}/fulfilment`, { action: 'deliver' })).json(),
    );
    expect(done.order.shipping_status).toBe('entregado');
  });

  it('cancelling before it leaves gives the stock back exactly once and records the refund', async () => {
    const { billId, productId } = await buy('c', 3);
    const stock = await stockOf(productId);
    const cancelled = AdminOrderDetailSchema.parse(
      await (await admin('POST', `/${billId}/fulfilment`, { action: 'cancel' })).json(),
    );
    expect(cancelled.order.shipping_status).toBe('cancelado');
    expect(await stockOf(productId)).toBe(stock + 3);
    // the test checkout took no money: there is nothing to refund, and the record says so
    expect(cancelled.order).toMatchObject({ refund_status: 'notCharged', refund_id: null });
    expect(cancelled.history.map((h) => h.action)).toEqual(['cancelled']);
    expect(cancelled.history[0]!.after).toMatchObject({ status: 'cancelado', refund: 'notCharged' });
    expect((await admin('POST', `/${billId}/fulfilment`, { action: 'cancel' })).status).toBe(409);
    expect(await stockOf(productId)).toBe(stock + 3);
  });

  it('two admins cancelling at once: one cancels, the other is refused, the stock comes back once', async () => {
    const { billId, productId } = await buy('a', 2);
    const stock = await stockOf(productId);
    const results = await Promise.all([
      admin('POST', `/${billId}/fulfilment`, { action: 'cancel' }),
      admin('POST', `/${billId}/fulfilment`, { action: 'cancel' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(productId)).toBe(stock + 2);
  });

  it('lists newest first, with every filter', async () => {
    const all = AdminOrderListSchema.parse(await (await admin('GET', '')).json());
    const [count] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bill');
    expect(all.total).toBe(count!.n);
    expect(all.orders.length).toBe(Math.min(count!.n, ADMIN_ORDER_PAGE_SIZE));
    const times = all.orders.map((o) => Date.parse(o.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const expectEvery = async (query: string, rule: (o: (typeof all.orders)[number]) => boolean) => {
      const list = AdminOrderListSchema.parse(await (await admin('GET', `?${query}`)).json());
      expect(list.orders.length, query).toBeGreaterThan(0);
      expect(list.orders.every(rule), query).toBe(true);
    };
    await expectEvery(`status=${encodeURIComponent('cancelado')}`, (o) => o.shipping_status === 'cancelado');
    await expectEvery('delivery=b', (o) => o.delivery === 'b');
    await expectEvery('test=true', (o) => o.payment_provider === 'test');
    await expectEvery('phone=614%20123', (o) => o.customer.phone_number.includes('614123'));
    await expectEvery(`folio=${all.orders[0]!.bill_id}`, (o) => o.bill_id === all.orders[0]!.bill_id);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chihuahua' }).format(new Date());
    await expectEvery(`from=${today}&to=${today}`, (o) => Date.now() - Date.parse(o.created_at) < 86_400_000 * 2);
    const none = AdminOrderListSchema.parse(await (await admin('GET', '?test=false')).json());
    expect(none.orders).toEqual([]);
    for (const bad of ['status=perdido', 'from=ayer', 'delivery=d', 'folio=x', 'page=0', 'phone=abc']) {
      const res = await admin('GET', `?${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });

  it('sorts by date or by total, either way; an unknown sort is a Spanish 400', async () => {
    const list = async (sort: string) =>
      AdminOrderListSchema.parse(await (await admin('GET', `?sort=${sort}`)).json()).orders;
    const ascending = (values: number[]) => expect(values).toEqual([...values].sort((a, b) => a - b));
    const descending = (values: number[]) => expect(values).toEqual([...values].sort((a, b) => b - a));
    const totals = (await list('total_asc')).map((o) => o.total_amount);
    expect(new Set(totals).size).toBeGreaterThan(1);
    ascending(totals);
    descending((await list('total_desc')).map((o) => o.total_amount));
    ascending((await list('date_asc')).map((o) => Date.parse(o.created_at)));
    descending((await list('date_desc')).map((o) => Date.parse(o.created_at)));
    const bad = await admin('GET', '?sort=precio');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('El orden debe ser date_desc, date_asc, total_desc o total_asc.');
  });

  it('a day that does not exist is a Spanish 400, never a database error', async () => {
    for (const day of ['2024-02-30', '2023-02-29', '2024-04-31', '0000-01-01', '2024-00-10', '2024-12-32']) {
      for (const end of ['from', 'to'] as const) {
        const res = await admin('GET', `?${end}=${day}`);
        expect(res.status, `${end}=${day}`).toBe(400);
        expect((await res.json()).error, `${end}=${day}`).toBe(
          `${end === 'from' ? 'Desde' : 'Hasta'} debe ser una fecha AAAA-MM-DD.`,
        );
      }
    }
    for (const day of ['2024-02-29', '2023-02-28', '2024-04-30', '0001-01-01', '9999-12-31'])
      expect((await admin('GET', `?from=${day}&to=${day}`)).status, day).toBe(200);
  });

  it('an unknown order is a Spanish 404; an unknown move a 400', async () => {
    expect(await (await admin('GET', '/999999')).json()).toEqual({ error: ADMIN_ERRORS.orderMissing });
    expect((await admin('POST', '/999999/fulfilment', { action: 'deliver' })).status).toBe(404);
    const [bill] = await t.db.query<{ bill_id: number }>('SELECT bill_id FROM bill ORDER BY bill_id LIMIT 1');
    const res = await admin('POST', `/${bill!.bill_id}/fulfilment`, { action: 'lose' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(
      'Esa acción no existe: ship, readyForPickup, deliver, cancel o correctTracking.',
    );
  });
});
