import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

interface ScryptCost {
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

/** Stored as `scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt b64>$<key b64>`, so the cost can rise later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(COST, salt, await derive(password, salt, COST));
}

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

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parse(stored);
  if (!hash || hash.key.length === 0) return false;
  const actual = await derive(password, hash.salt, hash.cost);
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}

/** Whether a stored hash was made at another cost than today's: it is replaced at the next login. */
export function needsRehash(stored: string): boolean {
  const cost = parse(stored)?.cost;
  return !cost || cost.ln !== COST.ln || cost.r !== COST.r || cost.p !== COST.p;
}

/** Compared against when the phone is unknown, so a wrong phone costs the same time as a wrong password. */
export const DUMMY_HASH = format(COST, Buffer.alloc(16), Buffer.alloc(KEY_LENGTH));
