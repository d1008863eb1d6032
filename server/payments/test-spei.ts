import { createHash } from 'node:crypto';

/**
 * The test checkout's SPEI transfer: the account and reference a shopper would transfer to, made
 * up for the session (no bank is involved) but shaped like real ones, so the pending page reads
 * as it will with Stripe: an 18-digit CLABE whose last digit checks the other 17, and a 7-digit
 * numeric reference. The same session always gets the same ones.
 */
export interface TestSpeiTransfer {
  bank: string;
  clabe: string;
  reference: string;
}

/** Banxico's CLABE check digit: the 17 digits weighted 3, 7, 1 in turn, each product's last digit summed. */
export function clabeCheckDigit(first17: string): number {
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(first17[i]) * weights[i % 3]!) % 10;
  return (10 - (sum % 10)) % 10;
}

export const isValidClabe = (clabe: string): boolean =>
  /^\d{18}$/.test(clabe) && clabeCheckDigit(clabe.slice(0, 17)) === Number(clabe[17]);

/** Bank 646 (STP, where SPEI receiving accounts usually live), place 180, then 11 digits of the session. */
export function testSpeiTransfer(sessionId: string): TestSpeiTransfer {
  const digits = BigInt(`0x${createHash('sha256').update(sessionId).digest('hex').slice(0, 24)}`)
    .toString()
    .padStart(18, '0');
  const first17 = `646180${digits.slice(0, 11)}`;
  return { bank: 'STP (prueba)', clabe: `${first17}${clabeCheckDigit(first17)}`, reference: digits.slice(11, 18) };
}
