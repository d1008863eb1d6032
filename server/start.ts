import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTokenService, JWT_SECRET_MIN_BYTES } from './auth/token';
import type { Db } from './db/client';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { DEMO_CATALOGUE_SIZE, fillGarmentDetails, isSeeded, seed } from './db/seed';
import { ConfigError, type Env, messageSettingsOf, publicUrlOf } from './env';
import { parseTrustProxy } from './http/client';
import type { Deps } from './http/context';
import { DrawingProcess } from './images/drawing-process';
import { imageSourcesFromDb, missingImages } from './images/ensure';
import { imagesDirOf } from './images/paths';
import { countersFor } from './limits/counters';
import { configureMessages, type MessageSettings } from './messages/settings';
import { type PaymentProvider, testProvider } from './payments/provider';
import { createStripeClient, createStripeProvider } from './payments/stripe-provider';

export interface Log {
  step(message: string): void;
  progress(label: string, done: number, total: number): void;
}

/**
 * Opens, migrates and (first time only) seeds the database, finds the missing product images
 * (drawn by a low-priority child process once the store listens: server/index.ts), and builds the deps.
 */
export async function prepare(env: Env, log: Log): Promise<Deps & { db: Db; imageDrawer: DrawingProcess }> {
  log.step(
    env.DATABASE_URL ? 'Connecting to PostgreSQL…' : `Opening the embedded database in ${join(env.DATA_DIR, 'db')}…`,
  );
  // A bad secret is said at once, before the database's slow first start (initdb, migrations,
  // seed); a new one is written into the data folder once opening the database has made it.
  const secret = env.JWT_SECRET || existsSync(jwtSecretFile(env)) ? jwtSecret(env) : undefined;
  const db = await openDatabase(env);
  const tokens = createTokenService(secret ?? jwtSecret(env));
  const applied = await migrate(db);
  log.step(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');
  if (!(await isSeeded(db))) {
    log.step('Seeding the demo catalogue…');
    // Production opens with the demo catalogue but never with the demo accounts: their passwords are published in the README.
    await seed(db, DEMO_CATALOGUE_SIZE, { demoAccounts: env.NODE_ENV !== 'production' });
  } else if (await fillGarmentDetails(db))
    log.step('Labelled the demo garments and gave their departments size guides.');
  const imagesDir = imagesDirOf(env.DATA_DIR);
  const messages = messageSettingsOf(env);
  configureMessages(messages);
  log.step(messagesLine(messages));
  return {
    db,
    imagesDir,
    imageDrawer: new DrawingProcess(imagesDir, missingImages(imagesDir, await imageSourcesFromDb(db))),
    tokens,
    counters: countersFor(db),
    trustProxy: trustProxyOf(env),
    ...paymentsFor(env, log),
    publicUrl: publicUrlOf(env),
    // `npm start` builds the client and runs the server in one environment, so the key the build
    // read is the one set here.
    stripeJs: Boolean(env.VITE_STRIPE_PUBLISHABLE_KEY),
  };
}

function trustProxyOf(env: Env) {
  try {
    return parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

const jwtSecretFile = (env: Env) => join(env.DATA_DIR, 'jwt-secret');

/** JWT_SECRET from the environment, or one generated on first start and kept in the data directory. */
function jwtSecret(env: Env): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET); // its length is checked in env.ts
  const file = jwtSecretFile(env);
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  const secret = new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  if (secret.length < JWT_SECRET_MIN_BYTES)
    throw new ConfigError(
      `the JWT secret in ${file} is shorter than ${JWT_SECRET_MIN_BYTES} bytes; delete the file to have a new one generated (every customer signs in again), or set JWT_SECRET.`,
    );
  return secret;
}

/** The start line about messages: the channels, where the owner's alerts go; never a password or token. */
export function messagesLine(settings: MessageSettings): string {
  const channels = [
    ...(settings.email ? [`email by SMTP through ${smtpHostOf(settings.email.smtpUrl)}`] : []),
    ...(settings.whatsapp ? ['WhatsApp by the Cloud API'] : []),
  ];
  const owner = [settings.shopEmail, settings.shopWhatsapp].filter(Boolean);
  const alerts = owner.length
    ? `; new-order alerts to ${owner.join(' and ')}`
    : '; no new-order alerts (set SHOP_EMAIL or SHOP_WHATSAPP)';
  return channels.length
    ? `Messages: ${channels.join(' and ')}${alerts}.`
    : `Messages: no channel configured (set SMTP_URL and MAIL_FROM, or WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID): every message is written and marked skipped, listed in the back office under Mensajes${alerts}.`;
}

const smtpHostOf = (url: string) => {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
  } catch {
    return 'the configured server';
  }
};

/** The built-in test checkout, unless the shop owner configured Stripe. */
function paymentsFor(env: Env, log: Log): Pick<Deps, 'payments' | 'stripeWebhook'> {
  if (!env.stripe) {
    log.step('Payments: the built-in test checkout, no real charges (set STRIPE_SECRET_KEY for Stripe).');
    return { payments: testProvider satisfies PaymentProvider };
  }
  const api = env.stripe.apiUrl ? new URL(env.stripe.apiUrl) : undefined;
  const stripe = createStripeClient({
    secretKey: env.stripe.secretKey,
    ...(api && {
      host: api.hostname,
      port: Number(api.port) || undefined,
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  });
  log.step('Payments: Stripe Checkout (webhook at /api/payment/webhook).');
  return { payments: createStripeProvider(stripe), stripeWebhook: { stripe, secret: env.stripe.webhookSecret } };
}
