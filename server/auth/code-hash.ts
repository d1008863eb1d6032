import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_DIGITS } from '../../contract/contact-codes';

/**
 * A code's digits and how they are kept: drawn from the system's CSPRNG, stored as a salted
 * SHA-256 ('salt:hash', hex), compared in constant time. Six digits are a small space, so what
 * protects a code is its 5 tries and 10 minutes; the hash keeps a database reader from using the
 * codes in flight.
 */
export const newCode = () => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

const digest = (salt: Buffer, code: string) => createHash('sha256').update(salt).update(code).digest();

export function hashCode(code: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${digest(salt, code).toString('hex')}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [saltHex, hashHex] = stored.split(':');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = digest(Buffer.from(saltHex, 'hex'), code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
