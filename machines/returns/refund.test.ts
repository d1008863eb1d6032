import { describe, expect, it } from 'vitest';
import { priceCart } from '../cart/pricing';
import { type BilledLine, returnRefund, shareOut } from './refund';

/** A bill as the checkout writes it: the cart rule on the lines (none on sale unless `sale`). */
const bill = (lines: [unitCents: number, quantity: number][], sale = false): BilledLine[] =>
  priceCart(lines.map(([price, quantity]) => ({ price, originalPrice: sale ? price + 100 : 0, quantity }))).lines.map(
    (l) => ({ unitCents: l.unitCents, quantity: l.quantity, chargedCents: l.chargedCents }),
  );

describe('a return’s refund', () => {
  it('2x1: returning the watch and keeping the free bracelet gives back the watch less the bracelet', () => {
    const lines = bill([
      [211900, 1],
      [54900, 1],
    ]);
    expect(lines.map((l) => l.chargedCents)).toEqual([211900, 0]);
    expect(returnRefund(lines, [0, 1], 0)).toEqual({
      chargedCents: 211900,
      keptUnits: 1,
      keptCents: 54900,
      earlierCents: 0,
      refundCents: 157000,
    });
  });

  it('2x1: returning the free bracelet gives back nothing; then the watch gives back the rest', () => {
    const lines = bill([
      [211900, 1],
      [54900, 1],
    ]);
    expect(returnRefund(lines, [1, 0], 0)).toMatchObject({ keptUnits: 1, keptCents: 211900, refundCents: 0 });
    expect(returnRefund(lines, [0, 0], 0)).toMatchObject({ keptUnits: 0, keptCents: 0, refundCents: 211900 });
  });

  it('50%: kept pieces are priced by the tier they come to, earlier refunds taken out, never below zero', () => {
    const lines = bill([
      [211900, 1],
      [54900, 1],
      [30000, 1],
    ]);
    expect(lines.map((l) => l.chargedCents)).toEqual([105950, 27450, 15000]);
    const first = returnRefund(lines, [0, 1, 1], 0);
    expect(first).toMatchObject({ chargedCents: 148400, keptUnits: 2, keptCents: 54900, refundCents: 93500 });
    const second = returnRefund(lines, [0, 1, 0], first.refundCents);
    expect(second).toMatchObject({ keptCents: 54900, earlierCents: 93500, refundCents: 0 });
    const third = returnRefund(lines, [0, 0, 0], 93500);
    expect(third).toMatchObject({ keptUnits: 0, keptCents: 0, refundCents: 54900 });
  });

  it('kept pieces that would cost more than was charged give back nothing', () => {
    // three at half: 500 + 5 + 5; keeping the dear one and a cheap one is a 2x1 of 1000
    const lines = bill([
      [1000, 1],
      [10, 2],
    ]);
    expect(returnRefund(lines, [1, 1], 0)).toMatchObject({ chargedCents: 510, keptCents: 1000, refundCents: 0 });
  });

  it('a sale with a piece on sale took no promotion: kept pieces cost their price', () => {
    const lines = bill(
      [
        [1000, 2],
        [500, 1],
      ],
      true,
    );
    expect(lines.map((l) => l.chargedCents)).toEqual([2000, 500]);
    // without the sale's rule the two kept units would be a 2x1 of 1000
    expect(returnRefund(lines, [1, 1], 0)).toMatchObject({ keptUnits: 2, keptCents: 1500, refundCents: 1000 });
  });

  it('a line missing from the kept units keeps none of it', () => {
    const lines = bill([
      [1000, 1],
      [600, 1],
    ]);
    expect(returnRefund(lines, [1], 0)).toMatchObject({ keptUnits: 1, keptCents: 1000, refundCents: 0 });
  });
});

describe('shareOut', () => {
  it('shares in proportion, largest remainders first, so the shares add up to the total', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(100, [1, 2])).toEqual([33, 67]);
    expect(shareOut(10, [3, 0, 7])).toEqual([3, 0, 7]);
    expect(shareOut(5, [2, 1, 1])).toEqual([3, 1, 1]);
    expect(shareOut(7, [1, 3, 3])).toEqual([1, 3, 3]);
    expect(shareOut(1, [1, 3, 3])).toEqual([0, 1, 0]);
    // the remainder goes by the fraction left, not by the size of the share
    expect(shareOut(3, [1, 4])).toEqual([1, 2]);
  });
  it('all weights zero: equal shares', () => {
    expect(shareOut(10, [0, 0, 0])).toEqual([4, 3, 3]);
    expect(shareOut(0, [0, 0])).toEqual([0, 0]);
  });
});
