import { describe, expect, it } from 'vitest';
import type { EventFromLogic } from 'xstate';
import type { ShopProduct } from '../../contract/product';
import { MESSAGES } from '../../copy/notices';
import { SIZE } from '../../copy/storefront';
import { createMemoryStorage } from '../effects';
import {
  coverageReport,
  type Effect,
  type EventFixtures,
  invocationLog,
  type StepInfo,
  walkAll,
  walkPath,
  walkRefusals,
} from '../testing/model';
import { type CartEvent, type CartLine, cartMachine, type StockAnswer, toCartLine } from './cart-machine';
import { makeProduct } from './fixtures';
import { priceCart } from './pricing';
import { loadCart, saveCart } from './storage';

// Three in stock but two per order: the cap, not the stock, refuses a third shirt.
const shirt = makeProduct(1, { name: 'Camisa', price: 10000, stock: 3, maxPerOrder: 2 });
// Sold by size: two M and one L, two per order across its sizes (a third unit is refused by the cap).
const blouse = makeProduct(2, {
  name: 'Blusa',
  price: 25050,
  stock: 3,
  maxPerOrder: 2,
  sizes: [
    { size: 'M', stock: 2 },
    { size: 'L', stock: 1 },
  ],
});
const ring = makeProduct(3, { name: 'Anillo', price: 19999, originalPrice: 30000, stock: 1 });
/** A line of the blouse kept by a cart from before sizes: no size, the product's stock then. */
const blouseBeforeSizes = { ...toCartLine(blouse, 1, 'M'), size: null, stock: 3 };

// Every event of the machine, with the payloads offered in every reachable snapshot.
const FIXTURES = {
  'cart.open': [{ type: 'cart.open' }],
  'cart.close': [{ type: 'cart.close' }],
  'cart.add': [
    { type: 'cart.add', product: shirt, quantity: 1, size: null },
    { type: 'cart.add', product: shirt, quantity: 2, size: null },
    { type: 'cart.add', product: ring, quantity: 1, size: null },
    // Two sizes of one product are two lines.
    { type: 'cart.add', product: blouse, quantity: 1, size: 'M' },
    { type: 'cart.add', product: blouse, quantity: 1, size: 'L' },
    // Never a valid quantity, whatever the stock.
    { type: 'cart.add', product: shirt, quantity: 0, size: null },
    { type: 'cart.add', product: shirt, quantity: 1.5, size: null },
    // Never a size it is sold in: none, or one on a product sold whole.
    { type: 'cart.add', product: blouse, quantity: 1, size: null },
    { type: 'cart.add', product: shirt, quantity: 1, size: 'M' },
  ],
  'cart.line.remove': [
    { type: 'cart.line.remove', productId: 1, size: null },
    { type: 'cart.line.remove', productId: 3, size: null },
    { type: 'cart.line.remove', productId: 2, size: 'M' },
  ],
  // Another tab's cart: a line sold out, and a line kept from before sizes of a product now sold by size.
  'cart.set': [
    { type: 'cart.set', lines: [toCartLine(makeProduct(9, { name: 'Vestido', stock: 0 }), 1), blouseBeforeSizes] },
  ],
  'cart.reset': [{ type: 'cart.reset' }],
  'cart.refresh': [{ type: 'cart.refresh' }],
  'cart.pay': [
    { type: 'cart.pay', signedIn: false },
    { type: 'cart.pay', signedIn: true },
  ],
} satisfies EventFixtures<CartEvent>;

const log = invocationLog();
const machine = cartMachine.provide({
  actors: { cartProductsLoader: log.actor<StockAnswer, { productIds: number[] }>('cartProductsLoader') },
});
type Snap = ReturnType<typeof machine.transition>;
type AnyEvent = EventFromLogic<typeof machine>;

// The server's answers to a stock check, as the app's loader reports them: asked about the shirt,
// the blouse and the ring, it now has 1 shirt, the blouse's M sold out and the ring unchanged; or
// it has the shirt sold out and no blouse; or it cannot be reached.
const answers = (id: string) => [
  {
    type: `xstate.done.actor.${id}`,
    output: {
      productIds: [1, 2, 3],
      products: [
        { ...shirt, stock: 1 },
        ring,
        {
          ...blouse,
          stock: 1,
          sizes: [
            { size: 'M', stock: 0 },
            { size: 'L', stock: 1 },
          ],
        },
      ],
    },
  },
  { type: `xstate.done.actor.${id}`, output: { productIds: [1, 2], products: [{ ...shirt, stock: 0 }] } },
  { type: `xstate.error.actor.${id}`, error: 'down' },
];
const asEvents = (events: unknown[]) => events as AnyEvent[];

/** Snapshots told apart by state, the lines as a set, the add being checked, and whether a refresh left notices. */
const serialize = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.lines
      .map((l) => [l.product_id, l.size, l.quantity, l.stock])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    s.context.adding && [s.context.adding.product.product_id, s.context.adding.size, s.context.adding.quantity],
    s.context.notices.length > 0,
  ]);
// Offered events, as a shopper meets them: the drawer is a modal dialog, so with it open only its
// own buttons (close, remove, clear, pay) and another tab's write; with it closed the cart icon,
// the product page's add, the cancel page's refresh and another tab's write. While the server is
// asked, only its answers and the events that start another check (one add, which checks the
// lines too). This keeps the graph small enough for mutation testing, which runs this test once
// per mutant; the refusal walk still offers every event in every state, and stock-check.test.ts
// has a line added while a check runs. For the same reason a product is added only to a cart of
// at most one line (two sizes of the blouse make two lines; the per-order cap across sizes and
// fuller carts are order-limit.test.ts's and cart-machine.test.ts's).
const USER_EVENTS: AnyEvent[] = Object.values(FIXTURES).flat();
const IN_DRAWER = new Set(['cart.close', 'cart.line.remove', 'cart.reset', 'cart.pay', 'cart.set']);
const ON_PAGES = new Set(['cart.open', 'cart.add', 'cart.refresh', 'cart.set']);
const WHILE_CHECKING = asEvents([
  ...answers('stockCheck'),
  ...FIXTURES['cart.refresh'],
  ...FIXTURES['cart.pay'],
  FIXTURES['cart.add'][0],
  // Without the size the blouse is sold in: asked for one at once, the check going on.
  FIXTURES['cart.add'].find((e) => e.product === blouse && e.size === null)!,
]);
const WHILE_CHECKING_OPEN = WHILE_CHECKING.filter((e) => e.type !== 'cart.add' && e.type !== 'cart.refresh');
// The drawer may be opened while the start-up check runs, and paid from.
const WHILE_CHECKING_CLOSED = [
  ...WHILE_CHECKING.filter((e) => e.type !== 'cart.pay'),
  ...asEvents(FIXTURES['cart.open']),
];
const WHILE_VERIFYING = asEvents(answers('payCheck'));
const WHILE_ADDING = asEvents(answers('addCheck'));
const offered = (s: Snap) => {
  if (s.matches({ stock: 'checking' }))
    return s.matches({ panel: 'open' }) ? WHILE_CHECKING_OPEN : WHILE_CHECKING_CLOSED;
  if (s.matches({ stock: 'verifying' })) return WHILE_VERIFYING;
  if (s.matches({ stock: 'adding' })) return WHILE_ADDING;
  const reachable = s.matches({ panel: 'open' }) ? IN_DRAWER : ON_PAGES;
  const adds = s.context.lines.length <= 1;
  return USER_EVENTS.filter(
    (e) => reachable.has(e.type) && (adds || e.type !== 'cart.add' || !sellsSize(e.product, e.size)),
  );
};
const GENERATE = { events: offered, serialize };
// A cart restored with a line: the stock check on start.
const RESTORED = { input: { lines: [toCartLine(shirt, 1)] } };

const stockWarning = { type: 'toast', kind: 'warning', message: MESSAGES.notEnoughStock, durationMs: 4000 };
const chooseSize = { type: 'toast', kind: 'warning', message: 'Elige una talla', durationMs: 4000 };

/** The product is sold in the size: one it lists, or none when it lists none. */
const sellsSize = (product: ShopProduct, size: string | null) =>
  size === null ? product.sizes.length === 0 : product.sizes.some((s) => s.size === size);
/** The units of a size in stock (of the product when sold whole); none of a size it is not sold in. */
const stockOfSize = (product: ShopProduct, size: string | null) =>
  sellsSize(product, size) ? (product.sizes.find((s) => s.size === size)?.stock ?? product.stock) : 0;
const isLine = (productId: number, size: string | null) => (l: CartLine) =>
  l.product_id === productId && l.size === size;
/** Units of a product the lines hold, every size together. */
const heldOf = (lines: CartLine[], productId: number) =>
  lines.filter((l) => l.product_id === productId).reduce((n, l) => n + l.quantity, 0);
const soldOut = { type: 'toast', kind: 'error', message: MESSAGES.soldOutInCart, durationMs: 5000 };

/**
 * The cart's stock rules and notices (and the per-order cap), restated: when an event must change nothing,
 * and what it then shows.
 * null: the event is accepted here.
 */
function refusal(s: Snap, anyEvent: AnyEvent): Effect[] | null {
  const { lines } = s.context;
  const open = s.matches({ panel: 'open' });
  const event = anyEvent as CartEvent;
  switch (event.type) {
    case 'cart.open':
      return open ? [] : null;
    case 'cart.close':
      return open ? null : [];
    case 'cart.add':
      // Every add is first checked with the server (addDecision says what it then does), one at a
      // time, and not while a pay is checked; one without a size its product is sold in is
      // refused at once, asking for a size.
      if (!s.matches({ stock: 'idle' }) && !s.matches({ stock: 'checking' })) return [];
      return sellsSize(event.product, event.size) ? null : [chooseSize];
    case 'cart.line.remove':
      return lines.some(isLine(event.productId, event.size)) ? null : [];
    case 'cart.set':
      return JSON.stringify(event.lines) === JSON.stringify(lines) ? [] : null;
    case 'cart.reset':
      return lines.length === 0 && s.context.notices.length === 0 ? [] : null;
    case 'cart.refresh':
      // Asked again while a check runs (it restarts); asked with lines and nothing running.
      if (s.matches({ stock: 'checking' })) return null;
      return s.matches({ stock: 'idle' }) && lines.length > 0 ? null : [];
    case 'cart.pay':
      if (lines.length === 0) return [];
      if (lines.some((l) => l.stock <= 0)) return [soldOut];
      // A customer's pay already being checked with the server is not checked twice, nor checked
      // while an add is (PAGAR is busy then).
      return event.signedIn && (s.matches({ stock: 'verifying' }) || s.matches({ stock: 'adding' })) ? [] : null;
    default:
      return null;
  }
}

/** An independent reference for the total, in plain arithmetic on sorted unit prices. */
function referenceTotal(lines: CartLine[]): number {
  const units = lines.flatMap((l) => Array.from({ length: l.quantity }, () => l.price));
  if (units.length === 0) return 0;
  if (lines.some((l) => l.originalPrice > 0) || units.length === 1) return units.reduce((a, b) => a + b, 0);
  if (units.length === 2) return Math.max(...units);
  return units.reduce((a, u) => a + Math.ceil(u / 2), 0);
}

const info = (message: string) => ({ type: 'toast', kind: 'info', message });

/**
 * The lines after the server's answer, restated, with the notices that say what changed: only
 * lines asked about can be gone; a size the product is no longer sold in is gone, and a line
 * without a size of a product now sold by size goes, asking for a size; local quantities kept,
 * clamped to the size's stock and to the per-order cap left beside the product's lines before it
 * (a line left no unit by the cap goes); a sold-out line stays.
 */
function answered(lines: CartLine[], answer: StockAnswer) {
  const kept: CartLine[] = [];
  const notices: string[] = [];
  for (const l of lines) {
    const fresh = answer.products.find((p) => p.product_id === l.product_id);
    if (!fresh) {
      if (answer.productIds.includes(l.product_id)) notices.push(MESSAGES.productGone(SIZE.lineName(l.name, l.size)));
      else kept.push(l);
    } else if (!sellsSize(fresh, l.size)) {
      notices.push(
        l.size === null ? MESSAGES.sizeNeeded(fresh.name) : MESSAGES.productGone(SIZE.lineName(fresh.name, l.size)),
      );
    } else {
      const stock = stockOfSize(fresh, l.size);
      const room = fresh.maxPerOrder - heldOf(kept, l.product_id);
      if (stock <= 0 || l.quantity <= Math.min(stock, room)) kept.push(toCartLine(fresh, l.quantity, l.size));
      else if (room < stock) {
        notices.push(MESSAGES.perOrderLowered(fresh.name, fresh.maxPerOrder));
        if (room > 0) kept.push(toCartLine(fresh, room, l.size));
      } else {
        notices.push(MESSAGES.stockLowered(SIZE.lineName(fresh.name, l.size), stock));
        kept.push(toCartLine(fresh, stock, l.size));
      }
    }
  }
  return { lines: kept, notices };
}

/**
 * After the add's check, restated: the add is decided by the freshest product known (the server's,
 * sold out when the server no longer has it, or the page's when the server could not be asked),
 * never more than the stock nor the per-order cap; a whole number of at least one unit.
 */
function addDecision(
  lines: CartLine[],
  add: { product: ShopProduct; quantity: number; size: string | null },
  answer: StockAnswer | null,
) {
  const id = add.product.product_id;
  const fromServer = answer?.products.find((p) => p.product_id === id);
  const fresh = fromServer ?? (answer?.productIds.includes(id) ? { ...add.product, stock: 0, sizes: [] } : add.product);
  // The size's units held, and the product's in every size (the per-order cap counts them together).
  const held = lines.find(isLine(id, add.size))?.quantity ?? 0;
  const q = add.quantity;
  const room =
    Number.isInteger(q) &&
    q >= 1 &&
    held + q <= stockOfSize(fresh, add.size) &&
    heldOf(lines, id) + q <= fresh.maxPerOrder;
  if (!room) return { lines, effects: [stockWarning] };
  const added =
    held > 0
      ? lines.map((l) => (isLine(id, add.size)(l) ? toCartLine(fresh, held + q, add.size) : l))
      : [...lines, toCartLine(fresh, q, add.size)];
  return {
    lines: added,
    effects: [{ type: 'toast', kind: 'success', message: MESSAGES.addedToCart, durationMs: 500 }],
  };
}

/** After the pay check: a sold-out line refuses, else a non-empty cart goes to /payment with the drawer closed. */
function payDecision(lines: CartLine[]): Effect[] {
  if (lines.some((l) => l.stock <= 0)) return [soldOut];
  return lines.length > 0 ? [{ type: 'navigate', to: '/payment' }] : [];
}

function checkStep(s: StepInfo<typeof machine>) {
  const { before, after, effects, invoked } = s;
  const lines = after.context.lines;
  const pricing = priceCart(lines);
  // Pricing: the visible tier state and the totals agree with the rule and with the reference.
  expect(after.value).toMatchObject({ pricing: pricing.tier });
  expect(pricing.totalCents).toBe(referenceTotal(lines));
  expect(pricing.subtotalCents - pricing.discountCents).toBe(pricing.totalCents);
  // Stored value: what the app persists reads back as the same cart.
  const storage = createMemoryStorage();
  saveCart(storage, lines);
  expect(loadCart(storage)).toEqual(lines);

  const beforeLines = before.context.lines;
  // What the machine hands to the outside: every check asks the server about the lines it holds.
  const event = s.event as AnyEvent;
  const checks =
    event.type === 'cart.refresh' ||
    (event.type === 'cart.pay' && after.matches({ stock: 'verifying' }) && !before.matches({ stock: 'verifying' }));
  const adds = event.type === 'cart.add' && after.matches({ stock: 'adding' });
  const addedId = adds ? (event as Extract<CartEvent, { type: 'cart.add' }>).product.product_id : null;
  // Each product once, however many sizes of it the cart holds.
  const beforeIds = [...new Set(beforeLines.map((l) => l.product_id))];
  // ...and an add asks about them and the product added.
  const askedIds = addedId !== null && !beforeIds.includes(addedId) ? [...beforeIds, addedId] : beforeIds;
  expect(invoked).toEqual(
    (checks && !after.matches({ stock: 'idle' })) || adds
      ? [{ src: 'cartProductsLoader', input: { productIds: askedIds } }]
      : [],
  );

  const e = event as
    | CartEvent
    | {
        type: 'xstate.done.actor.stockCheck' | 'xstate.done.actor.payCheck' | 'xstate.done.actor.addCheck';
        output: StockAnswer;
      }
    | {
        type: 'xstate.error.actor.stockCheck' | 'xstate.error.actor.payCheck' | 'xstate.error.actor.addCheck';
        error: unknown;
      };
  // Outside an add's check, no add is held.
  if (!after.matches({ stock: 'adding' })) expect(after.context.adding).toBeNull();
  switch (e.type) {
    case 'cart.add':
      // Nothing shows until the server has answered: the add waits in `adding`, the lines as they
      // were. An add without a size its product is sold in asks for one, and waits for nothing.
      expect(effects).toEqual(sellsSize(e.product, e.size) ? [] : [chooseSize]);
      expect(lines).toEqual(beforeLines);
      if (refusal(before, e) === null)
        expect(after.context.adding).toEqual({ product: e.product, quantity: e.quantity, size: e.size });
      else expect(after.value).toEqual(before.value);
      break;
    case 'xstate.done.actor.addCheck':
    case 'xstate.error.actor.addCheck': {
      const answer = e.type === 'xstate.done.actor.addCheck' ? e.output : null;
      const checked = answer ? answered(beforeLines, answer) : { lines: beforeLines, notices: [] };
      const decided = addDecision(checked.lines, before.context.adding!, answer);
      if (answer) expect(after.context.notices).toEqual(checked.notices);
      const notices = checked.notices.map(info);
      expect(lines).toEqual(decided.lines);
      expect(effects).toEqual([...notices, ...decided.effects]);
      expect(after.value).toMatchObject({ stock: 'idle' });
      if (decided.effects[0] !== stockWarning) expect(after.value).toMatchObject({ panel: 'open' });
      else expect(after.value).toMatchObject({ panel: before.value.panel });
      break;
    }
    case 'cart.pay': {
      if (beforeLines.length === 0) expect(effects).toEqual([]);
      else if (beforeLines.some((l) => l.stock <= 0)) expect(effects).toEqual([soldOut]);
      else if (!e.signedIn) {
        expect(effects).toEqual([{ type: 'navigate', to: '/login?next=%2Fpayment' }]);
        expect(after.value).toMatchObject({ panel: 'closed' });
      } else {
        // A customer waits for the server's word on the stock.
        expect(effects).toEqual([]);
        expect(after.value).toMatchObject({ stock: 'verifying' });
      }
      break;
    }
    case 'xstate.done.actor.stockCheck':
    case 'xstate.done.actor.payCheck': {
      const { lines: expected, notices: said } = answered(beforeLines, e.output);
      expect(lines).toEqual(expected);
      expect(after.context.notices).toEqual(said);
      const notices = said.map(info);
      expect(effects).toEqual(
        e.type === 'xstate.done.actor.payCheck' ? [...notices, ...payDecision(expected)] : notices,
      );
      expect(after.value).toMatchObject({ stock: 'idle' });
      if (e.type === 'xstate.done.actor.payCheck' && payDecision(expected)[0]?.type === 'navigate')
        expect(after.value).toMatchObject({ panel: 'closed' });
      break;
    }
    case 'xstate.error.actor.stockCheck':
    case 'xstate.error.actor.payCheck':
      // The server could not be asked: the lines stay; on pay, the lines known decide.
      expect(lines).toEqual(beforeLines);
      expect(effects).toEqual(e.type === 'xstate.error.actor.payCheck' ? payDecision(beforeLines) : []);
      expect(after.value).toMatchObject({ stock: 'idle' });
      break;
    case 'cart.line.remove':
      // Only the line of that product in that size goes.
      expect(lines).toEqual(beforeLines.filter((l) => !isLine(e.productId, e.size)(l)));
      expect(effects).toEqual([]);
      break;
    case 'cart.reset':
      expect(lines).toEqual([]);
      break;
    case 'cart.set':
      expect(lines).toEqual(e.lines);
      break;
    default:
      expect(effects).toEqual([]);
      expect(lines).toEqual(beforeLines);
  }
}

describe('cart machine: generated paths', () => {
  it('walks every shortest path and every missing edge against the real machine, covering every committed transition', () => {
    const walk = { shape: 'cart', onStep: checkStep, invocations: log.calls };
    // A restored cart is checked on start: the one transition an empty start cannot take (walked
    // first, so that walkAll does not look for it among every edge).
    const started = machine.resolveState({
      value: { panel: 'closed', pricing: 'single', stock: 'starting' },
      context: { lines: RESTORED.input.lines, adding: null, notices: [] },
    });
    const walked = walkPath(machine, { state: started, steps: [], weight: 0 }, { ...walk, input: RESTORED.input });
    expect(log.calls).toEqual([{ src: 'cartProductsLoader', input: { productIds: [1] } }]);
    const { paths } = walkAll(machine, GENERATE, walk, walked);
    expect(paths).toBeGreaterThan(10);
    const report = coverageReport('cart', walked);
    console.log(`${report.line}, ${paths} paths`);
    expect(report.missing).toEqual([]);
  }, 60_000);

  it('in every reachable state, a refused event changes nothing and shows only what the rules say', () => {
    const { tried, refused } = walkRefusals(machine, GENERATE, { shape: 'cart', fixtures: FIXTURES, refusal });
    console.log(`refused events: ${refused} of ${tried} tried (cart)`);
    expect(refused).toBeGreaterThan(0);
  }, 60_000);
});
