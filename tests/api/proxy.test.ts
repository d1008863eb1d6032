import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../server/db/seed';
import { BACKENDS, createTestApp, QUICK_PASSWORDS, type TestApp } from '../support/test-app';

/**
 * Behind a proxy every request comes from the proxy's address. With TRUST_PROXY
 * the client is read from X-Forwarded-For, so one attacker's failures do not lock out everyone;
 * without it, X-Forwarded-For is the client's own word and is ignored.
 */
describe.each(BACKENDS)('client address behind a proxy on %s', (backend) => {
  let behindProxy: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    behindProxy = await createTestApp(backend, 20, { trustProxy: { hops: 1 }, passwords: QUICK_PASSWORDS });
    direct = await createTestApp(backend, 20, { passwords: QUICK_PASSWORDS });
  });
  afterAll(async () => {
    await behindProxy.close();
    await direct.close();
  });

  const login = (t: TestApp, forwardedFor: string, phoneNumber: string, password: string) =>
    t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber, password },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('with TRUST_PROXY, one client failing 50 times does not block another client', async () => {
    for (let i = 0; i < 50; i++)
      expect((await login(behindProxy, '203.0.113.7', `61455${10000 + i}`, 'nopenope')).status).toBe(401);
    expect((await login(behindProxy, '203.0.113.7', '6145550100', 'nopenope')).status).toBe(429);
    expect((await login(behindProxy, '198.51.100.9', DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password)).status).toBe(200);
  }, 120_000);

  it('with TRUST_PROXY, a forged X-Forwarded-For entry before the proxy is not believed', async () => {
    // The client wrote '10.9.9.9' itself; the proxy appended the address it saw.
    for (let i = 0; i < 50; i++) await login(behindProxy, `10.9.9.${i}, 192.0.2.44`, `61456${10000 + i}`, 'nopenope');
    expect((await login(behindProxy, '10.0.0.1, 192.0.2.44', DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password)).status).toBe(
      429,
    );
  }, 120_000);

  it('IPv6 clients are one client per /64', async () => {
    for (let i = 0; i < 50; i++)
      await login(behindProxy, `2001:db8:aa:bb::${(i + 1).toString(16)}`, `61457${10000 + i}`, 'nopenope');
    expect(
      (await login(behindProxy, '2001:db8:aa:bb:ffff::1', DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password)).status,
    ).toBe(429);
    expect((await login(behindProxy, '2001:db8:aa:bc::1', DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password)).status).toBe(
      200,
    );
  }, 120_000);

  it('without TRUST_PROXY, X-Forwarded-For is ignored: changing it does not escape the limit', async () => {
    for (let i = 0; i < 50; i++) await login(direct, `203.0.113.${i}`, `61458${10000 + i}`, 'nopenope');
    expect((await login(direct, '198.51.100.9', DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password)).status).toBe(429);
  }, 120_000);
});

describe('rate-limit counters on PostgreSQL', () => {
  it('count a parallel burst atomically: exactly the limit gets through', async () => {
    const t = await createTestApp('postgres', 20);
    try {
      const { takeAttempt } = await import('../../server/limits/rate-limit');
      const limit = { name: 'burst', max: 10, windowMs: 60_000 };
      const results = await Promise.all(Array.from({ length: 40 }, () => takeAttempt(t.deps.counters, limit, 'x')));
      expect(results.filter(Boolean)).toHaveLength(10);
      expect(await t.deps.counters.peek('burst:x')).toBe(40);
      await t.deps.counters.reset('burst:x');
      expect(await t.deps.counters.peek('burst:x')).toBe(0);
    } finally {
      await t.close();
    }
  });
});
