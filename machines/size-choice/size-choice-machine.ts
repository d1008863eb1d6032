import { assign, emit, sendTo, setup } from 'xstate';
import type { ShopProduct } from '../../contract/product';

/**
 * The product page's size choice and its add, for a product sold by size (a product sold whole
 * has no choice to make, and its page adds to the cart directly).
 *
 * States: `deciding` (transient: the size asked for by the address, if the product can be
 * bought in it) → `unchosen` | `chosen`.
 * - `unchosen`: `quiet` | `refused`. An add without a size is refused: `refused` shows
 *   'Elige una talla' at the picker, and every refused add emits `size.required` (the page moves
 *   the focus to the picker).
 * - `chosen`: a size the product is sold in with stock above 0 (`context.size`). An add sends
 *   `cart.add { product, quantity, size }` to the cart, which checks the stock and the per-order
 *   cap by size.
 *
 * Events (send them): `size.choose { size }` (a size from the address or the radio buttons; a
 * size the product lacks or has sold out is ignored), `size.clear` (the address names no size
 * any more), `size.add { quantity }`.
 *
 * Input: `{ product, requested }`, `requested` the size the address names (`?talla=M`) or null:
 * the page starts chosen only in a size it can be bought in.
 *
 * Sent: `cart.add` to the actor registered as `cart` in the same actor system (the app's root).
 * Emitted: `size.required` (an add without a size).
 */
export interface SizeChoiceContext {
  product: ShopProduct;
  size: string | null;
}

export type SizeChoiceEvent =
  | { type: 'size.choose'; size: string }
  | { type: 'size.clear' }
  | { type: 'size.add'; quantity: number };

export interface SizeChoiceInput {
  product: ShopProduct;
  requested: string | null;
}

export type SizeChoiceEffect = { type: 'size.required' };

/** Whether the product can be bought in `size`: it is one of its sizes, with units left. */
export const isChoosableSize = (product: Pick<ShopProduct, 'sizes'>, size: string | null) =>
  product.sizes.some((s) => s.size === size && s.stock > 0);

export const sizeChoiceMachine = setup({
  types: {
    context: {} as SizeChoiceContext,
    events: {} as SizeChoiceEvent,
    input: {} as SizeChoiceInput,
    emitted: {} as SizeChoiceEffect,
  },
  actions: {
    chooseSize: assign({ size: (_, params: { size: string }) => params.size }),
    clearSize: assign({ size: null }),
    emitSizeRequired: emit({ type: 'size.required' } as const),
    /** A message to the cart actor of the same system (the app's root registers it as `cart`). */
    addToCart: sendTo(
      ({ system }) => system.get('cart'),
      (_, params: { product: ShopProduct; quantity: number; size: string }) => ({ type: 'cart.add', ...params }),
    ),
  },
  guards: {
    hasSize: ({ context }) => context.size !== null,
    isChoosable: ({ context }, params: { size: string }) => isChoosableSize(context.product, params.size),
  },
}).createMachine({
  id: 'sizeChoice',
  context: ({ input }) => ({
    product: input.product,
    size: isChoosableSize(input.product, input.requested) ? input.requested : null,
  }),
  initial: 'deciding',
  on: {
    'size.choose': {
      guard: { type: 'isChoosable', params: ({ event }) => ({ size: event.size }) },
      target: '.chosen',
      actions: { type: 'chooseSize', params: ({ event }) => ({ size: event.size }) },
    },
  },
  states: {
    deciding: {
      always: [{ guard: 'hasSize', target: 'chosen' }, { target: 'unchosen' }],
    },
    unchosen: {
      initial: 'quiet',
      states: { quiet: {}, refused: {} },
      on: { 'size.add': { target: '.refused', actions: 'emitSizeRequired' } },
    },
    chosen: {
      on: {
        'size.clear': { target: 'unchosen', actions: 'clearSize' },
        'size.add': {
          actions: {
            type: 'addToCart',
            params: ({ context, event }) => ({
              product: context.product,
              quantity: event.quantity,
              size: context.size as string,
            }),
          },
        },
      },
    },
  },
});
