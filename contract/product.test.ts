import { describe, expect, it } from 'vitest';
import {
  compareSizes,
  PRODUCT_PHOTOS_MAX,
  ProductSchema,
  productPhotos,
  SIZE_CHARTS,
  toShopProduct,
  toWireProduct,
} from './product';
import { productListPath, productSizeUrl } from './product-urls';

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

describe('a garment’s label and size guide on the wire', () => {
  it('a product saved before labels existed reads with none and no guide', () => {
    expect(wire).toMatchObject({ composition: null, origin: null, care: null, sizeChart: null });
  });

  it('carries the label’s lines and one of the store’s size guides', () => {
    for (const sizeChart of SIZE_CHARTS) {
      const labelled = ProductSchema.parse({
        ...wire,
        composition: '95% algodón, 5% elastano',
        origin: 'Hecho en Vietnam',
        care: 'Lavar a mano.',
        sizeChart,
      });
      expect(labelled).toMatchObject({
        composition: '95% algodón, 5% elastano',
        origin: 'Hecho en Vietnam',
        care: 'Lavar a mano.',
        sizeChart,
      });
    }
    expect(SIZE_CHARTS).toEqual(['letters', 'waist', 'us-dress', 'ring']);
    expect(ProductSchema.safeParse({ ...wire, sizeChart: 'shoes' }).success).toBe(false);
    expect(ProductSchema.safeParse({ ...wire, composition: 95 }).success).toBe(false);
    expect(ProductSchema.safeParse({ ...wire, origin: 1 }).success).toBe(false);
    expect(ProductSchema.safeParse({ ...wire, care: false }).success).toBe(false);
    expect(ProductSchema.parse({ ...wire, composition: null, origin: null, care: null, sizeChart: null })).toEqual(
      wire,
    );
  });
});

describe("a product's photos", () => {
  it('are its photos in order where it came with them', () => {
    const photos = [
      { image: 'collar-3.webp', alt: 'Collar' },
      { image: 'collar-3-d1.webp', alt: 'Collar — vista de detalle' },
    ];
    expect(productPhotos({ ...wire, photos })).toEqual(photos);
  });

  it('are its image alone, described by its name, where it came without them (a cart saved before photos)', () => {
    expect(wire.photos).toEqual([]);
    expect(productPhotos(wire)).toEqual([{ image: 'collar-3.webp', alt: 'Collar' }]);
  });

  it('are at most eight', () => {
    expect(PRODUCT_PHOTOS_MAX).toBe(8);
  });
});

describe('a product’s sizes', () => {
  it('travel in order with their stock, and a product saved before sizes existed reads as sold whole', () => {
    expect(wire.sizes).toEqual([]);
    const sizes = [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 2 },
    ];
    const sized = ProductSchema.parse({ ...wire, sizes });
    expect(sized.sizes).toEqual(sizes);
    expect(toWireProduct(toShopProduct(sized)).sizes).toEqual(sizes);
    expect(ProductSchema.safeParse({ ...wire, sizes: [{ size: 'M', stock: 1.5 }] }).success).toBe(false);
  });
});

describe('sizes in the order a shopper reads them', () => {
  it('letters from the smallest, then numbers by value, then any other label by name', () => {
    const shuffled = [
      'Unitalla',
      '30',
      'XL',
      '7.5',
      'xs',
      'M',
      '28',
      '7',
      'XXL',
      'S',
      'L',
      '10',
      'XXS',
      'XXXL',
      'Chica',
    ];
    expect([...shuffled].sort(compareSizes)).toEqual([
      'XXS',
      'xs',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      'XXXL',
      '7',
      '7.5',
      '10',
      '28',
      '30',
      'Chica',
      'Unitalla',
    ]);
  });

  it('reads a decimal comma as a point, and a blank label is no number', () => {
    expect(['8', '7,5', '7'].sort(compareSizes)).toEqual(['7', '7,5', '8']);
    expect(['A', ' ', '3'].sort(compareSizes)).toEqual(['3', ' ', 'A']);
    expect(compareSizes('M', 'M')).toBe(0);
  });
});

describe('a product page’s address with a size chosen', () => {
  it('names the size in the talla parameter, escaped', () => {
    expect(productSizeUrl('/product/8', 'M')).toBe('/product/8?talla=M');
    expect(productSizeUrl('/product/8', '7 1/2')).toBe('/product/8?talla=7%201%2F2');
  });

  it('a list asks the API for its sizes, one parameter each', () => {
    expect(productListPath({ page: 1, sizes: ['M', 'L'] })).toBe('/product/list?page=1&size=M&size=L');
    expect(productListPath({ sizes: [] })).toBe('/product/list');
  });

  it('a list asks for its price range, a minimum of 0 left out as no minimum', () => {
    expect(productListPath({ name: 'x', minPrice: 500, maxPrice: 3000, onlyDiscounts: true })).toBe(
      '/product/list?name=x&minPrice=500&maxPrice=3000&onlyDiscounts=true',
    );
    expect(productListPath({ minPrice: 0 })).toBe('/product/list');
  });
});
