import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutSessionResponseSchema } from '../../contract/checkout';
import { createTestApp, type TestApp } from '../support/test-app';

const ADDRESS = 'Av. Independencia 1205, Col. Centro, Chihuahua, Chihuahua, 31000';

/** A real HTTP request, so the Host header reaches the server as an attacker would send it. */
function post(port: number, path: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
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
    const [product] = await t.db.query<{ product_id: number }>('SELECT product_id FROM product WHERE stock > 0 ORDER BY product_id LIMIT 1');
    const res = await post(
      port,
      '/api/payment/create-checkout-session',
      { host: 'evil.example', 'content-type': 'application/json', authorization: `Bearer ${t.demo.token}` },
      JSON.stringify({ products: [{ product_id: product!.product_id, quantity: 1 }], userId: t.demo.id, shipping_address: ADDRESS, delivery: 'a' }),
    );
    expect(res.status).toBe(200);
    const session = CheckoutSessionResponseSchema.parse(JSON.parse(res.body));
    expect(session.url).not.toContain('evil.example');
    expect(session.url.startsWith(`${t.deps.publicUrl}/pay/test/`)).toBe(true);
  });
});
