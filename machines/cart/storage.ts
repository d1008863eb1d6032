import { z } from 'zod';
import { ProductSchema, toShopProduct } from '../../contract/product';
import { CART_STORAGE_KEY } from '../../contract/storage-keys';
import type { Logger, StorageLike } from '../effects';
import { type CartEvent, type CartLine, toCartLine } from './cart-machine';

/**
 * The persisted cart, where stores already in use keep it: localStorage key `root`, storage version 2.
 *
 * Stored value: `{"version":2,"lines":[...CartLine]}`: each line the few fields of its product the
 * cart needs, money in integer centavos, and its quantity. Version 1 (before the lines were cut
 * down) kept the whole product as the API sent it, money in pesos: it is read and turned into
 * version-2 lines, so a shopper's cart survives the change (and is written back as version 2).
 * Only the lines persist; the drawer always starts closed after a reload (a deliberate choice: a
 * drawer reopening on its own is a surprise). Anything unreadable or foreign (another app's
 * `root`) gives an empty cart; no function here throws.
 *
 * App wiring:
 *   const actor = createActor(cartMachine, { input: { lines: loadCart(localStorage) } });
 *   actor.subscribe((s) => saveCart(localStorage, s.context.lines, console));
 *   window.addEventListener('storage', (e) => {
 *     const event = cartEventFromStorageEvent(e);
 *     if (event) actor.send(event);
 *   });
 * Two tabs: each tab writes the whole cart; the other tab replaces its lines with the written
 * ones (last writer wins, never a merge of half-states). Serialisation is deterministic and
 * `saveCart` skips unchanged values, so a tab that applies another tab's write does not write it
 * back (no ping-pong).
 */
export const CART_STORAGE_VERSION = 2;

const quantity = z.number().int().positive();
const CartLineSchema = z.object({
  product_id: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  price: z.number().int().nonnegative(),
  originalPrice: z.number().int().nonnegative(),
  stock: z.number().int(),
  maxPerOrder: z.number().int().positive(),
  quantity,
});
const PersistedCartSchema = z.union([
  z.object({ version: z.literal(CART_STORAGE_VERSION), lines: z.array(CartLineSchema) }),
  // Version 1: whole products in pesos.
  z
    .object({ version: z.literal(1), lines: z.array(ProductSchema.extend({ quantity })) })
    .transform(({ lines }) => ({ lines: lines.map((line) => toCartLine(toShopProduct(line), line.quantity)) })),
]);

export function serializeCart(lines: readonly CartLine[]): string {
  return JSON.stringify({ version: CART_STORAGE_VERSION, lines });
}

/** Parses a stored value (version 2, or version 1 turned into it); anything else gives []. */
export function parseCart(raw: string | null | undefined): CartLine[] {
  try {
    // Nothing stored, or anything unreadable, throws here and gives an empty cart.
    const { lines } = PersistedCartSchema.parse(JSON.parse(raw ?? ''));
    // One line per product: a hand-edited duplicate keeps its first occurrence.
    const seen = new Set<number>();
    return lines.filter((l) => {
      if (seen.has(l.product_id)) return false;
      seen.add(l.product_id);
      return true;
    });
  } catch {
    return [];
  }
}

export function loadCart(storage: StorageLike, logger?: Logger): CartLine[] {
  try {
    return parseCart(storage.getItem(CART_STORAGE_KEY));
  } catch (error) {
    logger?.error('cart: could not read storage', error);
    return [];
  }
}

/** Writes the cart unless the stored value is already the same. Failures are logged only. */
export function saveCart(storage: StorageLike, lines: readonly CartLine[], logger?: Logger): void {
  try {
    const value = serializeCart(lines);
    if (storage.getItem(CART_STORAGE_KEY) !== value) storage.setItem(CART_STORAGE_KEY, value);
  } catch (error) {
    logger?.error('cart: could not write storage', error);
  }
}

/** Turns another tab's `storage` event into the `cart.set` that mirrors it, or null. */
export function cartEventFromStorageEvent(e: {
  key: string | null;
  newValue: string | null;
}): Extract<CartEvent, { type: 'cart.set' }> | null {
  if (e.key === null) return { type: 'cart.set', lines: [] }; // storage.clear() in another tab
  if (e.key !== CART_STORAGE_KEY) return null;
  return { type: 'cart.set', lines: parseCart(e.newValue) };
}
