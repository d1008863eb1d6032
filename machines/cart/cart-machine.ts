import { and, assign, emit, enqueueActions, not, setup, stateIn } from 'xstate';
import type { Product } from '../../contract/product';
import { navigate, toast, type NavigateEffect, type ToastEffect } from '../effects';
import { MESSAGES, TOAST_MS } from '../messages';
import { addableUnits, unitsPerOrder } from './order-limit';
import { pricingTier, type PricingTier } from './pricing';

/**
 * The cart (SPEC sections 4, 5 and 8).
 *
 * Regions (parallel):
 * - `panel`: `closed` | `open` — the drawer. Every cart event is handled here.
 * - `pricing`: `empty` | `single` | `twoForOne` | `halfOff` | `alreadyDiscounted` — the tier of
 *   `priceCart` made visible as a state. It is derived: the region's eventless transitions move
 *   to the tier `pricingTier(lines)` names whenever it differs from the active one.
 *
 * Events (send them): `cart.toggle`, `cart.open`, `cart.close`,
 * `cart.add { product, quantity }`, `cart.line.remove { productId }`, `cart.set { lines }`,
 * `cart.reset`, `cart.refreshed { products }` (GET /api/product/cart answer),
 * `cart.pay { signedIn }`.
 *
 * Emitted effects (subscribe with `actor.on(type, ...)`):
 * - `toast` (ToastEffect): stock warning 4000 ms, 'Agregado al carrito' 500 ms, sold-out 5000 ms,
 *   info toasts when a refresh removed or clamped a line.
 * - `navigate` (NavigateEffect): '/login' (visitor pays) or '/payment'.
 *
 * Nothing to provide: the machine is pure. Persistence lives in `./storage.ts`: start with
 * `input: { lines: loadCart(localStorage) }`, save with `saveCart(localStorage, snapshot.context.lines)`
 * on every snapshot, and feed other tabs' writes with `cartEventFromStorageEvent`.
 */
export type CartLine = Product & { quantity: number };

export interface CartContext {
  lines: CartLine[];
  /** What the last refresh changed (removed or clamped lines), for the drawer's status region. */
  notices: string[];
}

export type CartEvent =
  | { type: 'cart.toggle' }
  | { type: 'cart.open' }
  | { type: 'cart.close' }
  | { type: 'cart.add'; product: Product; quantity: number }
  | { type: 'cart.line.remove'; productId: number }
  | { type: 'cart.set'; lines: CartLine[] }
  | { type: 'cart.reset' }
  | { type: 'cart.refreshed'; products: Product[] }
  | { type: 'cart.pay'; signedIn: boolean };

export type CartEmitted = ToastEffect | NavigateEffect;

export interface CartInput {
  lines?: CartLine[];
}

/** Number shown on the cart icon: distinct lines (SPEC section 2). */
export const lineCount = (context: CartContext) => context.lines.length;

const tierGuard = (tier: PricingTier) =>
  and([{ type: 'isTier', params: { tier } }, not(stateIn({ pricing: tier }))]);

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
    input: {} as CartInput,
  },
  guards: {
    hasRoomForAdd: ({ context, event }) => {
      if (event.type !== 'cart.add') return false;
      const q = event.quantity;
      return Number.isInteger(q) && q >= 1 && q <= addableUnits(context.lines, event.product);
    },
    isEmpty: ({ context }) => context.lines.length === 0,
    hasSoldOutLine: ({ context }) => context.lines.some((l) => l.stock <= 0),
    isVisitor: ({ event }) => event.type === 'cart.pay' && !event.signedIn,
    isTier: ({ context }, params: { tier: PricingTier }) => pricingTier(context.lines) === params.tier,
  },
  actions: {
    addLine: assign({
      lines: ({ context, event }) => {
        if (event.type !== 'cart.add') return context.lines;
        const { product, quantity } = event;
        return context.lines.some((l) => l.product_id === product.product_id)
          ? context.lines.map((l) => (l.product_id === product.product_id ? { ...l, ...product, quantity: l.quantity + quantity } : l))
          : [...context.lines, { ...product, quantity }];
      },
    }),
    removeLine: assign({
      lines: ({ context, event }) => (event.type === 'cart.line.remove' ? context.lines.filter((l) => l.product_id !== event.productId) : context.lines),
    }),
    setLines: assign({ lines: ({ context, event }) => (event.type === 'cart.set' ? event.lines : context.lines) }),
    clearLines: assign({ lines: [], notices: [] }),
    applyRefresh: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'cart.refreshed') return;
      const byId = new Map(event.products.map((p) => [p.product_id, p]));
      const notices: string[] = [];
      const lines: CartLine[] = [];
      for (const line of context.lines) {
        const fresh = byId.get(line.product_id);
        if (!fresh) {
          notices.push(MESSAGES.productGone(line.name));
          continue;
        }
        // Keep the local quantity; clamp it when the stock or the per-order cap dropped below it
        // (a sold-out line stays, labelled 'Agotado', and blocks payment until removed).
        const most = unitsPerOrder(fresh);
        if (most > 0 && most < line.quantity) {
          notices.push(most < fresh.stock ? MESSAGES.perOrderLowered(fresh.name, most) : MESSAGES.stockLowered(fresh.name, most));
          lines.push({ ...fresh, quantity: most });
        } else {
          lines.push({ ...fresh, quantity: line.quantity });
        }
      }
      enqueue.assign({ lines, notices });
      for (const message of notices) enqueue.emit(toast('info', message));
    }),
    emitAdded: emit(toast('success', MESSAGES.addedToCart, TOAST_MS.success)),
    emitNotEnoughStock: emit(toast('warning', MESSAGES.notEnoughStock, TOAST_MS.warning)),
    emitSoldOut: emit(toast('error', MESSAGES.soldOutInCart, TOAST_MS.soldOut)),
    emitGoLogin: emit(navigate('/login')),
    emitGoPayment: emit(navigate('/payment')),
  },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: ({ input }) => ({ lines: input?.lines ?? [], notices: [] }),
  states: {
    panel: {
      initial: 'closed',
      on: {
        'cart.add': [
          { guard: 'hasRoomForAdd', target: '.open', actions: ['addLine', 'emitAdded'] },
          { actions: 'emitNotEnoughStock' },
        ],
        'cart.line.remove': { actions: 'removeLine' },
        'cart.set': { actions: 'setLines' },
        'cart.reset': { actions: 'clearLines' },
        'cart.refreshed': { actions: 'applyRefresh' },
        'cart.pay': [
          { guard: 'hasSoldOutLine', actions: 'emitSoldOut' },
          // No pay button on an empty cart: a stray event matches nothing. The drawer closes on
          // both navigations so it never covers the next page.
          { guard: and([not('isEmpty'), 'isVisitor']), target: '.closed', actions: 'emitGoLogin' },
          { guard: not('isEmpty'), target: '.closed', actions: 'emitGoPayment' },
        ],
      },
      states: {
        closed: { on: { 'cart.toggle': 'open', 'cart.open': 'open' } },
        open: { on: { 'cart.toggle': 'closed', 'cart.close': 'closed' } },
      },
    },
    pricing: {
      initial: 'empty',
      always: [
        { guard: tierGuard('empty'), target: '.empty' },
        { guard: tierGuard('single'), target: '.single' },
        { guard: tierGuard('twoForOne'), target: '.twoForOne' },
        { guard: tierGuard('halfOff'), target: '.halfOff' },
        { guard: tierGuard('alreadyDiscounted'), target: '.alreadyDiscounted' },
      ],
      states: { empty: {}, single: {}, twoForOne: {}, halfOff: {}, alreadyDiscounted: {} },
    },
  },
});
