import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  /** log2 of N, the CPU/memory cost. */
  ln: number;
  r: number;
  p: number;
}

/**
 * OWASP's minimum for scrypt, in the variant N=2^14, r=8, p=5 (as strong as N=2^17, r=8, p=1 by
 * their table). Measured on this 2-core machine under load: about 340 ms here against about 1 s
 * for N=2^17; and 16 MiB per hash instead of 128 MiB, so parallel logins do not swell the process.
 */
const COST: ScryptCost = { ln: 14, r: 8, p: 5 };
/** Hashes written before the cost was stored in them: `scrypt$<salt>$<key>` at Node's default cost. */
const LEGACY_COST: ScryptCost = { ln: 14, r: 8, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, { ln, r, p }: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N: 2 ** ln, r, p, maxmem: 256 * 2 ** ln * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const format = (cost: ScryptCost, salt: Buffer, key: Buffer) =>
  `scrypt$ln=${cost.ln},r=${cost.r},p=${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;

/** The parts of a stored hash, or null when it is not one of ours (or asks for an absurd cost). */
function parse(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  if (parts.length === 3)
    return { cost: LEGACY_COST, salt: Buffer.from(parts[1]!, 'base64'), key: Buffer.from(parts[2]!, 'base64') };
  const match = parts.length === 4 ? /^ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})$/.exec(parts[1]!) : null;
  if (!match) return null;
  const cost = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  if (cost.ln > 20 || cost.r < 1 || cost.p < 1) return null;
  return { cost, salt: Buffer.from(parts[2]!, 'base64'), key: Buffer.from(parts[3]!, 'base64') };
}

/**
 * Hashing and checking passwords at one cost. The store's is COST (`PASSWORDS`); a test of
 * something else than the hash (the rate limits, which fail dozens of logins) may build its app
 * with a cheaper one through `Deps.passwords`, which nothing in the store's start-up sets.
 */
export interface Passwords {
  /** Stored as `scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt b64>$<key b64>`, so the cost can rise later. */
  hash(password: string): Promise<string>;
  /** Checked at the cost written in the stored hash, whatever today's. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Whether a stored hash was made at another cost than today's: it is replaced at the next login. */
  needsRehash(stored: string): boolean;
  /** Compared against when the phone is unknown, so a wrong phone costs the same time as a wrong password. */
  dummyHash: string;
}

export function passwordsAt(cost: ScryptCost): Passwords {
  return {
    async hash(password) {
      const salt = randomBytes(16);
      return format(cost, salt, await derive(password, salt, cost));
    },
    async verify(password, stored) {
      const hash = parse(stored);
      if (!hash || hash.key.length === 0) return false;
      const actual = await derive(password, hash.salt, hash.cost);
      return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
    },
    needsRehash(stored) {
      const was = parse(stored)?.cost;
      return !was || was.ln !== cost.ln || was.r !== cost.r || was.p !== cost.p;
    },
    dummyHash: format(cost, Buffer.alloc(16), Buffer.alloc(KEY_LENGTH)),
  };
}

/** The store's passwords, at COST. */
export const PASSWORDS: Passwords = passwordsAt(COST);
