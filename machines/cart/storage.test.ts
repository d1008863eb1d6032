import { describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from '../../contract/storage-keys';
import { createMemoryStorage } from '../effects';
import { toCartLine } from './cart-machine';
import { makeProduct } from './fixtures';
import { cartEventFromStorageEvent, loadCart, parseCart, saveCart, serializeCart } from './storage';

const line = toCartLine(makeProduct(1), 2);
const sizes = [
  { size: 'M', stock: 2 },
  { size: 'L', stock: 0 },
];
const medium = toCartLine(makeProduct(2, { name: 'Blusa', stock: 2, sizes }), 1, 'M');
const large = toCartLine(makeProduct(2, { name: 'Blusa', stock: 2, sizes }), 1, 'L');

/** A cart as the store kept it under `root` before sizes: each line a product sold whole. */
const VERSION_2_CART =
  '{"version":2,"lines":[{"product_id":12,"name":"Blusa de lino","image":"blusa-de-lino-12.webp","price":19999,"originalPrice":0,"stock":4,"maxPerOrder":10,"quantity":2},{"product_id":7,"name":"Collar de plata","image":"collar-de-plata-7.webp","price":34950,"originalPrice":49900,"stock":1,"maxPerOrder":3,"quantity":1}]}';

/** A cart as the store kept it under `root` before its lines were cut down: whole products, money in pesos. */
const VERSION_1_CART =
  '{"version":1,"lines":[{"product_id":12,"name":"Blusa de lino","image":"blusa-de-lino-12.webp","price":199.99,"originalPrice":0,"type":"regular","isNew":true,"stock":4,"description":"Blusa fresca de lino.","department_id":3,"maxPerOrder":10,"quantity":2},{"product_id":7,"name":"Collar de plata","image":"collar-de-plata-7.webp","price":349.5,"originalPrice":499,"type":"sale","isNew":false,"stock":1,"description":null,"department_id":9,"quantity":1}]}';

describe('cart storage', () => {
  it('round-trips a version-3 cart under key root: each line its few fields, money in centavos, and its size', () => {
    const storage = createMemoryStorage();
    saveCart(storage, [line, medium, large]);
    expect(JSON.parse(storage.dump()[CART_STORAGE_KEY]!)).toEqual({
      version: 3,
      lines: [
        {
          product_id: 1,
          name: 'Producto 1',
          image: 'producto-1.webp',
          price: 10000,
          originalPrice: 0,
          stock: 5,
          maxPerOrder: 10,
          quantity: 2,
          size: null,
        },
        // Two sizes of one product, each with the stock of its size.
        { ...medium, product_id: 2, name: 'Blusa', stock: 2, quantity: 1, size: 'M' },
        { ...large, product_id: 2, name: 'Blusa', stock: 0, quantity: 1, size: 'L' },
      ],
    });
    expect(loadCart(storage)).toEqual([line, medium, large]);
    // A line read back serializes as it was stored: another tab's write is not written back.
    expect(serializeCart(loadCart(storage))).toBe(storage.dump()[CART_STORAGE_KEY]);
  });

  it('reads a version-2 cart (before sizes) as lines sold whole, and writes it back as version 3', () => {
    const storage = createMemoryStorage({ [CART_STORAGE_KEY]: VERSION_2_CART });
    const lines = loadCart(storage);
    expect(lines).toEqual([
      {
        product_id: 12,
        name: 'Blusa de lino',
        image: 'blusa-de-lino-12.webp',
        price: 19999,
        originalPrice: 0,
        stock: 4,
        maxPerOrder: 10,
        quantity: 2,
        size: null,
      },
      {
        product_id: 7,
        name: 'Collar de plata',
        image: 'collar-de-plata-7.webp',
        price: 34950,
        originalPrice: 49900,
        stock: 1,
        maxPerOrder: 3,
        quantity: 1,
        size: null,
      },
    ]);
    saveCart(storage, lines);
    expect(JSON.parse(storage.dump()[CART_STORAGE_KEY]!)).toEqual({ version: 3, lines });
    expect(loadCart(storage)).toEqual(lines);
    expect(cartEventFromStorageEvent({ key: CART_STORAGE_KEY, newValue: VERSION_2_CART })).toEqual({
      type: 'cart.set',
      lines,
    });
  });

  it('reads a version-1 cart (whole products in pesos) as version-3 lines sold whole, and writes it back as version 3', () => {
    const storage = createMemoryStorage({ [CART_STORAGE_KEY]: VERSION_1_CART });
    const lines = loadCart(storage);
    expect(lines).toEqual([
      {
        product_id: 12,
        name: 'Blusa de lino',
        image: 'blusa-de-lino-12.webp',
        price: 19999,
        originalPrice: 0,
        stock: 4,
        maxPerOrder: 10,
        quantity: 2,
        size: null,
      },
      // Saved before the per-order cap existed: the column's default.
      {
        product_id: 7,
        name: 'Collar de plata',
        image: 'collar-de-plata-7.webp',
        price: 34950,
        originalPrice: 49900,
        stock: 1,
        maxPerOrder: 10,
        quantity: 1,
        size: null,
      },
    ]);
    saveCart(storage, lines);
    expect(JSON.parse(storage.dump()[CART_STORAGE_KEY]!)).toEqual({ version: 3, lines });
    expect(loadCart(storage)).toEqual(lines);
    expect(cartEventFromStorageEvent({ key: CART_STORAGE_KEY, newValue: VERSION_1_CART })).toEqual({
      type: 'cart.set',
      lines,
    });
  });

  it('gives an empty cart for unreadable, foreign or older data, never throwing', () => {
    for (const raw of [
      null,
      '',
      '{',
      'null',
      '42',
      '{"cart":"{}","_persist":"{\\"version\\":1}"}',
      JSON.stringify({ version: 0, lines: [line] }),
      JSON.stringify({ version: 4, lines: [line] }),
      // A version-3 line names its size (null when sold whole): 1 to 16 characters.
      JSON.stringify({ version: 3, lines: [{ ...line, size: undefined }] }),
      JSON.stringify({ version: 3, lines: [{ ...line, size: '' }] }),
      JSON.stringify({ version: 3, lines: [{ ...line, size: 'M'.repeat(17) }] }),
      JSON.stringify({ version: 3, lines: [{ ...line, size: 7 }] }),
      JSON.stringify({ version: 3, lines: [{ ...line, quantity: 0 }] }),
      JSON.stringify({ version: 1, lines: [{ product_id: 'x' }] }),
      JSON.stringify({ version: 1, lines: [line] }),
      JSON.stringify({ version: 2, lines: [{ ...line, quantity: 0 }] }),
      JSON.stringify({ version: 2, lines: [{ ...line, quantity: 1.5 }] }),
      JSON.stringify({ version: 2, lines: [{ ...line, product_id: 0 }] }),
      JSON.stringify({ version: 2, lines: [{ ...line, product_id: 1.5 }] }),
      JSON.stringify({ version: 2, lines: [{ ...line, name: undefined }] }),
      JSON.stringify({ version: 2, lines: [{ ...line, image: 7 }] }),
      // Money in a version-2 line is whole centavos, never below zero.
      JSON.stringify({ version: 2, lines: [{ ...line, price: 199.99 }] }),
      JSON.stringify({ version: 2, lines: [{ ...line, price: -1 }] }),
      JSON.stringify({ version: 2, lines: [{ ...line, originalPrice: 0.5 }] }),
      JSON.stringify({ version: 2, lines: [{ ...line, originalPrice: -1 }] }),
      JSON.stringify({ version: 2, lines: [{ ...line, stock: 1.5 }] }),
      JSON.stringify({ version: 2, lines: [{ ...line, maxPerOrder: 0 }] }),
      JSON.stringify({ version: 2, lines: [{ ...line, maxPerOrder: 2.5 }] }),
    ]) {
      expect(parseCart(raw)).toEqual([]);
    }
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    };
    const logger = { error: vi.fn() };
    expect(loadCart(broken, logger)).toEqual([]);
    expect(() => saveCart(broken, [line], logger)).not.toThrow();
    expect(logger.error.mock.calls.map(([what]) => what)).toEqual([
      'cart: could not read storage',
      'cart: could not write storage',
    ]);
    // No logger given: still nothing thrown.
    expect(loadCart(broken)).toEqual([]);
    expect(() => saveCart(broken, [line])).not.toThrow();
  });

  it('keeps one line per product and size', () => {
    expect(parseCart(JSON.stringify({ version: 3, lines: [line, { ...line, quantity: 5 }] }))).toEqual([line]);
    expect(parseCart(JSON.stringify({ version: 2, lines: [line, { ...line, quantity: 5 }] }))).toEqual([line]);
    expect(parseCart(JSON.stringify({ version: 3, lines: [medium, large, { ...medium, quantity: 2 }, line] }))).toEqual(
      [medium, large, line],
    );
    expect(parseCart(JSON.stringify({ version: 3, lines: [{ ...medium, size: 'M'.repeat(16) }] }))).toHaveLength(1);
  });

  it('skips writing an unchanged value (no ping-pong between tabs)', () => {
    const storage = createMemoryStorage({ [CART_STORAGE_KEY]: serializeCart([line]) });
    const spy = vi.spyOn(storage, 'setItem');
    saveCart(storage, [line]);
    expect(spy).not.toHaveBeenCalled();
  });

  it("maps another tab's storage event to cart.set", () => {
    expect(cartEventFromStorageEvent({ key: 'favorites', newValue: '[]' })).toBeNull();
    expect(cartEventFromStorageEvent({ key: CART_STORAGE_KEY, newValue: serializeCart([line]) })).toEqual({
      type: 'cart.set',
      lines: [line],
    });
    expect(cartEventFromStorageEvent({ key: CART_STORAGE_KEY, newValue: 'garbage' })).toEqual({
      type: 'cart.set',
      lines: [],
    });
    expect(cartEventFromStorageEvent({ key: null, newValue: null })).toEqual({ type: 'cart.set', lines: [] });
  });
});
