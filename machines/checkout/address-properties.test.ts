import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AddressUpdateSchema } from '../../contract/user';
import { sampleUser } from '../auth/fixtures';
import { hasCompleteAddress } from './checkout-machine';

// An oracle written from the address rule, not from the code: state, city and street hold
// something besides blanks, and the postal code is exactly five digits 0-9 (blanks around it
// are ignored).
const DIGITS = '0123456789';
const filled = (v: string | null | undefined) => typeof v === 'string' && v.trim().length > 0;
const fiveDigits = (v: string | null | undefined) => {
  const t = (v ?? '').trim();
  return t.length === 5 && [...t].every((ch) => DIGITS.includes(ch));
};

const blank = fc.constantFrom('', ' ', '\t', '  \n');
const text = fc.oneof(blank, fc.string({ maxLength: 6 }), fc.constantFrom('Chihuahua', ' Delicias ', 'Av. Juárez 100'));
const zip = fc.oneof(
  fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 0, maxLength: 7 }),
  fc
    .tuple(blank, fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 5, maxLength: 5 }), blank)
    .map(([a, z, b]) => a + z + b),
  fc.constantFrom('3100', '310000', '31 00', '3100a', '٣١٠٠٠', '31000\n'),
  fc.string({ maxLength: 6 }),
);
const field = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

describe('address completeness', () => {
  it('a profile address is complete exactly when state, city and street are filled and the postal code has 5 digits', () => {
    fc.assert(
      fc.property(field(text), field(text), field(text), field(zip), (state, city, street, code) => {
        const user = {
          ...sampleUser,
          shipping_state: state,
          shipping_city: city,
          shipping_address_line1: street,
          shipping_zipcode: code,
        };
        expect(hasCompleteAddress(user)).toBe(filled(state) && filled(city) && filled(street) && fiveDigits(code));
      }),
      { numRuns: 400 },
    );
    expect(hasCompleteAddress(null)).toBe(false);
  });

  it('a typed address is accepted exactly when it is complete and within the lengths of the form', () => {
    const within = (v: string, max: number) => v.trim().length <= max;
    fc.assert(
      fc.property(
        text,
        text,
        fc.oneof(text, fc.string({ minLength: 195, maxLength: 205 })),
        zip,
        (state, city, street, code) => {
          const ok =
            filled(state) &&
            filled(city) &&
            filled(street) &&
            fiveDigits(code) &&
            within(state, 80) &&
            within(city, 80) &&
            within(street, 200);
          const parsed = AddressUpdateSchema.safeParse({
            shipping_state: state,
            shipping_city: city,
            shipping_address_line1: street,
            shipping_zipcode: code,
          });
          expect(parsed.success).toBe(ok);
          if (parsed.success)
            expect(parsed.data).toEqual({
              shipping_state: state.trim(),
              shipping_city: city.trim(),
              shipping_address_line1: street.trim(),
              shipping_zipcode: code.trim(),
            });
        },
      ),
      { numRuns: 400 },
    );
  });
});
