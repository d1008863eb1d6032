import { describe, expect, it } from 'vitest';
import { installmentPlansFor, longestInstallmentPlan } from './installments';

describe('meses sin intereses', () => {
  it('offers each plan from its minimum, $100 a month, and none below $300', () => {
    expect(installmentPlansFor(29_999)).toEqual([]);
    expect(installmentPlansFor(30_000)).toEqual([3]);
    expect(installmentPlansFor(59_999)).toEqual([3]);
    expect(installmentPlansFor(60_000)).toEqual([3, 6]);
    expect(installmentPlansFor(89_999)).toEqual([3, 6]);
    expect(installmentPlansFor(90_000)).toEqual([3, 6, 9]);
    expect(installmentPlansFor(119_999)).toEqual([3, 6, 9]);
    expect(installmentPlansFor(120_000)).toEqual([3, 6, 9, 12]);
    expect(installmentPlansFor(5_000_000)).toEqual([3, 6, 9, 12]);
  });

  it('names the longest plan a price reaches, or none', () => {
    expect(longestInstallmentPlan(0)).toBeNull();
    expect(longestInstallmentPlan(29_999)).toBeNull();
    expect(longestInstallmentPlan(30_000)).toBe(3);
    expect(longestInstallmentPlan(95_000)).toBe(9);
    expect(longestInstallmentPlan(120_000)).toBe(12);
  });
});
