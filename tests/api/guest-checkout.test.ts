/**
 * 'Comprar sin cuenta': a guest proves their phone by a code, buys on the test checkout as any
 * customer does (prices and stock from the database, the same limits), and a later sign-up with
 * that phone finds the order in 'Mis compras'. The codes are read from the 'Modo de prueba'
 * answer: no message channel is configured here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema, RegisterResponseSchema } from '../../contract/auth';
import { BillListResponseSchema } from '../../contract/bill';
import { CheckoutSessionResponseSchema } from '../../contract/checkout';
import { type CodePurpose, CodeSentSchema } from '../../contract/contact-codes';
import { API_ERRORS } from '../../copy/api';
import { DEMO_CUSTOMER } from '../../server/db/seed';
import { BACKENDS, createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

describe.each(BACKENDS)('a guest’s purchase on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, 40);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  async function codeFor(purpose: CodePurpose, phoneNumber: string): Promise<string> {
    const res = await t.call('POST', '/api/auth/code', { body: { purpose, phoneNumber } });
    expect(res.status, await res.clone().text()).toBe(200);
    return CodeSentSchema.parse(await res.json()).test_code!;
  }

  async function buy(token: string, userId: number): Promise<number> {
    const [product] = await t.db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE stock >= 5 AND ${SOLD_WHOLE_SQL} ORDER BY product_id LIMIT 1`,
    );
    const created = await t.call('POST', '/api/payment/create-checkout-session', {
      token,
      body: {
        products: [{ product_id: product!.product_id, quantity: 1 }],
        userId,
        delivery: 'b',
        shipping_address: '',
      },
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const session = CheckoutSessionResponseSchema.parse(await created.json());
    const paid = await t.app.request(session.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Invitada&number=4242424242424242&expiry=12%2F30&cvc=123',
    });
    expect(paid.status).toBe(303);
    const [bill] = BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill/my-orders/${userId}`, { token })).json(),
    );
    return bill!.bill_id;
  }

  it('buys with a verified phone and no password; a later sign-up with that phone keeps the order', async () => {
    const phone = '614 555 0150';
    const wrong = await t.call('POST', '/api/auth/guest', {
      body: { name: 'Marisol Invitada', phoneNumber: phone, code: '123456' },
    });
    expect(wrong.status).toBe(400);

    const guest = await t.call('POST', '/api/auth/guest', {
      body: { name: 'Marisol Invitada', phoneNumber: phone, code: await codeFor('guest', phone) },
    });
    expect(guest.status, await guest.clone().text()).toBe(200);
    const session = LoginResponseSchema.parse(await guest.json());
    expect(session.userData.guest).toBe(true);
    expect(session.userData.email).toBe('');
    const billId = await buy(session.token, session.userData.ecommerce_user_id);

    // No password opens a guest's account.
    for (const password of ['secreta1', '      '])
      expect(
        (await t.call('POST', '/api/auth/login_ecommerce', { body: { phoneNumber: phone, password } })).status,
      ).toBe(401);

    // Signing up with that phone, proven again, makes the same account a full one.
    const body = {
      username: 'Marisol Terrazas',
      email: 'marisol@example.mx',
      phoneNumber: phone,
      password: 'secreta1',
      confirmPassword: 'secreta1',
    };
    // Without proving the phone again, it is still taken.
    expect((await t.call('POST', '/api/auth/register_ecommerce', { body: { ...body, code: '000000' } })).status).toBe(
      400,
    );
    const signedUp = await t.call('POST', '/api/auth/register_ecommerce', {
      body: { ...body, code: await codeFor('signup', phone) },
    });
    expect(signedUp.status, await signedUp.clone().text()).toBe(200);
    const full = RegisterResponseSchema.parse(await signedUp.json());
    expect(full.userData!.ecommerce_user_id).toBe(session.userData.ecommerce_user_id);
    expect(full.userData!.guest).toBe(false);
    const orders = BillListResponseSchema.parse(
      await (
        await t.call('GET', `/api/bill/my-orders/${full.userData!.ecommerce_user_id}`, { token: full.token })
      ).json(),
    );
    expect(orders.map((o) => o.bill_id)).toContain(billId);
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: phone, password: 'secreta1' },
    });
    expect(login.status).toBe(200);
  });

  it('a guest cannot take another account’s email, and two guests without email are two guests', async () => {
    const taken = await t.call('POST', '/api/auth/guest', {
      body: {
        name: 'Otra Persona',
        phoneNumber: '614 555 0151',
        email: DEMO_CUSTOMER.email.toUpperCase(),
        code: await codeFor('guest', '614 555 0151'),
      },
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: string }).error).toBe(API_ERRORS.emailTaken);
    for (const phone of ['614 555 0152', '614 555 0153']) {
      const res = await t.call('POST', '/api/auth/guest', {
        body: { name: 'Sin Correo', phoneNumber: phone, code: await codeFor('guest', phone) },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
  });
});
