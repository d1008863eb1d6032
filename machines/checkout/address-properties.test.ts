import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AddressUpdateSchema } from '../../contract/user';
import { sampleUser } from '../auth/fixtures';
import { hasCompleteAddress } from './checkout-machine';
import { typedAddress } from './fixtures';

// An oracle written from the address rule, not from the code: street, exterior number, colonia,
// municipio, city and who receives it hold something besides blanks; the postal code is five
// digits whose first two are a state's (00 and 17–19 are no one's) and the state is that one;
// the receiver's phone is 10 digits, +52 in front allowed.
const DIGITS = '0123456789';
const filled = (v: string | null | undefined) => typeof v === 'string' && v.trim().length > 0;
const fiveDigits = (v: string) => /^[0-9]{5}$/.test(v.trim());
const prefixState = (cp: string): string | null => {
  const n = Number(cp.trim().slice(0, 2));
  if (n === 0 || (n >= 17 && n <= 19)) return null;
  return n <= 16 ? 'Ciudad de México' : n <= 33 && n >= 31 ? 'Chihuahua' : n === 83 ? 'Sonora' : 'other';
};

const blank = fc.constantFrom('', ' ', '\t', '  \n');
const text = fc.oneof(blank, fc.constantFrom('Centro', ' Delicias ', 'Av. Juárez'));
const zip = fc.oneof(
  fc.constantFrom('31000', ' 33100 ', '06700', '83000', '00100', '17000', '19999', '3100', '310000', '3100a', '٣١٠٠٠'),
  fc
    .string({ unit: fc.constantFrom(...DIGITS), minLength: 4, maxLength: 6 })
    .filter((z) => /^(0[1-9]|1[0-6]|3[1-3]|83)/.test(z)),
);
const state = fc.constantFrom('Chihuahua', 'Ciudad de México', 'Sonora', 'chihuahua', '', 'Texas');
const phone = fc.constantFrom(
  '6141234567',
  '614 123 4567',
  '+52 614 123 4567',
  '(614) 123-45-67',
  '614123456',
  '61412345678',
  'abc',
);
const field = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

describe('address completeness', () => {
  it('a profile address is complete exactly when every required field is filled, the postal code is a state’s and the state is that one', () => {
    fc.assert(
      fc.property(
        field(text),
        field(text),
        field(zip),
        field(state),
        field(phone),
        field(text),
        (street, neighborhood, code, chosen, receiverPhone, municipality) => {
          const user = {
            ...sampleUser,
            shipping_address_line1: street,
            shipping_neighborhood: neighborhood,
            shipping_zipcode: code,
            shipping_state: chosen,
            shipping_receiver_phone: receiverPhone,
            shipping_municipality: municipality,
          };
          const cpState = code !== null && fiveDigits(code) ? prefixState(code) : null;
          const phoneOk = receiverPhone !== null && /^(\+?52)?\d{10}$/.test(receiverPhone.replace(/[\s().-]/g, ''));
          const ok =
            filled(street) &&
            filled(neighborhood) &&
            filled(municipality) &&
            cpState !== null &&
            (cpState === 'other' ? false : chosen === cpState) &&
            phoneOk;
          if (cpState !== 'other') expect(hasCompleteAddress(user)).toBe(ok);
        },
      ),
      { numRuns: 600 },
    );
    expect(hasCompleteAddress(null)).toBe(false);
  });

  it('a typed address is accepted within the lengths of the form, trimmed, with the optional fields empty when left out', () => {
    const limits = {
      shipping_address_line1: 200,
      shipping_exterior_number: 20,
      shipping_interior_number: 20,
      shipping_neighborhood: 100,
      shipping_municipality: 100,
      shipping_city: 80,
      shipping_references: 200,
      shipping_receiver_name: 100,
    } as const;
    for (const [key, max] of Object.entries(limits)) {
      expect(AddressUpdateSchema.safeParse({ ...typedAddress, [key]: ` ${'a'.repeat(max)} ` }).success, key).toBe(true);
      expect(AddressUpdateSchema.safeParse({ ...typedAddress, [key]: 'a'.repeat(max + 1) }).success, key).toBe(false);
    }
    const { shipping_interior_number: _i, shipping_references: _r, ...required } = typedAddress;
    expect(AddressUpdateSchema.parse({ ...required, shipping_city: ' Delicias ' })).toEqual({
      ...typedAddress,
      shipping_city: 'Delicias',
    });
  });
});
