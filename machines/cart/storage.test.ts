import { describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from '../../contract/storage-keys';
import { createMemoryStorage } from '../effects';
import { toCartLine } from './cart-machine';
import { makeProduct } from './fixtures';
import { cartEventFromStorageEvent, loadCart, parseCart, saveCart, serializeCart } from './storage';

const line = toCartLine(makeProduct(1), 2);

/** A cart as the store kept it under `root` before its lines were cut down: whole products, money in pesos. */
const VERSION_1_CART =
  '{"version":1,"lines":[{"product_id":12,"name":"Blusa de lino","image":"blusa-de-lino-12.webp","price":199.99,"originalPrice":0,"type":"regular","isNew":true,"stock":4,"description":"Blusa fresca de lino.","department_id":3,"maxPerOrder":10,"quantity":2},{"product_id":7,"name":"Collar de plata","image":"collar-de-plata-7.webp","price":349.5,"originalPrice":499,"type":"sale","isNew":false,"stock":1,"description":null,"department_id":9,"quantity":1}]}';

describe('cart storage', () => {
  it('round-trips a version-2 cart under key root: each line its few fields, money in centavos', () => {
    const storage = createMemoryStorage();
    saveCart(storage, [line]);
    expect(JSON.parse(storage.dump()[CART_STORAGE_KEY]!)).toEqual({
      version: 2,
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
        },
      ],
    });
    expect(loadCart(storage)).toEqual([line]);
  });

  it('reads a version-1 cart (whole products in pesos) as version-2 lines, and writes it back as version 2', () => {
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
      },
    ]);
    saveCart(storage, lines);
    expect(JSON.parse(storage.dump()[CART_STORAGE_KEY]!)).toEqual({ version: 2, lines });
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
      JSON.stringify({ version: 3, lines: [line] }),
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

  it('keeps one line per product', () => {
    expect(parseCart(JSON.stringify({ version: 2, lines: [line, { ...line, quantity: 5 }] }))).toEqual([line]);
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
