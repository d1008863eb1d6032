import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressKey, clientOf, parseTrustProxy, type TrustProxy } from './client';

/** Asks a one-route app who the client is, as a socket from `peer` with the given headers. */
async function clientSeen(trust: TrustProxy, peer: string, headers: Record<string, string>, url = 'http://shop.test/') {
  const app = new Hono().get('/', (c) => c.json(clientOf(c, trust)));
  const res = await app.request(url, { headers }, { incoming: { socket: { remoteAddress: peer } } });
  return (await res.json()) as { key: string; https: boolean };
}

describe('the client of a request', () => {
  it('without TRUST_PROXY is the socket peer, whatever the headers say', async () => {
    expect(
      await clientSeen(null, '192.0.2.1', { 'x-forwarded-for': '203.0.113.5', 'x-forwarded-proto': 'https' }),
    ).toEqual({ key: '192.0.2.1', https: false });
  });

  it('with one trusted hop is the address the proxy appended, and its scheme', async () => {
    const trust = parseTrustProxy('1');
    expect(
      await clientSeen(trust, '127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.5', 'x-forwarded-proto': 'https' }),
    ).toEqual({
      key: '203.0.113.5',
      https: true,
    });
    expect(await clientSeen(trust, '127.0.0.1', {})).toEqual({ key: '127.0.0.1', https: false });
  });

  it('with a list of proxies walks back past them only', async () => {
    const trust = parseTrustProxy('127.0.0.1, 10.0.0.2');
    expect(
      await clientSeen(trust, '::ffff:127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.5, 10.0.0.2' }),
    ).toMatchObject({ key: '203.0.113.5' });
    // A peer that is not a listed proxy is the client, and its headers are not believed.
    expect(
      await clientSeen(trust, '198.51.100.3', { 'x-forwarded-for': '203.0.113.5', 'x-forwarded-proto': 'https' }),
    ).toEqual({
      key: '198.51.100.3',
      https: false,
    });
  });

  it('keys IPv6 by /64 and IPv4-mapped addresses as IPv4', () => {
    expect(addressKey('2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64');
    expect(addressKey('2001:0db8:00aa:00bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('not an address')).toBe('unknown');
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses', () => {
    expect(parseTrustProxy(undefined)).toBeNull();
    expect(parseTrustProxy('0')).toBeNull();
    expect(() => parseTrustProxy('nginx')).toThrow(/TRUST_PROXY/);
  });
});
