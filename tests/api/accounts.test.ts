import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema, UserSchema } from '../../contract/auth';
import { VALIDATION } from '../../copy/validation';
import { typedAddress } from '../../machines/checkout/fixtures';
import { DEMO_CUSTOMER } from '../../server/db/seed';
import { BACKENDS, createTestApp, QUICK_PASSWORDS, TEST_SECRET, type TestApp } from '../support/test-app';

const NEW_CUSTOMER = {
  username: 'Luis Armando Terrazas',
  email: 'luis.terrazas@example.mx',
  password: 'secreto123',
  confirmPassword: 'secreto123',
  phoneNumber: '614 555 0199',
};

describe.each(BACKENDS)('accounts on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, 30);
  });
  afterAll(() => t.close());

  const userCount = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ecommerce_user'))[0]!.n;

  it('registers with the phone stored in E.164 and the password hashed', async () => {
    const res = await t.signUp(NEW_CUSTOMER);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toMatch(/creada/);
    const [row] = await t.db.query<{ phone_number: string; password_hash: string }>(
      'SELECT phone_number, password_hash FROM ecommerce_user WHERE email = $1',
      [NEW_CUSTOMER.email],
    );
    expect(row!.phone_number).toBe('+526145550199');
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    expect(row!.password_hash).not.toContain(NEW_CUSTOMER.password);
  });

  it.each([
    [{ username: 'A' }, VALIDATION.signupNameShort],
    [{ email: 'no-es-correo' }, VALIDATION.signupEmailInvalid],
    [{ password: '123', confirmPassword: '123' }, VALIDATION.signupPasswordShort],
    [{ confirmPassword: 'otra-cosa' }, VALIDATION.signupPasswordsDiffer],
    [{ phoneNumber: '123' }, VALIDATION.loginPhoneShort],
    [{ phoneNumber: '1'.repeat(21) }, VALIDATION.loginPhoneLong],
    [{ phoneNumber: '00000000000' }, VALIDATION.loginPhoneShort],
    [{ username: 42 }, VALIDATION.signupNameShort],
  ])('refuses sign-up %j with its message and writes nothing', async (change, message) => {
    const before = await userCount();
    const res = await t.call('POST', '/api/auth/register_ecommerce', {
      body: { ...NEW_CUSTOMER, email: 'otro@example.mx', phoneNumber: '6145550100', code: '123456', ...change },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
    expect(await userCount()).toBe(before);
  });

  it('cannot take another customer’s phone or email', async () => {
    const before = await userCount();
    const samePhone = await t.call('POST', '/api/auth/register_ecommerce', {
      body: { ...NEW_CUSTOMER, email: 'x@example.mx', phoneNumber: '+52 1 614 123 4567', code: '123456' },
    });
    expect(samePhone.status).toBe(409);
    const sameEmail = await t.call('POST', '/api/auth/register_ecommerce', {
      body: { ...NEW_CUSTOMER, email: DEMO_CUSTOMER.email.toUpperCase(), phoneNumber: '6145550111', code: '123456' },
    });
    expect(sameEmail.status).toBe(409);
    expect(((await sameEmail.json()) as { error: string }).error).toMatch(/correo/);
    expect(await userCount()).toBe(before);
  });

  it('malformed JSON is a 400', async () => {
    const res = await t.call('POST', '/api/auth/register_ecommerce', { body: '{"username":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'El cuerpo de la petición no es JSON válido.' });
  });

  it('logs in with the phone as typed locally or internationally, never returning the hash', async () => {
    for (const phoneNumber of ['6141234567', '+526141234567', '+52 1 614 123 4567']) {
      const res = await t.call('POST', '/api/auth/login_ecommerce', {
        body: { phoneNumber, password: DEMO_CUSTOMER.password },
      });
      expect(res.status).toBe(200);
      const body = await res.json();
      const parsed = LoginResponseSchema.parse(body);
      expect(parsed.userData.phone_number).toBe(DEMO_CUSTOMER.phone);
      expect(JSON.stringify(body)).not.toContain('scrypt');
    }
  });

  it('a wrong password is a 401 with a Spanish message', async () => {
    const res = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '6145550199', password: 'incorrecta' },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toMatch(/incorrectos/);
  });

  it('rate-limits failed logins per phone number from one client address', async () => {
    // Other addresses may still sign in to that phone (tests/api/login-limits.test.ts); each failure slows the next.
    const body = { phoneNumber: '6145550123', password: 'nopenope' };
    for (let i = 0; i < 10; i++) expect((await t.call('POST', '/api/auth/login_ecommerce', { body })).status).toBe(401);
    const blocked = await t.call('POST', '/api/auth/login_ecommerce', { body });
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error: string }).error).toMatch(/Demasiados intentos/);
  });

  it('rate-limits failed logins per client address, across phone numbers', async () => {
    // A fresh app: this test must not inherit the failures the other tests made from the same address.
    const fresh = await createTestApp(backend, 30, { passwords: QUICK_PASSWORDS });
    try {
      for (let i = 0; i < 50; i++) {
        const res = await fresh.call('POST', '/api/auth/login_ecommerce', {
          body: { phoneNumber: `61455${String(10000 + i)}`, password: 'nopenope' },
        });
        expect(res.status).toBe(401);
      }
      const blocked = await fresh.call('POST', '/api/auth/login_ecommerce', {
        body: { phoneNumber: '6141234567', password: DEMO_CUSTOMER.password },
      });
      expect(blocked.status).toBe(429);
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('/me needs a valid token of an existing customer', async () => {
    const me = await t.call('GET', '/api/user_ecommerce/me', { token: t.demo.token });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(UserSchema.parse(await me.json()).email).toBe(DEMO_CUSTOMER.email);

    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(t.demo.id))
      .setIssuer('outlet-chihuahua')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another!!'));
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(t.demo.id))
      .setIssuer('outlet-chihuahua')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(TEST_SECRET);
    const tampered = t.demo.token.slice(0, -3) + (t.demo.token.endsWith('AAA') ? 'BBB' : 'AAA');
    for (const token of [undefined, 'undefined', forged, expired, tampered]) {
      const res = await t.call('GET', '/api/user_ecommerce/me', { token });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: string }).error.length).toBeGreaterThan(10);
    }
  });

  it('updates the own profile and address; refuses another customer’s and bad input', async () => {
    const path = `/api/user_ecommerce/profile/${t.demo.id}`;
    const ok = await t.call('PUT', path, {
      token: t.demo.token,
      body: { name: 'María F. Ochoa', email: DEMO_CUSTOMER.email, phone_number: '+526141234567' },
    });
    expect(ok.status).toBe(200);
    const changeEmail = await t.call('PUT', path, {
      token: t.demo.token,
      body: { name: 'María', email: 'otro@example.mx', phone_number: '+526141234567' },
    });
    expect(changeEmail.status).toBe(400);
    const shortPhone = await t.call('PUT', path, {
      token: t.demo.token,
      body: { name: 'María', phone_number: '614123' },
    });
    expect(await shortPhone.json()).toEqual({ error: VALIDATION.profilePhoneShort, field: 'phone_number' });
    const badZip = await t.call('PUT', path, {
      token: t.demo.token,
      body: { ...typedAddress, shipping_zipcode: '3100' },
    });
    expect(await badZip.json()).toEqual({ error: VALIDATION.zipcode, field: 'shipping_zipcode' });
    const address = await t.call('PUT', path, {
      token: t.demo.token,
      body: { ...typedAddress, shipping_address_line1: 'Av. Sexta Ote.', shipping_exterior_number: '100' },
    });
    expect(address.status).toBe(200);
    const me = UserSchema.parse(await (await t.call('GET', '/api/user_ecommerce/me', { token: t.demo.token })).json());
    expect(me).toMatchObject({ name: 'María F. Ochoa', shipping_city: 'Delicias', shipping_zipcode: '33000' });

    const other = LoginResponseSchema.parse(
      await (
        await t.call('POST', '/api/auth/login_ecommerce', {
          body: { phoneNumber: '6145550199', password: NEW_CUSTOMER.password },
        })
      ).json(),
    );
    const intrusion = await t.call('PUT', path, {
      token: other.token,
      body: { name: 'Intruso', phone_number: '+526145550199' },
    });
    expect(intrusion.status).toBe(403);
    expect(
      UserSchema.parse(await (await t.call('GET', '/api/user_ecommerce/me', { token: t.demo.token })).json()).name,
    ).toBe('María F. Ochoa');
  });

  it('changes the password only with the current one', async () => {
    const login = LoginResponseSchema.parse(
      await (
        await t.call('POST', '/api/auth/login_ecommerce', {
          body: { phoneNumber: '6145550199', password: NEW_CUSTOMER.password },
        })
      ).json(),
    );
    const path = `/api/user_ecommerce/change_password/${login.userData.ecommerce_user_id}`;
    const wrong = await t.call('PUT', path, {
      token: login.token,
      body: { current_password: 'nada-que-ver', new_password: 'nueva12345' },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'La contraseña actual es incorrecta.' });
    const other = await t.call('PUT', `/api/user_ecommerce/change_password/${t.demo.id}`, {
      token: login.token,
      body: { current_password: NEW_CUSTOMER.password, new_password: 'nueva12345' },
    });
    expect(other.status).toBe(403);
    const ok = await t.call('PUT', path, {
      token: login.token,
      body: { current_password: NEW_CUSTOMER.password, new_password: 'nueva12345' },
    });
    expect(ok.status).toBe(200);
    expect(
      (
        await t.call('POST', '/api/auth/login_ecommerce', {
          body: { phoneNumber: '6145550199', password: 'nueva12345' },
        })
      ).status,
    ).toBe(200);
  });

  it('settings give the shipping price (and the channels the store sends by: none here) to a signed-in customer only', async () => {
    expect((await t.call('GET', '/api/settings/')).status).toBe(401);
    const res = await t.call('GET', '/api/settings/', { token: t.demo.token });
    expect(await res.json()).toEqual({
      shipping_delivery_price: 149,
      messageChannels: { email: false, whatsapp: false },
    });
  });
});
