import { describe, expect, it } from 'vitest';
import { ADMIN_ERRORS } from '../copy/admin';
import { AdminOrderQuerySchema, FulfilmentRequestSchema, isCalendarDay, TrackingNumberSchema } from './admin-orders';

const error = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("the owner's order filters", () => {
  it('reads days, folios, phones, delivery and test mode', () => {
    expect(
      AdminOrderQuerySchema.parse({
        from: '2026-11-01',
        to: '2026-11-30',
        folio: '12',
        phone: '+52 614 123',
        delivery: 'b',
        test: 'false',
        page: '2',
      }),
    ).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      folio: 12,
      phone: '52614123',
      delivery: 'b',
      test: false,
      page: 2,
    });
    expect(AdminOrderQuerySchema.parse({ test: 'true', status: 'enviado' })).toEqual({ test: true, status: 'enviado' });
  });

  it('a day is a real AAAA-MM-DD date', () => {
    expect(error(AdminOrderQuerySchema.safeParse({ from: '2026-1-01' }))).toBe('Desde debe ser una fecha AAAA-MM-DD.');
    expect(error(AdminOrderQuerySchema.safeParse({ to: '2026-13-45' }))).toBe('Hasta debe ser una fecha AAAA-MM-DD.');
  });

  it('a day must exist: it reads back as the same calendar day', () => {
    for (const day of [
      '2024-02-30',
      '2023-02-29',
      '2024-04-31',
      '0000-01-01',
      '2024-00-01',
      '2024-01-00',
      '1900-02-29',
      '２０２４-01-01',
      '2024-13-01',
      '2024-12-32',
      '2024-99-99',
      '2024-02-1',
      '2024-02-29 ',
      '',
    ])
      expect(isCalendarDay(day), day).toBe(false);
    for (const day of [
      '2024-02-29',
      '2000-02-29',
      '2023-02-28',
      '2024-04-30',
      '0001-01-01',
      '0099-12-31',
      '9999-12-31',
    ])
      expect(isCalendarDay(day), day).toBe(true);
    expect(error(AdminOrderQuerySchema.safeParse({ from: '2023-02-29' }))).toBe('Desde debe ser una fecha AAAA-MM-DD.');
  });

  it('a phone filter has 1 to 15 digits', () => {
    expect(AdminOrderQuerySchema.parse({ phone: '1' }).phone).toBe('1');
    expect(AdminOrderQuerySchema.parse({ phone: '1'.repeat(15) }).phone).toBe('1'.repeat(15));
    expect(error(AdminOrderQuerySchema.safeParse({ phone: 'abc' }))).toBe('Escribe de 1 a 15 dígitos del teléfono.');
    expect(error(AdminOrderQuerySchema.safeParse({ phone: '1'.repeat(16) }))).toBe(
      'Escribe de 1 a 15 dígitos del teléfono.',
    );
  });
});

describe('a fulfilment request', () => {
  it('ships with a FedEx number as printed: the blanks and dashes between its groups go', () => {
    expect(FulfilmentRequestSchema.parse({ action: 'ship', tracking: ' 794612905532 ' })).toEqual({
      action: 'ship',
      tracking: '794612905532',
    });
    for (const printed of ['7712 3456 7890', '7712-3456-7890', '7712\u00A03456\u20117890', '\t7712  3456 7890\n'])
      expect(TrackingNumberSchema.parse(printed), JSON.stringify(printed)).toBe('771234567890');
    expect(error(FulfilmentRequestSchema.safeParse({ action: 'ship', tracking: '12345' }))).toBe(
      ADMIN_ERRORS.trackingLength,
    );
    expect(error(FulfilmentRequestSchema.safeParse({ action: 'ship', tracking: '12 34 5' }))).toBe(
      ADMIN_ERRORS.trackingLength,
    );
    expect(error(FulfilmentRequestSchema.safeParse({ action: 'ship', tracking: '1'.repeat(41) }))).toBe(
      ADMIN_ERRORS.trackingLength,
    );
    expect(error(FulfilmentRequestSchema.safeParse({ action: 'ship', tracking: ' - ' }))).toBe(
      ADMIN_ERRORS.trackingMissing,
    );
    expect(error(FulfilmentRequestSchema.safeParse({ action: 'ship', tracking: '7712/3456/7890' }))).toBe(
      ADMIN_ERRORS.trackingCharacters('/'),
    );
    expect(error(FulfilmentRequestSchema.safeParse({ action: 'ship' }))).toBe(ADMIN_ERRORS.trackingMissing);
    expect(FulfilmentRequestSchema.parse({ action: 'cancel' })).toEqual({ action: 'cancel' });
  });

  it('a wrong FedEx number is one issue on the tracking field, saying what is wrong with it', () => {
    const issues = (tracking: string) =>
      FulfilmentRequestSchema.safeParse({ action: 'correctTracking', tracking }).error?.issues.map(
        ({ path, message }) => ({ path, message }),
      );
    expect(issues('7712/3456/7890')).toEqual([{ path: ['tracking'], message: ADMIN_ERRORS.trackingCharacters('/') }]);
    expect(issues('12345')).toEqual([{ path: ['tracking'], message: ADMIN_ERRORS.trackingLength }]);
    expect(issues(' - ')).toEqual([{ path: ['tracking'], message: ADMIN_ERRORS.trackingMissing }]);
    expect(FulfilmentRequestSchema.parse({ action: 'correctTracking', tracking: '7712 3456 7890' })).toEqual({
      action: 'correctTracking',
      tracking: '771234567890',
    });
  });
});
