import { z } from 'zod';
import { ADDRESS } from '../copy/address';
import { API_ERRORS } from '../copy/api';
import { VALIDATION } from '../copy/validation';
import { isPersonName, PASSWORD_MIN, PHONE_MAX, PROFILE_PHONE_MIN, text } from './fields';
import {
  ADDRESS_FIELDS,
  ADDRESS_MAX_LENGTH,
  addressDraft,
  MEXICAN_STATES,
  type MexicanAddress,
  type StoredAddress,
  stateOfPostalCode,
} from './mexican-address';

const required = (max: number) =>
  text({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .max(max, { error: ADDRESS.error.tooLong(max) });

/** A field the shopper may leave empty: '' when absent. */
const optional = (max: number) =>
  text()
    .trim()
    .max(max, { error: ADDRESS.error.tooLong(max) })
    .default('');

/** A Mexican phone: 10 digits, spaces, dashes, dots and brackets aside, with or without +52 in front. */
export const isMexicanPhone = (typed: string) => /^(\+?52)?\d{10}$/.test(typed.replace(/[\s().-]/g, ''));

export const ZIPCODE = /^\d{5}$/;

/** PUT /api/user_ecommerce/profile/{id}: personal data. Email travels but cannot change. */
export const ProfileUpdateSchema = z.object({
  name: required(100).refine(isPersonName, { error: VALIDATION.signupNameShort }),
  email: text().max(200).optional(),
  phone_number: text({ error: VALIDATION.profilePhoneShort })
    .trim()
    .min(PROFILE_PHONE_MIN, { error: VALIDATION.profilePhoneShort })
    .max(PHONE_MAX, { error: VALIDATION.loginPhoneLong }),
});

/**
 * PUT /api/user_ecommerce/profile/{id}: shipping address, and the address a checkout session
 * ships to (`shipping_details`). The SPEC's four fields keep their meaning (the street is
 * `shipping_address_line1`); the state is one of the 32 and agrees with the postal code's first
 * two digits, which must be a state's.
 */
const addressFields = {
  shipping_address_line1: required(ADDRESS_MAX_LENGTH.shipping_address_line1),
  shipping_exterior_number: required(ADDRESS_MAX_LENGTH.shipping_exterior_number),
  shipping_interior_number: optional(ADDRESS_MAX_LENGTH.shipping_interior_number),
  shipping_neighborhood: required(ADDRESS_MAX_LENGTH.shipping_neighborhood),
  shipping_zipcode: text({ error: VALIDATION.zipcode })
    .trim()
    .regex(ZIPCODE, { error: VALIDATION.zipcode })
    .refine((cp) => stateOfPostalCode(cp) !== null, { error: ADDRESS.error.postalCodeUnknown }),
  shipping_state: z.enum(MEXICAN_STATES, { error: ADDRESS.error.state }),
  shipping_municipality: required(ADDRESS_MAX_LENGTH.shipping_municipality),
  shipping_city: required(ADDRESS_MAX_LENGTH.shipping_city),
  shipping_references: optional(ADDRESS_MAX_LENGTH.shipping_references),
  shipping_receiver_name: required(ADDRESS_MAX_LENGTH.shipping_receiver_name),
  shipping_receiver_phone: text({ error: ADDRESS.error.phone })
    .trim()
    .refine(isMexicanPhone, { error: ADDRESS.error.phone }),
};

/** The postal code is a state's: the state chosen must be that one. */
const stateAgreesWithPostalCode = (a: { shipping_zipcode: string; shipping_state: string }, ctx: z.RefinementCtx) => {
  const state = stateOfPostalCode(a.shipping_zipcode);
  if (state !== null && state !== a.shipping_state)
    ctx.addIssue({ code: 'custom', path: ['shipping_state'], message: ADDRESS.error.postalCodeOtherState(state) });
};

export const AddressUpdateSchema = z.object(addressFields).superRefine(stateAgreesWithPostalCode);
export type AddressUpdate = z.infer<typeof AddressUpdateSchema> & MexicanAddress;

/** The SPEC's address update: its four fields, nothing more. */
export const SPEC_ADDRESS_FIELDS = [
  'shipping_state',
  'shipping_city',
  'shipping_address_line1',
  'shipping_zipcode',
] as const satisfies readonly (keyof MexicanAddress)[];

/**
 * PUT /api/user_ecommerce/profile/{id} from a client written against the SPEC: its four fields,
 * checked by the same rules. The other fields are then emptied, so the address is incomplete
 * (`completeAddress` is null) until the customer adds colonia, number and who receives it, which
 * the checkout asks for.
 */
export const SpecAddressUpdateSchema = z
  .object({
    shipping_state: addressFields.shipping_state,
    shipping_city: addressFields.shipping_city,
    shipping_address_line1: addressFields.shipping_address_line1,
    shipping_zipcode: addressFields.shipping_zipcode,
  })
  .superRefine(stateAgreesWithPostalCode);
export type SpecAddressUpdate = z.infer<typeof SpecAddressUpdateSchema>;

/** An update carries only the SPEC's fields: none of the Mexican address's others is in it. */
export const isSpecAddressUpdate = (body: object) =>
  ADDRESS_FIELDS.every((field) => field in body === (SPEC_ADDRESS_FIELDS as readonly string[]).includes(field));

/** The stored address when the address rule accepts every field of it, else null: what home delivery ships to. */
export function completeAddress(stored: StoredAddress | null | undefined): AddressUpdate | null {
  const parsed = AddressUpdateSchema.safeParse(addressDraft(stored));
  return parsed.success ? parsed.data : null;
}
/**
 * An order's address field by field as the owner's order screen reads it (`shipping_details`):
 * what the checkout was sent, checked then; null for pickup and for orders from before.
 */
export const ShippingDetailsSchema = z.object({
  shipping_address_line1: z.string(),
  shipping_exterior_number: z.string(),
  shipping_interior_number: z.string().default(''),
  shipping_neighborhood: z.string(),
  shipping_zipcode: z.string(),
  shipping_state: z.string(),
  shipping_municipality: z.string(),
  shipping_city: z.string(),
  shipping_references: z.string().default(''),
  shipping_receiver_name: z.string(),
  shipping_receiver_phone: z.string(),
});

/** An address as typed in a form, before the schema has checked it. */
export type AddressFields = Record<keyof AddressUpdate, string>;

/**
 * PUT /api/user_ecommerce/marketing_consent/{id}: the customer gives (true) or withdraws (false)
 * consent to the privacy notice's optional purposes; each is recorded with its date.
 */
export const MarketingConsentUpdateSchema = z.object({
  marketing_consent: z.boolean({ error: VALIDATION.marketingConsentYesOrNo }),
});
export type MarketingConsentUpdate = z.infer<typeof MarketingConsentUpdateSchema>;

export const ChangePasswordSchema = z.object({
  current_password: text({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }).max(200),
  new_password: text({ error: VALIDATION.required })
    .min(PASSWORD_MIN, { error: VALIDATION.signupPasswordShort })
    .max(200, { error: API_ERRORS.passwordTooLong }),
});

/** The old password's sessions end; this one goes on with `token`. */
export const PasswordChangedResponseSchema = z.object({ message: z.string(), token: z.string() });

export const SettingsResponseSchema = z.object({
  shipping_delivery_price: z.number().nonnegative(),
  /**
   * Beyond the legacy fields: the channels the store sends its messages by (each on when configured
   * on the server), so that a customer's pages say where an order's messages go.
   */
  messageChannels: z.object({ email: z.boolean(), whatsapp: z.boolean() }).default({ email: false, whatsapp: false }),
});
/** As the checkout reads it: its price (an answer without the channels is still a settings answer). */
export type Settings = z.input<typeof SettingsResponseSchema>;
