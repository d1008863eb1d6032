import { describe, expect, it } from 'vitest';
import { ConfigError, publicUrlOf, readEnv } from './env';

describe('readEnv', () => {
  it('with no configuration: port 3000, the test checkout, links back to localhost', () => {
    const env = readEnv({});
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(publicUrlOf(env)).toBe('http://localhost:3000');
  });

  it('links back to the bound address, or to PUBLIC_URL without its trailing slash', () => {
    expect(publicUrlOf(readEnv({ HOST: '127.0.0.1', PORT: '8080' }))).toBe('http://127.0.0.1:8080');
    expect(publicUrlOf(readEnv({ HOST: '::1', PORT: '8080' }))).toBe('http://[::1]:8080');
    expect(publicUrlOf(readEnv({ PUBLIC_URL: 'https://tienda.example/' }))).toBe('https://tienda.example');
  });

  it('in production: a channel for the codes, or an explicit TEST_CODES=on', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://tienda.example', TEST_CHECKOUT: 'on' };
    expect(() => readEnv(production)).toThrow(/no message channel is set/);
    expect(readEnv({ ...production, TEST_CODES: 'on' }).TEST_CODES).toBe('on');
    expect(
      readEnv({ ...production, SMTP_URL: 'smtp://mail.example:587', MAIL_FROM: 'Tienda <t@example.mx>' }).NODE_ENV,
    ).toBe('production');
    expect(readEnv({ ...production, WHATSAPP_TOKEN: 'x', WHATSAPP_PHONE_NUMBER_ID: '1' }).NODE_ENV).toBe('production');
  });

  it('in production: PUBLIC_URL, and Stripe or an explicit TEST_CHECKOUT=on', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://tienda.example', TEST_CODES: 'on' };
    expect(() => readEnv(production)).toThrow(/no Stripe keys are set/);
    expect(() => readEnv({ ...production, PUBLIC_URL: '', TEST_CHECKOUT: 'on' })).toThrow(/PUBLIC_URL is not set/);
    expect(readEnv({ ...production, TEST_CHECKOUT: 'on' }).TEST_CHECKOUT).toBe('on');
    expect(
      readEnv({ ...production, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).STRIPE_SECRET_KEY,
    ).toBe('sk_live_x');
  });

  it('refuses contradictions in one sentence', () => {
    expect(() => readEnv({ TEST_CHECKOUT: 'off' })).toThrow(ConfigError);
    expect(() => readEnv({ TEST_CHECKOUT: 'on', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/both set/);
    expect(() => readEnv({ TEST_CHECKOUT: 'yes' })).toThrow(/^TEST_CHECKOUT: /);
  });

  it('takes Stripe as a pair: the secret key without the webhook secret could never write an order', () => {
    expect(() => readEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET is not/);
    expect(readEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
    });
    expect(readEnv({}).stripe).toBeUndefined();
  });

  it('points Stripe at a stand-in (STRIPE_API_URL) only for tests: never in production, never with a live key', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(readEnv({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:4242' }).stripe?.apiUrl).toBe(
      'http://127.0.0.1:4242',
    );
    expect(() =>
      readEnv({ ...stripe, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_API_URL: 'http://127.0.0.1:4242' }),
    ).toThrow(/STRIPE_API_URL/);
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://tienda.example', TEST_CODES: 'on' };
    expect(readEnv({ ...production, ...stripe }).stripe?.apiUrl).toBeUndefined();
    expect(() => readEnv({ ...production, ...stripe, STRIPE_API_URL: 'http://127.0.0.1:4242' })).toThrow(
      /STRIPE_API_URL/,
    );
  });
});
