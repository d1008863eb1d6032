import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPesos } from '../../contract/money';
import { priceCart, priceCartCents, type PricedLine } from './pricing';

// The cart rule once read pesos off each line; it now reads centavos. Over generated carts (2x1,
// 50%, lines already discounted, any quantities) both must price every line and total alike.

const quantity = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 5 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0.5, 1.5, Number.NaN, Infinity) },
);
const centsLine = fc.record({
  product_id: fc.integer({ min: 1, max: 1000 }),
  price: fc.integer({ min: 0, max: 500_000 }),
  originalPrice: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 600_000 }) }),
  quantity,
  stock: fc.integer({ min: 0, max: 10 }),
});

describe('pricing in centavos against pricing in pesos', () => {
  it('prices every generated cart the same: tier, lines, subtotal, discount and total', () => {
    fc.assert(
      fc.property(fc.array(centsLine, { maxLength: 6 }), (lines) => {
        const inPesos = lines.map((l) => ({ ...l, price: toPesos(l.price), originalPrice: toPesos(l.originalPrice) }));
        const before = priceCart(inPesos);
        const after = priceCartCents(lines);
        expect(after.tier).toBe(before.tier);
        expect(after.units).toBe(before.units);
        expect(after.subtotalCents).toBe(before.subtotalCents);
        expect(after.discountCents).toBe(before.discountCents);
        expect(after.totalCents).toBe(before.totalCents);
        const shape = ({ line, ...priced }: PricedLine<{ product_id: number; price: number; originalPrice: number; quantity: number }>) => ({
          id: line.product_id,
          ...priced,
        });
        expect(after.lines.map(shape)).toEqual(before.lines.map(shape));
        expect(after.lines.map((l) => l.line)).toEqual(lines.filter((l) => Number.isFinite(l.quantity) && l.quantity >= 1));
      }),
      { numRuns: 1000 },
    );
  });
});
