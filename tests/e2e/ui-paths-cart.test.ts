/**
 * The cart machine's generated paths replayed through the real UI (the harness
 * is tests/e2e/ui-paths/replay.ts). Products are real catalogue products read at start: a regular
 * one sold whole with the fewest units left (the cart takes them all), a second regular one, one
 * already discounted, and a garment sold by size. Another tab's write is a second page of the same
 * browser context; the start-up refresh is a reload whose GET /api/product/cart is answered by the
 * path's products.
 *
 * Sizes: the garment is added in a size chosen on its page ('Talla'); its page never sends an add
 * without one (NOT_FROM_UI). Two sizes of the garment reach the cart as another tab's write (two
 * lines, each 'Talla …', each removed on its own), and a pay check can answer the first line's size
 * sold out ('Agotado' on that line).
 */

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../contract/money';
import {
  type ShopProduct as Product,
  toShopProduct,
  toWireProduct,
  type Product as WireProduct,
} from '../../contract/product';
import { S, SIZE } from '../../copy/storefront';
import {
  type CartEvent,
  type CartLine,
  cartMachine,
  type StockAnswer,
  toCartLine,
} from '../../machines/cart/cart-machine';
import { addableUnits } from '../../machines/cart/order-limit';
import { priceCart, pricingHint } from '../../machines/cart/pricing';
import { serializeCart } from '../../machines/cart/storage';
import { neverSettles } from '../../machines/testing/model';
import { catalogue } from './a11y-helpers';
import { navigateInApp } from './harness';
import {
  type Completions,
  type Effect,
  type Expectations,
  type Gestures,
  planPaths,
  type ReplaySpec,
  replay,
  type Start,
  type StepContext,
} from './ui-paths/replay';
import {
  expectNoOtherToasts,
  expectPath,
  expectToast,
  newCustomer,
  replayShop,
  sessionStorageOf,
  visit,
} from './ui-paths/shopper';

const machine = cartMachine.provide({ actors: { cartProductsLoader: neverSettles() } });
type M = typeof machine;
type CartStart = Start<M> & { signedIn: boolean };
type Ctx = StepContext<M, CartStart>;
type AnyEvent = { type: string; [k: string]: unknown };

const CART_API = '**/api/product/cart?*';
const CANCEL_API = '**/api/payment/cancel-checkout-session';
let cancels = 0;
const drawer = (page: Page) => page.getByRole('dialog');
const cartButton = (page: Page) => page.locator('header').getByRole('button', { name: /^Carrito/ });

/** The held stock request asked about exactly the answer's products, and gets the answer. */
async function answerStock({ held }: Ctx, answer: StockAnswer) {
  const asked = new URL(held.peek(CART_API).url()).searchParams.get('productIds');
  expect(asked).toBe(answer.productIds.join(','));
  await held.answer(CART_API, (route) => route.fulfill({ status: 200, json: answer.products.map(toWireProduct) }));
}

const gestures = {
  'cart.open': async ({ page }) => cartButton(page).click(),
  'cart.close': async ({ page }) => drawer(page).getByRole('button', { name: S.cart.close }).click(),
  // The product page's quantity picker and AGREGAR AL CARRITO; the cart asks the server first (held).
  'cart.add': async ({ page, held, after }, e) => {
    await visit(page, `/product/${e.product.product_id}`);
    await page.getByRole('heading', { level: 1, name: e.product.name }).waitFor();
    const quantity = page.getByLabel(S.product.quantity, { exact: true }).and(page.locator('input'));
    for (;;) {
      const now = Number(await quantity.inputValue());
      if (now === e.quantity) break;
      await page.getByRole('button', { name: now < e.quantity ? S.product.increase : S.product.decrease }).click();
      await expect.poll(() => quantity.inputValue()).not.toBe(String(now));
    }
    // A garment is added in the size chosen on its page.
    if (e.size !== null)
      await page
        .getByRole('radiogroup', { name: S.product.size })
        .getByRole('radio', { name: e.size, exact: true })
        .check();
    const asks = after.matches({ stock: 'adding' });
    if (asks) await held.hold(CART_API);
    await page.getByRole('button', { name: S.product.addToCart }).click();
    if (asks) await held.arrived(CART_API);
  },
  'cart.line.remove': async ({ page, before }, e) => {
    const line = before.context.lines.find((l) => l.product_id === e.productId && l.size === e.size)!;
    await drawer(page)
      .getByRole('button', { name: S.cart.remove(line.name, line.size), exact: true })
      .click();
  },
  'cart.reset': async ({ page }) => drawer(page).getByRole('button', { name: S.cart.clear }).click(),
  // Another tab of the shop writes the cart; this tab hears the storage event.
  'cart.set': async ({ page }, e) => {
    const other = await page.context().newPage();
    await other.goto('/api/department');
    await other.evaluate((value) => localStorage.setItem('root', value), serializeCart(e.lines));
    await other.close();
  },
  // The cancel page (back from the hosted checkout without paying) gives the units back, then
  // checks the cart's stock again.
  'cart.refresh': async ({ page, held }) => {
    await page.route(CANCEL_API, (route) => route.fulfill({ status: 200, json: { released: true } }), { times: 1 });
    await held.hold(CART_API);
    await navigateInApp(page, `/cancel/?session_id=cs_test_uipaths${String(++cancels).padStart(6, '0')}`);
    await held.arrived(CART_API);
  },
  // A customer's pay is checked with the server first (GET /api/product/cart, held).
  'cart.pay': async ({ page, held, after }) => {
    const checks = after.matches({ stock: 'verifying' });
    if (checks) await held.hold(CART_API);
    await drawer(page).getByRole('button', { name: S.cart.pay }).click();
    if (checks) await held.arrived(CART_API);
  },
  'xstate.done.actor.stockCheck': async (ctx, e) => answerStock(ctx, e.output),
  'xstate.error.actor.stockCheck': async ({ held }) =>
    held.answer(CART_API, (route) => route.abort('internetdisconnected')),
  'xstate.done.actor.payCheck': async (ctx, e) => answerStock(ctx, e.output),
  'xstate.error.actor.payCheck': async ({ held }) =>
    held.answer(CART_API, (route) => route.abort('internetdisconnected')),
  'xstate.done.actor.addCheck': async (ctx, e) => answerStock(ctx, e.output),
  'xstate.error.actor.addCheck': async ({ held }) =>
    held.answer(CART_API, (route) => route.abort('internetdisconnected')),
} satisfies Gestures<M, CartStart, Completions<'stockCheck' | 'payCheck' | 'addCheck'>>;

/** The drawer's lines, prices and hint for the cart's lines (the tier-specific parts are checked per tier). */
async function expectDrawerPricing({ page, after }: Ctx) {
  if (!after.matches({ panel: 'open' })) return null;
  const pricing = priceCart(after.context.lines);
  const d = drawer(page);
  const hint = pricingHint(pricing.tier);
  if (hint) await d.getByText(hint, { exact: true }).waitFor();
  const totals = d.locator('dl');
  if (after.context.lines.length)
    await expect.poll(() => totals.innerText()).toContain(formatMoney(pricing.totalCents));
  return { pricing, struck: d.locator('s') };
}

/** PAGAR (an open drawer with lines): busy exactly while a pay is checked. */
async function expectPay({ page, after }: Ctx, busy: boolean) {
  if (!after.matches({ panel: 'open' }) || after.context.lines.length === 0) return;
  const pay = drawer(page).getByRole('button', { name: S.cart.pay });
  await expect.poll(() => pay.getAttribute('aria-busy')).toBe(String(busy));
  expect(await pay.isDisabled()).toBe(busy);
}

const expectations = {
  'panel.open': async ({ page, after }) => {
    const { lines } = after.context;
    const d = drawer(page);
    await d.getByRole('heading', { name: lines.length ? S.cart.title : S.cart.emptyTitle }).waitFor();
    await expect.poll(() => d.getByRole('listitem').count()).toBe(lines.length);
    for (const line of lines) {
      // Each line is told apart by its remove button, which names its size.
      const remove = page.getByRole('button', { name: S.cart.remove(line.name, line.size), exact: true });
      const row = d.getByRole('listitem').filter({ has: remove });
      await row.getByText(S.cart.quantity(line.quantity), { exact: true }).waitFor();
      expect(await row.getByText(/^Talla /).allInnerTexts(), `${line.name}: size`).toEqual(
        line.size === null ? [] : [SIZE.label(line.size)],
      );
      expect(await row.getByText(S.cart.soldOut, { exact: true }).count(), `${line.name}: sold-out label`).toBe(
        line.stock <= 0 ? 1 : 0,
      );
    }
    expect(await d.getByRole('button', { name: S.cart.pay }).count()).toBe(lines.length ? 1 : 0);
  },
  'panel.closed': async ({ page, after }) => {
    await drawer(page).waitFor({ state: 'hidden' });
    await expect
      .poll(() => cartButton(page).getAttribute('aria-label'))
      .toBe(S.cart.button(after.context.lines.length));
  },
  'pricing.empty': async (ctx) => {
    if (!ctx.after.matches({ panel: 'open' })) return;
    await drawer(ctx.page).getByText(S.cart.emptyHint).waitFor();
  },
  'pricing.single': async (ctx) => {
    const shown = await expectDrawerPricing(ctx);
    if (shown) expect(await shown.struck.count()).toBe(0);
  },
  // 2x1: the cheaper unit is struck (and 'Gratis' when it is a line of its own).
  'pricing.twoForOne': async (ctx) => {
    const shown = await expectDrawerPricing(ctx);
    if (!shown) return;
    const struck = shown.pricing.lines.filter((l) => l.struckCents !== null);
    await expect
      .poll(() => shown.struck.allInnerTexts())
      .toEqual(struck.map((l) => expect.stringContaining(formatMoney(l.struckCents!))));
    const free = shown.pricing.lines.filter((l) => l.chargedCents === 0).length;
    expect(await drawer(ctx.page).getByText(S.cart.free, { exact: true }).count()).toBe(free);
  },
  // 3 or more units: every unit price struck, the halved one beside it.
  'pricing.halfOff': async (ctx) => {
    const shown = await expectDrawerPricing(ctx);
    if (!shown) return;
    await expect
      .poll(() => shown.struck.allInnerTexts())
      .toEqual(shown.pricing.lines.map((l) => expect.stringContaining(formatMoney(l.unitCents))));
    // Two sizes of one garment are two lines at the same halved price.
    const halved = shown.pricing.lines.map((l) => `${formatMoney(l.halvedUnitCents!)} c/u`);
    for (const text of new Set(halved))
      await expect.poll(() => drawer(ctx.page).getByText(text).count()).toBe(halved.filter((t) => t === text).length);
  },
  'pricing.alreadyDiscounted': async (ctx) => {
    const shown = await expectDrawerPricing(ctx);
    if (shown) expect(await shown.struck.count()).toBe(0);
  },
  'stock.starting': 'transient',
  'stock.deciding': 'transient',
  'stock.addDeciding': 'transient',
  // An add is being checked: AGREGAR AL CARRITO says it is busy, and so does PAGAR.
  'stock.adding': async (ctx) => {
    const add = ctx.page.getByRole('button', { name: S.product.addToCart });
    await expect.poll(() => add.getAttribute('aria-busy')).toBe('true');
    expect(await add.getAttribute('aria-disabled')).toBe('true');
    await expectPay(ctx, true);
  },
  'stock.idle': async (ctx) => expectPay(ctx, false),
  'stock.checking': async (ctx) => expectPay(ctx, false),
  // A customer's pay is being checked: PAGAR says it is busy.
  'stock.verifying': async (ctx) => expectPay(ctx, true),
} satisfies Expectations<M, CartStart>;

async function effect({ page }: Ctx, e: Effect) {
  switch (e.type) {
    case 'toast':
      return expectToast(page, e.message as string);
    case 'navigate':
      return expectPath(page, e.to as string, e.reload === true);
    default:
      throw new Error(`no page check for the effect ${e.type}`);
  }
}

/** Guarded transitions the pages never let through: none. */
/**
 * An add of a garment without a size: the product page's size choice (machines/size-choice) asks
 * for the size itself and sends the cart no such add; the model test takes these transitions.
 */
const NOT_FROM_UI: Record<string, string> = {
  'cart.stock.idle --cart.add#1--> (none)': 'the size picker refuses an add without a size before the cart hears of it',
  'cart.stock.checking --cart.add#1--> (none)':
    'the size picker refuses an add without a size before the cart hears of it',
};

/** The candidate events: what the page in this state lets a shopper do, and the server's answers. */
function candidates(products: {
  exhaustible: Product;
  regular: Product;
  discounted: Product;
  sized: Product;
  byId: Map<number, Product>;
}) {
  const { exhaustible, regular, discounted, sized, byId } = products;
  // Another tab holds two sizes of the garment: two lines.
  const twoSizes = sized.sizes
    .filter((s) => s.stock > 0)
    .slice(0, 2)
    .map((s) => toCartLine(sized, 1, s.size));
  const sizeOnSale = twoSizes[0]!.size;
  return (start: CartStart, s: ReturnType<M['transition']>): Array<CartEvent | AnyEvent> => {
    const { lines } = s.context;
    const open = s.matches({ panel: 'open' });
    const checking = s.matches({ stock: 'checking' });
    const verifying = s.matches({ stock: 'verifying' });
    const adding = s.context.adding;
    const has = (p: Product) => lines.some((l) => l.product_id === p.product_id);
    const events: Array<CartEvent | AnyEvent> = [];
    // What the server may answer about the lines: as they are, the first one sold out since (its
    // size, for a line in a size), or (on pay) every one gone. Each product once, whatever its sizes.
    const productIds = [...new Set(lines.map((l) => l.product_id))];
    const asIs = productIds.map((id): Product => {
      const own = lines.filter((l) => l.product_id === id);
      const { quantity: _, size: __, ...line } = own[0]!;
      const known = byId.get(id)!;
      const sizes = known.sizes.map((s) => ({ ...s, stock: own.find((l) => l.size === s.size)?.stock ?? s.stock }));
      return { ...known, ...line, stock: sizes.length ? sizes.reduce((n, s) => n + s.stock, 0) : line.stock, sizes };
    });
    const first = lines[0];
    const soldOutFirst = (p: Product): Product =>
      p.product_id !== first?.product_id
        ? p
        : first.size === null
          ? { ...p, stock: 0 }
          : { ...p, sizes: p.sizes.map((s) => (s.size === first.size ? { ...s, stock: 0 } : s)) };
    const answers = [
      { productIds, products: asIs },
      { productIds, products: asIs.map(soldOutFirst) },
    ];
    if (checking)
      events.push(...answers.map((output) => ({ type: 'xstate.done.actor.stockCheck', output })), {
        type: 'xstate.error.actor.stockCheck',
        error: 'offline',
      });
    if (verifying) {
      events.push(
        ...[...answers, { productIds, products: [] }].map((output) => ({ type: 'xstate.done.actor.payCheck', output })),
        {
          type: 'xstate.error.actor.payCheck',
          error: 'offline',
        },
      );
    }
    // An add is checked with the lines and the product added: the server has it as the page showed
    // it, or another buyer took every unit the cart may not already hold, or it cannot be reached.
    if (adding) {
      const ids = productIds.includes(adding.product.product_id)
        ? productIds
        : [...productIds, adding.product.product_id];
      const held = lines.find((l) => l.product_id === adding.product.product_id)?.quantity ?? 0;
      const withAdded = (stock: number) => [
        ...asIs.filter((p) => p.product_id !== adding.product.product_id),
        { ...adding.product, stock },
      ];
      return [
        { type: 'xstate.done.actor.addCheck', output: { productIds: ids, products: withAdded(adding.product.stock) } },
        { type: 'xstate.done.actor.addCheck', output: { productIds: ids, products: withAdded(held) } },
        { type: 'xstate.error.actor.addCheck', error: 'offline' },
      ];
    }
    // The cancel page is a customer's page.
    if (start.signedIn && lines.length && !verifying) events.push({ type: 'cart.refresh' });
    if (open) {
      events.push({ type: 'cart.close' });
      // PAGAR waits while a pay is checked.
      if (lines.length && !verifying) events.push({ type: 'cart.pay', signedIn: start.signedIn });
    } else events.push({ type: 'cart.open' });
    // While the server is asked about the lines, they stay as asked, but for an add while the
    // start-up check runs, which takes its place (the machine's handling of the rest is the model
    // test's business).
    if (checking && !open && !has(regular))
      events.push({ type: 'cart.add', product: regular, quantity: 1, size: null });
    if (checking || verifying) return events;
    if (open) {
      for (const l of lines) events.push({ type: 'cart.line.remove', productId: l.product_id, size: l.size });
      if (lines.length) events.push({ type: 'cart.reset' });
    } else if (lines.every((l) => l.size === null)) {
      // The product page lies under the open drawer: adds happen with the drawer closed. The
      // picker offers 1 up to what the cart may still take; with nothing left it offers the cart
      // instead of an add button. (Not to a cart holding the garment's sizes: the paths stay few
      // enough to replay; the model test adds to every cart.)
      if (addableUnits(lines, exhaustible, null) >= 1)
        events.push({ type: 'cart.add', product: exhaustible, quantity: 1, size: null });
      if (addableUnits(lines, exhaustible, null) >= 2)
        events.push({ type: 'cart.add', product: exhaustible, quantity: 2, size: null });
      if (!has(regular)) events.push({ type: 'cart.add', product: regular, quantity: 1, size: null });
      if (!has(discounted)) events.push({ type: 'cart.add', product: discounted, quantity: 1, size: null });
      // The garment's page adds in the size chosen on it.
      if (!lines.some((l) => l.product_id === sized.product_id))
        events.push({ type: 'cart.add', product: sized, quantity: 1, size: sizeOnSale });
    }
    // Another tab holds one unit of the regular product; or, into an empty cart, two sizes of the garment.
    const other: CartLine[] = [toCartLine(regular, 1)];
    if (serializeCart(lines) !== serializeCart(other)) events.push({ type: 'cart.set', lines: other });
    if (lines.length === 0 && start.signedIn) events.push({ type: 'cart.set', lines: twoSizes });
    return events;
  };
}

const run = replayShop();

describe('cart machine: generated paths through the real UI', () => {
  it('replays paths that take every transition the UI can produce', async () => {
    const { shop, page } = run;
    // The app holds products in centavos (src/api/products.ts); the API sends them in pesos.
    const all = ((await catalogue(shop)) as WireProduct[]).map(toShopProduct);
    const byId = new Map(all.map((p) => [p.product_id, p]));
    // Products sold whole, and one garment added in a size chosen on its page.
    const regulars = all.filter((p) => p.originalPrice === 0 && p.stock > 0 && p.sizes.length === 0);
    const byUnits = (p: Product) => Math.min(p.stock, p.maxPerOrder);
    // The fewest units left (2 in the seeded catalogue): the cart fills it up, and its product
    // page then offers the cart instead of an add button.
    const exhaustible = regulars.filter((p) => byUnits(p) >= 2).sort((a, b) => byUnits(a) - byUnits(b))[0]!;
    const regular = regulars.find((p) => p.product_id !== exhaustible.product_id && byUnits(p) >= 2)!;
    const discounted = all.find((p) => p.originalPrice > 0 && p.stock > 0 && p.sizes.length === 0)!;
    // A garment at its full price with two sizes in stock.
    const sized = all.find((p) => p.originalPrice === 0 && p.sizes.filter((s) => s.stock > 0).length >= 2)!;
    const customer = await newCustomer(shop.baseUrl, 'cart');
    const kept: CartLine[] = [toCartLine(regular, 1)];
    const spec: ReplaySpec<M, CartStart> = {
      folder: 'cart',
      machine,
      starts: [
        { name: 'a visitor', input: { lines: [] }, storage: {}, url: '/', signedIn: false },
        {
          name: 'a signed-in customer',
          input: { lines: [] },
          storage: sessionStorageOf(customer.session),
          url: '/',
          signedIn: true,
        },
        // The shop opens on a kept cart and checks its stock (held until the path answers).
        {
          name: 'a customer with a kept cart',
          input: { lines: kept },
          storage: { ...sessionStorageOf(customer.session), root: serializeCart(kept) },
          url: '/',
          signedIn: true,
        },
      ],
      preparePage: async (_, start, held) => {
        if (start.input.lines?.length) await held.hold(CART_API);
      },
      events: candidates({ exhaustible, regular, discounted, sized, byId }) as never,
      // Lines (order, quantity, stock) and the panel tell snapshots apart; notices only by count.
      serialize: (s) =>
        JSON.stringify([
          s.value,
          s.context.lines.map((l) => [l.product_id, l.size, l.quantity, l.stock]),
          s.context.adding && [s.context.adding.product.product_id, s.context.adding.quantity],
          s.context.notices.length,
        ]),
      gestures,
      notFromUi: NOT_FROM_UI,
      expectations,
      effect,
      nothingElse: ({ page }) => expectNoOtherToasts(page),
    };
    const plan = planPaths(spec);
    console.log(
      `cart: ${plan.paths.length} paths, ${plan.paths.reduce((n, p) => n + p.path.steps.length - 1, 0)} steps`,
    );
    await replay(page, spec, plan);
    expect(plan.unreachable.map((u) => u.key).sort()).toEqual(Object.keys(NOT_FROM_UI).sort());
  }, 600_000);
});
