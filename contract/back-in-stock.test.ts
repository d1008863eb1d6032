import { describe, expect, it } from 'vitest';
import { BACK_IN_STOCK_ERRORS } from '../copy/back-in-stock';
import {
  AdminBackInStockListSchema,
  BACK_IN_STOCK_CONFIRM_HOURS,
  BACK_IN_STOCK_DAYS,
  BACK_IN_STOCK_OPEN_PER_CONTACT,
  BACK_IN_STOCK_STATUSES,
  BackInStockAnswerSchema,
  BackInStockChannelsSchema,
  BackInStockRequestSchema,
  backInStockConfirmPath,
  backInStockStopPath,
  STOP_TOKEN,
} from './back-in-stock';

const byEmail = { productId: 12, channel: 'email', recipient: 'ana@example.mx', consent: true };
const byWhatsapp = { productId: 12, channel: 'whatsapp', recipient: '614 123 4567', consent: true };
const refusal = (body: unknown) => {
  const parsed = BackInStockRequestSchema.safeParse(body);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('back-in-stock: a request', () => {
  it('reads an email or a WhatsApp number, the product and its size (none: the product)', () => {
    expect(BackInStockRequestSchema.parse({ ...byEmail, recipient: '  ana@example.mx ' })).toEqual({
      ...byEmail,
      size: null,
    });
    expect(BackInStockRequestSchema.parse({ ...byWhatsapp, size: ' M ' })).toEqual({
      ...byWhatsapp,
      recipient: '614 123 4567',
      size: 'M',
    });
    expect(BackInStockRequestSchema.parse({ ...byWhatsapp, recipient: ' 6141234567 ' }).recipient).toBe('6141234567');
  });

  it('needs its own opt-in, ticked', () => {
    expect(refusal({ ...byEmail, consent: false })).toBe(BACK_IN_STOCK_ERRORS.consentMissing);
    expect(refusal({ ...byEmail, consent: undefined })).toBe(BACK_IN_STOCK_ERRORS.consentMissing);
    expect(refusal({ ...byEmail, consent: 'true' })).toBe(BACK_IN_STOCK_ERRORS.consentMissing);
  });

  it('refuses a contact that is not one, a channel it does not know and a missing product, in Spanish', () => {
    expect(refusal({ ...byEmail, recipient: 'ana' })).toBe(BACK_IN_STOCK_ERRORS.emailInvalid);
    expect(refusal({ ...byEmail, recipient: 7 })).toBe(BACK_IN_STOCK_ERRORS.emailInvalid);
    expect(refusal({ ...byEmail, recipient: `${'a'.repeat(190)}@example.mx` })).toBe(BACK_IN_STOCK_ERRORS.emailInvalid);
    expect(refusal({ ...byEmail, recipient: `${'a'.repeat(188)}@example.mx` })).toBeNull();
    expect(refusal({ ...byWhatsapp, recipient: '1234567' })).toBe(BACK_IN_STOCK_ERRORS.phoneInvalid);
    expect(refusal({ ...byWhatsapp, recipient: '12345678' })).toBeNull();
    expect(refusal({ ...byWhatsapp, recipient: '1'.repeat(21) })).toBe(BACK_IN_STOCK_ERRORS.phoneInvalid);
    expect(refusal({ ...byWhatsapp, recipient: '1'.repeat(20) })).toBeNull();
    expect(refusal({ ...byWhatsapp, recipient: 6141234567 })).toBe(BACK_IN_STOCK_ERRORS.phoneInvalid);
    expect(refusal({ ...byEmail, channel: 'sms' })).toBe(BACK_IN_STOCK_ERRORS.channelMissing);
    expect(refusal({ ...byEmail, productId: undefined })).toBe(BACK_IN_STOCK_ERRORS.productMissing);
    expect(refusal({ ...byEmail, size: '' })).not.toBeNull();
    expect(refusal({ ...byEmail, size: 'x'.repeat(41) })).not.toBeNull();
    expect(refusal({ ...byEmail, size: 'x'.repeat(40) })).toBeNull();
  });
});

describe('back-in-stock: the stop link and the owner’s view', () => {
  it('a stop link is the stop page with 32 random bytes in base64url', () => {
    const token = 'A'.repeat(43);
    expect(backInStockStopPath(token)).toBe(`/avisame/detener/${token}`);
    expect(STOP_TOKEN.test(token)).toBe(true);
    expect(STOP_TOKEN.test('a-_'.repeat(14).concat('Z'))).toBe(true);
    expect(STOP_TOKEN.test('A'.repeat(42))).toBe(false);
    expect(STOP_TOKEN.test('A'.repeat(44))).toBe(false);
    expect(STOP_TOKEN.test(`${'A'.repeat(42)}=`)).toBe(false);
    expect(STOP_TOKEN.test(`x${'A'.repeat(43)}`)).toBe(false);
  });

  it('a confirm link is the confirm page with a token like a stop token', () => {
    expect(backInStockConfirmPath('A'.repeat(43))).toBe(`/avisame/confirmar/${'A'.repeat(43)}`);
  });

  it('a request lives 48 hours unconfirmed and 60 days confirmed, 3 open per contact; its states and the owner’s list', () => {
    expect(BACK_IN_STOCK_DAYS).toBe(60);
    expect(BACK_IN_STOCK_CONFIRM_HOURS).toBe(48);
    expect(BACK_IN_STOCK_OPEN_PER_CONTACT).toBe(3);
    expect(BACK_IN_STOCK_STATUSES).toEqual(['unconfirmed', 'open', 'sent', 'lapsed', 'stopped']);
    const request = { requestId: 1, size: null, channel: 'whatsapp', status: 'sent', messages: 1 };
    expect(AdminBackInStockListSchema.parse({ requests: [request] })).toEqual({ requests: [request] });
    expect(AdminBackInStockListSchema.safeParse({ requests: [{ ...request, status: 'lost' }] }).success).toBe(false);
    expect(AdminBackInStockListSchema.safeParse({ requests: [{ ...request, channel: 'sms' }] }).success).toBe(false);
    expect(BackInStockAnswerSchema.safeParse({ message: 'Listo.' }).success).toBe(true);
    expect(BackInStockAnswerSchema.safeParse({}).success).toBe(false);
    expect(BackInStockChannelsSchema.parse({ channels: { email: true, whatsapp: false } }).channels.whatsapp).toBe(
      false,
    );
  });
});
