import { z } from 'zod';
import { MESSAGE_KINDS, type MessageKind } from '../contract/messages';
import { toE164 } from './auth/phone';
import { JWT_SECRET_MIN_BYTES } from './auth/token';
import { DEFAULT_RETRY_DELAYS_MS, type MessageSettings } from './messages/settings';

/** A list of seconds ('60,300,1800'), fractions allowed (tests wait tenths of a second). */
const secondsList = z
  .string()
  .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, { error: 'must be seconds separated by commas, like 60,300,1800' })
  .transform((text) => text.split(',').map((s) => Math.round(Number(s) * 1000)));
const seconds = z.coerce
  .number()
  .positive()
  .transform((s) => Math.round(s * 1000));

/** The environment the server reads, checked once at start-up (see README, "Configuration"). */
const EnvSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres:// or postgresql://' })
      .optional(),
    JWT_SECRET: z
      .string()
      .refine((s) => Buffer.byteLength(s) >= JWT_SECRET_MIN_BYTES, {
        error: `JWT_SECRET must be at least ${JWT_SECRET_MIN_BYTES} bytes long`,
      })
      .optional(),
    // Links are written as `${PUBLIC_URL}/success/…`: a trailing slash would double.
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// address' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Tests only: a local stand-in of Stripe's API (http://127.0.0.1:port). Refused in production and with a live key. */
    STRIPE_API_URL: z
      .url({ protocol: /^https?$/, error: 'STRIPE_API_URL must be an http:// or https:// address' })
      .optional(),
    TEST_CHECKOUT: z.enum(['on', 'off'], { error: 'TEST_CHECKOUT must be on or off' }).optional(),
    /** 'on': with no message channel, production still opens, showing each code on its page (a test shop). */
    TEST_CODES: z.enum(['on', 'off'], { error: 'TEST_CODES must be on or off' }).optional(),
    TRUST_PROXY: z.string().optional(),
    // Read by the client build; the server only needs to know whether it is set (the CSP).
    VITE_STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    // Messages (server/messages/): email by SMTP, WhatsApp by the Cloud API, the owner's alerts.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+/, { error: 'SMTP_URL must look like smtp://user:password@host:587 or smtps://…' })
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    SHOP_EMAIL: z.email({ error: 'SHOP_EMAIL must be an email address' }).optional(),
    SHOP_WHATSAPP: z
      .string()
      .refine((phone) => toE164(phone) !== null, { error: 'SHOP_WHATSAPP must be a phone number (+52 614 …)' })
      .transform((phone) => toE164(phone)!)
      .optional(),
    WHATSAPP_TOKEN: z.string().optional(),
    WHATSAPP_PHONE_NUMBER_ID: z
      .string()
      .regex(/^\d+$/, { error: 'WHATSAPP_PHONE_NUMBER_ID must be digits' })
      .optional(),
    WHATSAPP_API_URL: z
      .url({ protocol: /^https?$/, error: 'WHATSAPP_API_URL must be an http:// or https:// address' })
      .transform((url) => url.replace(/\/+$/, ''))
      .default('https://graph.facebook.com/v21.0'),
    // kind=template pairs, 'orderPaid=pedido_pagado,shipped=pedido_enviado'; a kind not named keeps its default name.
    WHATSAPP_TEMPLATES: z
      .string()
      .regex(/^\w+=\w+(,\w+=\w+)*$/, { error: 'WHATSAPP_TEMPLATES must be kind=template pairs separated by commas' })
      .refine(
        (text) => text.split(',').every((pair) => (MESSAGE_KINDS as readonly string[]).includes(pair.split('=')[0]!)),
        {
          error: `WHATSAPP_TEMPLATES names a kind that does not exist (kinds: ${MESSAGE_KINDS.join(', ')})`,
        },
      )
      .optional(),
    MESSAGE_RETRY_DELAYS: secondsList.optional(),
    MESSAGE_LEASE_SECONDS: seconds.optional(),
    MESSAGE_POLL_SECONDS: seconds.optional(),
  })
  .check((ctx) => {
    const env = ctx.value;
    const production = env.NODE_ENV === 'production';
    const fail = (message: string) => ctx.issues.push({ code: 'custom', message, input: env });
    if (production && !env.PUBLIC_URL)
      fail(
        'NODE_ENV is production but PUBLIC_URL is not set: set it to the address shoppers use (https://…), where the payment provider sends them back.',
      );
    if (production && !env.SMTP_URL && !env.WHATSAPP_TOKEN && env.TEST_CODES !== 'on')
      fail(
        'NODE_ENV is production but no message channel is set: set SMTP_URL and MAIL_FROM, or WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID, since sign-up and login send their codes by one of them (TEST_CODES=on opens a test shop that shows each code on its page).',
      );
    if (env.STRIPE_SECRET_KEY && env.TEST_CHECKOUT === 'on')
      fail(
        'TEST_CHECKOUT=on and STRIPE_SECRET_KEY are both set: unset one, since the store takes payments through one of them.',
      );
    if (!env.STRIPE_SECRET_KEY && production && env.TEST_CHECKOUT !== 'on')
      fail(
        'NODE_ENV is production but no Stripe keys are set: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or set TEST_CHECKOUT=on to open with the built-in test checkout, which takes no real money.',
      );
    if (!env.STRIPE_SECRET_KEY && env.TEST_CHECKOUT === 'off')
      fail('TEST_CHECKOUT is off but STRIPE_SECRET_KEY is not set: the store would have no way to take payments.');
    if (env.SMTP_URL && !env.MAIL_FROM)
      fail(
        'SMTP_URL is set but MAIL_FROM is not: set the sender, for example "Outlet Chihuahua <pedidos@tu-dominio.mx>".',
      );
    if (Boolean(env.WHATSAPP_TOKEN) !== Boolean(env.WHATSAPP_PHONE_NUMBER_ID))
      fail('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID go together: set both to send WhatsApp messages, or neither.');
    if (env.STRIPE_API_URL && (production || !env.STRIPE_SECRET_KEY?.startsWith('sk_test_')))
      fail(
        'STRIPE_API_URL points Stripe at a stand-in for tests: it is refused in production and with a key other than sk_test_…; unset it.',
      );
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      fail(
        'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: orders are written from the signed webhook, so both are needed.',
      );
  })
  // Stripe as the pair the rules above guarantee, so the start never re-checks it.
  .transform((env) => ({
    ...env,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL }
        : undefined,
  }));
export type Env = z.output<typeof EnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    // A rule between variables names them in its sentence; a single variable's issue is prefixed with it.
    throw new ConfigError(issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
  }
  return result.data;
}

/**
 * The store's public address, which payment providers send shoppers back to and search engines and
 * link previews are given (server/pages/): PUBLIC_URL, else the address the server is bound to
 * (a wildcard bind answers on localhost). Never the request's Host header.
 */
export function publicUrlOf(env: Env): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL;
  const host =
    env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${env.PORT}`;
}

/** A kind's WhatsApp template unless WHATSAPP_TEMPLATES names another: 'outlet_order_paid' for orderPaid. */
export const defaultWhatsAppTemplate = (kind: MessageKind): string =>
  `outlet_${kind.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;

/** How the store sends its messages: the channels configured, the owner's addresses, the worker's timing. */
export function messageSettingsOf(env: Env): MessageSettings {
  const named = Object.fromEntries((env.WHATSAPP_TEMPLATES?.split(',') ?? []).map((pair) => pair.split('=')));
  return {
    email: env.SMTP_URL && env.MAIL_FROM ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : undefined,
    whatsapp:
      env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
        ? {
            token: env.WHATSAPP_TOKEN,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            apiUrl: env.WHATSAPP_API_URL,
            templates: Object.fromEntries(
              MESSAGE_KINDS.map((kind) => [kind, named[kind] ?? defaultWhatsAppTemplate(kind)]),
            ) as Record<MessageKind, string>,
          }
        : undefined,
    shopEmail: env.SHOP_EMAIL,
    shopWhatsapp: env.SHOP_WHATSAPP,
    publicUrl: publicUrlOf(env),
    retryDelaysMs: env.MESSAGE_RETRY_DELAYS ?? DEFAULT_RETRY_DELAYS_MS,
    leaseMs: env.MESSAGE_LEASE_SECONDS ?? 120_000,
    pollMs: env.MESSAGE_POLL_SECONDS ?? 15_000,
  };
}

/** A configuration mistake the operator can fix; printed as one sentence, without a stack trace. */
export class ConfigError extends Error {}
