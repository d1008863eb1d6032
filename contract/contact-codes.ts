import { z } from 'zod';
import { CODES } from '../copy/codes';
import { VALIDATION } from '../copy/validation';
import { isPersonName, PASSWORD_MIN, PHONE_MAX, PHONE_MIN, text } from './fields';

/**
 * One-time codes that prove a shopper holds a phone or an email: what sign-up, login by code,
 * '¿Olvidaste tu contraseña?' and (later) a guest's checkout send and check. The store writes only
 * to contacts proven this way (server/contacts/); a code is the one message an unproven contact
 * may get.
 */

export const CODE_DIGITS = 6;
export const CODE_TTL_MINUTES = 10;
/** Wrong guesses a code survives; the next wrong one ends it. */
export const CODE_MAX_TRIES = 5;
/** How long the page waits before it offers to send another code (the server's limits still apply). */
export const CODE_RESEND_SECONDS = 30;

/** What a code is for: each is checked only by its own step. */
export const CODE_PURPOSES = ['signup', 'login', 'reset', 'guest'] as const;
/** What a signed-in customer's code is for: proving the account's email (the phone's own code is the sign-up's). */
export const ACCOUNT_CODE_PURPOSES = ['email'] as const;
export type AnyCodePurpose = CodePurpose | (typeof ACCOUNT_CODE_PURPOSES)[number];
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * How codes travel: by WhatsApp to the phone, by email, or, with no channel configured ('Modo de
 * prueba'), shown on the page.
 */
export const CODE_CHANNELS = ['whatsapp', 'email', 'test'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

const phoneNumber = text({ error: VALIDATION.loginPhoneShort })
  .trim()
  .min(PHONE_MIN, { error: VALIDATION.loginPhoneShort })
  .max(PHONE_MAX, { error: VALIDATION.loginPhoneLong });

export const CodeSchema = text({ error: CODES.codeShape })
  .trim()
  .regex(new RegExp(`^\\d{${CODE_DIGITS}}$`), { error: CODES.codeShape });

/**
 * POST /api/auth/code: send a code. The phone names the account (login, reset) or the one being
 * made (sign-up, with its email, which carries the code when the store sends email but not
 * WhatsApp).
 */
export const CodeRequestSchema = z.object({
  purpose: z.enum(CODE_PURPOSES, { error: CODES.purposeUnknown }),
  phoneNumber,
  email: z
    .email({ error: VALIDATION.signupEmailInvalid })
    .max(200, { error: VALIDATION.signupEmailInvalid })
    .optional(),
});
export type CodeRequest = z.infer<typeof CodeRequestSchema>;

export const CodeSentSchema = z.object({
  /** 'Te enviamos un código por WhatsApp al +52 *** *** 4567.' */
  message: z.string(),
  channel: z.enum(CODE_CHANNELS),
  /** Seconds before the page offers 'Reenviar código'. */
  resend_after_seconds: z.number().int().min(0),
  /** Only in 'Modo de prueba' (no channel configured): the code, for the page to show. */
  test_code: z.string().optional(),
});
export type CodeSent = z.infer<typeof CodeSentSchema>;

/** POST /api/auth/login_code: a login by the code sent to the account (answers as a password login). */
export const CodeLoginSchema = z.object({ phoneNumber, code: CodeSchema });
export type CodeLogin = z.infer<typeof CodeLoginSchema>;

const newPassword = text({ error: VALIDATION.signupPasswordShort })
  .min(PASSWORD_MIN, { error: VALIDATION.signupPasswordShort })
  .max(200, { error: VALIDATION.signupPasswordShort });

/** POST /api/auth/reset_password: a new password, proven by the code; every session of the account ends. */
export const PasswordResetSchema = z
  .object({ phoneNumber, code: CodeSchema, new_password: newPassword, confirm_password: newPassword })
  .refine((b) => b.new_password === b.confirm_password, {
    error: VALIDATION.newPasswordsDiffer,
    path: ['confirm_password'],
  });
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

/**
 * POST /api/auth/guest: 'Comprar sin cuenta'. The code (purpose 'guest') proves the phone; the
 * answer is a session as a login's, of a guest account (no password) made or found for that
 * phone, so the checkout runs as it does for any customer. An email only if they want messages
 * there.
 */
export const GuestSchema = z.object({
  name: text({ error: VALIDATION.signupNameShort }).trim().refine(isPersonName, { error: VALIDATION.signupNameShort }),
  phoneNumber,
  email: z
    .email({ error: VALIDATION.signupEmailInvalid })
    .max(200, { error: VALIDATION.signupEmailInvalid })
    .optional(),
  code: CodeSchema,
});
export type Guest = z.infer<typeof GuestSchema>;

/** POST /api/user_ecommerce/verify_email/{id} (bearer): the code sent to the account's email. */
export const EmailCodeSchema = z.object({ code: CodeSchema });

/** GET /api/user_ecommerce/contacts (bearer): which of the account's contacts the store may write to. */
export const ContactStandingSchema = z.object({
  phone: z.enum(['verified', 'unverified', 'suppressed']),
  email: z.enum(['verified', 'unverified', 'suppressed', 'none']),
});
export type ContactStandings = z.infer<typeof ContactStandingSchema>;
