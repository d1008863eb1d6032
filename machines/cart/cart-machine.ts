import {
  and,
  assertEvent,
  assign,
  type DoneActorEvent,
  emit,
  enqueueActions,
  not,
  raise,
  setup,
  stateIn,
} from 'xstate';
import { LOGIN_TO_PAY, PATH } from '../../contract/paths';
import type { ShopProduct } from '../../contract/product';
import { MESSAGES, TOAST_MS } from '../../copy/notices';
import { S } from '../../copy/storefront';
import { type NavigateEffect, navigate, type ToastEffect, toast, unprovided } from '../effects';
import { addableUnits, currentSize, isSoldOut, sellsSize, sizeStock, unitsInCart } from './order-limit';
import { type PricingTier, pricingTier } from './pricing';

/**
 * The cart: its lines, its pricing tier, the stock check and the drawer.
 *
 * Regions (parallel):
 * - `panel`: `closed` | `open` — the drawer. Every change of the lines is handled here.
 * A line is a product in one size (`size`, null for a product sold whole): two sizes of one
 * product are two lines, each with the stock of its size; the per-order cap counts them together.
 *
 * - `pricing`: `empty` | `single` | `twoForOne` | `halfOff` | `alreadyDiscounted` — the tier of
 *   `priceCart` made visible as a state. It is derived: the region's eventless transitions move
 *   to the tier `pricingTier(lines)` names whenever it differs from the active one.
 * - `stock`: the lines checked against the server (GET /api/product/cart).
 *   `starting` → `checking` when the cart holds lines (on mount the cart refreshes product
 *   data, keeping each line's local quantity), else `idle`. `cart.refresh` checks again (the
 *   cancel page, after a released checkout gave units back). A customer's pay is checked again
 *   (`verifying`) before going to /payment: `deciding` then refuses a line the server now has sold
 *   out, or goes on. An add is checked too (`adding`, with the cart's lines and the product
 *   added): the page's product may be minutes old, and another buyer may have taken the units
 *   since; `addDeciding` then adds, or refuses with the stock warning by the
 *   server's count. An add of a product sold by size without one (or in a size it is not sold
 *   in) is refused at once with 'Elige una talla': the product page asks for the size before it
 *   sends one. One add at a time: another while one is checked is ignored (the button is
 *   busy). When the server cannot be asked, the products already known decide (the server
 *   checks the stock once more when it creates the checkout session).
 *
 * Events (send them): `cart.open`, `cart.close`,
 * `cart.add { product, quantity, size }`, `cart.line.remove { productId, size }`, `cart.set { lines }`,
 * `cart.reset`, `cart.refresh`, `cart.pay { signedIn }`.
 *
 * Actor to provide (invoke ids in brackets): `cartProductsLoader` [stockCheck, payCheck, addCheck]:
 * input `{ productIds }`, GET /api/product/cart, resolves `{ productIds, products }` (the ids it
 * was asked about, so that a line added while it ran is never taken for a vanished product).
 *
 * Emitted effects (subscribe with `actor.on(type, ...)`):
 * - `toast` (ToastEffect): stock warning 4000 ms, 'Agregado al carrito' 500 ms, sold-out 5000 ms,
 *   'Elige una talla' 4000 ms, info toasts when a check removed or clamped a line.
 * - `navigate` (NavigateEffect): '/login?next=%2Fpayment' (a visitor pays: the login returns to paying) or '/payment'.
 *
 * Persistence lives in `./storage.ts`: start with `input: { lines: loadCart(localStorage) }`, save
 * with `saveCart(localStorage, snapshot.context.lines)` on every snapshot, and feed other tabs'
 * writes with `cartEventFromStorageEvent`. What views read: `selectors.ts`.
 */
/**
 * A cart line: a product in one size. Of its product only what the drawer shows and the rules read
 * (money in centavos), the size and the units held. What the browser keeps under `root` (storage.ts).
 */
export interface CartLine {
  product_id: number;
  name: string;
  image: string;
  price: ShopProduct['price'];
  originalPrice: ShopProduct['originalPrice'];
  /** The stock of the line's size (of the product, when it is sold whole). */
  stock: number;
  /** The per-order cap of the product, every size together (order-limit.ts). */
  maxPerOrder: number;
  quantity: number;
  /** The size ('M', '32'), or null for a product sold whole. */
  size: string | null;
}

/** What a line is made from: the product as the app holds it (its sizes with their stock). */
export type CartProduct = Pick<
  ShopProduct,
  'product_id' | 'name' | 'image' | 'price' | 'originalPrice' | 'stock' | 'maxPerOrder' | 'sizes'
>;

/** The line of `quantity` units of a product in a size (none: sold whole): its few fields, freshest first. */
export const toCartLine = (product: CartProduct, quantity: number, size: string | null = null): CartLine => ({
  product_id: product.product_id,
  name: product.name,
  image: product.image,
  price: product.price,
  originalPrice: product.originalPrice,
  stock: sizeStock(product, size),
  maxPerOrder: product.maxPerOrder,
  // After the quantity, where the stored line has it: a line read back serializes the same.
  quantity,
  size,
});

/** Whether a line is the product in the size. */
const isLineOf = (line: CartLine, productId: number, size: string | null) =>
  line.product_id === productId && line.size === size;

export interface CartContext {
  lines: CartLine[];
  /** The add being checked with the server (`stock.adding`), with the freshest product known. */
  adding: { product: ShopProduct; quantity: number; size: string | null } | null;
  /** What the last stock check changed (removed or clamped lines), for the drawer's status region. */
  notices: string[];
}

export type CartEvent =
  | { type: 'cart.open' }
  | { type: 'cart.close' }
  | { type: 'cart.add'; product: ShopProduct; quantity: number; size: string | null }
  | { type: 'cart.line.remove'; productId: number; size: string | null }
  | { type: 'cart.set'; lines: CartLine[] }
  | { type: 'cart.reset' }
  | { type: 'cart.refresh' }
  | { type: 'cart.pay'; signedIn: boolean };

/** What the server said about the lines it was asked about. */
export interface StockAnswer {
  productIds: number[];
  products: ShopProduct[];
}

/** The server's answer to a check (of the lines, of an add, before paying). */
type StockChecked =
  | DoneActorEvent<StockAnswer, 'stockCheck'>
  | DoneActorEvent<StockAnswer, 'addCheck'>
  | DoneActorEvent<StockAnswer, 'payCheck'>;
const STOCK_CHECKED = [
  'xstate.done.actor.stockCheck',
  'xstate.done.actor.addCheck',
  'xstate.done.actor.payCheck',
] as const;

export type CartEmitted = ToastEffect | NavigateEffect;

export interface CartInput {
  lines?: CartLine[];
}

/** A check asks about each product of the lines once (two sizes of a product are two lines of one product). */
const productIdsOf = ({ context }: { context: CartContext }) => ({
  productIds: [...new Set(context.lines.map((l) => l.product_id))],
});
/** An add's check asks about every line and the product added (once, even when it is a line). */
const productIdsWithAdded = ({ context }: { context: CartContext }) => ({
  productIds: [...new Set([...context.lines.map((l) => l.product_id), context.adding!.product.product_id])],
});

/**
 * Every state of `stock` but the pay check takes an add: it checks the lines too, so it supersedes
 * a running check. An add without the size its product is sold in is refused at once.
 */
const addChecked = {
  'cart.add': [{ guard: 'sellsSizeAdded', target: 'adding', actions: 'holdAdd' }, { actions: 'emitChooseSize' }],
} as const;

/** The transitions of `cart.pay` that need the server: a customer's non-empty, not sold-out cart. */
const payChecked = { 'cart.pay': { guard: 'isCustomerPaying', target: 'verifying' } } as const;

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent | StockChecked,
    emitted: {} as CartEmitted,
    input: {} as CartInput,
  },
  actors: {
    cartProductsLoader: unprovided<StockAnswer, { productIds: number[] }>('cart', 'cartProductsLoader', 'cartMachine'),
  },
  guards: {
    hasRoomForAdd: ({ context }) => {
      const { product, quantity: q, size } = context.adding!;
      return Number.isInteger(q) && q >= 1 && q <= addableUnits(context.lines, product, size);
    },
    sellsSizeAdded: ({ event }) => {
      assertEvent(event, 'cart.add');
      return sellsSize(event.product, event.size);
    },
    hasLines: ({ context }) => context.lines.length > 0,
    hasSoldOutLine: ({ context }) => context.lines.some(isSoldOut),
    isVisitor: ({ event }) => event.type === 'cart.pay' && !event.signedIn,
    // No pay button on an empty cart: a stray pay matches nothing.
    isVisitorPaying: and(['hasLines', 'isVisitor']),
    isCustomerPaying: and(['hasLines', not('isVisitor'), not('hasSoldOutLine')]),
    isTier: ({ context }, params: { tier: PricingTier }) => pricingTier(context.lines) === params.tier,
    isEmptyTier: and([{ type: 'isTier', params: { tier: 'empty' } }, not(stateIn({ pricing: 'empty' }))]),
    isSingleTier: and([{ type: 'isTier', params: { tier: 'single' } }, not(stateIn({ pricing: 'single' }))]),
    isTwoForOneTier: and([{ type: 'isTier', params: { tier: 'twoForOne' } }, not(stateIn({ pricing: 'twoForOne' }))]),
    isHalfOffTier: and([{ type: 'isTier', params: { tier: 'halfOff' } }, not(stateIn({ pricing: 'halfOff' }))]),
    isAlreadyDiscountedTier: and([
      { type: 'isTier', params: { tier: 'alreadyDiscounted' } },
      not(stateIn({ pricing: 'alreadyDiscounted' })),
    ]),
  },
  actions: {
    holdAdd: assign({
      adding: ({ event }) => {
        assertEvent(event, 'cart.add');
        return { product: event.product, quantity: event.quantity, size: event.size };
      },
    }),
    // The server's word on the product added: its fresh data, or sold out when it is gone.
    freshenAdd: assign({
      adding: ({ context, event }) => {
        assertEvent(event, STOCK_CHECKED);
        const { productIds, products } = event.output;
        const held = context.adding!;
        const id = held.product.product_id;
        const fresh = products.find((p) => p.product_id === id);
        if (fresh) return { ...held, product: fresh };
        return productIds.includes(id) ? { ...held, product: { ...held.product, stock: 0, sizes: [] } } : held;
      },
    }),
    addLine: assign({
      lines: ({ context }) => {
        const { product, quantity, size } = context.adding!;
        return context.lines.some((l) => isLineOf(l, product.product_id, size))
          ? context.lines.map((l) =>
              isLineOf(l, product.product_id, size) ? toCartLine(product, l.quantity + quantity, size) : l,
            )
          : [...context.lines, toCartLine(product, quantity, size)];
      },
    }),
    releaseAdd: assign({ adding: null }),
    openPanel: raise({ type: 'cart.open' }),
    removeLine: assign({
      lines: ({ context, event }) =>
        event.type === 'cart.line.remove'
          ? context.lines.filter((l) => !isLineOf(l, event.productId, event.size))
          : context.lines,
    }),
    setLines: assign({ lines: ({ context, event }) => (event.type === 'cart.set' ? event.lines : context.lines) }),
    clearLines: assign({ lines: [], notices: [] }),
    applyStockAnswer: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, STOCK_CHECKED);
      const { productIds, products } = event.output;
      const asked = new Set(productIds);
      const byId = new Map(products.map((p) => [p.product_id, p]));
      const notices: string[] = [];
      const lines: CartLine[] = [];
      for (const line of context.lines) {
        const fresh = byId.get(line.product_id);
        if (!fresh) {
          // A line added while the check ran was not asked about: it is not gone.
          if (asked.has(line.product_id)) notices.push(MESSAGES.productGone(S.size.lineName(line.name, line.size)));
          else lines.push(line);
          continue;
        }
        // A size the owner renamed is the line's size under its new label (order-limit.ts currentSize).
        const size = currentSize(fresh, line.size);
        // A size the product is no longer sold in is gone. A line without a size of a product now
        // sold by size (a cart kept from before sizes) cannot be paid: it goes, saying why.
        if (!sellsSize(fresh, size)) {
          notices.push(
            size === null ? MESSAGES.sizeNeeded(fresh.name) : MESSAGES.productGone(S.size.lineName(fresh.name, size)),
          );
          continue;
        }
        // Keep the local quantity; clamp it when the size's stock, or the per-order cap left beside
        // the product's lines kept before it, dropped below it (the line goes when the cap is spent
        // on its other sizes). A sold-out line stays, labelled 'Agotado', and blocks payment until
        // removed.
        const stock = sizeStock(fresh, size);
        const most = Math.min(stock, fresh.maxPerOrder - unitsInCart(lines, fresh.product_id));
        if (stock > 0 && most < line.quantity) {
          notices.push(
            most < stock
              ? MESSAGES.perOrderLowered(fresh.name, fresh.maxPerOrder)
              : MESSAGES.stockLowered(S.size.lineName(fresh.name, size), most),
          );
          if (most > 0) lines.push(toCartLine(fresh, most, size));
        } else {
          lines.push(toCartLine(fresh, line.quantity, size));
        }
      }
      enqueue.assign({ lines, notices });
      for (const message of notices) enqueue.emit(toast('info', message));
    }),
    emitAdded: emit(toast('success', MESSAGES.addedToCart, TOAST_MS.success)),
    emitNotEnoughStock: emit(toast('warning', MESSAGES.notEnoughStock, TOAST_MS.warning)),
    emitChooseSize: emit(toast('warning', MESSAGES.chooseSize, TOAST_MS.warning)),
    emitSoldOut: emit(toast('error', MESSAGES.soldOutInCart, TOAST_MS.soldOut)),
    emitGoLogin: emit(navigate(LOGIN_TO_PAY)),
    emitGoPayment: emit(navigate(PATH.payment)),
    // The drawer never covers the next page. (Raised, not targeted: a transition from the `stock`
    // region into `panel` would leave and re-enter every region.)
    closePanel: raise({ type: 'cart.close' }),
  },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: ({ input }) => ({ lines: input?.lines ?? [], adding: null, notices: [] }),
  states: {
    panel: {
      initial: 'closed',
      on: {
        'cart.line.remove': { actions: 'removeLine' },
        'cart.set': { actions: 'setLines' },
        'cart.reset': { actions: 'clearLines' },
        // A customer's pay goes on in `stock` (checked with the server first).
        'cart.pay': [
          { guard: 'hasSoldOutLine', actions: 'emitSoldOut' },
          { guard: 'isVisitorPaying', target: '.closed', actions: 'emitGoLogin' },
        ],
      },
      states: {
        closed: { on: { 'cart.open': 'open' } },
        open: { on: { 'cart.close': 'closed' } },
      },
    },
    pricing: {
      initial: 'empty',
      always: [
        { guard: 'isEmptyTier', target: '.empty' },
        { guard: 'isSingleTier', target: '.single' },
        { guard: 'isTwoForOneTier', target: '.twoForOne' },
        { guard: 'isHalfOffTier', target: '.halfOff' },
        { guard: 'isAlreadyDiscountedTier', target: '.alreadyDiscounted' },
      ],
      states: { empty: {}, single: {}, twoForOne: {}, halfOff: {}, alreadyDiscounted: {} },
    },
    stock: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'hasLines', target: 'checking' }, { target: 'idle' }] },
        idle: { on: { 'cart.refresh': { guard: 'hasLines', target: 'checking' }, ...payChecked, ...addChecked } },
        checking: {
          invoke: {
            id: 'stockCheck',
            src: 'cartProductsLoader',
            input: productIdsOf,
            onDone: { target: 'idle', actions: 'applyStockAnswer' },
            onError: 'idle',
          },
          on: { 'cart.refresh': { target: 'checking', reenter: true }, ...payChecked, ...addChecked },
        },
        adding: {
          invoke: {
            id: 'addCheck',
            src: 'cartProductsLoader',
            input: productIdsWithAdded,
            onDone: { target: 'addDeciding', actions: ['applyStockAnswer', 'freshenAdd'] },
            onError: 'addDeciding',
          },
        },
        addDeciding: {
          always: [
            { guard: 'hasRoomForAdd', target: 'idle', actions: ['addLine', 'emitAdded', 'openPanel', 'releaseAdd'] },
            { target: 'idle', actions: ['emitNotEnoughStock', 'releaseAdd'] },
          ],
        },
        verifying: {
          invoke: {
            id: 'payCheck',
            src: 'cartProductsLoader',
            input: productIdsOf,
            onDone: { target: 'deciding', actions: 'applyStockAnswer' },
            onError: 'deciding',
          },
        },
        deciding: {
          always: [
            { guard: 'hasSoldOutLine', target: 'idle', actions: 'emitSoldOut' },
            { guard: 'hasLines', target: 'idle', actions: ['emitGoPayment', 'closePanel'] },
            // Every line vanished: the check's notices said so, and there is nothing to pay.
            { target: 'idle' },
          ],
        },
      },
    },
  },
});
