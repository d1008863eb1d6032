import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../copy/api';
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
    stripeApp = await createTestApp('pglite', 40, {
      stripeWebhook: { stripe: client, secret: 'whsec_test_local_fake_secret' },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripeApp.close();
  });

  const post = (app: TestApp, path: string, bytes: number, contentType: string) =>
    app.app.request(path, {
      method: 'POST',
      headers: { 'content-type': contentType },
      ...chunked(bytes),
    } as RequestInit);

  it('a chunked JSON body past 16 KB is a 413 on every /api route', async () => {
    for (const path of [
      '/api/auth/login_ecommerce',
      '/api/auth/register_ecommerce',
      '/api/payment/create-checkout-session',
      '/api/no-such-route',
    ]) {
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
    const small = await post(
      t,
      '/pay/test/cs_test_aaaaaaaaaaaaaaaaaaaa',
      3 * 1024,
      'application/x-www-form-urlencoded',
    );
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

/** The app on a real socket, as server/index.ts serves it: what a client sees of a connection. */
function listen(app: TestApp['app']): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            (server as Server).closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

/**
 * A body refused before it is read (past its limit, or sent to the back office without an admin's
 * token) is answered at once, and the connection is closed cleanly after the answer: a client still
 * sending gets the answer, never a reset, and reuses no connection the store is closing.
 */
describe('bodies refused early, over a real connection', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    t = await createTestApp('pglite', 40);
    shop = await listen(t.app);
  });
  afterAll(async () => {
    await shop?.close();
    await t?.close();
  });

  /**
   * POSTs a body that is never ended: 16 bytes, then nothing (chunked unless a Content-Length is
   * given). Resolves with the answer (its status, Connection header and body) if it arrives while
   * the body is still open, else rejects.
   */
  const openPost = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      const req = httpRequest(`${shop.url}${path}`, {
        method: 'POST',
        headers: 'content-length' in headers ? headers : { ...headers, 'transfer-encoding': 'chunked' },
      });
      const timer = setTimeout(() => {
        req.destroy();
        reject(new Error(`no answer to ${path} while its body was still arriving`));
      }, 5_000);
      req.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      req.on('response', (res: IncomingMessage) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (part: string) => (body += part));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode!, connection: res.headers.connection, body });
          req.destroy();
        });
      });
      req.flushHeaders();
      req.write(Buffer.alloc(16, 0xff));
    });

  it('an upload without an admin’s token is refused at once, while its body is still arriving', async () => {
    const anonymous = await openPost('/api/admin/photos', { 'content-type': 'image/jpeg' });
    expect([anonymous.status, anonymous.connection]).toEqual([401, 'close']);
    const customer = await openPost('/api/admin/photos', {
      'content-type': 'image/jpeg',
      authorization: `Bearer ${t.demo.token}`,
    });
    expect([customer.status, customer.connection]).toEqual([403, 'close']);
    expect(JSON.parse(customer.body)).toEqual({ error: API_ERRORS.notAdmin });
  });

  it('so is every back-office write: the token is checked before any body is read', async () => {
    for (const path of ['/api/admin/products', '/api/admin/departments', '/api/admin/orders/1/fulfilment']) {
      const res = await openPost(path, { 'content-type': 'application/json' });
      expect([res.status, res.connection], path).toEqual([401, 'close']);
    }
  });

  it('a 413 says Connection: close', async () => {
    const res = await openPost('/api/auth/login_ecommerce', {
      'content-type': 'application/json',
      'content-length': String(1024 * 1024),
    });
    expect([res.status, res.connection]).toEqual([413, 'close']);
    expect(JSON.parse(res.body)).toEqual(TOO_LARGE);
  });

  it('a client sending an oversize body gets the 413, never a reset, many times in a row', async () => {
    const oversize = Buffer.alloc(2 * 1024 * 1024, 0x61);
    const outcomes: string[] = [];
    for (let i = 0; i < 60; i++) {
      // Half with a Content-Length (refused before reading), half chunked (refused past 16 KB).
      const body = i % 2 === 0 ? oversize : chunked(oversize.length).body;
      try {
        const res = await fetch(`${shop.url}/api/auth/login_ecommerce`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          duplex: 'half',
        } as RequestInit);
        outcomes.push(`${res.status} ${JSON.stringify(await res.json())}`);
      } catch (error) {
        outcomes.push(`${(error as Error).message}: ${String((error as Error).cause)}`);
      }
    }
    expect(new Set(outcomes)).toEqual(new Set([`413 ${JSON.stringify(TOO_LARGE)}`]));
  }, 60_000);
});
