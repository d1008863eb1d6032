import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARKDOWN_ROUNDING,
  MARKDOWN_ROUNDINGS,
  markDown,
  markedDownCents,
  removeMarkdown,
  roundPrice,
} from './markdown';

describe('a price rounded as the owner chose in Ajustes', () => {
  it('whole pesos, the default: the nearest peso, half a peso up', () => {
    expect(DEFAULT_MARKDOWN_ROUNDING).toBe('whole');
    expect(MARKDOWN_ROUNDINGS).toEqual(['whole', 'fifty', 'ninetyNine']);
    expect(roundPrice(169_520, 'whole')).toBe(169_500);
    expect(roundPrice(169_550, 'whole')).toBe(169_600);
    expect(roundPrice(169_549, 'whole')).toBe(169_500);
  });

  it('.50: the nearest amount ending in 50 centavos', () => {
    expect(roundPrice(169_520, 'fifty')).toBe(169_550);
    expect(roundPrice(169_599, 'fifty')).toBe(169_550);
    expect(roundPrice(169_500, 'fifty')).toBe(169_550); // 1,694.50 and 1,695.50 are as near: up
    expect(roundPrice(169_499, 'fifty')).toBe(169_450);
  });

  it('.99: the nearest amount ending in 99 centavos', () => {
    expect(roundPrice(169_520, 'ninetyNine')).toBe(169_499);
    expect(roundPrice(169_560, 'ninetyNine')).toBe(169_599);
    expect(roundPrice(169_549, 'ninetyNine')).toBe(169_599);
    expect(roundPrice(169_548, 'ninetyNine')).toBe(169_499);
  });
});

describe('a mark-down is a percentage of the original price', () => {
  it('takes the percentage off the original and rounds the result', () => {
    // $2,119.00 − 20 % = $1,695.20
    expect(markedDownCents(211_900, 20, 'whole')).toBe(169_500);
    expect(markedDownCents(211_900, 20, 'fifty')).toBe(169_550);
    expect(markedDownCents(211_900, 20, 'ninetyNine')).toBe(169_499);
  });

  it('stays below the original, so the piece is still on sale', () => {
    // $10.00 − 1 % = $9.90, whole pesos $10.00: one peso less
    expect(markedDownCents(1000, 1, 'whole')).toBe(900);
    // $10.00 − 1 % = $9.90, .99: $9.99 is below
    expect(markedDownCents(1000, 1, 'ninetyNine')).toBe(999);
    // $1.00 − 10 % = $0.90: no whole peso below $1.00 but nothing, so centavos
    expect(markedDownCents(100, 10, 'whole')).toBe(90);
    // $0.40 − 90 % = $0.04, rounded to $0.00: centavos instead
    expect(markedDownCents(40, 90, 'whole')).toBe(4);
    // never nothing
    expect(markedDownCents(4, 90, 'whole')).toBe(1);
  });

  it('a product not on sale: its price becomes the original', () => {
    expect(markDown({ priceCents: 80_000, originalPriceCents: 0 }, 10, 'whole')).toEqual({
      priceCents: 72_000,
      originalPriceCents: 80_000,
    });
  });

  it('a piece already reduced: the percentage of its original, never of its reduced price', () => {
    // −20 % on a piece at $1,600 with an original of $2,000 is $1,600 again, not $1,280
    expect(markDown({ priceCents: 160_000, originalPriceCents: 200_000 }, 20, 'whole')).toEqual({
      priceCents: 160_000,
      originalPriceCents: 200_000,
    });
  });

  it('six 90 % mark-downs in a row stay at 10 % of the original', () => {
    let p = { priceCents: 211_900, originalPriceCents: 0 };
    for (let i = 0; i < 6; i++) p = markDown(p, 90, 'whole');
    expect(p).toEqual({ priceCents: 21_200, originalPriceCents: 211_900 });
  });

  it("'Quitar rebaja' gives back the original price; a product not on sale stays as it is", () => {
    expect(removeMarkdown({ priceCents: 169_500, originalPriceCents: 211_900 })).toEqual({
      priceCents: 211_900,
      originalPriceCents: 0,
    });
    expect(removeMarkdown({ priceCents: 89_900, originalPriceCents: 0 })).toEqual({
      priceCents: 89_900,
      originalPriceCents: 0,
    });
  });
});
