import { z } from 'zod';
import { ProductSchema, SIZE_LABEL_MAX, toShopProduct } from '../../contract/product';
import { CART_STORAGE_KEY } from '../../contract/storage-keys';
import type { Logger, StorageLike } from '../effects';
import { type CartEvent, type CartLine, toCartLine } from './cart-machine';

/**
 * The persisted cart, where stores already in use keep it: localStorage key `root`, storage version 3.
 *
 * Stored value: `{"version":3,"lines":[...CartLine]}`: each line the few fields of its product the
 * cart needs, money in integer centavos, its size (null: sold whole) and its quantity. Older
 * versions are read and turned into version-3 lines, so a shopper's cart survives the change (and
 * is written back as version 3): version 2 (before sizes) is the same lines without a size, read
 * as `size: null`; version 1 (before the lines were cut down) kept the whole product as the API
 * sent it, money in pesos. A line without a size of a product sold by size since is not the
 * storage's business: the cart's stock check on start removes it and says to choose a size
 * (cart-machine.ts), and the server refuses it if it ever reaches a checkout.
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
export const CART_STORAGE_VERSION = 3;

const quantity = z.number().int().positive();
const Version2LineSchema = z.object({
  product_id: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  price: z.number().int().nonnegative(),
  originalPrice: z.number().int().nonnegative(),
  stock: z.number().int(),
  maxPerOrder: z.number().int().positive(),
  quantity,
});
const CartLineSchema = Version2LineSchema.extend({ size: z.string().min(1).max(SIZE_LABEL_MAX).nullable() });
const PersistedCartSchema = z.union([
  z.object({ version: z.literal(CART_STORAGE_VERSION), lines: z.array(CartLineSchema) }),
  // Version 2: the same lines, before sizes: each a product sold whole.
  z
    .object({ version: z.literal(2), lines: z.array(Version2LineSchema) })
    .transform(({ lines }) => ({ lines: lines.map((line) => ({ ...line, size: null })) })),
  // Version 1: whole products in pesos.
  z
    .object({ version: z.literal(1), lines: z.array(ProductSchema.extend({ quantity })) })
    .transform(({ lines }) => ({ lines: lines.map((line) => toCartLine(toShopProduct(line), line.quantity)) })),
]);

export function serializeCart(lines: readonly CartLine[]): string {
  return JSON.stringify({ version: CART_STORAGE_VERSION, lines });
}

/** Parses a stored value (version 3, or an older one turned into it); anything else gives []. */
export function parseCart(raw: string | null | undefined): CartLine[] {
  try {
    // Nothing stored, or anything unreadable, throws here and gives an empty cart.
    const { lines } = PersistedCartSchema.parse(JSON.parse(raw ?? ''));
    // One line per product and size: a hand-edited duplicate keeps its first occurrence.
    const seen = new Set<string>();
    return lines.filter((l) => {
      const key = JSON.stringify([l.product_id, l.size]);
      if (seen.has(key)) return false;
      seen.add(key);
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
