import { describe, expect, it } from 'vitest';
import { makeProduct } from './fixtures';
import { addableUnits, remainingStock, sellsSize, sizeStock, unitsInCart, unitsOfSizeInCart } from './order-limit';

// Sold by size: 1 M, none in L, 4 in XL (5 in all), at most 3 per order, every size together.
const blouse = makeProduct(7, {
  stock: 5,
  maxPerOrder: 3,
  sizes: [
    { size: 'M', stock: 1 },
    { size: 'L', stock: 0 },
    { size: 'XL', stock: 4 },
  ],
});
const line = (product_id: number, size: string | null, quantity: number) => ({ product_id, size, quantity });

describe('units one order may hold', () => {
  it('of a product sold whole: the stock, never more than the per-order cap', () => {
    expect(addableUnits([], makeProduct(1, { stock: 3, maxPerOrder: 10 }), null)).toBe(3);
    expect(addableUnits([], makeProduct(1, { stock: 40, maxPerOrder: 10 }), null)).toBe(10);
    expect(addableUnits([], makeProduct(1, { stock: 0, maxPerOrder: 10 }), null)).toBe(0);
    expect(addableUnits([], makeProduct(1, { stock: -2, maxPerOrder: 10 }), null)).toBe(0);
  });

  it('minus what the cart already holds, never below zero', () => {
    const product = makeProduct(7, { stock: 40, maxPerOrder: 4 });
    expect(addableUnits([], product)).toBe(4);
    expect(addableUnits([line(7, null, 3), line(8, null, 9)], product, null)).toBe(1);
    expect(addableUnits([line(7, null, 6)], product, null)).toBe(0);
    expect(remainingStock([line(7, null, 3)], makeProduct(7, { stock: 5 }), null)).toBe(2);
    expect(remainingStock([line(7, null, 9)], makeProduct(7, { stock: 5 }), null)).toBe(0);
  });

  it("of a size: that size's stock, and the per-order cap left beside every size the cart holds", () => {
    expect(sizeStock(blouse, 'M')).toBe(1);
    expect(sizeStock(blouse, 'XL')).toBe(4);
    // A size it is not sold in, and no size at all, have none; a product sold whole has its stock.
    expect(sizeStock(blouse, 'XXL')).toBe(0);
    expect(sizeStock(blouse, null)).toBe(0);
    expect(sizeStock(makeProduct(1, { stock: 6 }), null)).toBe(6);
    expect(sizeStock(makeProduct(1, { stock: 6 }), 'M')).toBe(0);
    expect(addableUnits([], blouse, 'M')).toBe(1);
    expect(addableUnits([], blouse, 'L')).toBe(0);
    expect(addableUnits([], blouse, 'XL')).toBe(3);
    expect(addableUnits([], blouse, null)).toBe(0);
    // One M held: none left of M, and the cap leaves 2 for the other sizes.
    const held = [line(7, 'M', 1)];
    expect(addableUnits(held, blouse, 'M')).toBe(0);
    expect(addableUnits(held, blouse, 'XL')).toBe(2);
    expect(remainingStock(held, blouse, 'XL')).toBe(4);
    // Another product's line does not count.
    expect(addableUnits([line(8, 'XL', 3)], blouse, 'XL')).toBe(3);
    expect(addableUnits([line(7, 'XL', 2), line(7, 'M', 1)], blouse, 'XL')).toBe(0);
  });

  it('without a size (none chosen yet): the product as a whole, beside every size the cart holds', () => {
    expect(remainingStock([], blouse)).toBe(5);
    expect(remainingStock([line(7, 'M', 1), line(7, 'XL', 2)], blouse)).toBe(2);
    expect(remainingStock([line(7, 'XL', 9)], blouse)).toBe(0);
    expect(addableUnits([line(7, 'XL', 1)], blouse)).toBe(2);
    expect(addableUnits([line(7, 'XL', 1)], makeProduct(7, { ...blouse, stock: 2 }))).toBe(1);
  });

  it("units held: a line's, and the product's across its sizes", () => {
    const lines = [line(7, 'M', 1), line(7, 'XL', 2), line(8, null, 5)];
    expect(unitsOfSizeInCart(lines, 7, 'XL')).toBe(2);
    expect(unitsOfSizeInCart(lines, 7, 'L')).toBe(0);
    expect(unitsOfSizeInCart(lines, 8, null)).toBe(5);
    expect(unitsOfSizeInCart(lines, 8, 'M')).toBe(0);
    expect(unitsInCart(lines, 7)).toBe(3);
    expect(unitsInCart(lines, 8)).toBe(5);
    expect(unitsInCart(lines, 9)).toBe(0);
  });

  it('a product is sold in the sizes it lists, or without one when it lists none', () => {
    expect(['M', 'L', 'XXL', null].map((size) => sellsSize(blouse, size))).toEqual([true, true, false, false]);
    expect(['M', null].map((size) => sellsSize(makeProduct(1), size))).toEqual([false, true]);
  });
});
