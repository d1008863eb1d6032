import { describe, expect, it } from 'vitest';
import { isReturnOpen, LAW_BUSINESS_DAYS, lawDeadline, returnDeadline, shopDayOf, storeDeadline } from './window';

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('the return window', () => {
  it('the law: the fifth business day after delivery, weekends skipped', () => {
    expect(LAW_BUSINESS_DAYS).toBe(5);
    // delivered Monday 2026-11-23: Tuesday to Friday, then Monday
    expect(lawDeadline('2026-11-23')).toBe('2026-11-30');
    // delivered Friday: the next Monday to Friday
    expect(lawDeadline('2026-11-27')).toBe('2026-12-04');
    // delivered Saturday or Sunday: the week after
    expect(lawDeadline('2026-11-28')).toBe('2026-12-04');
    expect(lawDeadline('2026-11-29')).toBe('2026-12-04');
    // delivered Wednesday: Thursday, Friday, Monday, Tuesday, Wednesday
    expect(lawDeadline('2026-11-25')).toBe('2026-12-02');
    // across a month and a year
    expect(lawDeadline('2026-12-31')).toBe('2027-01-07');
  });

  it('the store: natural days after delivery', () => {
    expect(storeDeadline('2026-11-23', 15)).toBe('2026-12-08');
    expect(storeDeadline('2026-02-20', 15)).toBe('2026-03-07');
    expect(storeDeadline('2028-02-20', 15)).toBe('2028-03-06');
  });

  it('the longer of the two: the store’s 15 days always, the law’s when the store promises fewer', () => {
    expect(returnDeadline('2026-11-27', 15)).toBe('2026-12-12');
    expect(returnDeadline('2026-11-27', 3)).toBe('2026-12-04');
    // equal on the same day: either
    expect(returnDeadline('2026-11-27', 7)).toBe('2026-12-04');
    expect(returnDeadline('2026-11-27', 8)).toBe('2026-12-05');
    // every delivery day of two years: with 15 natural days the store's window is the longer
    for (let n = 0; n < 731; n++) {
      const day = addDays('2026-01-01', n);
      expect(returnDeadline(day, 15)).toBe(addDays(day, 15));
      expect(lawDeadline(day) <= addDays(day, 7)).toBe(true);
    }
  });

  it('open from the delivery day through the last day, closed the day after; never before delivery', () => {
    expect(isReturnOpen('2026-11-27', '2026-11-27', 15)).toBe(true);
    expect(isReturnOpen('2026-11-27', '2026-12-12', 15)).toBe(true);
    expect(isReturnOpen('2026-11-27', '2026-12-13', 15)).toBe(false);
    expect(isReturnOpen('2026-11-27', '2026-11-26', 15)).toBe(false);
    // the law's window when the store's is shorter
    expect(isReturnOpen('2026-11-27', '2026-12-04', 3)).toBe(true);
    expect(isReturnOpen('2026-11-27', '2026-12-05', 3)).toBe(false);
  });

  it('refuses a text that is no day', () => {
    expect(() => lawDeadline('27/11/2026')).toThrow(RangeError);
    expect(() => storeDeadline('2026-11-27T00:00', 15)).toThrow('Not a calendar day: 2026-11-27T00:00');
    expect(() => storeDeadline('x2026-11-27', 15)).toThrow(RangeError);
  });

  it('the shop’s day of an instant is Chihuahua’s, not UTC’s', () => {
    // 02:00 UTC on the 28th is still the evening of the 27th in Chihuahua (UTC−6)
    expect(shopDayOf(new Date('2026-11-28T02:00:00Z'), 'America/Chihuahua')).toBe('2026-11-27');
    expect(shopDayOf(new Date('2026-11-28T06:00:00Z'), 'America/Chihuahua')).toBe('2026-11-28');
    expect(shopDayOf(new Date('2026-03-05T12:00:00Z'), 'UTC')).toBe('2026-03-05');
  });
});
