import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from '../cart/pricing';
import { type BilledLine, returnRefund, shareOut } from './refund';

// A bill is what the checkout writes: the cart rule (priceCart) on the lines it accepts.
const cartLine = fc.record({
  price: fc.integer({ min: 1, max: 500_000 }),
  originalPrice: fc.oneof(
    { weight: 4, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 600_000 }) },
  ),
  quantity: fc.integer({ min: 1, max: 4 }),
});
const billOf = (cart: { price: number; originalPrice: number; quantity: number }[]): BilledLine[] =>
  priceCart(cart).lines.map((l) => ({ unitCents: l.unitCents, quantity: l.quantity, chargedCents: l.chargedCents }));

/** A bill and a partial return of it: some units of some lines back, not all of them, at least one. */
const partialReturn = fc
  .array(cartLine, { minLength: 1, maxLength: 5 })
  .filter((cart) => cart.reduce((n, l) => n + l.quantity, 0) >= 2)
  .chain((cart) =>
    fc
      .tuple(...cart.map((l) => fc.integer({ min: 0, max: l.quantity })))
      .filter((back) => {
        const units = back.reduce((n, b) => n + b, 0);
        return units > 0 && units < cart.reduce((n, l) => n + l.quantity, 0);
      })
      .map((back) => ({ cart, back })),
  );

describe('a return’s refund, for any bill and any partial return', () => {
  it('refund + what the kept units cost = the charge, to the centavo; the refund is never negative', () => {
    fc.assert(
      fc.property(partialReturn, ({ cart, back }) => {
        const lines = billOf(cart);
        const kept = lines.map((l, i) => l.quantity - back[i]!);
        const r = returnRefund(lines, kept, 0);
        expect(r.chargedCents).toBe(lines.reduce((s, l) => s + l.chargedCents, 0));
        expect(r.keptUnits).toBe(kept.reduce((n, k) => n + k, 0));
        expect(r.refundCents).toBeGreaterThanOrEqual(0);
        // kept pieces can cost more than the whole charge (three at half, two of them a 2x1 of the
        // dearer): then nothing is refunded, and the customer is not asked for the difference
        if (r.keptCents <= r.chargedCents) expect(r.refundCents + r.keptCents).toBe(r.chargedCents);
        else expect(r.refundCents).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('a sale that took no promotion (a piece on sale) refunds exactly the returned units’ prices', () => {
    fc.assert(
      fc.property(partialReturn, ({ cart, back }) => {
        const onSale = cart.map((l, i) => (i === 0 ? { ...l, originalPrice: l.price + 1 } : l));
        const lines = billOf(onSale);
        const r = returnRefund(
          lines,
          lines.map((l, i) => l.quantity - back[i]!),
          0,
        );
        expect(r.refundCents).toBe(lines.reduce((s, l, i) => s + l.unitCents * back[i]!, 0));
      }),
    );
  });

  it('returns one after another give back at most the charge, and exactly the charge once everything is back', () => {
    fc.assert(
      fc.property(
        fc.array(cartLine, { minLength: 1, maxLength: 4 }).chain((cart) =>
          fc.tuple(
            fc.constant(cart),
            // the order the units come back in: each unit tagged with its line, shuffled
            fc.shuffledSubarray(
              cart.flatMap((l, i) => Array.from({ length: l.quantity }, () => i)),
              { minLength: cart.reduce((n, l) => n + l.quantity, 0) },
            ),
            fc.integer({ min: 1, max: 3 }),
          ),
        ),
        ([cart, order, batch]) => {
          const lines = billOf(cart);
          const kept = lines.map((l) => l.quantity);
          let given = 0;
          for (let at = 0; at < order.length; at += batch) {
            for (const i of order.slice(at, at + batch)) kept[i]! -= 1;
            const r = returnRefund(lines, kept, given);
            expect(r.refundCents).toBeGreaterThanOrEqual(0);
            given += r.refundCents;
            expect(given).toBeLessThanOrEqual(r.chargedCents);
          }
          expect(given).toBe(lines.reduce((s, l) => s + l.chargedCents, 0));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('shareOut: whole, non-negative shares that add up to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 1, maxLength: 6 }),
        (total, weights) => {
          const shares = shareOut(total, weights);
          expect(shares.reduce((s, c) => s + c, 0)).toBe(total);
          for (const [i, s] of shares.entries()) {
            expect(Number.isInteger(s) && s >= 0).toBe(true);
            if (weights.some((w) => w > 0) && weights[i] === 0) expect(s).toBe(0);
          }
        },
      ),
    );
  });
});
