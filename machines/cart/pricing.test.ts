import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../contract/money';
import { MESSAGES } from '../../copy/notices';
import { halveCents, priceCart, pricingHint } from './pricing';

const line = (product_id: number, price: number, quantity: number, originalPrice = 0) => ({
  product_id,
  price,
  originalPrice,
  quantity,
});

describe('the rounding rule', () => {
  it('halves a unit price half up to the centavo', () => {
    expect(halveCents(19999)).toBe(10000); // half up
    expect(halveCents(20000)).toBe(10000);
  });
});

describe('the hint of each tier', () => {
  it('none for an empty cart; what the tier means for the others', () => {
    expect(
      ['empty', 'single', 'twoForOne', 'halfOff', 'alreadyDiscounted'].map((t) => pricingHint(t as never)),
    ).toEqual([
      null,
      MESSAGES.hintSingle,
      MESSAGES.hintTwoForOne,
      MESSAGES.hintHalfOff,
      MESSAGES.hintAlreadyDiscounted,
    ]);
  });
});

describe('priceCart', () => {
  it('empty: no units, nothing to pay, no hint', () => {
    const p = priceCart([]);
    expect(p).toMatchObject({ tier: 'empty', units: 0, subtotalCents: 0, discountCents: 0, totalCents: 0, lines: [] });
    expect(priceCart([line(1, 10000, 0)]).tier).toBe('empty');
  });

  it('single: one unit at normal price with the 2x1 hint', () => {
    const given = line(1, 34950, 1);
    const p = priceCart([given]);
    expect(p.tier).toBe('single');
    // The priced line keeps the very line it was given.
    expect(p.lines).toEqual([
      { line: given, quantity: 1, unitCents: 34950, chargedCents: 34950, struckCents: null, halvedUnitCents: null },
    ]);
    expect(p.lines[0]!.line).toBe(given);
    expect(p).toMatchObject({ subtotalCents: 34950, discountCents: 0, totalCents: 34950, tier: 'single' });
  });

  it('twoForOne with two lines: only the highest unit is charged, the other struck', () => {
    const p = priceCart([line(1, 15000, 1), line(2, 42010, 1)]);
    expect(p.tier).toBe('twoForOne');
    expect(p.lines[0]).toMatchObject({ chargedCents: 0, struckCents: 15000 });
    expect(p.lines[1]).toMatchObject({ chargedCents: 42010, struckCents: null });
    expect(p).toMatchObject({ subtotalCents: 57010, totalCents: 42010, discountCents: 15000, tier: 'twoForOne' });
  });

  it('twoForOne tie: the earlier line is charged, the later one struck', () => {
    const p = priceCart([line(7, 9999, 1), line(3, 9999, 1)]);
    expect(p.lines.map((l) => l.chargedCents)).toEqual([9999, 0]);
    expect(p.lines.map((l) => l.struckCents)).toEqual([null, 9999]);
    expect(p.totalCents).toBe(9999);
  });

  it('twoForOne with one line of quantity 2: one unit charged, the line total struck', () => {
    const p = priceCart([line(1, 25000, 2)]);
    expect(p.lines[0]).toMatchObject({ unitCents: 25000, chargedCents: 25000, struckCents: 50000 });
    expect(p).toMatchObject({ subtotalCents: 50000, totalCents: 25000, discountCents: 25000 });
  });

  it('halfOff: 3 × $199.99 is $300.00 by the half-up rule', () => {
    const p = priceCart([line(1, 19999, 3)]);
    expect(p.tier).toBe('halfOff');
    expect(p.lines[0]).toMatchObject({
      unitCents: 19999,
      halvedUnitCents: 10000,
      chargedCents: 30000,
      struckCents: 59997,
    });
    expect(p).toMatchObject({ subtotalCents: 59997, totalCents: 30000, discountCents: 29997, tier: 'halfOff' });
    expect(formatMoney(p.totalCents)).toBe('$300.00');
  });

  it('halfOff with mixed quantities halves every unit of every line', () => {
    const p = priceCart([line(1, 10000, 2), line(2, 5555, 1), line(3, 1001, 3)]);
    // 2×5000 + 1×2778 + 3×501 = 10000 + 2778 + 1503
    expect(p.lines.map((l) => l.chargedCents)).toEqual([10000, 2778, 1503]);
    expect(p.lines.map((l) => l.struckCents)).toEqual([20000, 5555, 3003]);
    expect(p).toMatchObject({ units: 6, subtotalCents: 28558, totalCents: 14281, discountCents: 14277 });
  });

  it('alreadyDiscounted overrides 2x1 and 50%: plain sum of price × quantity', () => {
    const two = priceCart([line(1, 30000, 1, 50000), line(2, 10000, 1)]);
    expect(two.tier).toBe('alreadyDiscounted');
    expect(two).toMatchObject({ subtotalCents: 40000, totalCents: 40000, discountCents: 0, tier: 'alreadyDiscounted' });
    expect(two.lines.every((l) => l.struckCents === null)).toBe(true);
    const many = priceCart([line(1, 19999, 3), line(2, 8000, 2, 12000)]);
    expect(many).toMatchObject({ tier: 'alreadyDiscounted', totalCents: 59997 + 16000, discountCents: 0 });
    expect(priceCart([line(1, 8000, 1, 12000)]).tier).toBe('alreadyDiscounted');
  });

  it('ignores lines with no units and never returns fractional centavos', () => {
    const kept = line(2, 3, 3);
    const p = priceCart([line(1, 1, 0), kept]);
    expect(p).toMatchObject({ tier: 'halfOff', totalCents: 6, subtotalCents: 9 });
    expect(p.lines.map((l) => l.line)).toEqual([kept]);
  });
});
