import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, toCents, toPesos } from '../../contract/money';
import {
  type CartPricing,
  halveCents,
  type PricedLine,
  type PricingLineInput,
  priceCart,
  pricingTier,
} from './pricing';

// The cart rule once read each line's price in pesos, as the API sends it, and converted it; it
// now reads centavos, as the app holds them since src/api read the answer. The rule as it was
// stays here as the reference: over generated carts (2x1, 50%, lines already discounted, any
// quantities and stock) both must price every line and total alike.

interface PesosLine {
  price: number;
  originalPrice: number;
  quantity: number;
}

const unitsOf = (q: number): number => (Number.isFinite(q) && q > 0 ? Math.floor(q) : 0);

/** The rule before money was centavos inside: priceCart as it read pesos (the reference). */
function pricedInPesos<L extends PesosLine>(input: readonly L[]): CartPricing<L & PricingLineInput> {
  const active = input.filter((l) => unitsOf(l.quantity) > 0);
  const tier = pricingTier(active);
  const base = active.map((line) => {
    const quantity = unitsOf(line.quantity);
    const unitCents = toCents(line.price);
    return { line, quantity, unitCents, full: unitCents * quantity };
  });
  const priced = (
    l: (typeof base)[number],
    chargedCents: Cents,
    struckCents: Cents | null,
    halvedUnitCents: Cents | null = null,
  ): PricedLine<L & PricingLineInput> => ({
    line: l.line as L & PricingLineInput,
    quantity: l.quantity,
    unitCents: l.unitCents,
    chargedCents,
    struckCents,
    halvedUnitCents,
  });

  let lines: PricedLine<L & PricingLineInput>[];
  if (tier === 'halfOff') {
    lines = base.map((l) => {
      const halvedUnitCents = halveCents(l.unitCents);
      return priced(l, halvedUnitCents * l.quantity, l.full, halvedUnitCents);
    });
  } else if (tier === 'twoForOne') {
    // Index of the line holding the charged unit: highest unit price, earliest line on ties.
    let charged = 0;
    base.forEach((l, i) => {
      if (l.unitCents > (base[charged]?.unitCents ?? -1)) charged = i;
    });
    lines = base.map((l, i) => {
      if (l.quantity === 2) return priced(l, l.unitCents, l.full);
      return i === charged ? priced(l, l.unitCents, null) : priced(l, 0, l.full);
    });
  } else {
    lines = base.map((l) => priced(l, l.full, null));
  }

  const subtotalCents = base.reduce((s, l) => s + l.full, 0);
  const totalCents = lines.reduce((s, l) => s + l.chargedCents, 0);
  return {
    tier,
    units: base.reduce((n, l) => n + l.quantity, 0),
    lines,
    subtotalCents,
    discountCents: subtotalCents - totalCents,
    totalCents,
  };
}

const quantity = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 5 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0.5, 1.5, Number.NaN, Infinity) },
);
const centsLine = fc.record({
  product_id: fc.integer({ min: 1, max: 1000 }),
  price: fc.integer({ min: 0, max: 500_000 }),
  originalPrice: fc.oneof(
    { weight: 3, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 600_000 }) },
  ),
  quantity,
  stock: fc.integer({ min: 0, max: 10 }),
});

describe('pricing in centavos against the rule as it read pesos', () => {
  it('prices every generated cart the same: tier, lines, subtotal, discount and total', () => {
    fc.assert(
      fc.property(fc.array(centsLine, { maxLength: 6 }), (lines) => {
        const inPesos = lines.map((l) => ({ ...l, price: toPesos(l.price), originalPrice: toPesos(l.originalPrice) }));
        const before = pricedInPesos(inPesos);
        const after = priceCart(lines);
        expect(after.tier).toBe(before.tier);
        expect(after.units).toBe(before.units);
        expect(after.subtotalCents).toBe(before.subtotalCents);
        expect(after.discountCents).toBe(before.discountCents);
        expect(after.totalCents).toBe(before.totalCents);
        const shape = ({ line, ...priced }: PricedLine<PricingLineInput & { product_id: number }>) => ({
          id: line.product_id,
          ...priced,
        });
        expect(after.lines.map(shape)).toEqual(before.lines.map(shape));
        expect(after.lines.map((l) => l.line)).toEqual(
          lines.filter((l) => Number.isFinite(l.quantity) && l.quantity >= 1),
        );
      }),
      { numRuns: 1000 },
    );
  });
});
