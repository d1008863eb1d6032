import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { typedAddress } from '../../machines/checkout/fixtures';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

const SERVER_ERROR = 'Ocurrió un error en el servidor. Intenta de nuevo en unos minutos.';
const SIGNUP = {
  username: 'Ana Lucía Baeza',
  email: 'ana.baeza@example.mx',
  password: 'secreto123',
  confirmPassword: 'secreto123',
  phoneNumber: '614 555 0177',
};

/**
 * A NUL byte cannot be stored in a PostgreSQL text value and an id above int4 cannot be compared
 * with an int column: both used to reach the database and come back as 500s. They are the
 * shopper's mistake, so each is a 400 with a Spanish sentence, on both databases.
 */
describe.each(BACKENDS)('NUL bytes and out-of-range ids on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, 20);
  });
  afterAll(() => t.close());

  const expectSpanish400 = async (res: Response) => {
    const body = (await res.json()) as { error: string };
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(body.error).not.toBe(SERVER_ERROR);
    expect(body.error).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡].*[.!?]$/); // a sentence…
    expect(body.error).toMatch(/\b(el|la|los|las|de|no|debe|es|su|un|una|que|por)\b/i); // …in Spanish
  };

  it('a NUL in the product search', async () => {
    await expectSpanish400(await t.call('GET', '/api/product/list?name=ab%00cd'));
  });

  it('a NUL in the department group title', async () => {
    await expectSpanish400(await t.call('GET', '/api/department/departmentsByGroupName?title=ab%00cd'));
  });

  it.each([
    ['phone', { phoneNumber: '614\u00001234567', password: 'outlet2024' }],
    ['password', { phoneNumber: '6141234567', password: 'outlet\u00002024' }],
  ])('a NUL in the login %s', async (_field, body) => {
    await expectSpanish400(await t.call('POST', '/api/auth/login_ecommerce', { body }));
  });

  it.each([
    ['username', { username: 'Ana\u0000Lucía' }],
    ['phone', { phoneNumber: '614 555\u0000 0177' }],
    ['password', { password: 'secreto\u0000123', confirmPassword: 'secreto\u0000123' }],
  ])('a NUL in the sign-up %s', async (_field, change) => {
    await expectSpanish400(await t.call('POST', '/api/auth/register_ecommerce', { body: { ...SIGNUP, ...change } }));
  });

  it('a NUL in the profile name or the address', async () => {
    const profile = (body: unknown) =>
      t.call('PUT', `/api/user_ecommerce/profile/${t.demo.id}`, { token: t.demo.token, body });
    await expectSpanish400(await profile({ name: 'Ana\u0000Lucía', phone_number: '6141234567' }));
    await expectSpanish400(await profile({ ...typedAddress, shipping_city: 'Chihuahua\u0000' }));
    await expectSpanish400(await profile({ ...typedAddress, shipping_references: 'Entre calles\u0000' }));
  });

  it('a NUL in a test checkout link is no page, not a server error', async () => {
    const id = 'cs_test_abcdefghij%00klmnop';
    expect((await t.app.request(`/pay/test/${id}`)).status).toBe(404);
    const cancel = await t.app.request(`/pay/test/${id}/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(303); // back to the cart's cancel page, as for any unknown session
  });

  it.each([2147483648, 2 ** 53])('product_id %d in a checkout session', async (productId) => {
    const res = await t.call('POST', '/api/payment/create-checkout-session', {
      token: t.demo.token,
      body: {
        products: [{ product_id: productId, quantity: 1 }],
        userId: t.demo.id,
        shipping_address: 'Calle 1, Chihuahua',
        delivery: 'a',
      },
    });
    await expectSpanish400(res);
  });

  it('userId 2147483648 in a checkout session', async () => {
    const res = await t.call('POST', '/api/payment/create-checkout-session', {
      token: t.demo.token,
      body: {
        products: [{ product_id: 1, quantity: 1 }],
        userId: 2147483648,
        shipping_address: 'Calle 1, Chihuahua',
        delivery: 'a',
      },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('a database error is logged without its query parameters or personal data', async () => {
    // A constraint no row can meet makes the sign-up INSERT fail inside the database, the way a
    // real fault would: the driver's error then carries the SQL, its parameters and the row.
    const LOGGED = {
      ...SIGNUP,
      username: 'Rosa Elvira Chávez',
      email: 'rosa.chavez@example.mx',
      phoneNumber: '614 555 0188',
    };
    await t.db.query('ALTER TABLE ecommerce_user ADD CONSTRAINT always_fails CHECK (length(name) < 0) NOT VALID');
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(
        args
          .map((a) =>
            a instanceof Error
              ? `${a.stack} ${JSON.stringify({ ...a })}`
              : typeof a === 'string'
                ? a
                : JSON.stringify(a),
          )
          .join(' '),
      );
    });
    try {
      // With its code, as the app signs up, so that the sign-up reaches its INSERT.
      const res = await t.signUp(LOGGED);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: SERVER_ERROR });
    } finally {
      spy.mockRestore();
      await t.db.query('ALTER TABLE ecommerce_user DROP CONSTRAINT always_fails');
    }
    const log = logged.join('\n');
    expect(log).toContain('/api/auth/register_ecommerce'); // the failure is still reported…
    for (const secret of [LOGGED.email, '5550188', LOGGED.username, 'scrypt$', 'INSERT INTO'])
      expect(log).not.toContain(secret); // …without what it carried
  });
});
