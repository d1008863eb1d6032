import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { limitBodies } from './body-limit';
import { noStore } from './no-store';
import { securityHeaders } from './security-headers';

/**
 * The middleware in front of every answer adds its headers without copying the answer, and leaves
 * a GET's body alone: a kept page costs little more than writing its bytes (npm run bench, pages.md).
 */
describe('the middleware in front of every answer', () => {
  it('adds the security and no-store headers to the answer the route made, not to a copy of it', async () => {
    let made: Response | undefined;
    const app = new Hono()
      .use(securityHeaders(null, false))
      .use(noStore)
      .get('/', (c) => {
        made = c.body('hola', 200, { 'Content-Type': 'text/plain' });
        return made;
      });
    const answer = await app.request('/');
    expect(answer).toBe(made);
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe('hola');
  });

  it('never asks a GET or HEAD for its body, and still limits a POST', async () => {
    const app = new Hono().use(limitBodies).all('/', (c) => c.text('ok'));
    for (const method of ['GET', 'HEAD']) {
      const request = new Request('http://tienda.test/', { method });
      let asked = 0;
      Object.defineProperty(request, 'body', {
        get() {
          asked++;
          return null;
        },
      });
      expect((await app.request(request)).status).toBe(200);
      expect(asked, method).toBe(0);
    }
    const tooLarge = await app.request('/', {
      method: 'POST',
      body: 'x'.repeat(17 * 1024),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(tooLarge.status).toBe(413);
  });
});
