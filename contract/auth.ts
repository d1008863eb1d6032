import { z } from 'zod';
import { API_ERRORS } from '../copy/api';
import { VALIDATION } from '../copy/validation';
import { CodeSchema } from './contact-codes';
import { isPersonName, PASSWORD_MIN, PHONE_MAX, PHONE_MIN, text } from './fields';
import { USER_ROLES } from './roles';

export const UserSchema = z.object({
  ecommerce_user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  shipping_state: z.string().nullable(),
  shipping_city: z.string().nullable(),
  shipping_address_line1: z.string().nullable(),
  shipping_zipcode: z.string().nullable(),
  /**
   * Beyond the legacy fields, the rest of a Mexican address (contract/mexican-address.ts); null
   * when never saved, as in an account or a session stored before they existed.
   */
  shipping_exterior_number: z.string().nullable().default(null),
  shipping_interior_number: z.string().nullable().default(null),
  shipping_neighborhood: z.string().nullable().default(null),
  shipping_municipality: z.string().nullable().default(null),
  shipping_references: z.string().nullable().default(null),
  shipping_receiver_name: z.string().nullable().default(null),
  shipping_receiver_phone: z.string().nullable().default(null),
  /**
   * Beyond the legacy fields: 'admin' for the shop's owner and staff, who see the back office's
   * link. Sessions stored before the role existed read as a customer until their next sign-in;
   * the back office's API checks the role itself on every request.
   */
  role: z.enum(USER_ROLES).default('customer'),
  /**
   * When the customer gave consent to the privacy notice's optional purposes (offers,
   * back-in-stock notices, surveys), as an ISO date; null while not given. Sessions stored before
   * consent was asked read as not given.
   */
  marketing_consent_at: z.string().nullable().default(null),
  /** When the customer last withdrew that consent, or null. */
  marketing_consent_withdrawn_at: z.string().nullable().default(null),
  /**
   * A guest ('Comprar sin cuenta'): an account proven by a code, with no password; a sign-up with
   * the same phone makes it a full one. Sessions stored before guests read as a full account.
   */
  guest: z.boolean().default(false),
});
export type User = z.infer<typeof UserSchema>;

const phoneNumber = text({ error: VALIDATION.loginPhoneShort })
  .trim()
  .min(PHONE_MIN, { error: VALIDATION.loginPhoneShort })
  .max(PHONE_MAX, { error: VALIDATION.loginPhoneLong });

export const LoginBodySchema = z.object({
  phoneNumber,
  password: text({ error: VALIDATION.loginPasswordShort })
    .min(PASSWORD_MIN, { error: VALIDATION.loginPasswordShort })
    .max(200),
});

export const LoginResponseSchema = z.object({ userData: UserSchema, token: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

const password = text({ error: VALIDATION.signupPasswordShort })
  .min(PASSWORD_MIN, { error: VALIDATION.signupPasswordShort })
  .max(200, { error: API_ERRORS.passwordTooLong });

const signupFields = {
  username: text({ error: VALIDATION.signupNameShort })
    .trim()
    .refine(isPersonName, { error: VALIDATION.signupNameShort }),
  email: z.email({ error: VALIDATION.signupEmailInvalid }).max(200, { error: VALIDATION.signupEmailInvalid }),
  password,
  confirmPassword: password,
  phoneNumber,
  /**
   * The sign-up's own unticked box for the optional purposes: true records the consent with
   * its date. A client from before the box sends none, which is no consent.
   */
  marketingConsent: z.boolean({ error: VALIDATION.marketingConsentYesOrNo }).default(false),
};
const passwordsMatch = (b: { password: string; confirmPassword: string }) => b.password === b.confirmPassword;
const passwordsDiffer = { error: VALIDATION.signupPasswordsDiffer, path: ['confirmPassword'] };

/** The sign-up form's fields, checked before its code is asked for. */
export const SignupFormSchema = z.object(signupFields).refine(passwordsMatch, passwordsDiffer);

/**
 * POST /api/auth/register_ecommerce: the form and the code sent for it (POST /api/auth/code,
 * purpose 'signup'), which proves the phone (or the email, where the store sends email but not
 * WhatsApp); the sign-up then signs in.
 */
export const RegisterBodySchema = z
  .object({ ...signupFields, code: CodeSchema })
  .refine(passwordsMatch, passwordsDiffer);
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** A sign-up's answer: its message, signed in (the code proved the contact). */
export const RegisterResponseSchema = z.object({
  message: z.string(),
  userData: UserSchema.optional(),
  token: z.string().optional(),
});

export const MessageResponseSchema = z.object({ message: z.string() });
