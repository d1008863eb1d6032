import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from './password';

describe('password hashes', () => {
  it('a new hash verifies, at today’s cost', async () => {
    const hash = await hashPassword('outlet2024');
    expect(await verifyPassword('outlet2024', hash)).toBe(true);
    expect(await verifyPassword('outlet2025', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('the hash compared for unknown phones costs what a real one costs', () => {
    expect(needsRehash(DUMMY_HASH)).toBe(false);
    expect(DUMMY_HASH.split('$')[1]).toBe('ln=14,r=8,p=5');
  });

  it('a legacy hash (no cost written, N=2^14, p=1) verifies and asks to be rehashed', async () => {
    const salt = randomBytes(16);
    const legacy = `scrypt$${salt.toString('base64')}$${scryptSync('outlet2024', salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64')}`;
    expect(await verifyPassword('outlet2024', legacy)).toBe(true);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('refuses what is not one of its hashes, or asks for an absurd cost', async () => {
    for (const stored of [
      '',
      'bcrypt$x$y',
      'scrypt$ln=30,r=8,p=1$AAAA$AAAA',
      'scrypt$ln=14,r=8,p=0$AAAA$AAAA',
      'scrypt$a$b$c$d',
    ])
      expect(await verifyPassword('x', stored)).toBe(false);
  });
});
