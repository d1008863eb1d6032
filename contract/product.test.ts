import { describe, expect, it } from 'vitest';
import { ProductSchema, toShopProduct, toWireProduct } from './product';

const wire = ProductSchema.parse({
  product_id: 3,
  name: 'Collar',
  image: 'collar-3.webp',
  price: 349.5,
  originalPrice: 499.99,
  type: 'sale',
  isNew: false,
  stock: 2,
  description: null,
  department_id: 9,
  maxPerOrder: 4,
});

describe('a product read off the wire', () => {
  it('keeps every field and holds its money in centavos; written back, it is the wire product again', () => {
    const shop = toShopProduct(wire);
    expect(shop).toEqual({ ...wire, price: 34950, originalPrice: 49999 });
    expect(toWireProduct(shop)).toEqual(wire);
  });
});
