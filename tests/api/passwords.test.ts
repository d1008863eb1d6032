import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../contract/auth';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

/**
 * Passwords are hashed at OWASP's minimum scrypt cost with the cost written in
 * the hash; older, cheaper hashes still sign in and are replaced at that moment. Every password
 * check a stranger can repeat (the current password of change_password, sign-ups) is rate-limited.
 */
describe.each(BACKENDS)('password storage and checks on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, 20, { trustProxy: { hops: 1 } });
  });
  afterAll(() => t.close());

  const hashOf = async (phone: string) =>
    (
      await t.db.query<{ password_hash: string }>('SELECT password_hash FROM ecommerce_user WHERE phone_number = $1', [
        phone,
      ])
    )[0]!.password_hash;
  const signup = (from: string, i: number) =>
    t.signUp(
      {
        username: 'Cliente de Prueba',
        email: `cliente${i}.${from}@example.mx`,
        password: 'secreto123',
        confirmPassword: 'secreto123',
        phoneNumber: `614556${String(i).padStart(4, '0')}`,
      },
      { 'x-forwarded-for': from },
    );

  it('a new password is stored with its scrypt cost, at least N=2^14 with p=5 (OWASP)', async () => {
    expect((await signup('192.0.2.50', 1)).status).toBe(200);
    const [, params] = /^scrypt\$([^$]+)\$[^$]+\$[^$]+$/.exec(await hashOf('+526145560001')) ?? [];
    const cost = Object.fromEntries(
      (params ?? '')
        .split(',')
        .map((kv) => kv.split('='))
        .map(([k, v]) => [k, Number(v)]),
    );
    expect(2 ** cost.ln! * cost.r! * cost.p!).toBeGreaterThanOrEqual(2 ** 14 * 8 * 5);
  });

  it('an old N=2^14 hash still signs in and is rehashed at the new cost', async () => {
    const salt = randomBytes(16);
    const old = `scrypt$${salt.toString('base64')}$${scryptSync('clave-de-antes', salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64')}`;
    await t.db.query(
      `INSERT INTO ecommerce_user (name, email, phone_number, password_hash) VALUES ('Ana Antigua', 'ana@example.mx', '+526145550188', $1)`,
      [old],
    );
    const first = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '6145550188', password: 'clave-de-antes' },
    });
    expect(first.status).toBe(200);
    const rehashed = await hashOf('+526145550188');
    expect(rehashed).not.toBe(old);
    expect(rehashed).toMatch(/^scrypt\$ln=\d+,r=\d+,p=\d+\$/);
    const again = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '6145550188', password: 'clave-de-antes' },
    });
    expect(again.status).toBe(200);
    expect(
      (
        await t.call('POST', '/api/auth/login_ecommerce', {
          body: { phoneNumber: '6145550188', password: 'otra-clave' },
        })
      ).status,
    ).toBe(401);
  });

  it('the current password of change_password cannot be guessed without limit', async () => {
    const login = LoginResponseSchema.parse(
      await (
        await t.call('POST', '/api/auth/login_ecommerce', {
          body: { phoneNumber: '6145560001', password: 'secreto123' },
        })
      ).json(),
    );
    const path = `/api/user_ecommerce/change_password/${login.userData.ecommerce_user_id}`;
    const guess = (current: string) =>
      t.call('PUT', path, { token: login.token, body: { current_password: current, new_password: 'nueva12345' } });
    const statuses = (await Promise.all(Array.from({ length: 15 }, (_, i) => guess(`adivina${i}`)))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(10);
    const refused = await guess('secreto123');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Demasiados intentos/);
  });

  it('sign-ups from one client address are limited; another address may still sign up', async () => {
    const statuses: number[] = [];
    for (let i = 10; i < 22; i++) statuses.push((await signup('192.0.2.60', i)).status);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(429);
    expect((await signup('192.0.2.61', 30)).status).toBe(200);
  }, 60_000);
});
