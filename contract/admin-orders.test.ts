import { describe, expect, it } from 'vitest';
import { AdminOrderQuerySchema, FulfilmentRequestSchema, isCalendarDay } from './admin-orders';

const error = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the owner's order filters", () => {
  it('reads days, folios, phones, delivery and test mode', () => {
    expect(
      AdminOrderQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30', folio: '12', phone: '+52 614 123', delivery: 'b', test: 'false', page: '2' }),
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
    for (const day of ['2024-02-30', '2023-02-29', '2024-04-31', '0000-01-01', '2024-00-01', '2024-01-00', '1900-02-29', '２０２４-01-01'])
      expect(isCalendarDay(day), day).toBe(false);
    for (const day of ['2024-02-29', '2000-02-29', '2023-02-28', '2024-04-30', '0001-01-01', '0099-12-31', '9999-12-31'])
      expect(isCalendarDay(day), day).toBe(true);
    expect(error(AdminOrderQuerySchema.safeParse({ from: '2023-02-29' }))).toBe('Desde debe ser una fecha AAAA-MM-DD.');
  });

  it('a phone filter has 1 to 15 digits', () => {
    expect(AdminOrderQuerySchema.parse({ phone: '1' }).phone).toBe('1');
    expect(AdminOrderQuerySchema.parse({ phone: '1'.repeat(15) }).phone).toBe('1'.repeat(15));
    expect(error(AdminOrderQuerySchema.safeParse({ phone: 'abc' }))).toBe('Escribe de 1 a 15 dígitos del teléfono.');
    expect(error(AdminOrderQuerySchema.safeParse({ phone: '1'.repeat(16) }))).toBe('Escribe de 1 a 15 dígitos del teléfono.');
  });
});

describe('a fulfilment request', () => {
  it('ships with a trimmed FedEx number of 6 to 40 letters, digits or dashes', () => {
    expect(FulfilmentRequestSchema.parse({ action: 'ship', tracking: ' 794612905532 ' })).toEqual({ action: 'ship', tracking: '794612905532' });
    expect(error(FulfilmentRequestSchema.safeParse({ action: 'ship', tracking: '12345' }))).toBe(
      'El número de guía tiene de 6 a 40 letras, dígitos o guiones.',
    );
    expect(FulfilmentRequestSchema.parse({ action: 'cancel' })).toEqual({ action: 'cancel' });
  });
});
