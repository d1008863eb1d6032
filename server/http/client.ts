import { AsyncLocalStorage } from 'node:async_hooks';
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Which proxies in front of the store may say who the client is (TRUST_PROXY): none (the socket's
 * peer is the client), a number of hops (nginx in front: 1), or the proxies' own addresses.
 */
export type TrustProxy = { hops: number } | { addresses: ReadonlySet<string> } | null;

/** TRUST_PROXY as configured: empty for none, `1` for one proxy hop, or `10.0.0.2,10.0.0.3`. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d{1,2}$/.test(text)) return Number(text) > 0 ? { hops: Number(text) } : null;
  const addresses = text.split(',').map((a) => a.trim());
  const bad = addresses.find((a) => !isIP(a));
  if (bad !== undefined)
    throw new Error(`TRUST_PROXY must be a hop count or a comma-separated list of IP addresses; '${bad}' is neither.`);
  return { addresses: new Set(addresses.map(normalise)) };
}

export interface Client {
  /** The client's address as a rate-limit key: IPv4 as is, IPv6 as its /64 (one home or phone holds a whole /64). */
  readonly key: string;
  /** Whether the shopper reached the store over https (directly, or at a trusted proxy). */
  readonly https: boolean;
}

/**
 * The client a page is being drawn for (app.ts runs the render in it): the API requests the render
 * makes in-process have no socket, and are the shopper's own, counted against their address.
 */
export const drawingFor = new AsyncLocalStorage<Client>();

/** Who sent this request, believing X-Forwarded-For / X-Forwarded-Proto only from trusted proxies. */
export function clientOf(c: Context, trust: TrustProxy): Client {
  const drawn = drawingFor.getStore();
  if (drawn) return drawn;
  const socket = socketAddress(c);
  const ownScheme = new URL(c.req.url).protocol === 'https:';
  if (!trust) return { key: addressKey(socket), https: ownScheme };
  // The chain from nearest to farthest: the socket's peer, then X-Forwarded-For read right to left.
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
    .reverse();
  const chain = [socket, ...forwarded];
  let client: string;
  if ('hops' in trust) client = chain[Math.min(trust.hops, chain.length - 1)]!;
  else {
    let i = 0;
    while (i < chain.length - 1 && trust.addresses.has(normalise(chain[i]!))) i++;
    client = chain[i]!;
  }
  const peerTrusted = 'hops' in trust || trust.addresses.has(normalise(socket));
  // The nearest proxy appends (or sets) the scheme last: that is the value we believe.
  const proto = peerTrusted ? c.req.header('x-forwarded-proto')?.split(',').pop()?.trim().toLowerCase() : undefined;
  return { key: addressKey(client), https: proto ? proto === 'https' : ownScheme };
}

/** The peer of the request's socket ('unknown' without one, as in app.request() of the tests). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/** '::ffff:1.2.3.4' is the IPv4 client 1.2.3.4 on a dual-stack socket. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}

/** The rate-limit key of an address: IPv4 whole, IPv6 by its first 64 bits. */
export function addressKey(raw: string): string {
  const address = normalise(raw.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  if (isIP(address) !== 6) return isIP(address) === 4 ? address : 'unknown';
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
