import { describe, expect, it } from 'vitest';
import { clabeCheckDigit, isValidClabe, testSpeiTransfer } from './test-spei';

describe('the test checkout’s SPEI transfer', () => {
  it('checks a CLABE as Banxico does', () => {
    // A published example CLABE: 002 (Banamex) 010 (plaza) 07777777777, check digit 1.
    expect(clabeCheckDigit('00201007777777777')).toBe(1);
    expect(isValidClabe('002010077777777771')).toBe(true);
    expect(isValidClabe('002010077777777772')).toBe(false);
    expect(isValidClabe('00201007777777777')).toBe(false);
  });

  it('gives a session the same valid CLABE and 7-digit reference, and another session others', () => {
    const one = testSpeiTransfer('cs_test_aaaaaaaaaaaa');
    expect(isValidClabe(one.clabe)).toBe(true);
    expect(one.clabe.startsWith('646180')).toBe(true);
    expect(one.reference).toMatch(/^\d{7}$/);
    expect(testSpeiTransfer('cs_test_aaaaaaaaaaaa')).toEqual(one);
    expect(testSpeiTransfer('cs_test_bbbbbbbbbbbb').clabe).not.toBe(one.clabe);
  });
});
