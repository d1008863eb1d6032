import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PASSWORDS, passwordsAt } from './password';

const { hash: hashPassword, verify: verifyPassword, needsRehash, dummyHash: DUMMY_HASH } = PASSWORDS;

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

  it('a cheaper cost (a rate-limit test’s) writes its own, and asks to rehash the store’s', async () => {
    const quick = passwordsAt({ ln: 10, r: 8, p: 1 });
    const hash = await quick.hash('outlet2024');
    expect(hash.split('$')[1]).toBe('ln=10,r=8,p=1');
    expect(await quick.verify('outlet2024', hash)).toBe(true);
    expect(await verifyPassword('outlet2024', hash)).toBe(true); // read at the cost written in it
    expect(quick.needsRehash(hash)).toBe(false);
    expect(needsRehash(hash)).toBe(true);
    expect(quick.needsRehash(await hashPassword('outlet2024'))).toBe(true);
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
