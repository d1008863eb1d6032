import { describe, expect, it } from 'vitest';
import { makeProduct } from './fixtures';
import { addableUnits, addableUnitsOfSize, remainingStockOfSize, unitsPerOrder } from './order-limit';

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

describe('units of one size', () => {
  const product = makeProduct(7, {
    stock: 9,
    maxPerOrder: 5,
    sizes: [
      { size: 'S', stock: 2 },
      { size: 'M', stock: 7 },
      { size: 'L', stock: 0 },
    ],
  });

  it('is the size’s stock less its units in the cart', () => {
    expect(remainingStockOfSize([], product, 'M')).toBe(7);
    expect(remainingStockOfSize([{ product_id: 7, quantity: 3, size: 'M' }], product, 'M')).toBe(4);
    expect(remainingStockOfSize([{ product_id: 7, quantity: 2, size: 'S' }], product, 'M')).toBe(7);
    expect(remainingStockOfSize([{ product_id: 8, quantity: 2, size: 'M' }], product, 'M')).toBe(7);
    expect(remainingStockOfSize([{ product_id: 7, quantity: 9, size: 'S' }], product, 'S')).toBe(0);
    expect(remainingStockOfSize([], product, 'XL')).toBe(0);
  });

  it('may be added up to the size’s stock left, and the per-order cap counts every size of the product', () => {
    expect(addableUnitsOfSize([], product, 'S')).toBe(2);
    expect(addableUnitsOfSize([], product, 'M')).toBe(5);
    expect(addableUnitsOfSize([], product, 'L')).toBe(0);
    expect(addableUnitsOfSize([], product, 'XL')).toBe(0);
    expect(addableUnitsOfSize([{ product_id: 7, quantity: 1, size: 'S' }], product, 'S')).toBe(1);
    // Two of S in the cart leave 3 of the cap of 5 for M.
    expect(addableUnitsOfSize([{ product_id: 7, quantity: 2, size: 'S' }], product, 'M')).toBe(3);
    // Another product's lines count for neither.
    expect(addableUnitsOfSize([{ product_id: 8, quantity: 5, size: 'M' }], product, 'M')).toBe(5);
    expect(
      addableUnitsOfSize(
        [
          { product_id: 7, quantity: 4, size: 'M' },
          { product_id: 7, quantity: 2, size: 'S' },
        ],
        product,
        'M',
      ),
    ).toBe(0);
  });
});
