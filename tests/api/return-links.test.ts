import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutSessionResponseSchema } from '../../contract/checkout';
import { cancelPath, PATH, successPath } from '../../contract/paths';
import type { HostedCheckoutRequest, PaymentProvider } from '../../server/payments/provider';
import { createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

const ADDRESS = 'Av. Independencia 1205, Col. Centro, Chihuahua, Chihuahua, 31000';

/** A real HTTP request, so the Host header reaches the server as an attacker would send it. */
function post(
  port: number,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the links a payment provider sends shoppers back to', () => {
  let t: TestApp;
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('pglite', 40);
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await t.close();
  });

  it('never come from the request’s Host header', async () => {
    const [product] = await t.db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE stock > 0 AND ${SOLD_WHOLE_SQL} ORDER BY product_id LIMIT 1`,
    );
    const res = await post(
      port,
      '/api/payment/create-checkout-session',
      { host: 'evil.example', 'content-type': 'application/json', authorization: `Bearer ${t.demo.token}` },
      JSON.stringify({
        products: [{ product_id: product!.product_id, quantity: 1 }],
        userId: t.demo.id,
        shipping_address: ADDRESS,
        delivery: 'a',
      }),
    );
    expect(res.status).toBe(200);
    const session = CheckoutSessionResponseSchema.parse(JSON.parse(res.body));
    expect(session.url).not.toContain('evil.example');
    expect(session.url.startsWith('/pay/test/')).toBe(true);
  });

  /** A checkout for the demo customer, through the app, and what it answered. */
  const openCheckout = async (app: TestApp) => {
    const [product] = await app.db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE stock > 0 AND ${SOLD_WHOLE_SQL} ORDER BY product_id LIMIT 1`,
    );
    const res = await app.call('POST', '/api/payment/create-checkout-session', {
      token: app.demo.token,
      body: {
        products: [{ product_id: product!.product_id, quantity: 1 }],
        userId: app.demo.id,
        shipping_address: ADDRESS,
        delivery: 'a',
      },
    });
    expect(res.status).toBe(200);
    return CheckoutSessionResponseSchema.parse(await res.json());
  };

  // The test checkout is a page of the store's own origin: a shopper who opened the store at
  // 127.0.0.1 or a LAN address pays there and comes back there, still signed in (localStorage
  // belongs to one origin), whatever address the store would give search engines.
  it('the test checkout keeps the shopper on the address where the purchase began: every link of it is relative', async () => {
    const session = await openCheckout(t);
    expect(session.url).toBe(`/pay/test/${session.id}`);
    const page = await (await t.app.request(session.url)).text();
    expect(page).not.toContain(t.deps.publicUrl);
    const links = [...page.matchAll(/(?:action|href)="([^"]*)"/g)].map((m) => m[1]!);
    expect(links).toEqual([session.url, `${session.url}/spei`, `${session.url}/cancel`]);

    const paid = await t.app.request(session.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'María Fernanda Ochoa',
        number: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      }).toString(),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(successPath(session.id));
    // Paid already: the page's address sends the shopper on to the same relative thank-you page.
    expect((await t.app.request(session.url)).headers.get('location')).toBe(successPath(session.id));

    const given = await openCheckout(t);
    const cancelled = await t.app.request(`${given.url}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(PATH.cancel);
  });

  it('Stripe’s links back stay absolute, from PUBLIC_URL', async () => {
    const asked: HostedCheckoutRequest[] = [];
    const stripeLike: PaymentProvider = {
      name: 'stripe',
      async createHostedCheckout(request) {
        asked.push(request);
        return {
          providerSessionId: `cs_fake_${asked.length}`,
          url: `https://checkout.stripe.com/c/pay/cs_fake_${asked.length}`,
        };
      },
      async expireHostedCheckout() {},
      async refund() {
        return null;
      },
    };
    const stripeApp = await createTestApp('pglite', 20, { payments: stripeLike, publicUrl: 'https://tienda.example' });
    try {
      const session = await openCheckout(stripeApp);
      expect(asked.at(-1)).toMatchObject({
        successUrl: `https://tienda.example${successPath(session.id)}`,
        cancelUrl: `https://tienda.example${cancelPath(session.id)}`,
      });
    } finally {
      await stripeApp.close();
    }
  });
});
