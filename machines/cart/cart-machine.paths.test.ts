import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../effects';
import { MESSAGES } from '../messages';
import type { EventFromLogic } from 'xstate';
import { coverageReport, invocationLog, walkAll, walkPath, walkRefusals, type Effect, type EventFixtures, type StepInfo } from '../testing/model';
import { cartMachine, type CartEvent, type CartLine, type StockAnswer } from './cart-machine';
import { makeProduct } from './fixtures';
import { priceCart } from './pricing';
import { loadCart, saveCart } from './storage';
import { toCents } from '../../contract/money';

// Three in stock but two per order: the cap, not the stock, refuses a third shirt.
const shirt = makeProduct(1, { name: 'Camisa', price: 100, stock: 3, maxPerOrder: 2 });
const coat = makeProduct(2, { name: 'Abrigo', price: 250.5, stock: 1 });
const ring = makeProduct(3, { name: 'Anillo', price: 199.99, originalPrice: 300, stock: 1 });

// Every event of the machine, with the payloads offered in every reachable snapshot.
const FIXTURES = {
  'cart.toggle': [{ type: 'cart.toggle' }],
  'cart.open': [{ type: 'cart.open' }],
  'cart.close': [{ type: 'cart.close' }],
  'cart.add': [
    { type: 'cart.add', product: shirt, quantity: 1 },
    { type: 'cart.add', product: shirt, quantity: 2 },
    { type: 'cart.add', product: coat, quantity: 1 },
    { type: 'cart.add', product: ring, quantity: 1 },
    // Never a valid quantity, whatever the stock.
    { type: 'cart.add', product: shirt, quantity: 0 },
    { type: 'cart.add', product: shirt, quantity: 1.5 },
  ],
  'cart.line.remove': [
    { type: 'cart.line.remove', productId: 1 },
    { type: 'cart.line.remove', productId: 3 },
  ],
  'cart.set': [{ type: 'cart.set', lines: [{ ...makeProduct(9, { name: 'Vestido', stock: 0 }), quantity: 1 }] }],
  'cart.reset': [{ type: 'cart.reset' }],
  'cart.refresh': [{ type: 'cart.refresh' }],
  'cart.pay': [
    { type: 'cart.pay', signedIn: false },
    { type: 'cart.pay', signedIn: true },
  ],
} satisfies EventFixtures<CartEvent>;

const log = invocationLog();
const machine = cartMachine.provide({ actors: { cartProductsLoader: log.actor<StockAnswer, { productIds: number[] }>('cartProductsLoader') } });
type Snap = ReturnType<typeof machine.transition>;
type AnyEvent = EventFromLogic<typeof machine>;

// The server's answers to a stock check, as the app's loader reports them: asked about the shirt,
// the coat and the ring, it now has 1 shirt, no coat, and the ring unchanged; or it has the shirt
// sold out; or it cannot be reached.
const answers = (id: string) => [
  { type: `xstate.done.actor.${id}`, output: { productIds: [1, 2, 3], products: [{ ...shirt, stock: 1 }, ring] } },
  { type: `xstate.done.actor.${id}`, output: { productIds: [1], products: [{ ...shirt, stock: 0 }] } },
  { type: `xstate.error.actor.${id}`, error: 'down' },
];
const COMPLETIONS = [...answers('stockCheck'), ...answers('payCheck')] as unknown as AnyEvent[];

/** Snapshots told apart by state, the lines as a set, and whether a refresh left notices. */
const serialize = (s: Snap) =>
  JSON.stringify([
    s.value,
    [...s.context.lines].sort((a, b) => a.product_id - b.product_id).map((l) => [l.product_id, l.quantity, l.stock]),
    s.context.notices.length > 0,
  ]);
// Offered events, as a shopper meets them: pay from the open drawer, a refresh with it closed (the
// cancel page); while the server is asked, only its answers and the events that start another
// check. This keeps the graph small enough for mutation testing, which runs this test once per
// mutant; the refusal walk still offers every event in every state, and stock-check.test.ts has a
// line added while a check runs.
const USER_EVENTS: AnyEvent[] = Object.values(FIXTURES).flat();
const WHILE_ASKING: AnyEvent[] = [...COMPLETIONS, ...FIXTURES['cart.refresh'], ...FIXTURES['cart.pay']];
const offered = (s: Snap) =>
  s.matches({ stock: 'idle' })
    ? USER_EVENTS.filter((e) => (e.type === 'cart.pay' ? s.matches({ panel: 'open' }) : e.type === 'cart.refresh' ? s.matches({ panel: 'closed' }) : true))
    : WHILE_ASKING;
const GENERATE = { events: offered, serialize };
// A cart restored with a line: the stock check on start.
const RESTORED = { input: { lines: [{ ...shirt, quantity: 1 }] } };

const stockWarning = { type: 'toast', kind: 'warning', message: MESSAGES.notEnoughStock, durationMs: 4000 };
const soldOut = { type: 'toast', kind: 'error', message: MESSAGES.soldOutInCart, durationMs: 5000 };

/**
 * SPEC sections 5 and 8 (and the per-order cap), restated: when an event must change nothing,
 * and what it then shows.
 * null: the event is accepted here.
 */
function refusal(s: Snap, anyEvent: AnyEvent): Effect[] | null {
  const { lines } = s.context;
  const open = s.matches({ panel: 'open' });
  const event = anyEvent as CartEvent;
  switch (event.type) {
    case 'cart.toggle':
      return null;
    case 'cart.open':
      return open ? [] : null;
    case 'cart.close':
      return open ? null : [];
    case 'cart.add': {
      const held = lines.find((l) => l.product_id === event.product.product_id)?.quantity ?? 0;
      const q = event.quantity;
      // Never more than the stock, nor than the product's per-order cap (issue 10).
      return Number.isInteger(q) && q >= 1 && held + q <= Math.min(event.product.stock, event.product.maxPerOrder) ? null : [stockWarning];
    }
    case 'cart.line.remove':
      return lines.some((l) => l.product_id === event.productId) ? null : [];
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
      // A customer's pay already being checked with the server is not checked twice.
      return event.signedIn && s.matches({ stock: 'verifying' }) ? [] : null;
    default:
      return null;
  }
}

/** An independent reference for the total, in plain arithmetic on sorted unit prices. */
function referenceTotal(lines: CartLine[]): number {
  const units = lines.flatMap((l) => Array.from({ length: l.quantity }, () => toCents(l.price)));
  if (units.length === 0) return 0;
  if (lines.some((l) => l.originalPrice > 0) || units.length === 1) return units.reduce((a, b) => a + b, 0);
  if (units.length === 2) return Math.max(...units);
  return units.reduce((a, u) => a + Math.ceil(u / 2), 0);
}

const info = (message: string) => ({ type: 'toast', kind: 'info', message });

/** The lines after the server's answer, restated: only lines asked about can be gone; local quantities kept, clamped to the stock and cap. */
function answered(lines: CartLine[], answer: StockAnswer): CartLine[] {
  return lines.flatMap((l) => {
    const fresh = answer.products.find((p) => p.product_id === l.product_id);
    if (!fresh) return answer.productIds.includes(l.product_id) ? [] : [l];
    const most = Math.min(fresh.stock, fresh.maxPerOrder);
    return [{ ...fresh, quantity: most > 0 && most < l.quantity ? most : l.quantity }];
  });
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
    event.type === 'cart.refresh' || (event.type === 'cart.pay' && after.matches({ stock: 'verifying' }) && !before.matches({ stock: 'verifying' }));
  expect(invoked).toEqual(
    checks && !after.matches({ stock: 'idle' }) ? [{ src: 'cartProductsLoader', input: { productIds: beforeLines.map((l) => l.product_id) } }] : [],
  );

  const e = event as
    | CartEvent
    | { type: 'xstate.done.actor.stockCheck' | 'xstate.done.actor.payCheck'; output: StockAnswer }
    | { type: 'xstate.error.actor.stockCheck' | 'xstate.error.actor.payCheck'; error: unknown };
  switch (e.type) {
    case 'cart.add': {
      const held = beforeLines.find((l) => l.product_id === e.product.product_id)?.quantity ?? 0;
      if (refusal(before, e) === null) {
        expect(effects).toEqual([{ type: 'toast', kind: 'success', message: MESSAGES.addedToCart, durationMs: 500 }]);
        expect(after.value).toMatchObject({ panel: 'open' });
        expect(lines.find((l) => l.product_id === e.product.product_id)?.quantity).toBe(held + e.quantity);
      } else {
        expect(effects).toEqual([stockWarning]);
        expect(lines).toEqual(beforeLines);
      }
      break;
    }
    case 'cart.pay': {
      if (beforeLines.length === 0) expect(effects).toEqual([]);
      else if (beforeLines.some((l) => l.stock <= 0)) expect(effects).toEqual([soldOut]);
      else if (!e.signedIn) {
        expect(effects).toEqual([{ type: 'navigate', to: '/login' }]);
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
      const expected = answered(beforeLines, e.output);
      expect(lines).toEqual(expected);
      const gone = beforeLines.filter((l) => !expected.some((x) => x.product_id === l.product_id)).length;
      const clamped = expected.filter((l) => l.quantity !== beforeLines.find((b) => b.product_id === l.product_id)!.quantity).length;
      expect(after.context.notices.length).toBe(gone + clamped);
      const notices = after.context.notices.map(info);
      expect(effects).toEqual(e.type === 'xstate.done.actor.payCheck' ? [...notices, ...payDecision(expected)] : notices);
      expect(after.value).toMatchObject({ stock: 'idle' });
      if (e.type === 'xstate.done.actor.payCheck' && payDecision(expected)[0]?.type === 'navigate') expect(after.value).toMatchObject({ panel: 'closed' });
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
      expect(lines.some((l) => l.product_id === e.productId)).toBe(false);
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
      context: { lines: RESTORED.input.lines, notices: [] },
    });
    const walked = walkPath(machine, { state: started, steps: [], weight: 0 }, { ...walk, input: RESTORED.input });
    expect(log.calls).toEqual([{ src: 'cartProductsLoader', input: { productIds: [1] } }]);
    const { paths } = walkAll(machine, GENERATE, walk, walked);
    expect(paths).toBeGreaterThan(10);
    const report = coverageReport('cart', walked);
    console.log(`${report.line}, ${paths} paths`);
    expect(report.missing).toEqual([]);
  }, 60_000);

  it('in every reachable state, a refused event changes nothing and shows only what the SPEC says', () => {
    const { tried, refused } = walkRefusals(machine, GENERATE, { shape: 'cart', fixtures: FIXTURES, refusal });
    console.log(`refused events: ${refused} of ${tried} tried (cart)`);
    expect(refused).toBeGreaterThan(0);
  }, 60_000);
});
