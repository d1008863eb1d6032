import { ADDRESS } from '../copy/address';
import { searchKey } from './text';

/** Mexico's 32 federal entities, as the address's state select offers them. */
export const MEXICAN_STATES = [
  'Aguascalientes',
  'Baja California',
  'Baja California Sur',
  'Campeche',
  'Chiapas',
  'Chihuahua',
  'Ciudad de México',
  'Coahuila',
  'Colima',
  'Durango',
  'Estado de México',
  'Guanajuato',
  'Guerrero',
  'Hidalgo',
  'Jalisco',
  'Michoacán',
  'Morelos',
  'Nayarit',
  'Nuevo León',
  'Oaxaca',
  'Puebla',
  'Querétaro',
  'Quintana Roo',
  'San Luis Potosí',
  'Sinaloa',
  'Sonora',
  'Tabasco',
  'Tamaulipas',
  'Tlaxcala',
  'Veracruz',
  'Yucatán',
  'Zacatecas',
] as const;
export type MexicanState = (typeof MEXICAN_STATES)[number];
/** The two entities the tables below name more than once (each state's name is written once, above). */
const CDMX = MEXICAN_STATES[6];
const EDOMEX = MEXICAN_STATES[10];

/**
 * The first two digits of a Mexican postal code fix its state (SEPOMEX's public table): each row
 * is the first and last two-digit prefix of a state. 00 and 17 to 19 are no one's.
 */
export const POSTAL_CODE_PREFIXES: readonly (readonly [number, number, MexicanState])[] = [
  [1, 16, CDMX],
  [20, 20, 'Aguascalientes'],
  [21, 22, 'Baja California'],
  [23, 23, 'Baja California Sur'],
  [24, 24, 'Campeche'],
  [25, 27, 'Coahuila'],
  [28, 28, 'Colima'],
  [29, 30, 'Chiapas'],
  [31, 33, 'Chihuahua'],
  [34, 35, 'Durango'],
  [36, 38, 'Guanajuato'],
  [39, 41, 'Guerrero'],
  [42, 43, 'Hidalgo'],
  [44, 49, 'Jalisco'],
  [50, 57, EDOMEX],
  [58, 61, 'Michoacán'],
  [62, 62, 'Morelos'],
  [63, 63, 'Nayarit'],
  [64, 67, 'Nuevo León'],
  [68, 71, 'Oaxaca'],
  [72, 75, 'Puebla'],
  [76, 76, 'Querétaro'],
  [77, 77, 'Quintana Roo'],
  [78, 79, 'San Luis Potosí'],
  [80, 82, 'Sinaloa'],
  [83, 85, 'Sonora'],
  [86, 86, 'Tabasco'],
  [87, 89, 'Tamaulipas'],
  [90, 90, 'Tlaxcala'],
  [91, 96, 'Veracruz'],
  [97, 97, 'Yucatán'],
  [98, 99, 'Zacatecas'],
];

/**
 * The state a postal code belongs to, read from its first two digits as soon as they are typed;
 * null while fewer than two digits are there, or for a prefix no state has.
 */
export function stateOfPostalCode(postalCode: string): MexicanState | null {
  // Without two leading digits, n is NaN, which no prefix range holds.
  const n = Number(/^\s*(\d\d)/.exec(postalCode)?.[1]);
  return POSTAL_CODE_PREFIXES.find(([first, last]) => n >= first && n <= last)?.[2] ?? null;
}

/** Other names shoppers wrote in the old free-text state field. */
const STATE_ALIASES: Record<string, MexicanState> = {
  cdmx: CDMX,
  df: CDMX,
  'distrito federal': CDMX,
  mexico: EDOMEX,
  'edo. mex.': EDOMEX,
  chih: 'Chihuahua',
  'chih.': 'Chihuahua',
};

/**
 * The state an address's state text names (capitals, accents and blanks aside), or null: how an
 * address saved when the state was free text fills the state select.
 */
export function stateNamed(text: string | null | undefined): MexicanState | null {
  if (!text) return null;
  const key = searchKey(text);
  return MEXICAN_STATES.find((state) => searchKey(state) === key) ?? STATE_ALIASES[key] ?? null;
}

/**
 * A one-line address (a payment page from before sends only that) ships only within Mexico: one of
 * its 5-digit numbers must be a Mexican postal code.
 */
export const hasMexicanPostalCode = (line: string) =>
  [...line.matchAll(/(?<!\d)\d{5}(?!\d)/g)].some(([code]) => stateOfPostalCode(code) !== null);

/** A delivery address as stored: the SPEC's four fields and the Mexican ones beside them. */
export interface MexicanAddress {
  shipping_address_line1: string;
  shipping_exterior_number: string;
  shipping_interior_number: string;
  shipping_neighborhood: string;
  shipping_municipality: string;
  shipping_city: string;
  shipping_state: string;
  shipping_zipcode: string;
  shipping_references: string;
  shipping_receiver_name: string;
  shipping_receiver_phone: string;
}

/** Every field of an address, in the order the form asks for them. */
export const ADDRESS_FIELDS = [
  'shipping_address_line1',
  'shipping_exterior_number',
  'shipping_interior_number',
  'shipping_neighborhood',
  'shipping_zipcode',
  'shipping_state',
  'shipping_municipality',
  'shipping_city',
  'shipping_references',
  'shipping_receiver_name',
  'shipping_receiver_phone',
] as const satisfies readonly (keyof MexicanAddress)[];

/**
 * The longest each free-text field may be, in characters: the contract's rule
 * (`AddressUpdateSchema`, contract/user.ts) and the form's `maxLength`s both read it.
 */
export const ADDRESS_MAX_LENGTH = {
  shipping_address_line1: 200,
  shipping_exterior_number: 20,
  shipping_interior_number: 20,
  shipping_neighborhood: 100,
  shipping_municipality: 100,
  shipping_city: 80,
  shipping_references: 200,
  shipping_receiver_name: 100,
} as const satisfies Partial<Record<keyof MexicanAddress, number>>;

/** An address as a record may hold it: a field saved before it existed is null or absent. */
export type StoredAddress = { [K in keyof MexicanAddress]?: string | null };

/** A stored address with every field a string ('' where nothing is saved). */
export const addressDraft = (stored: StoredAddress | null | undefined): MexicanAddress =>
  Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, stored?.[field]?.trim() ?? '']),
  ) as unknown as MexicanAddress;

/**
 * Where the address is, as one line: street and numbers, colonia, municipio (left out when it is
 * the city), city, state and postal code; what a map is asked for (no names, no phones). A part
 * never saved (an address from before) is left out.
 */
export function placeLine(stored: StoredAddress): string {
  const a = addressDraft(stored);
  const L = ADDRESS.line;
  const street = [a.shipping_address_line1, a.shipping_exterior_number].filter(Boolean).join(' ');
  const municipality = searchKey(a.shipping_municipality) === searchKey(a.shipping_city) ? '' : a.shipping_municipality;
  return [
    street,
    a.shipping_interior_number && L.interior(a.shipping_interior_number),
    a.shipping_neighborhood && L.neighborhood(a.shipping_neighborhood),
    municipality,
    a.shipping_city,
    a.shipping_state,
    a.shipping_zipcode && L.postalCode(a.shipping_zipcode),
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The address as one line, the one text the checkout session and the order carry
 * (`shipping_address`), written by the payment page and the server alike: the place
 * (`placeLine`), then the references and who receives it.
 */
export function formatAddress(stored: StoredAddress): string {
  const a = addressDraft(stored);
  const L = ADDRESS.line;
  const notes = [
    a.shipping_references && L.references(a.shipping_references),
    a.shipping_receiver_name && L.receiver(a.shipping_receiver_name, a.shipping_receiver_phone),
  ].filter(Boolean);
  return [placeLine(a), ...notes].join('. ');
}

/** A phone as a Mexican shopper types it: the account's E.164 '+52…' without the country code. */
export const nationalPhone = (phone: string) => phone.replace(/^\+52/, '');

/**
 * What an address form starts with: the stored address, its state read from the old free text
 * (or else from the postal code), and the customer as who receives it when no one is saved.
 */
export function addressForForm(
  stored: StoredAddress | null | undefined,
  customer: { name: string; phone_number: string },
): MexicanAddress {
  const a = addressDraft(stored);
  return {
    ...a,
    shipping_state: stateNamed(a.shipping_state) ?? stateOfPostalCode(a.shipping_zipcode) ?? '',
    shipping_receiver_name: a.shipping_receiver_name || customer.name,
    shipping_receiver_phone: a.shipping_receiver_phone || nationalPhone(customer.phone_number),
  };
}
