import type { ProductKind } from './kinds';
import type { SeedProduct } from './products';

/** US letter sizes, smallest first: tops, dresses, coats. */
export const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
/** Waist in inches, even numbers, smallest first: trousers, jeans, shorts, skirts. */
export const WAIST_SIZES = ['26', '28', '30', '32', '34', '36', '38', '40'] as const;
/** US ring sizes, smallest first. */
export const RING_SIZES = ['5', '6', '7', '8', '9'] as const;

/**
 * The size run each kind of the demo catalogue is labelled in, smallest first; an empty run for
 * what is sold as one item (necklaces, earrings, bracelets, watches).
 */
export const KIND_SIZES: Readonly<Record<ProductKind, readonly string[]>> = {
  dress: LETTER_SIZES,
  shirt: LETTER_SIZES,
  sweater: LETTER_SIZES,
  blouse: LETTER_SIZES,
  coat: LETTER_SIZES,
  jacket: LETTER_SIZES,
  pants: WAIST_SIZES,
  shorts: WAIST_SIZES,
  skirt: WAIST_SIZES,
  ring: RING_SIZES,
  necklace: [],
  earrings: [],
  bracelet: [],
  watch: [],
};

export interface SeedSize {
  size: string;
  stock: number;
}

/** A small hash of a product's place and image name: its own stream, so the catalogue's stays as it was. */
function streamFor(index: number, imageName: string): () => number {
  let a = index + 1;
  for (let i = 0; i < imageName.length; i++) a = Math.imul(a ^ imageName.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The sizes a garment of the demo arrived in, as outlet lots come: a run of three to five
 * neighbouring sizes, one of them often sold out, its stock split among the others so that the
 * sizes add up to exactly the product's stock (a sold-out product has every size at 0). The same
 * product always gets the same sizes; the catalogue's own random stream is not touched.
 */
export function seedSizes(product: Pick<SeedProduct, 'kind' | 'stock' | 'imageName'>, index: number): SeedSize[] {
  const run = KIND_SIZES[product.kind];
  if (run.length === 0) return [];
  const rand = streamFor(index, product.imageName);
  const count = Math.min(run.length, 3 + Math.floor(rand() * 3));
  const first = Math.floor(rand() * (run.length - count + 1));
  const sizes = run.slice(first, first + count);
  // Which sizes have units: all but one sold out now and then, and never more than the units.
  const soldOut = rand() < 0.6 ? Math.floor(rand() * count) : -1;
  const inStock = sizes.map((_, i) => i).filter((i) => i !== soldOut);
  while (inStock.length > product.stock) inStock.splice(Math.floor(rand() * inStock.length), 1);
  const stocks = sizes.map(() => 0);
  for (const i of inStock) stocks[i] = 1;
  // The middle sizes get more of the rest, as a lot's M and L outnumber its XS and XXL.
  for (let left = product.stock - inStock.length; left > 0; left--) {
    const i = inStock[Math.floor(((rand() + rand()) / 2) * inStock.length)]!;
    stocks[i]! += 1;
  }
  return sizes.map((size, i) => ({ size, stock: stocks[i]! }));
}
