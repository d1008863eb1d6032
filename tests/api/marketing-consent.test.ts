/**
 * Consent to the privacy notice's optional purposes (offers, back-in-stock notices, surveys): the
 * sign-up's own unticked box records it with its date, and only when ticked; a client that does
 * not send it signs up without it; the profile gives and withdraws it, each with its date, and
 * only for the customer's own account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema, UserSchema } from '../../contract/auth';
import { MARKETING_CONSENT } from '../../copy/legal';
import { VALIDATION } from '../../copy/validation';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

const CUSTOMER = {
  username: 'Mariana Loya Chávez',
  password: 'secreto123',
  confirmPassword: 'secreto123',
};

describe.each(BACKENDS)('consent to the optional purposes on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, 30);
  });
  afterAll(() => t.close());

  const consentOf = async (email: string) =>
    (
      await t.db.query<{ given: Date | string | null; withdrawn: Date | string | null }>(
        `SELECT marketing_consent_at AS given, marketing_consent_withdrawn_at AS withdrawn
         FROM ecommerce_user WHERE email = $1`,
        [email],
      )
    )[0];

  const signUp = (email: string, phoneNumber: string, extra: Record<string, unknown> = {}) =>
    t.signUp({ ...CUSTOMER, email, phoneNumber, ...extra });

  const logIn = async (phoneNumber: string) => {
    const res = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber, password: CUSTOMER.password },
    });
    expect(res.status).toBe(200);
    return LoginResponseSchema.parse(await res.json());
  };

  it('a ticked box is recorded with the moment of the sign-up, and the login answer carries it', async () => {
    const before = Date.now();
    expect((await signUp('acepta@example.mx', '6145550301', { marketingConsent: true })).status).toBe(200);
    const row = await consentOf('acepta@example.mx');
    expect(row!.given).not.toBeNull();
    const given = new Date(row!.given!).getTime();
    expect(given).toBeGreaterThanOrEqual(before - 2_000);
    expect(given).toBeLessThanOrEqual(Date.now() + 2_000);
    expect(row!.withdrawn).toBeNull();

    const { userData } = await logIn('6145550301');
    expect(new Date(userData.marketing_consent_at!).getTime()).toBe(given);
    expect(userData.marketing_consent_withdrawn_at).toBeNull();
  });

  it('an unticked box records nothing, and neither does a client that sends no box', async () => {
    expect((await signUp('no-acepta@example.mx', '6145550302', { marketingConsent: false })).status).toBe(200);
    expect(await consentOf('no-acepta@example.mx')).toEqual({ given: null, withdrawn: null });
    expect((await signUp('cliente-viejo@example.mx', '6145550303')).status).toBe(200);
    expect(await consentOf('cliente-viejo@example.mx')).toEqual({ given: null, withdrawn: null });
    expect((await logIn('6145550303')).userData.marketing_consent_at).toBeNull();
  });

  it('a box that is not true or false is refused with its message, and no account is made', async () => {
    for (const marketingConsent of ['sí', 1, null]) {
      const res = await signUp('raro@example.mx', '6145550304', { marketingConsent });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: VALIDATION.marketingConsentYesOrNo });
    }
    expect(await consentOf('raro@example.mx')).toBeUndefined();
  });

  it('the profile withdraws and gives it again, each with its date; /me shows where it stands', async () => {
    const { userData, token } = await logIn('6145550301');
    const id = userData.ecommerce_user_id;
    const first = (await consentOf('acepta@example.mx'))!.given;
    const put = (marketing_consent: unknown, asToken = token, asId = id) =>
      t.call('PUT', `/api/user_ecommerce/marketing_consent/${asId}`, { token: asToken, body: { marketing_consent } });
    const me = async () => UserSchema.parse(await (await t.call('GET', '/api/user_ecommerce/me', { token })).json());

    // Given again while given: the first date stands.
    const again = await put(true);
    expect(again.status).toBe(200);
    expect((await consentOf('acepta@example.mx'))!.given).toEqual(first);

    const withdrawn = await put(false);
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toEqual({ message: MARKETING_CONSENT.withdrawn });
    const afterWithdrawal = (await consentOf('acepta@example.mx'))!;
    expect(afterWithdrawal.given).toBeNull();
    expect(afterWithdrawal.withdrawn).not.toBeNull();
    expect((await me()).marketing_consent_at).toBeNull();
    expect((await me()).marketing_consent_withdrawn_at).not.toBeNull();

    // Withdrawn again: nothing to withdraw, the withdrawal's date stands.
    expect((await put(false)).status).toBe(200);
    expect((await consentOf('acepta@example.mx'))!.withdrawn).toEqual(afterWithdrawal.withdrawn);

    const given = await put(true);
    expect(await given.json()).toEqual({ message: MARKETING_CONSENT.given });
    expect((await me()).marketing_consent_at).not.toBeNull();

    // Bad input changes nothing; another customer's account is not this token's to change.
    const bad = await put('no');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: VALIDATION.marketingConsentYesOrNo });
    expect((await put(false, t.demo.token)).status).toBe(403);
    expect((await put(false, token, t.demo.id)).status).toBe(403);
    expect((await me()).marketing_consent_at).not.toBeNull();
    expect((await t.call('PUT', `/api/user_ecommerce/marketing_consent/${id}`, { body: {} })).status).toBe(401);
  });
});
