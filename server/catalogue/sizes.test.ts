import { describe, expect, it } from 'vitest';
import { PRODUCT_KINDS } from './kinds';
import { generateProducts } from './products';
import { KIND_SIZES, LETTER_SIZES, RING_SIZES, seedSizes, WAIST_SIZES } from './sizes';

const products = generateProducts(320);
const sized = products.map((p, i) => ({ product: p, sizes: seedSizes(p, i) }));

describe('the demo garments’ sizes', () => {
  it('come from the kind: letters for tops, dresses and coats, waists for trousers, ring sizes, none for the rest', () => {
    for (const kind of ['dress', 'shirt', 'sweater', 'blouse', 'coat', 'jacket'] as const)
      expect(KIND_SIZES[kind]).toEqual(LETTER_SIZES);
    for (const kind of ['pants', 'shorts', 'skirt'] as const) expect(KIND_SIZES[kind]).toEqual(WAIST_SIZES);
    expect(KIND_SIZES.ring).toEqual(RING_SIZES);
    for (const kind of ['necklace', 'earrings', 'bracelet', 'watch'] as const) expect(KIND_SIZES[kind]).toEqual([]);
    expect(Object.keys(KIND_SIZES).sort()).toEqual([...PRODUCT_KINDS].sort());
    for (const { product, sizes } of sized) if (KIND_SIZES[product.kind].length === 0) expect(sizes).toEqual([]);
  });

  it('add up to exactly the stock the catalogue gives each product', () => {
    for (const { product, sizes } of sized) {
      if (sizes.length === 0) continue;
      expect(sizes.reduce((n, s) => n + s.stock, 0)).toBe(product.stock);
      for (const s of sizes) expect(s.stock).toBeGreaterThanOrEqual(0);
    }
  });

  it('are a run of three to five neighbouring sizes of the kind, in order', () => {
    for (const { product, sizes } of sized) {
      const run = KIND_SIZES[product.kind];
      if (run.length === 0) continue;
      expect(sizes.length).toBeGreaterThanOrEqual(3);
      expect(sizes.length).toBeLessThanOrEqual(5);
      const first = run.indexOf(sizes[0]!.size);
      expect(sizes.map((s) => s.size)).toEqual(run.slice(first, first + sizes.length));
    }
  });

  it('come as outlet lots do: many garments have a size sold out while others are in stock', () => {
    const garments = sized.filter(({ sizes, product }) => sizes.length > 0 && product.stock > 0);
    const withSoldOutSize = garments.filter(({ sizes }) => sizes.some((s) => s.stock === 0));
    expect(withSoldOutSize.length / garments.length).toBeGreaterThan(0.3);
    expect(withSoldOutSize.length).toBeLessThan(garments.length);
    for (const { product, sizes } of sized)
      if (product.stock === 0) expect(sizes.every((s) => s.stock === 0)).toBe(true);
  });

  it('are the same every time, and leave the catalogue itself as it was', () => {
    expect(products.map((p, i) => seedSizes(p, i))).toEqual(sized.map((s) => s.sizes));
    expect(generateProducts(320)).toEqual(products);
  });
});
