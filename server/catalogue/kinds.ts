import type { SizeChart } from '../../contract/product';

/**
 * The kinds of item the catalogue sells and the image renderer can draw. One kind per department,
 * so a product's picture always shows what its department promises.
 */
export const PRODUCT_KINDS = [
  'dress',
  'skirt',
  'shirt',
  'sweater',
  'pants',
  'shorts',
  'blouse',
  'coat',
  'jacket',
  'ring',
  'necklace',
  'earrings',
  'bracelet',
  'watch',
] as const;

export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Which department each kind belongs to (ids of departments.ts). */
export const KIND_DEPARTMENT: Readonly<Record<ProductKind, number>> = {
  dress: 1,
  skirt: 2,
  shirt: 3,
  sweater: 4,
  pants: 5,
  shorts: 6,
  blouse: 7,
  coat: 8,
  jacket: 9,
  ring: 10,
  necklace: 11,
  earrings: 12,
  bracelet: 13,
  watch: 14,
};

/**
 * The size guide each kind's department uses (contract/product.ts SIZE_CHARTS): letters for tops,
 * dresses and coats, the waist for trousers and shorts, US dress numbers for skirts, ring sizes for
 * rings; none for pieces that come in one size.
 */
export const KIND_SIZE_CHART: Readonly<Record<ProductKind, SizeChart | null>> = {
  dress: 'letters',
  skirt: 'us-dress',
  shirt: 'letters',
  sweater: 'letters',
  pants: 'waist',
  shorts: 'waist',
  blouse: 'letters',
  coat: 'letters',
  jacket: 'letters',
  ring: 'ring',
  necklace: null,
  earrings: null,
  bracelet: null,
  watch: null,
};

/**
 * Jewellery comes in drawn sub-styles (a solitaire, a halo, three stones...). The catalogue picks a
 * variant whose sub-style matches the product's name; the renderer reads it back with this.
 */
export const JEWELLERY_STYLE_COUNT: Readonly<Partial<Record<ProductKind, number>>> = {
  ring: 5,
  necklace: 4,
  earrings: 4,
  bracelet: 4,
  watch: 3,
};

export function jewelleryStyle(kind: ProductKind, variant: number): number {
  const n = JEWELLERY_STYLE_COUNT[kind] ?? 1;
  return ((Math.floor(variant) % n) + n) % n;
}
