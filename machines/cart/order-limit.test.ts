import { describe, expect, it } from 'vitest';
import { makeProduct } from './fixtures';
import { addableUnits, unitsPerOrder } from './order-limit';

describe('units one order may hold', () => {
  it('is the stock, never more than the per-order cap', () => {
    expect(unitsPerOrder(makeProduct(1, { stock: 3, maxPerOrder: 10 }))).toBe(3);
    expect(unitsPerOrder(makeProduct(1, { stock: 40, maxPerOrder: 10 }))).toBe(10);
    expect(unitsPerOrder(makeProduct(1, { stock: 0, maxPerOrder: 10 }))).toBe(0);
  });

  it('minus what the cart already holds, never below zero', () => {
    const product = makeProduct(7, { stock: 40, maxPerOrder: 4 });
    expect(addableUnits([], product)).toBe(4);
    expect(
      addableUnits(
        [
          { product_id: 7, quantity: 3 },
          { product_id: 8, quantity: 9 },
        ],
        product,
      ),
    ).toBe(1);
    expect(addableUnits([{ product_id: 7, quantity: 6 }], product)).toBe(0);
  });
});
