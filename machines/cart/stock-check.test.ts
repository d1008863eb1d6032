import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Product } from '../../contract/product';
import { MESSAGES } from '../../copy/notices';
import { actorErrors } from '../testing/unprovided';
import { type CartLine, cartMachine, toCartLine } from './cart-machine';
import { makeProduct } from './fixtures';

// The server stock check on start, on request and again on pay are states of
// the cart machine, with the request provided by the app as an invoked actor.
interface Pending {
  productIds: number[];
  resolve(products: Product[]): void;
  reject(error: unknown): void;
}

function start(lines: CartLine[]) {
  const checks: Pending[] = [];
  const machine = cartMachine.provide({
    actors: {
      cartProductsLoader: fromPromise(
        ({ input }: { input: { productIds: number[] } }) =>
          new Promise<{ productIds: number[]; products: Product[] }>((resolve, reject) => {
            checks.push({
              productIds: input.productIds,
              resolve: (products) => resolve({ productIds: input.productIds, products }),
              reject,
            });
          }),
      ),
    } as never,
  });
  const actor = createActor(machine, { input: { lines } });
  const effects: unknown[] = [];
  actor.on('*', (e) => void effects.push(e));
  actor.start();
  return { actor, effects, checks, ctx: () => actor.getSnapshot().context };
}

const tick = () => new Promise<void>((r) => setTimeout(r, 0));
const shirt = makeProduct(1, { name: 'Camisa', price: 10000 });
const coat = makeProduct(2, { name: 'Abrigo', price: 25000 });

describe('cart machine: the server stock check', () => {
  it('on start it asks the server about the lines and applies the answer, keeping local quantities', async () => {
    const c = start([toCartLine(shirt, 2), toCartLine(coat, 1)]);
    expect(c.checks.map((k) => k.productIds)).toEqual([[1, 2]]);
    c.checks[0]!.resolve([{ ...shirt, price: 9000 }]);
    await tick();
    expect(c.ctx().lines.map((l) => [l.product_id, l.quantity, l.price])).toEqual([[1, 2, 9000]]);
    expect(c.effects).toEqual([{ type: 'toast', kind: 'info', message: MESSAGES.productGone('Abrigo') }]);
  });

  it('a line of a size the owner renamed follows it: same units, the new label, no notice', async () => {
    const dress = makeProduct(3, { name: 'Vestido', price: 50000, sizes: [{ size: 'M', stock: 4 }], stock: 4 });
    const c = start([toCartLine(dress, 2, 'M'), toCartLine(dress, 1, 'Q')]);
    c.checks[0]!.resolve([{ ...dress, sizes: [{ size: 'L', stock: 4, formerly: ['K', 'M'] }] }]);
    await tick();
    expect(c.ctx().lines.map((l) => [l.size, l.quantity, l.stock])).toEqual([['L', 2, 4]]);
    expect(c.effects).toEqual([{ type: 'toast', kind: 'info', message: MESSAGES.productGone('Vestido, talla Q') }]);
  });

  it('an empty cart asks nothing; an add asks about the product; cart.refresh asks again', async () => {
    const c = start([]);
    expect(c.checks).toEqual([]);
    c.actor.send({ type: 'cart.add', product: shirt, quantity: 1, size: null });
    expect(c.checks.map((k) => k.productIds)).toEqual([[1]]);
    c.checks[0]!.resolve([shirt]);
    await tick();
    c.actor.send({ type: 'cart.refresh' } as never);
    expect(c.checks.map((k) => k.productIds)).toEqual([[1], [1]]);
  });

  it('an add while the check runs takes its place: it asks about every line and the product added', async () => {
    const c = start([toCartLine(shirt, 1)]);
    c.actor.send({ type: 'cart.add', product: coat, quantity: 1, size: null });
    expect(c.checks.map((k) => k.productIds)).toEqual([[1], [1, 2]]);
    // Another add while this one is checked is ignored: one add at a time.
    c.actor.send({ type: 'cart.add', product: shirt, quantity: 1, size: null });
    expect(c.checks).toHaveLength(2);
    c.checks[1]!.resolve([{ ...shirt, price: 9000 }, coat]);
    await tick();
    expect(c.ctx().lines.map((l) => [l.product_id, l.quantity, l.price])).toEqual([
      [1, 1, 9000],
      [2, 1, 25000],
    ]);
  });

  it("an add the server cannot be asked about is decided by the page's product", async () => {
    const c = start([]);
    c.actor.send({ type: 'cart.add', product: coat, quantity: 1, size: null });
    c.checks[0]!.reject(new TypeError('Failed to fetch'));
    await waitFor(c.actor, (s) => s.matches({ stock: 'idle' }));
    expect(c.ctx().lines).toEqual([toCartLine(coat, 1)]);
    // A product the server no longer has is sold out: the add is refused.
    c.actor.send({ type: 'cart.add', product: shirt, quantity: 1, size: null });
    c.checks[1]!.resolve([coat]);
    await waitFor(c.actor, (s) => s.matches({ stock: 'idle' }));
    expect(c.ctx().lines.map((l) => l.product_id)).toEqual([2]);
    expect(c.effects.at(-1)).toEqual({
      type: 'toast',
      kind: 'warning',
      message: MESSAGES.notEnoughStock,
      durationMs: 4000,
    });
  });
});

describe('cart machine: pay checks the stock with the server again', () => {
  it('a customer goes to /payment only after the server confirms the stock', async () => {
    const c = start([toCartLine(shirt, 1)]);
    c.checks[0]!.resolve([shirt]);
    await tick();
    c.actor.send({ type: 'cart.open' });
    c.actor.send({ type: 'cart.pay', signedIn: true });
    expect(c.effects).toEqual([]);
    expect(c.checks.map((k) => k.productIds)).toEqual([[1], [1]]);
    c.checks[1]!.resolve([shirt]);
    await tick();
    expect(c.effects).toEqual([{ type: 'navigate', to: '/payment' }]);
    expect(c.actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
  });

  it('a line the server now has sold out stops the payment with the sold-out toast', async () => {
    const c = start([toCartLine(shirt, 1)]);
    c.checks[0]!.resolve([shirt]);
    await tick();
    c.actor.send({ type: 'cart.pay', signedIn: true });
    c.checks[1]!.resolve([{ ...shirt, stock: 0 }]);
    await tick();
    expect(c.effects).toEqual([{ type: 'toast', kind: 'error', message: MESSAGES.soldOutInCart, durationMs: 5000 }]);
    expect(c.ctx().lines[0]!.stock).toBe(0);
  });

  it('when the server cannot be asked, the local lines decide (the server checks again when the session is created)', async () => {
    const c = start([toCartLine(shirt, 1)]);
    c.checks[0]!.reject(new Error('down'));
    await tick();
    c.actor.send({ type: 'cart.pay', signedIn: true });
    c.checks[1]!.reject(new Error('down'));
    await tick();
    expect(c.effects).toEqual([{ type: 'navigate', to: '/payment' }]);
  });

  it('a visitor goes to /login at once, without asking the server', () => {
    const c = start([toCartLine(shirt, 1)]);
    c.actor.send({ type: 'cart.pay', signedIn: false });
    expect(c.effects).toEqual([{ type: 'navigate', to: '/login?next=%2Fpayment' }]);
    expect(c.checks).toHaveLength(1);
  });
});

describe('cart machine: the loader the app must provide', () => {
  it('an actor the app forgot to provide fails with a message that says how to provide it', async () => {
    const errors = await actorErrors(cartMachine, { lines: [toCartLine(shirt, 1)] }, () => tick());
    expect(errors).toEqual(['cart: provide the "cartProductsLoader" actor with cartMachine.provide({ actors })']);
  });
});
