import { z } from 'zod';
import { API_ERRORS } from '../copy/api';
import { VALIDATION } from '../copy/validation';
import { PASSWORD_MIN, PHONE_MAX, PROFILE_PHONE_MIN, text } from './fields';

const required = (max: number) =>
  text({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .max(max, { error: `Máximo ${max} caracteres.` });

export const ZIPCODE = /^\d{5}$/;

/** PUT /api/user_ecommerce/profile/{id}: personal data. Email travels but cannot change. */
export const ProfileUpdateSchema = z.object({
  name: required(100),
  email: text().max(200).optional(),
  phone_number: text({ error: VALIDATION.profilePhoneShort })
    .trim()
    .min(PROFILE_PHONE_MIN, { error: VALIDATION.profilePhoneShort })
    .max(PHONE_MAX, { error: VALIDATION.loginPhoneLong }),
});

/** PUT /api/user_ecommerce/profile/{id}: shipping address. */
export const AddressUpdateSchema = z.object({
  shipping_state: required(80),
  shipping_city: required(80),
  shipping_address_line1: required(200),
  shipping_zipcode: text({ error: VALIDATION.zipcode }).trim().regex(ZIPCODE, { error: VALIDATION.zipcode }),
});
export type AddressUpdate = z.infer<typeof AddressUpdateSchema>;
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
