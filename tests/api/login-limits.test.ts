import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../server/db/seed';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

/**
 * A login attempt is counted before its password is checked, so a burst
 * cannot outrun the count; the hard limit is per phone *and* address, so an attacker guessing a
 * customer's password locks out only themselves, while the phone's failures slow every guess.
 */
describe.each(BACKENDS)('login limits on %s', (backend) => {
  let t: TestApp;
  afterEach(() => t.close());

  const login = (from: string, password: string, phoneNumber: string = DEMO_CUSTOMER.phone) =>
    t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber, password },
      headers: { 'x-forwarded-for': from },
    });

  it('of 40 parallel wrong attempts from one client, at most 10 are evaluated; the rest get 429', async () => {
    t = await createTestApp(backend, 20, { trustProxy: { hops: 1 } });
    const statuses = (await Promise.all(Array.from({ length: 40 }, () => login('203.0.113.5', 'nopenope')))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  }, 60_000);

  it('a burst of 39 wrong guesses and the right password does not log in beyond the limit', async () => {
    t = await createTestApp(backend, 20, { trustProxy: { hops: 1 } });
    const guesses = [...Array.from({ length: 39 }, (_, i) => `adivina${i}`), DEMO_CUSTOMER.password];
    const statuses = (await Promise.all(guesses.map((password) => login('203.0.113.6', password)))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(10);
    // The right password, last in the burst, arrives after the limit was used up.
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);

  it('10 wrong attempts from client A do not lock the customer out: the right password from B logs in, from A it is 429', async () => {
    t = await createTestApp(backend, 20, { trustProxy: { hops: 1 } });
    for (let i = 0; i < 10; i++) expect((await login('203.0.113.7', `adivina${i}`)).status).toBe(401);
    expect((await login('203.0.113.7', 'otra-vez')).status).toBe(429);
    const fromB = await login('198.51.100.20', DEMO_CUSTOMER.password);
    expect(fromB.status).toBe(200);
    const fromA = await login('203.0.113.7', DEMO_CUSTOMER.password);
    expect(fromA.status).toBe(429);
    expect(((await fromA.json()) as { error: string }).error).toMatch(/Demasiados intentos/);
  }, 60_000);

  it('the phone’s failures from many addresses slow each further guess, never beyond a few seconds', async () => {
    t = await createTestApp(backend, 20, { trustProxy: { hops: 1 } });
    const timed = async (from: string, password: string) => {
      const started = performance.now();
      const res = await login(from, password);
      return { status: res.status, ms: performance.now() - started };
    };
    const first = await timed('192.0.2.1', 'adivina');
    for (let i = 2; i <= 8; i++) expect((await login(`192.0.2.${i}`, 'adivina')).status).toBe(401);
    const slowed = await timed('192.0.2.99', 'adivina');
    expect(slowed.status).toBe(401);
    expect(slowed.ms).toBeGreaterThan(first.ms + 1000);
    const owner = await timed('198.51.100.21', DEMO_CUSTOMER.password);
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeLessThan(first.ms + 6000);
    // The owner's success forgives the phone's failures: the next attempt is not slowed.
    expect((await timed('192.0.2.100', 'adivina')).ms).toBeLessThan(first.ms + 1000);
  }, 90_000);
});
