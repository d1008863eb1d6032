import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillListResponseSchema } from '../../contract/bill';
import { CheckoutSessionResponseSchema } from '../../contract/checkout';
import { DEMO_OWNER } from '../../server/db/seed';
import { createBill } from '../../server/modules/bills/create-bill';
import { CHECKOUT_SESSIONS_PER_CUSTOMER } from '../../server/modules/checkout/limits';
import { priceOrder } from '../../server/modules/checkout/price-order';
import { createStripeClient, createStripeProvider } from '../../server/payments/stripe-provider';
import { freePort } from '../support/postgres';
import { createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

const WEBHOOK_SECRET = 'whsec_test_local_fake_secret';
const ADDRESS = 'Av. Independencia 1205, Col. Centro, Chihuahua, Chihuahua, 31000';

/** A local stand-in for the three Stripe endpoints the store calls; it records what it was sent. */
function fakeStripe() {
  const calls: { method: string; path: string; form: URLSearchParams }[] = [];
  let sessions = 0;
  let refunds = 0;
  let refundsFail = false;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      calls.push({ method: req.method!, path, form: new URLSearchParams(body) });
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'POST' && path === '/v1/coupons') return reply(200, { id: 'co_fake', object: 'coupon' });
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_fake_${++sessions}`;
        return reply(200, { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` });
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (req.method === 'POST' && expire)
        return reply(200, { id: expire[1], object: 'checkout.session', status: 'expired' });
      if (req.method === 'POST' && path === '/v1/refunds') {
        if (refundsFail) return reply(500, { error: { type: 'api_error', message: 'Stripe is down' } });
        return reply(200, {
          id: `re_fake_${++refunds}`,
          object: 'refund',
          payment_intent: new URLSearchParams(body).get('payment_intent'),
          status: 'succeeded',
        });
      }
      const intent = /^\/v1\/payment_intents\/(pi_fake_\w+)$/.exec(path);
      if (req.method === 'GET' && intent)
        return reply(200, {
          id: intent[1],
          object: 'payment_intent',
          payment_method: { id: 'pm_fake', object: 'payment_method', card: { last4: '4242' } },
        });
      reply(404, { error: { type: 'invalid_request_error', message: `No fake for ${req.method} ${path}` } });
    });
  });
  return { server, calls, failRefunds: (fail: boolean) => (refundsFail = fail) };
}

describe('Stripe Checkout, against a local fake of its API', () => {
  let t: TestApp;
  let fake: ReturnType<typeof fakeStripe>;
  const stripe = () => t.deps.stripeWebhook!.stripe;

  beforeAll(async () => {
    fake = fakeStripe();
    const port = await freePort();
    await new Promise<void>((r) => fake.server.listen(port, '127.0.0.1', r));
    const client = createStripeClient({ secretKey: 'sk_test_fake', host: '127.0.0.1', port, protocol: 'http' });
    t = await createTestApp('pglite', 60, {
      payments: createStripeProvider(client),
      stripeWebhook: { stripe: client, secret: WEBHOOK_SECRET },
    });
  });
  afterAll(async () => {
    await t.close();
    fake.server.close();
  });

  const twoRegular = () =>
    t.db.query<{ product_id: number; price_cents: number; stock: number }>(
      `SELECT product_id, price_cents, stock FROM product WHERE original_price_cents = 0 AND stock > 2 AND ${SOLD_WHOLE_SQL} ORDER BY product_id LIMIT 2`,
    );
  const billCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bill'))[0]!.n;
  const webhook = (event: unknown, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = stripe().webhooks.generateTestHeaderString({ payload, secret });
    return t.app.request('/api/payment/webhook', {
      method: 'POST',
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      body: payload,
    });
  };
  /** A signed event about one of our sessions, as Stripe sends it: its Stripe id, our id, the amount charged. */
  const stripeEvent = async (type: string, ours: string, fields: Record<string, unknown> = {}) => {
    const [stored] = await t.db.query<{ provider_session_id: string; total_cents: number }>(
      'SELECT provider_session_id, total_cents FROM checkout_session WHERE session_id = $1',
      [ours],
    );
    const object = {
      id: stored!.provider_session_id,
      object: 'checkout.session',
      client_reference_id: ours,
      metadata: { session_id: ours },
      payment_status: 'paid',
      payment_intent: `pi_fake_${stored!.provider_session_id}`, // one PaymentIntent per Checkout Session
      amount_total: stored!.total_cents,
      currency: 'mxn',
      ...fields,
    };
    return { id: `evt_${++events}`, object: 'event', type, data: { object } };
  };
  let events = 0;
  const stockOf = async (productId: number) =>
    (await t.db.query<{ stock: number }>('SELECT stock FROM product WHERE product_id = $1', [productId]))[0]!.stock;
  const statusOf = async (ours: string) =>
    (
      await t.db.query<{ status: string; expires_at: Date | string }>(
        'SELECT status, expires_at FROM checkout_session WHERE session_id = $1',
        [ours],
      )
    )[0]!;
  const createSession = async (products: { product_id: number; quantity: number }[]) => {
    const res = await t.call('POST', '/api/payment/create-checkout-session', {
      token: t.demo.token,
      body: { products, userId: t.demo.id, shipping_address: ADDRESS, delivery: 'a' },
    });
    expect(res.status).toBe(200);
    return CheckoutSessionResponseSchema.parse(await res.json());
  };

  it('creates a Checkout Session in MXN with the server’s prices, the 2x1 as a coupon and FedEx shipping', async () => {
    const [a, b] = await twoRegular();
    const session = await createSession([
      { product_id: a!.product_id, quantity: 1 },
      { product_id: b!.product_id, quantity: 1 },
    ]);
    expect(session.url).toBe('https://checkout.stripe.com/c/pay/cs_fake_1');
    const coupon = fake.calls.find((c) => c.path === '/v1/coupons')!;
    expect(Number(coupon.form.get('amount_off'))).toBe(Math.min(a!.price_cents, b!.price_cents));
    expect(coupon.form.get('currency')).toBe('mxn');
    const created = fake.calls.find((c) => c.path === '/v1/checkout/sessions')!.form;
    expect(created.get('currency')).toBe('mxn');
    expect(created.get('client_reference_id')).toBe(session.id);
    expect(Number(created.get('line_items[0][price_data][unit_amount]'))).toBe(a!.price_cents);
    expect(Number(created.get('line_items[1][price_data][unit_amount]'))).toBe(b!.price_cents);
    expect(created.get('discounts[0][coupon]')).toBe('co_fake');
    expect(Number(created.get('shipping_options[0][shipping_rate_data][fixed_amount][amount]'))).toBe(14900);
    expect(created.get('shipping_options[0][shipping_rate_data][display_name]')).toBe('FedEx a domicilio');
    expect(created.get('success_url')).toMatch(new RegExp(`/success/${session.id}$`));
    // Coming back without paying lands on the cancel page, which releases this session.
    expect(created.get('cancel_url')).toMatch(new RegExp(`/cancel/\\?session_id=${session.id}$`));
    expect(Number(created.get('expires_at')) * 1000 - Date.now()).toBeGreaterThan(30 * 60_000);
  });

  it('writes the order from the signed completion webhook, once', async () => {
    const [a] = await twoRegular();
    const bills = await billCount();
    const session = await createSession([{ product_id: a!.product_id, quantity: 1 }]);
    // The session replaced the customer's previous one, which Stripe is told to expire.
    expect(fake.calls.some((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions/cs_fake_1/expire')).toBe(
      true,
    );
    const before = {
      bills,
      stock: (
        await t.db.query<{ stock: number }>('SELECT stock FROM product WHERE product_id = $1', [a!.product_id])
      )[0]!.stock,
    };
    const event = await stripeEvent('checkout.session.completed', session.id);
    expect((await webhook(event, 'whsec_someone_else')).status).toBe(400);
    expect(await billCount()).toBe(before.bills);
    expect((await webhook(event)).status).toBe(200);
    expect((await webhook(event)).status).toBe(200); // Stripe retries: still one order
    expect(await billCount()).toBe(before.bills + 1);
    const [stock] = await t.db.query<{ stock: number }>('SELECT stock FROM product WHERE product_id = $1', [
      a!.product_id,
    ]);
    expect(stock!.stock).toBe(before.stock); // the reservation already took the unit
    const [bill] = BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json(),
    );
    expect(bill).toMatchObject({
      shipping_status: 'En proceso',
      shipping_last4: '4242',
      shipping_cost: 149,
      payment_provider: 'stripe',
    });
    // The bill keeps Stripe's id for the payment: the PaymentIntent.
    const [payment] = await t.db.query<{ payment_id: string }>('SELECT payment_id FROM bill WHERE bill_id = $1', [
      bill!.bill_id,
    ]);
    expect(payment!.payment_id).toBe(event.data.object.payment_intent);
  });

  it('an expired session gives its stock back', async () => {
    const [, b] = await twoRegular();
    const session = await createSession([{ product_id: b!.product_id, quantity: 2 }]);
    const reserved = (
      await t.db.query<{ stock: number }>('SELECT stock FROM product WHERE product_id = $1', [b!.product_id])
    )[0]!.stock;
    const event = await stripeEvent('checkout.session.expired', session.id, { payment_status: 'unpaid' });
    expect((await webhook(event)).status).toBe(200);
    const after = (
      await t.db.query<{ stock: number }>('SELECT stock FROM product WHERE product_id = $1', [b!.product_id])
    )[0]!.stock;
    expect(after).toBe(reserved + 2);
  });

  it('a completion for another amount is not acknowledged and writes nothing, so Stripe retries', async () => {
    const [a] = await twoRegular();
    const session = await createSession([{ product_id: a!.product_id, quantity: 1 }]);
    const bills = await billCount();
    const event = await stripeEvent('checkout.session.completed', session.id);
    const res = await webhook({ ...event, data: { object: { ...event.data.object, amount_total: 100 } } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBeTruthy();
    expect(await billCount()).toBe(bills);
    expect((await statusOf(session.id)).status).toBe('open');
    expect((await webhook(event)).status).toBe(200); // the right amount still goes through
    expect(await billCount()).toBe(bills + 1);
  });

  it('a completion naming another Stripe session is not acknowledged and writes nothing', async () => {
    const [a] = await twoRegular();
    const session = await createSession([{ product_id: a!.product_id, quantity: 1 }]);
    const bills = await billCount();
    const res = await webhook(
      await stripeEvent('checkout.session.completed', session.id, { id: 'cs_fake_someone_else' }),
    );
    expect(res.status).toBe(409);
    expect(await billCount()).toBe(bills);
    expect((await statusOf(session.id)).status).toBe('open');
  });

  it('a paid session that can no longer be fulfilled is not acknowledged', async () => {
    const [a] = await twoRegular();
    const session = await createSession([{ product_id: a!.product_id, quantity: 1 }]);
    expect(
      (await webhook(await stripeEvent('checkout.session.expired', session.id, { payment_status: 'unpaid' }))).status,
    ).toBe(200);
    const bills = await billCount();
    const res = await webhook(await stripeEvent('checkout.session.completed', session.id));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await billCount()).toBe(bills);
  });

  it('OXXO: a voucher keeps the stock reserved until it is paid, then the order is written', async () => {
    const [a] = await twoRegular();
    const stock = await stockOf(a!.product_id);
    const session = await createSession([{ product_id: a!.product_id, quantity: 1 }]);
    const bills = await billCount();
    expect(
      (await webhook(await stripeEvent('checkout.session.completed', session.id, { payment_status: 'unpaid' }))).status,
    ).toBe(200);
    expect(await billCount()).toBe(bills);
    const waiting = await statusOf(session.id);
    expect(waiting.status).toBe('open');
    // A voucher is paid at a shop's counter: the reservation outlives the 30-minute checkout, for 48 hours.
    expect(new Date(waiting.expires_at).getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
    expect(await stockOf(a!.product_id)).toBe(stock - 1);
    expect((await webhook(await stripeEvent('checkout.session.async_payment_succeeded', session.id))).status).toBe(200);
    expect(await billCount()).toBe(bills + 1);
    expect(await stockOf(a!.product_id)).toBe(stock - 1);
  });

  it('OXXO: an unpaid voucher gives the stock back', async () => {
    const [a] = await twoRegular();
    const stock = await stockOf(a!.product_id);
    const session = await createSession([{ product_id: a!.product_id, quantity: 2 }]);
    const bills = await billCount();
    expect(
      (await webhook(await stripeEvent('checkout.session.completed', session.id, { payment_status: 'unpaid' }))).status,
    ).toBe(200);
    expect(
      (
        await webhook(
          await stripeEvent('checkout.session.async_payment_failed', session.id, { payment_status: 'unpaid' }),
        )
      ).status,
    ).toBe(200);
    expect(await stockOf(a!.product_id)).toBe(stock);
    expect((await statusOf(session.id)).status).toBe('expired');
    expect(await billCount()).toBe(bills);
  });

  /**
   * The pickup session (no shipping) for one unit of a product sold whole at `cents`: the total is
   * the price. The customer's checkout count starts again, since this file opens many sessions.
   */
  const pickupSession = async (cents: number) => {
    await t.deps.counters.reset(`${CHECKOUT_SESSIONS_PER_CUSTOMER.name}:${t.demo.id}`);
    const [product] = await t.db.query<{ product_id: number }>(
      `UPDATE product SET price_cents = $1 WHERE product_id = (SELECT product_id FROM product
         WHERE original_price_cents = 0 AND stock > 2 AND ${SOLD_WHOLE_SQL} ORDER BY product_id DESC LIMIT 1)
       RETURNING product_id`,
      [cents],
    );
    const res = await t.call('POST', '/api/payment/create-checkout-session', {
      token: t.demo.token,
      body: {
        products: [{ product_id: product!.product_id, quantity: 1 }],
        userId: t.demo.id,
        shipping_address: ADDRESS,
        delivery: 'b',
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const created = fake.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!.form;
    return { product: product!, created, session: CheckoutSessionResponseSchema.parse(await res.json()) };
  };

  it('meses sin intereses: offered on the card from a $300 total, and turned off below it', async () => {
    const dear = await pickupSession(30_000);
    // The store tells its product pages that it takes them (the page names the plan, contract/installments.ts).
    const page = await t.app.request(`/api/product/single/${dear.product.product_id}`);
    expect(((await page.json()) as { installments: boolean }).installments).toBe(true);
    expect(dear.created.get('payment_method_options[card][installments][enabled]')).toBe('true');
    const cheap = await pickupSession(29_999);
    expect(cheap.created.get('payment_method_options[card][installments][enabled]')).toBe('false');
    for (const { created } of [dear, cheap]) {
      // The card, an OXXO voucher and a SPEI transfer, which Stripe takes into a customer's balance.
      const methods = [...created].filter(([key]) => key.startsWith('allowed_payment_method_types[')).map(([, v]) => v);
      expect(methods.sort()).toEqual(['card', 'customer_balance', 'oxxo']);
      expect(created.get('payment_method_options[customer_balance][funding_type]')).toBe('bank_transfer');
      expect(created.get('payment_method_options[customer_balance][bank_transfer][type]')).toBe('mx_bank_transfer');
      expect(created.get('customer_creation')).toBe('always');
    }
  });

  it('SPEI: the transfer’s instructions keep the stock reserved until Stripe reports it paid, then the order is written', async () => {
    const { product, session } = await pickupSession(129_900);
    const stock = await stockOf(product.product_id);
    const bills = await billCount();
    const spei = { payment_status: 'unpaid', payment_method_types: ['card', 'customer_balance', 'oxxo'] };
    expect((await webhook(await stripeEvent('checkout.session.completed', session.id, spei))).status).toBe(200);
    expect(await billCount()).toBe(bills);
    expect((await statusOf(session.id)).status).toBe('open');
    expect(new Date((await statusOf(session.id)).expires_at).getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
    // The shopper's own way back does not release a transfer that can still arrive.
    const back = await t.call('POST', '/api/payment/cancel-checkout-session', {
      token: t.demo.token,
      body: { session_id: session.id },
    });
    expect(await back.json()).toEqual({ released: false });
    expect(await stockOf(product.product_id)).toBe(stock);
    expect((await webhook(await stripeEvent('checkout.session.async_payment_succeeded', session.id))).status).toBe(200);
    expect(await billCount()).toBe(bills + 1);
    expect((await statusOf(session.id)).status).toBe('paid');
    expect(await stockOf(product.product_id)).toBe(stock);
  });

  it('SPEI: a transfer that never arrives gives the stock back and writes no order', async () => {
    const { product, session } = await pickupSession(129_900);
    const reserved = await stockOf(product.product_id);
    const bills = await billCount();
    const unpaid = { payment_status: 'unpaid' };
    expect((await webhook(await stripeEvent('checkout.session.completed', session.id, unpaid))).status).toBe(200);
    expect((await webhook(await stripeEvent('checkout.session.async_payment_failed', session.id, unpaid))).status).toBe(
      200,
    );
    expect(await stockOf(product.product_id)).toBe(reserved + 1);
    expect((await statusOf(session.id)).status).toBe('expired');
    // A payment reported after the lapse finds the session closed: Stripe is told to retry, the shop refunds it.
    expect((await webhook(await stripeEvent('checkout.session.async_payment_succeeded', session.id))).status).toBe(409);
    expect(await billCount()).toBe(bills);
  });

  it('coming back from Stripe without paying releases the session here and expires it at Stripe', async () => {
    const [a] = await twoRegular();
    const session = await createSession([{ product_id: a!.product_id, quantity: 1 }]);
    const [row] = await t.db.query<{ provider_session_id: string }>(
      'SELECT provider_session_id FROM checkout_session WHERE session_id = $1',
      [session.id],
    );
    const res = await t.call('POST', '/api/payment/cancel-checkout-session', {
      token: t.demo.token,
      body: { session_id: session.id },
    });
    expect(await res.json()).toEqual({ released: true });
    expect(
      fake.calls.some(
        (c) => c.method === 'POST' && c.path === `/v1/checkout/sessions/${row!.provider_session_id}/expire`,
      ),
    ).toBe(true);
  });

  it('OXXO: a voucher is due before the store’s 48-hour hold ends: Stripe is told 1 calendar day', async () => {
    // Stripe ends a voucher at 23:59 (Mexico City) of the day `expires_after_days` after it is
    // issued: 2 would leave it payable up to 72 hours, a day after the units went back on sale.
    const [a] = await twoRegular();
    await createSession([{ product_id: a!.product_id, quantity: 1 }]);
    const created = fake.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!.form;
    expect(created.get('payment_method_options[oxxo][expires_after_days]')).toBe('1');
  });

  it('a voucher holds 48 hours; while it is open a new checkout offers only the card, and a second voucher is refused', async () => {
    const [a, b] = await twoRegular();
    const voucher = await createSession([{ product_id: a!.product_id, quantity: 1 }]);
    const unpaid = { payment_status: 'unpaid' };
    expect((await webhook(await stripeEvent('checkout.session.completed', voucher.id, unpaid))).status).toBe(200);
    const hold = new Date((await statusOf(voucher.id)).expires_at).getTime() - Date.now();
    expect(hold).toBeGreaterThan(47 * 3_600_000);
    expect(hold).toBeLessThanOrEqual(48 * 3_600_000);

    const second = await createSession([{ product_id: b!.product_id, quantity: 1 }]);
    const created = fake.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!.form;
    const methods = [...created].filter(([key]) => key.startsWith('allowed_payment_method_types[')).map(([, v]) => v);
    expect(methods).toEqual(['card']);
    // A voucher Stripe issued anyway (the checkout opened as the first became one) is not held.
    expect((await webhook(await stripeEvent('checkout.session.completed', second.id, unpaid))).status).toBe(409);
    expect(await statusOf(second.id)).toMatchObject({ status: 'open' });
    // The first voucher lapses (Stripe's own event): the account may choose a voucher again.
    expect((await webhook(await stripeEvent('checkout.session.async_payment_failed', voucher.id, unpaid))).status).toBe(
      200,
    );
    expect((await webhook(await stripeEvent('checkout.session.completed', second.id, unpaid))).status).toBe(200);
    expect((await webhook(await stripeEvent('checkout.session.async_payment_failed', second.id, unpaid))).status).toBe(
      200,
    );
  });

  it('checkout.session.expired gives the units back and answers a confirmed ‘Avísame’ request', async () => {
    const [product] = await t.db.query<{ product_id: number }>(
      `UPDATE product SET stock = 1 WHERE product_id = (SELECT product_id FROM product
         WHERE original_price_cents = 0 AND NOT hidden AND ${SOLD_WHOLE_SQL} ORDER BY product_id DESC OFFSET 1 LIMIT 1)
       RETURNING product_id`,
    );
    const id = product!.product_id;
    await t.deps.counters.reset(`${CHECKOUT_SESSIONS_PER_CUSTOMER.name}:${t.demo.id}`);
    const session = await createSession([{ product_id: id, quantity: 1 }]);
    expect(await stockOf(id)).toBe(0);
    // The owner, signed in, asks with their own verified email: the request is open at once.
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    const owner = ((await login.json()) as { token: string }).token;
    const asked = await t.call('POST', '/api/back-in-stock', {
      token: owner,
      body: { productId: id, channel: 'email', recipient: DEMO_OWNER.email, consent: true },
    });
    expect(asked.status, await asked.clone().text()).toBe(200);
    const notices = () =>
      t.db.query<{ recipient: string }>(
        `SELECT recipient FROM outbox_message WHERE kind = 'backInStock' AND (payload->>'productId')::int = $1`,
        [id],
      );
    expect(await notices()).toHaveLength(0);
    const expired = await stripeEvent('checkout.session.expired', session.id, { payment_status: 'unpaid' });
    expect((await webhook(expired)).status).toBe(200);
    expect((await webhook(expired)).status).toBe(200); // Stripe repeats it: released once
    expect(await stockOf(id)).toBe(1);
    expect(await notices()).toEqual([{ recipient: DEMO_OWNER.email }]);
  });

  it('the webhook refuses a request without a signature', async () => {
    const res = await t.app.request('/api/payment/webhook', { method: 'POST', body: '{}' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/firma/);
  });
  it('an order cancelled in the back office is refunded at Stripe on its PaymentIntent; a refund that fails stays due', async () => {
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: 'tienda2024' },
    });
    const owner = ((await login.json()) as { token: string }).token;
    // An order Stripe was paid for, as its webhook writes it (the checkout's own path is tested above).
    let orders = 0;
    const pay = async () => {
      const [a] = await twoRegular();
      const order = await priceOrder(t.db, [{ product_id: a!.product_id, quantity: 1 }], 14900);
      const id = `pi_fake_refund${++orders}`;
      const billId = await t.db.transaction((tx) =>
        createBill(tx, {
          userId: t.demo.id,
          order,
          shippingAddress: ADDRESS,
          delivery: 'a',
          last4: '4242',
          payment: { provider: 'stripe', id },
        }),
      );
      return { bill_id: billId, payment_id: id };
    };
    const cancel = (billId: number) =>
      t.call('POST', `/api/admin/orders/${billId}/fulfilment`, { token: owner, body: { action: 'cancel' } });
    const refundOf = async (billId: number) =>
      (
        await t.db.query<{ refund_status: string; refund_id: string | null }>(
          'SELECT refund_status, refund_id FROM bill WHERE bill_id = $1',
          [billId],
        )
      )[0];

    const paid = await pay();
    expect(paid.payment_id).toMatch(/^pi_fake_/);
    expect((await cancel(paid.bill_id)).status).toBe(200);
    const refund = fake.calls.filter((c) => c.path === '/v1/refunds').at(-1)!;
    expect(refund.form.get('payment_intent')).toBe(paid.payment_id);
    expect(await refundOf(paid.bill_id)).toEqual({ refund_status: 'refunded', refund_id: 're_fake_1' });

    fake.failRefunds(true);
    const second = await pay();
    expect((await cancel(second.bill_id)).status).toBe(200);
    expect(await refundOf(second.bill_id)).toEqual({ refund_status: 'due', refund_id: null });
    fake.failRefunds(false);
  });
});
