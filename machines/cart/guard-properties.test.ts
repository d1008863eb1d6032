import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MESSAGES } from '../../copy/notices';
import { type CartLine, cartMachine, toCartLine } from './cart-machine';
import { makeProduct } from './fixtures';
import { addableUnits } from './order-limit';
import { type PricingLineInput, priceCart, pricingTier } from './pricing';

// Oracles written from the pricing and stock rules, not from the code under test.

/** The stock rule and the per-order cap: an add is accepted when it asks for a whole number ≥ 1 of units
 *  that, with those already in the cart, neither the stock nor the cap is exceeded by. */
const canAdd = (held: number, stock: number, cap: number, quantity: number) =>
  Number.isInteger(quantity) && quantity >= 1 && held + quantity <= stock && held + quantity <= cap;

/** The pricing rule, unit by unit: nothing; all at their price when any line was already discounted or
 *  there is one unit; the dearer of two units; every unit halved (half up to the centavo). */
/** Units a quantity stands for: its whole part when finite and positive, else none. */
const count = (q: number) => (Number.isFinite(q) && q > 0 ? Math.floor(q) : 0);
function oracle(lines: PricingLineInput[]) {
  const units: Array<{ line: number; cents: number }> = [];
  lines.forEach((l, i) => {
    for (let k = 0; k < count(l.quantity); k++) units.push({ line: i, cents: l.price });
  });
  const subtotal = units.reduce((s, u) => s + u.cents, 0);
  const discounted = lines.some((l) => count(l.quantity) > 0 && l.originalPrice > 0);
  if (units.length === 0) return { tier: 'empty', subtotal, total: 0 };
  if (discounted) return { tier: 'alreadyDiscounted', subtotal, total: subtotal };
  if (units.length === 1) return { tier: 'single', subtotal, total: subtotal };
  if (units.length === 2) return { tier: 'twoForOne', subtotal, total: Math.max(units[0]!.cents, units[1]!.cents) };
  return { tier: 'halfOff', subtotal, total: units.reduce((s, u) => s + Math.floor((u.cents + 1) / 2), 0) };
}

const quantity = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0.5, 1.5, Number.NaN, Infinity) },
);
const pricingLine = fc.record({
  product_id: fc.integer({ min: 1, max: 1000 }),
  price: fc.integer({ min: 1, max: 500_000 }),
  originalPrice: fc.oneof(
    { weight: 4, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 600_000 }) },
  ),
  quantity,
});

describe('the stock guard', () => {
  it("accepts an add exactly when the server's stock and the per-order cap cover the units held plus the units asked, and then adds them", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.oneof(fc.integer({ min: -2, max: 9 }), fc.constantFrom(0.5, 1.5, Number.NaN)),
        // The stock the page showed: the server's may have fallen or risen since.
        fc.integer({ min: 0, max: 8 }),
        async (held, stock, cap, q, pageStock) => {
          // A line above the stock would be clamped by the check on start (stock-check.test.ts).
          fc.pre(held <= Math.min(stock, cap));
          const product = makeProduct(1, { stock, maxPerOrder: cap });
          const lines: CartLine[] = held > 0 ? [toCartLine(product, held)] : [];
          const server = fromPromise(async ({ input }: { input: { productIds: number[] } }) => ({
            productIds: input.productIds,
            products: [product],
          }));
          const actor = createActor(cartMachine.provide({ actors: { cartProductsLoader: server } }), {
            input: { lines },
          });
          const effects: unknown[] = [];
          actor.start();
          await waitFor(actor, (s) => s.matches({ stock: 'idle' }));
          actor.on('*', (e) => void effects.push(e));
          actor.send({ type: 'cart.add', product: { ...product, stock: pageStock }, quantity: q, size: null });
          await waitFor(actor, (s) => s.matches({ stock: 'idle' }));
          const after = actor.getSnapshot().context.lines;
          expect(addableUnits(lines, product)).toBe(Math.max(0, Math.min(stock, cap) - held));
          if (canAdd(held, stock, cap, q)) {
            expect(after).toEqual([toCartLine(product, held + q)]);
            expect(effects).toEqual([
              { type: 'toast', kind: 'success', message: MESSAGES.addedToCart, durationMs: 500 },
            ]);
            expect(actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
          } else {
            expect(after).toEqual(lines);
            expect(effects).toEqual([
              { type: 'toast', kind: 'warning', message: MESSAGES.notEnoughStock, durationMs: 4000 },
            ]);
            expect(actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
          }
          actor.stop();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the pricing tiers', () => {
  it('tier, subtotal, total and discount agree with a unit-by-unit oracle', () => {
    fc.assert(
      fc.property(fc.array(pricingLine, { maxLength: 5 }), (lines) => {
        const expected = oracle(lines);
        const p = priceCart(lines);
        expect(pricingTier(lines)).toBe(expected.tier);
        expect(p.tier).toBe(expected.tier);
        expect(p.subtotalCents).toBe(expected.subtotal);
        expect(p.totalCents).toBe(expected.total);
        expect(p.discountCents).toBe(expected.subtotal - expected.total);
        expect(p.units).toBe(lines.reduce((n, l) => n + count(l.quantity), 0));
        // Each priced line: what it costs, what is struck beside it.
        const charged = p.lines.reduce((s, l) => s + l.chargedCents, 0);
        expect(charged).toBe(expected.total);
        for (const l of p.lines) {
          expect(l.struckCents === null ? l.chargedCents : l.struckCents).toBe(l.unitCents * l.quantity);
          expect(l.halvedUnitCents).toBe(expected.tier === 'halfOff' ? Math.floor((l.unitCents + 1) / 2) : null);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('with two units of equal price, the earlier line is the one charged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 1, max: 500_000 }), (a, b) => {
        const p = priceCart([
          { product_id: 1, price: a, originalPrice: 0, quantity: 1 },
          { product_id: 2, price: b, originalPrice: 0, quantity: 1 },
        ]);
        const first = a >= b;
        expect(p.lines.map((l) => l.chargedCents)).toEqual(first ? [a, 0] : [0, b]);
        expect(p.lines.map((l) => l.struckCents)).toEqual(first ? [null, b] : [a, null]);
      }),
      { numRuns: 200 },
    );
  });
});
