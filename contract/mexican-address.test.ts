import { describe, expect, it } from 'vitest';
import { ADDRESS } from '../copy/address';
import { VALIDATION } from '../copy/validation';
import { UserSchema } from './auth';
import { CreateCheckoutSessionSchema, SHIPPING_ADDRESS_MAX } from './checkout';
import { fieldErrors } from './field-errors';
import {
  ADDRESS_FIELDS,
  addressDraft,
  addressForForm,
  formatAddress,
  hasMexicanPostalCode,
  MEXICAN_STATES,
  nationalPhone,
  POSTAL_CODE_PREFIXES,
  placeLine,
  stateNamed,
  stateOfPostalCode,
} from './mexican-address';
import {
  AddressUpdateSchema,
  completeAddress,
  isMexicanPhone,
  isSpecAddressUpdate,
  ShippingDetailsSchema,
  SpecAddressUpdateSchema,
} from './user';

const full = {
  shipping_address_line1: 'Calle Aldama',
  shipping_exterior_number: '200',
  shipping_interior_number: '3',
  shipping_neighborhood: 'Zona Centro',
  shipping_zipcode: '31000',
  shipping_state: 'Chihuahua',
  shipping_municipality: 'Chihuahua',
  shipping_city: 'Chihuahua',
  shipping_references: 'Portón negro',
  shipping_receiver_name: 'Ana López',
  shipping_receiver_phone: '6141234567',
};

describe('the 32 states and the postal-code table', () => {
  it('has each of the 32 federal entities once, and gives each at least one prefix', () => {
    expect(MEXICAN_STATES).toHaveLength(32);
    expect(new Set(MEXICAN_STATES).size).toBe(32);
    expect(new Set(POSTAL_CODE_PREFIXES.map(([, , state]) => state))).toEqual(new Set(MEXICAN_STATES));
  });

  it('reads the state from the first two digits: every prefix 01–16 and 20–99 is one state’s, 00 and 17–19 no one’s', () => {
    for (let n = 0; n <= 99; n++) {
      const prefix = String(n).padStart(2, '0');
      const owners = POSTAL_CODE_PREFIXES.filter(([first, last]) => n >= first && n <= last);
      const expected = n === 0 || (n >= 17 && n <= 19) ? 0 : 1;
      expect(owners, prefix).toHaveLength(expected);
      expect(stateOfPostalCode(`${prefix}123`), prefix).toBe(owners[0]?.[2] ?? null);
      expect(stateOfPostalCode(prefix), prefix).toBe(owners[0]?.[2] ?? null);
    }
  });

  it('names the public table’s states at the ends of their ranges', () => {
    const cases: [string, string | null][] = [
      ['01000', 'Ciudad de México'],
      ['16999', 'Ciudad de México'],
      ['20000', 'Aguascalientes'],
      ['30999', 'Chiapas'],
      ['31000', 'Chihuahua'],
      ['33999', 'Chihuahua'],
      ['34000', 'Durango'],
      ['44100', 'Jalisco'],
      ['50000', 'Estado de México'],
      ['57999', 'Estado de México'],
      ['64000', 'Nuevo León'],
      ['91000', 'Veracruz'],
      ['99999', 'Zacatecas'],
      [' 31000', 'Chihuahua'],
      ['3', null],
      ['', null],
      ['a31', null],
      ['3a', null],
    ];
    for (const [cp, state] of cases) expect(stateOfPostalCode(cp), cp).toBe(state);
  });

  it('reads an old free-text state, capitals, accents, blanks and the common short names aside', () => {
    expect(stateNamed(' CHIHUAHUA ')).toBe('Chihuahua');
    expect(stateNamed('nuevo leon')).toBe('Nuevo León');
    expect(stateNamed('Ciudad de Mexico')).toBe('Ciudad de México');
    expect(stateNamed('CDMX')).toBe('Ciudad de México');
    expect(stateNamed('D.F.')).toBeNull();
    expect(stateNamed('DF')).toBe('Ciudad de México');
    expect(stateNamed('Distrito Federal')).toBe('Ciudad de México');
    expect(stateNamed('México')).toBe('Estado de México');
    expect(stateNamed('Edo. Mex.')).toBe('Estado de México');
    expect(stateNamed('Chih.')).toBe('Chihuahua');
    expect(stateNamed('chih')).toBe('Chihuahua');
    expect(stateNamed('Texas')).toBeNull();
    expect(stateNamed('')).toBeNull();
    expect(stateNamed(null)).toBeNull();
    expect(stateNamed(undefined)).toBeNull();
  });
});

describe('the address as text', () => {
  it('a stored address becomes every field a trimmed string, empty where nothing was saved', () => {
    expect(addressDraft(null)).toEqual(Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])));
    expect(addressDraft(undefined).shipping_city).toBe('');
    expect(addressDraft({ shipping_city: ' Delicias ', shipping_state: null })).toMatchObject({
      shipping_city: 'Delicias',
      shipping_state: '',
      shipping_zipcode: '',
    });
  });

  it('one line from every field: place, then references, then who receives it', () => {
    expect(formatAddress(full)).toBe(
      'Calle Aldama 200, Int. 3, Col. Zona Centro, Chihuahua, Chihuahua, C.P. 31000. Referencias: Portón negro. Recibe: Ana López, tel. 6141234567',
    );
    // The municipio is named when it is not the city (capitals and accents aside).
    expect(
      placeLine({
        ...full,
        shipping_municipality: 'Juárez',
        shipping_city: 'Ciudad Juárez',
        shipping_zipcode: '32000',
      }),
    ).toBe('Calle Aldama 200, Int. 3, Col. Zona Centro, Juárez, Ciudad Juárez, Chihuahua, C.P. 32000');
    expect(placeLine({ ...full, shipping_municipality: 'CHIHUÁHUA' })).toBe(
      'Calle Aldama 200, Int. 3, Col. Zona Centro, Chihuahua, Chihuahua, C.P. 31000',
    );
    expect(formatAddress({ ...full, shipping_references: '', shipping_interior_number: null })).toBe(
      'Calle Aldama 200, Col. Zona Centro, Chihuahua, Chihuahua, C.P. 31000. Recibe: Ana López, tel. 6141234567',
    );
    expect(formatAddress({ ...full, shipping_receiver_name: '' })).toBe(
      'Calle Aldama 200, Int. 3, Col. Zona Centro, Chihuahua, Chihuahua, C.P. 31000. Referencias: Portón negro',
    );
  });

  it('an address saved before (street, city, state, postal code) reads as it always did', () => {
    const old = {
      shipping_address_line1: 'Av. Juárez 100',
      shipping_city: 'Chihuahua',
      shipping_state: 'Chihuahua',
      shipping_zipcode: '31000',
    };
    expect(formatAddress(old)).toBe('Av. Juárez 100, Chihuahua, Chihuahua, C.P. 31000');
    expect(placeLine({ ...old, shipping_zipcode: null })).toBe('Av. Juárez 100, Chihuahua, Chihuahua');
    expect(formatAddress({})).toBe('');
  });
});

describe('what an address form starts with', () => {
  const customer = { name: 'Ana López', phone_number: '+526141234567' };

  it('the customer receives it unless someone else was saved', () => {
    expect(addressForForm(null, customer)).toMatchObject({
      shipping_receiver_name: 'Ana López',
      shipping_receiver_phone: '6141234567',
      shipping_state: '',
    });
    expect(addressForForm(full, customer)).toMatchObject({
      shipping_receiver_name: 'Ana López',
      shipping_receiver_phone: '6141234567',
    });
    expect(
      addressForForm({ ...full, shipping_receiver_name: 'Luis', shipping_receiver_phone: '6391234567' }, customer),
    ).toMatchObject({ shipping_receiver_name: 'Luis', shipping_receiver_phone: '6391234567' });
  });

  it('the state from an old free text, else from the postal code, else none', () => {
    expect(addressForForm({ shipping_state: 'chihuahua', shipping_zipcode: '06700' }, customer).shipping_state).toBe(
      'Chihuahua',
    );
    expect(addressForForm({ shipping_state: 'Chih', shipping_zipcode: '06700' }, customer).shipping_state).toBe(
      'Chihuahua',
    );
    expect(addressForForm({ shipping_state: 'Tejas', shipping_zipcode: '06700' }, customer).shipping_state).toBe(
      'Ciudad de México',
    );
    expect(addressForForm({ shipping_state: 'Tejas', shipping_zipcode: '' }, customer).shipping_state).toBe('');
    expect(addressForForm({ shipping_city: 'Delicias' }, customer).shipping_city).toBe('Delicias');
  });

  it('the account’s phone without +52', () => {
    expect(nationalPhone('+526141234567')).toBe('6141234567');
    expect(nationalPhone('6141234567')).toBe('6141234567');
    expect(nationalPhone('+15551234567')).toBe('+15551234567');
    expect(nationalPhone('52+526141234567')).toBe('52+526141234567');
  });
});

describe('the address rule', () => {
  it('a Mexican phone is 10 digits, spaces, dashes, dots and brackets aside, +52 allowed in front', () => {
    for (const ok of [
      '6141234567',
      '614 123 4567',
      '(614) 123-45-67',
      '614.123.4567',
      '+52 614 123 4567',
      '526141234567',
    ])
      expect(isMexicanPhone(ok), ok).toBe(true);
    for (const bad of [
      '614123456',
      '61412345678',
      '+1 6141234567',
      '+5261412345678',
      'abc',
      '',
      '6141234567x',
      'x6141234567',
      '52+6141234567',
    ])
      expect(isMexicanPhone(bad), bad).toBe(false);
  });

  it('accepts a complete address, trimmed, the optional fields empty when left out', () => {
    const { shipping_interior_number: _i, shipping_references: _r, ...required } = full;
    expect(AddressUpdateSchema.parse({ ...required, shipping_city: ' Chihuahua ' })).toEqual({
      ...full,
      shipping_interior_number: '',
      shipping_references: '',
    });
  });

  it('names each wrong field with its message', () => {
    expect(fieldErrors(AddressUpdateSchema, { ...full, shipping_state: 'Sonora' })).toEqual({
      shipping_state: ADDRESS.error.postalCodeOtherState('Chihuahua'),
    });
    // The mismatch is the form's own (custom) issue, on the state the shopper can change.
    expect(AddressUpdateSchema.safeParse({ ...full, shipping_state: 'Sonora' }).error?.issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        path: ['shipping_state'],
        message: ADDRESS.error.postalCodeOtherState('Chihuahua'),
      }),
    ]);
    expect(fieldErrors(AddressUpdateSchema, { ...full, shipping_state: 'Chih' })).toEqual({
      shipping_state: ADDRESS.error.state,
    });
    expect(fieldErrors(AddressUpdateSchema, { ...full, shipping_zipcode: '17000' })).toEqual({
      shipping_zipcode: ADDRESS.error.postalCodeUnknown,
    });
    expect(fieldErrors(AddressUpdateSchema, { ...full, shipping_zipcode: '3100' })).toEqual({
      shipping_zipcode: VALIDATION.zipcode,
    });
    expect(fieldErrors(AddressUpdateSchema, { ...full, shipping_receiver_phone: '123' })).toEqual({
      shipping_receiver_phone: ADDRESS.error.phone,
    });
    expect(fieldErrors(AddressUpdateSchema, { ...full, shipping_receiver_phone: 6141234567 })).toEqual({
      shipping_receiver_phone: ADDRESS.error.phone,
    });
    expect(fieldErrors(AddressUpdateSchema, { ...full, shipping_neighborhood: ' ' })).toEqual({
      shipping_neighborhood: VALIDATION.required,
    });
    expect(fieldErrors(AddressUpdateSchema, { ...full, shipping_references: 'x'.repeat(201) })).toEqual({
      shipping_references: ADDRESS.error.tooLong(200),
    });
    expect(AddressUpdateSchema.safeParse({ ...full, shipping_references: 'x'.repeat(200) }).success).toBe(true);
  });

  it('the checkout takes the fields beside the line, checked by the same rule, and a line up to its longest', () => {
    const body = { products: [{ product_id: 1, quantity: 1 }], userId: 1, shipping_address: 'x' };
    expect(CreateCheckoutSessionSchema.parse(body).shipping_details).toBeUndefined();
    expect(CreateCheckoutSessionSchema.parse({ ...body, shipping_details: full }).shipping_details).toEqual(full);
    expect(
      CreateCheckoutSessionSchema.safeParse({ ...body, shipping_details: { ...full, shipping_state: 'Jalisco' } })
        .success,
    ).toBe(false);
    expect(
      CreateCheckoutSessionSchema.safeParse({ ...body, shipping_address: 'x'.repeat(SHIPPING_ADDRESS_MAX) }).success,
    ).toBe(true);
    expect(
      CreateCheckoutSessionSchema.safeParse({ ...body, shipping_address: 'x'.repeat(SHIPPING_ADDRESS_MAX + 1) })
        .success,
    ).toBe(false);
    // Every field at its longest still fits the line.
    const longest = Object.fromEntries(
      Object.entries({
        ...full,
        shipping_address_line1: 200,
        shipping_exterior_number: 20,
        shipping_interior_number: 20,
        shipping_neighborhood: 100,
        shipping_municipality: 100,
        shipping_city: 80,
        shipping_references: 200,
        shipping_receiver_name: 100,
      }).map(([k, v]) => [k, typeof v === 'number' ? 'x'.repeat(v) : v]),
    );
    expect(
      formatAddress({ ...longest, shipping_state: 'San Luis Potosí', shipping_receiver_phone: '+52 (614) 123-45-67' })
        .length,
    ).toBeLessThanOrEqual(SHIPPING_ADDRESS_MAX);
  });

  it('an account or an order from before parses: the new fields null, the optional ones of an order empty', () => {
    const old = UserSchema.parse({
      ecommerce_user_id: 1,
      name: 'Ana',
      email: 'a@b.mx',
      phone_number: '+526141234567',
      shipping_state: 'Chihuahua',
      shipping_city: 'Chihuahua',
      shipping_address_line1: 'Av. Juárez 100',
      shipping_zipcode: '31000',
    });
    expect(old).toMatchObject({ shipping_neighborhood: null, shipping_receiver_phone: null, role: 'customer' });
    const { shipping_interior_number: _i, shipping_references: _r, ...required } = full;
    expect(ShippingDetailsSchema.parse(required)).toEqual({
      ...full,
      shipping_interior_number: '',
      shipping_references: '',
    });
  });

  it("the SPEC's update carries its four fields alone, checked by the same rules, and leaves the address incomplete", () => {
    const spec = {
      shipping_state: 'Chihuahua',
      shipping_city: 'Chihuahua',
      shipping_address_line1: 'Av. Universidad 2500',
      shipping_zipcode: '31125',
    };
    expect(isSpecAddressUpdate(spec)).toBe(true);
    expect(isSpecAddressUpdate(full)).toBe(false);
    expect(isSpecAddressUpdate({ ...spec, shipping_neighborhood: 'Centro' })).toBe(false);
    const { shipping_city: _, ...threeOfFour } = spec;
    expect(isSpecAddressUpdate(threeOfFour)).toBe(false);
    expect(SpecAddressUpdateSchema.parse({ ...spec, shipping_city: ' Chihuahua ' })).toEqual(spec);
    expect(fieldErrors(SpecAddressUpdateSchema, { ...spec, shipping_zipcode: '3112' })).toEqual({
      shipping_zipcode: VALIDATION.zipcode,
    });
    expect(fieldErrors(SpecAddressUpdateSchema, { ...spec, shipping_zipcode: '18000' })).toEqual({
      shipping_zipcode: ADDRESS.error.postalCodeUnknown,
    });
    expect(fieldErrors(SpecAddressUpdateSchema, { ...spec, shipping_state: 'Sonora' })).toEqual({
      shipping_state: ADDRESS.error.postalCodeOtherState('Chihuahua'),
    });
    expect(fieldErrors(SpecAddressUpdateSchema, { ...spec, shipping_address_line1: '' })).toEqual({
      shipping_address_line1: VALIDATION.required,
    });
    expect(completeAddress(spec)).toBeNull();
    expect(completeAddress(null)).toBeNull();
    expect(completeAddress(full)).toEqual(full);
  });

  it('a one-line address ships only with a Mexican postal code among its numbers', () => {
    expect(hasMexicanPostalCode('Av. Juárez 100, Chihuahua, C.P. 31000')).toBe(true);
    expect(hasMexicanPostalCode('31000')).toBe(true);
    expect(hasMexicanPostalCode('Calle 5 #17000, Col. Centro, CP 06700 CDMX')).toBe(true);
    expect(hasMexicanPostalCode('1600 Pennsylvania Ave, Washington DC, USA')).toBe(false);
    // 17 is no state's first two digits; six digits are no postal code, nor five inside them.
    expect(hasMexicanPostalCode('Calle 1, C.P. 17000')).toBe(false);
    expect(hasMexicanPostalCode('Calle 1, 310001')).toBe(false);
    expect(hasMexicanPostalCode('Calle 1, 131000')).toBe(false);
    expect(hasMexicanPostalCode('Calle 1, 3100')).toBe(false);
  });
});
