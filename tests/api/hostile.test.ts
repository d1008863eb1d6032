import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../server/db/seed';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Property: whatever arrives — malformed, overlong, wrong-typed or injection-shaped, with no token,
 * the customer's own, another customer's or a forged one — every answer is a 4xx with a JSON
 * `{ error }` or a correct 2xx; never a 500, never the demo customer's data to someone else, and
 * a refused request leaves the database exactly as it was.
 */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 20_000 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '1; DROP TABLE product; --',
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '%00',
    'ab\u0000cd',
    '2147483648',
    '{"$gt":""}',
    '１２３',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    'true',
    '9999999999999999999999',
    '💥'.repeat(50),
  ),
);
const anyJson = fc.oneof(
  nasty,
  fc.integer(),
  fc.constantFrom(2147483648, 2 ** 53),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);
const idLike = fc.oneof(nasty, fc.integer({ min: -5, max: 2_000_000_000 }).map(String));

type Who = 'none' | 'demo' | 'stranger' | 'forged';
interface Attack {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  who: Who;
}

const attacks: fc.Arbitrary<Attack>[] = [
  fc.record({
    method: fc.constant('GET' as const),
    path: fc
      .tuple(
        fc.dictionary(
          fc.constantFrom(
            'withoutStock',
            'withoutImage',
            'limit',
            'page',
            'sort',
            'name',
            'maxPrice',
            'onlyDiscounts',
            'department_id',
            'sectionFilter',
          ),
          nasty,
          { maxKeys: 4 },
        ),
      )
      .map(([q]) => `/api/product/list?${new URLSearchParams(q)}`),
    who: fc.constant('none' as Who),
  }),
  fc.record({
    method: fc.constant('GET' as const),
    path: idLike.map((id) => `/api/product/single/${encodeURIComponent(id)}`),
    who: fc.constant('none' as Who),
  }),
  fc.record({
    method: fc.constant('GET' as const),
    path: fc
      .array(idLike, { maxLength: 5 })
      .map((ids) => `/api/product/cart?${ids.map((i) => `productIds=${encodeURIComponent(i)}`).join('&')}`),
    who: fc.constant('none' as Who),
  }),
  fc.record({
    method: fc.constant('GET' as const),
    path: nasty.map((n) => `/api/product/image/${encodeURIComponent(n)}`),
    who: fc.constant('none' as Who),
  }),
  fc.record({
    method: fc.constant('GET' as const),
    path: nasty.map((n) => `/api/department/departmentsByGroupName?title=${encodeURIComponent(n)}`),
    who: fc.constant('none' as Who),
  }),
  fc.record({
    method: fc.constant('POST' as const),
    path: fc.constant('/api/auth/login_ecommerce'),
    body: fc.oneof(anyJson, fc.record({ phoneNumber: anyJson, password: anyJson })),
    who: fc.constant('none' as Who),
  }),
  fc.record({
    method: fc.constant('POST' as const),
    path: fc.constant('/api/auth/register_ecommerce'),
    body: fc.oneof(
      anyJson,
      fc.record({
        username: anyJson,
        email: anyJson,
        password: anyJson,
        confirmPassword: anyJson,
        phoneNumber: anyJson,
      }),
    ),
    who: fc.constant('none' as Who),
  }),
  fc.record({
    method: fc.constant('GET' as const),
    path: fc.constant('/api/user_ecommerce/me'),
    who: fc.constantFrom<Who>('none', 'forged', 'stranger'),
  }),
  fc.record({
    method: fc.constant('PUT' as const),
    path: idLike.map((id) => `/api/user_ecommerce/profile/${encodeURIComponent(id)}`),
    body: fc.oneof(
      anyJson,
      fc.record({ name: anyJson, email: anyJson, phone_number: anyJson }),
      fc.record({
        shipping_state: anyJson,
        shipping_city: anyJson,
        shipping_address_line1: anyJson,
        shipping_zipcode: anyJson,
        shipping_neighborhood: anyJson,
        shipping_receiver_phone: anyJson,
      }),
    ),
    who: fc.constantFrom<Who>('none', 'demo', 'stranger', 'forged'),
  }),
  fc.record({
    method: fc.constant('PUT' as const),
    path: idLike.map((id) => `/api/user_ecommerce/change_password/${encodeURIComponent(id)}`),
    body: fc.oneof(anyJson, fc.record({ current_password: anyJson, new_password: anyJson })),
    who: fc.constantFrom<Who>('none', 'demo', 'stranger', 'forged'),
  }),
  fc.record({
    method: fc.constant('GET' as const),
    path: idLike.map((id) => `/api/bill/my-orders/${encodeURIComponent(id)}`),
    who: fc.constantFrom<Who>('none', 'stranger', 'forged'),
  }),
  fc.record({
    method: fc.constant('GET' as const),
    path: fc
      .tuple(fc.constantFrom('/api/bill', '/api/bill/order'), idLike)
      .map(([p, id]) => `${p}?bill_id=${encodeURIComponent(id)}`),
    who: fc.constantFrom<Who>('none', 'stranger', 'forged'),
  }),
  fc.record({
    method: fc.constant('POST' as const),
    path: fc.constant('/api/payment/create-checkout-session'),
    body: fc.oneof(
      anyJson,
      fc.record({
        products: fc.oneof(anyJson, fc.array(fc.record({ product_id: anyJson, quantity: anyJson }), { maxLength: 3 })),
        userId: anyJson,
        shipping_address: anyJson,
        delivery: anyJson,
        shipping_details: anyJson,
      }),
    ),
    who: fc.constantFrom<Who>('none', 'demo', 'stranger', 'forged'),
  }),
  fc.record({
    method: fc.constant('GET' as const),
    path: nasty.map((n) => `/api/orders/checkout-session/${encodeURIComponent(n)}`),
    who: fc.constantFrom<Who>('none', 'demo', 'stranger'),
  }),
  fc.record({
    method: fc.constant('GET' as const),
    path: nasty.map((n) => `/api/${encodeURIComponent(n)}`),
    who: fc.constant('none' as Who),
  }),
];

describe('hostile input at every API call', () => {
  let t: TestApp;
  let tokens: Record<Who, string | undefined>;
  beforeAll(async () => {
    t = await createTestApp('pglite', 40);
    const stranger = {
      username: 'Extraña',
      email: 'extrana@example.mx',
      password: 'secreto123',
      confirmPassword: 'secreto123',
      phoneNumber: '6145550166',
    };
    await t.signUp(stranger);
    const login = (await (
      await t.call('POST', '/api/auth/login_ecommerce', {
        body: { phoneNumber: stranger.phoneNumber, password: stranger.password },
      })
    ).json()) as { token: string };
    tokens = {
      none: undefined,
      demo: t.demo.token,
      stranger: login.token,
      forged: `${t.demo.token.split('.').slice(0, 2).join('.')}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    };
  });
  afterAll(() => t.close());

  // Everything a request could change, as one fingerprint per table.
  const fingerprint = async () =>
    t.db.query(
      `SELECT (SELECT md5(coalesce(string_agg(u::text, '|' ORDER BY ecommerce_user_id), '')) FROM ecommerce_user u) AS users,
              (SELECT md5(coalesce(string_agg(p.product_id || ':' || p.stock || ':' || p.units_sold, '|' ORDER BY product_id), '')) FROM product p) AS products,
              (SELECT md5(coalesce(string_agg(b::text, '|' ORDER BY bill_id), '')) FROM bill b) AS bills,
              (SELECT count(*)::int FROM checkout_session) AS sessions`,
    );

  it('never answers 500, never leaks, never half-writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(...attacks), async (attack) => {
        const before = await fingerprint();
        const res = await t.call(attack.method, attack.path, { body: attack.body, token: tokens[attack.who] });
        const text = await res.text();
        expect(res.status, `${attack.method} ${attack.path} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(JSON.parse(text)).toEqual({ error: expect.any(String) });
          expect(await fingerprint()).toEqual(before);
        }
        if (attack.who !== 'demo') {
          expect(text).not.toContain(DEMO_CUSTOMER.email);
          expect(text).not.toContain(DEMO_CUSTOMER.shipping_address_line1);
        }
      }),
      { numRuns: 400, seed: 20261122 },
    );
  }, 240_000);
});
