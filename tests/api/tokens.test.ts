import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../contract/auth';
import { DEMO_CUSTOMER } from '../../server/db/seed';
import { BACKENDS, createTestApp, TEST_SECRET, type TestApp } from '../support/test-app';

/**
 * A session token can be revoked. It carries the customer's token version, which a
 * password change and a logout move on, and it must say when it was issued and when it expires.
 */
describe.each(BACKENDS)('session tokens on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, 20);
  });
  afterAll(() => t.close());

  const me = (token: string) => t.call('GET', '/api/user_ecommerce/me', { token });
  const signIn = async (phoneNumber: string, password: string) => {
    const res = await t.call('POST', '/api/auth/login_ecommerce', { body: { phoneNumber, password } });
    expect(res.status).toBe(200);
    return LoginResponseSchema.parse(await res.json());
  };

  it('a token signed with the secret but without exp, or without iat, is refused', async () => {
    const [{ token_version: ver } = { token_version: 0 }] = await t.db
      .query<{ token_version: number }>('SELECT token_version FROM ecommerce_user WHERE ecommerce_user_id = $1', [
        t.demo.id,
      ])
      .catch(() => []);
    const base = () =>
      new SignJWT({ ver })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(t.demo.id))
        .setIssuer('outlet-chihuahua');
    const withoutExp = await base().setIssuedAt().sign(TEST_SECRET);
    const withoutIat = await base().setExpirationTime('1h').sign(TEST_SECRET);
    expect((await me(withoutExp)).status).toBe(401);
    expect((await me(withoutIat)).status).toBe(401);
    expect((await me(await base().setIssuedAt().setExpirationTime('1h').sign(TEST_SECRET))).status).toBe(200); // the same, complete
  });

  it('after a password change the old token is refused; the new login works', async () => {
    const old = await signIn(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    expect((await me(old.token)).status).toBe(200);
    const changed = await t.call('PUT', `/api/user_ecommerce/change_password/${t.demo.id}`, {
      token: old.token,
      body: { current_password: DEMO_CUSTOMER.password, new_password: 'nueva-clave-2026' },
    });
    expect(changed.status).toBe(200);
    expect((await me(old.token)).status).toBe(401);
    expect((await me(t.demo.token)).status).toBe(401); // every session of the customer ends
    const fresh = await signIn(DEMO_CUSTOMER.phone, 'nueva-clave-2026');
    expect((await me(fresh.token)).status).toBe(200);
  });

  it('after logout the token is refused; logging out again is harmless', async () => {
    const body = {
      username: 'Rosa Elena Baeza',
      email: 'rosa.baeza@example.mx',
      password: 'secreto123',
      confirmPassword: 'secreto123',
      phoneNumber: '6145550177',
    };
    expect((await t.signUp(body)).status).toBe(200);
    const session = await signIn(body.phoneNumber, body.password);
    const other = await signIn(body.phoneNumber, body.password);
    const out = await t.call('POST', '/api/auth/logout', { token: session.token });
    expect(out.status).toBe(200);
    expect((await me(session.token)).status).toBe(401);
    expect((await me(other.token)).status).toBe(401); // 'Cerrar sesión' ends the customer's sessions everywhere
    expect((await t.call('POST', '/api/auth/logout', { token: session.token })).status).toBe(200);
    const again = await signIn(body.phoneNumber, body.password);
    expect((await me(again.token)).status).toBe(200);
  });
});
