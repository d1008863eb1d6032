import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../../server/payments/stripe-provider';
import { createTestApp, type TestApp } from '../support/test-app';

const TOO_LARGE = { error: 'La petición es demasiado grande.' };

/** A body sent chunked (no Content-Length), in 1 KB pieces, as a client streaming it would. */
function chunked(bytes: number, fill = 'a'): { body: ReadableStream<Uint8Array>; duplex: 'half' } {
  let sent = 0;
  const piece = new TextEncoder().encode(fill.repeat(1024));
  return {
    duplex: 'half',
    body: new ReadableStream({
      pull(controller) {
        if (sent >= bytes) return controller.close();
        const part = piece.subarray(0, Math.min(piece.length, bytes - sent));
        sent += part.length;
        controller.enqueue(part);
      },
    }),
  };
}

/**
 * Every route has a body limit that counts the bytes as they stream: /api JSON 16 KB, the test
 * checkout's card form 4 KB, Stripe's webhook 256 KB. Past it the answer is a 413 with a Spanish
 * JSON error. (That the rest is never read, and memory does not grow, is held by
 * tests/api/process.test.ts against the real server process.)
 */
describe('streaming body limits', () => {
  let t: TestApp;
  let stripeApp: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', 40);
    const client = createStripeClient({ secretKey: 'sk_test_fake', host: '127.0.0.1', port: 9, protocol: 'http' });
    stripeApp = await createTestApp('pglite', 40, { stripeWebhook: { stripe: client, secret: 'whsec_test_local_fake_secret' } });
  });
  afterAll(async () => {
    await t.close();
    await stripeApp.close();
  });

  const post = (app: TestApp, path: string, bytes: number, contentType: string) =>
    app.app.request(path, { method: 'POST', headers: { 'content-type': contentType }, ...chunked(bytes) } as RequestInit);

  it('a chunked JSON body past 16 KB is a 413 on every /api route', async () => {
    for (const path of ['/api/auth/login_ecommerce', '/api/auth/register_ecommerce', '/api/payment/create-checkout-session', '/api/no-such-route']) {
      const res = await post(t, path, 17 * 1024, 'application/json');
      expect(res.status, path).toBe(413);
      expect(await res.json()).toEqual(TOO_LARGE);
    }
  });

  it('a JSON body under 16 KB is read and judged by its schema', async () => {
    const res = await post(t, '/api/auth/login_ecommerce', 15 * 1024, 'application/json');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'El cuerpo de la petición no es JSON válido.' });
  });

  it('a Content-Length past the limit is refused without reading', async () => {
    const res = await t.app.request('/api/auth/login_ecommerce', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(1024 * 1024) },
      body: '{}',
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
  });

  it('the test checkout form takes a few KB', async () => {
    const res = await post(t, '/pay/test/cs_test_aaaaaaaaaaaaaaaaaaaa', 5 * 1024, 'application/x-www-form-urlencoded');
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    const small = await post(t, '/pay/test/cs_test_aaaaaaaaaaaaaaaaaaaa', 3 * 1024, 'application/x-www-form-urlencoded');
    expect(small.status).toBe(404); // read, and the session does not exist
  });

  it('Stripe’s webhook takes up to 256 KB', async () => {
    const big = await post(stripeApp, '/api/payment/webhook', 257 * 1024, 'application/json');
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual(TOO_LARGE);
    const event = await post(stripeApp, '/api/payment/webhook', 100 * 1024, 'application/json');
    expect(event.status).toBe(400); // read whole, then refused for its missing signature
    expect(await event.json()).toEqual({ error: 'La firma del aviso de pago no es válida.' });
  });
});
