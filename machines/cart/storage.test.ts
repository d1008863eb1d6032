import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../effects';
import { CART_STORAGE_KEY } from '../../contract/storage-keys';
import { cartEventFromStorageEvent, loadCart, parseCart, saveCart, serializeCart } from './storage';
import { makeProduct } from './fixtures';

const line = { ...makeProduct(1), quantity: 2 };

describe('cart storage', () => {
  it('round-trips a version-1 cart under key root', () => {
    const storage = createMemoryStorage();
    saveCart(storage, [line]);
    expect(JSON.parse(storage.dump()[CART_STORAGE_KEY]!)).toEqual({ version: 1, lines: [line] });
    expect(loadCart(storage)).toEqual([line]);
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
      JSON.stringify({ version: 1, lines: [{ product_id: 'x' }] }),
      JSON.stringify({ version: 1, lines: [{ ...line, quantity: 0 }] }),
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
    expect(logger.error.mock.calls.map(([what]) => what)).toEqual(['cart: could not read storage', 'cart: could not write storage']);
    // No logger given: still nothing thrown.
    expect(loadCart(broken)).toEqual([]);
    expect(() => saveCart(broken, [line])).not.toThrow();
  });

  it('keeps one line per product', () => {
    expect(parseCart(JSON.stringify({ version: 1, lines: [line, { ...line, quantity: 5 }] }))).toEqual([line]);
  });

  it('skips writing an unchanged value (no ping-pong between tabs)', () => {
    const storage = createMemoryStorage({ [CART_STORAGE_KEY]: serializeCart([line]) });
    const spy = vi.spyOn(storage, 'setItem');
    saveCart(storage, [line]);
    expect(spy).not.toHaveBeenCalled();
  });

  it("maps another tab's storage event to cart.set", () => {
    expect(cartEventFromStorageEvent({ key: 'favorites', newValue: '[]' })).toBeNull();
    expect(cartEventFromStorageEvent({ key: CART_STORAGE_KEY, newValue: serializeCart([line]) })).toEqual({ type: 'cart.set', lines: [line] });
    expect(cartEventFromStorageEvent({ key: CART_STORAGE_KEY, newValue: 'garbage' })).toEqual({ type: 'cart.set', lines: [] });
    expect(cartEventFromStorageEvent({ key: null, newValue: null })).toEqual({ type: 'cart.set', lines: [] });
  });
});
