import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ShopProduct as Product } from '../../contract/product';
import { MESSAGES } from '../../copy/notices';
import { type CartLine, cartMachine, toCartLine } from './cart-machine';
import { makeProduct } from './fixtures';
import { addableUnits, isSoldOut } from './order-limit';
import { isAdding, lineCount } from './selectors';

/**
 * The server's answer to every stock check: `products`, or what it knows (the lines' own products,
 * and each product added, as the page showed it) unchanged.
 */
function start(lines: CartLine[] = [], products?: Product[]) {
  const known = new Map<number, Product>(
    lines.map(({ quantity: _, ...line }) => [line.product_id, makeProduct(line.product_id, line)]),
  );
  const machine = cartMachine.provide({
    actors: {
      cartProductsLoader: fromPromise(async ({ input }) => ({
        productIds: input.productIds,
        products: (products ?? [...known.values()]).filter((p) => input.productIds.includes(p.product_id)),
      })),
    },
  });
  const actor = createActor(machine, { input: { lines } });
  const effects: unknown[] = [];
  actor.on('*', (e) => void effects.push(e));
  actor.start();
  /** An add, decided once the server has answered. */
  const add = async (product: Product, quantity: number, size: string | null = null) => {
    if (!known.has(product.product_id)) known.set(product.product_id, product);
    actor.send({ type: 'cart.add', product, quantity, size });
    await waitFor(actor, (s) => !isAdding(s));
  };
  return { actor, effects, add, value: () => actor.getSnapshot().value, ctx: () => actor.getSnapshot().context };
}

describe('cart machine', () => {
  it('starts closed and empty, or at the tier of restored lines', () => {
    expect(start().value()).toEqual({ panel: 'closed', pricing: 'empty', stock: 'idle' });
    expect(start().ctx()).toEqual({ lines: [], adding: null, notices: [] });
    expect(
      createActor(cartMachine, {} as never)
        .start()
        .getSnapshot().context,
    ).toEqual({ lines: [], adding: null, notices: [] });
    expect(start([toCartLine(makeProduct(1), 3)]).value()).toEqual({
      panel: 'closed',
      pricing: 'halfOff',
      stock: 'checking',
    });
  });

  it('adds once the server has answered, merges by product_id, opens the panel and toasts success', async () => {
    const c = start([], [makeProduct(1), makeProduct(2)]);
    c.actor.send({ type: 'cart.add', product: makeProduct(1), quantity: 1, size: null });
    expect(c.value()).toMatchObject({ panel: 'closed', pricing: 'empty', stock: 'adding' });
    expect(c.effects).toEqual([]);
    await waitFor(c.actor, (s) => !isAdding(s));
    expect(c.value()).toMatchObject({ panel: 'open', pricing: 'single' });
    c.actor.send({ type: 'cart.close' });
    await c.add(makeProduct(1), 1);
    await c.add(makeProduct(2), 1);
    expect(c.ctx().lines.map((l) => [l.product_id, l.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(lineCount(c.ctx())).toBe(2);
    expect(c.value()).toMatchObject({ panel: 'open', pricing: 'halfOff' });
    expect(c.effects).toHaveLength(3);
    expect(c.effects[0]).toEqual({ type: 'toast', kind: 'success', message: 'Agregado al carrito', durationMs: 500 });
  });

  it('refuses an add beyond remaining stock with the 4000 ms warning', async () => {
    const c = start([toCartLine(makeProduct(1, { stock: 3 }), 2)]);
    await waitFor(c.actor, (s) => s.matches({ stock: 'idle' }));
    expect(addableUnits(c.ctx().lines, makeProduct(1, { stock: 3 }))).toBe(1);
    await c.add(makeProduct(1, { stock: 3 }), 2);
    expect(c.ctx().lines[0]!.quantity).toBe(2);
    expect(c.value()).toMatchObject({ panel: 'closed', pricing: 'twoForOne' });
    expect(c.effects).toEqual([{ type: 'toast', kind: 'warning', message: MESSAGES.notEnoughStock, durationMs: 4000 }]);
    await c.add(makeProduct(2), 0);
    expect(c.effects).toHaveLength(2);
  });

  it("refuses by the server's stock when another buyer took the units since the page was drawn", async () => {
    const page = makeProduct(1, { stock: 3 });
    const c = start([], [makeProduct(1, { stock: 1 })]);
    await c.add(page, 2);
    expect(c.ctx().lines).toEqual([]);
    expect(c.effects).toEqual([{ type: 'toast', kind: 'warning', message: MESSAGES.notEnoughStock, durationMs: 4000 }]);
    await c.add(page, 1);
    // What is added is the server's product, not the page's stale one.
    expect(c.ctx().lines).toEqual([toCartLine(makeProduct(1, { stock: 1 }), 1)]);
  });

  it('refuses an add beyond the per-order cap even with stock to spare', async () => {
    const capped = makeProduct(1, { stock: 30, maxPerOrder: 3 });
    const c = start([toCartLine(capped, 2)]);
    await waitFor(c.actor, (s) => s.matches({ stock: 'idle' }));
    expect(addableUnits(c.ctx().lines, capped)).toBe(1);
    await c.add(capped, 2);
    expect(c.ctx().lines[0]!.quantity).toBe(2);
    expect(c.effects).toEqual([{ type: 'toast', kind: 'warning', message: MESSAGES.notEnoughStock, durationMs: 4000 }]);
    await c.add(capped, 1);
    expect(c.ctx().lines[0]!.quantity).toBe(3);
    expect(addableUnits(c.ctx().lines, capped)).toBe(0);
  });

  it('a discounted line puts the cart in alreadyDiscounted', async () => {
    const c = start([toCartLine(makeProduct(1), 2)]);
    await c.add(makeProduct(2, { originalPrice: 15000 }), 1);
    expect(c.value()).toMatchObject({ pricing: 'alreadyDiscounted' });
    c.actor.send({ type: 'cart.line.remove', productId: 2, size: null });
    expect(c.value()).toMatchObject({ pricing: 'twoForOne' });
  });

  it('set, open, close and reset', () => {
    const c = start();
    c.actor.send({ type: 'cart.set', lines: [toCartLine(makeProduct(4), 1)] });
    expect(c.value()).toMatchObject({ panel: 'closed', pricing: 'single' });
    c.actor.send({ type: 'cart.open' });
    expect(c.value()).toMatchObject({ panel: 'open' });
    c.actor.send({ type: 'cart.close' });
    expect(c.value()).toMatchObject({ panel: 'closed' });
    c.actor.send({ type: 'cart.open' });
    c.actor.send({ type: 'cart.reset' });
    expect(c.value()).toMatchObject({ panel: 'open', pricing: 'empty' });
    expect(c.ctx().lines).toEqual([]);
  });

  it('the stock check keeps local quantities, removes vanished products and clamps lowered stock, visibly', async () => {
    const c = start(
      [
        toCartLine(makeProduct(1, { price: 10000 }), 2),
        toCartLine(makeProduct(2, { name: 'Blusa' }), 1),
        toCartLine(makeProduct(3, { name: 'Abrigo', stock: 9 }), 4),
        toCartLine(makeProduct(4), 1),
      ],
      [makeProduct(1, { price: 9000 }), makeProduct(3, { name: 'Abrigo', stock: 3 }), makeProduct(4, { stock: 0 })],
    );
    await waitFor(c.actor, (s) => s.matches({ stock: 'idle' }));
    expect(c.ctx().lines.map((l) => [l.product_id, l.quantity, l.price, l.stock])).toEqual([
      [1, 2, 9000, 5],
      [3, 3, 10000, 3],
      [4, 1, 10000, 0],
    ]);
    expect(c.ctx().notices).toEqual([MESSAGES.productGone('Blusa'), MESSAGES.stockLowered('Abrigo', 3)]);
    expect(c.effects).toEqual(c.ctx().notices.map((message) => ({ type: 'toast', kind: 'info', message })));
  });

  it('the stock check clamps a line above a lowered per-order cap, and says so', async () => {
    const c = start(
      [toCartLine(makeProduct(1, { name: 'Abrigo', stock: 20 }), 8)],
      [makeProduct(1, { name: 'Abrigo', stock: 20, maxPerOrder: 5 })],
    );
    await waitFor(c.actor, (s) => s.matches({ stock: 'idle' }));
    expect(c.ctx().lines.map((l) => l.quantity)).toEqual([5]);
    expect(c.ctx().notices).toEqual([MESSAGES.perOrderLowered('Abrigo', 5)]);
  });

  it('pay: sold-out refused, visitor to /login, customer to /payment (after the stock check) with the drawer closed', async () => {
    const soldOut = start([toCartLine(makeProduct(1, { stock: 0 }), 1)]);
    soldOut.actor.send({ type: 'cart.pay', signedIn: true });
    expect(soldOut.effects).toEqual([
      { type: 'toast', kind: 'error', message: MESSAGES.soldOutInCart, durationMs: 5000 },
    ]);

    const visitor = start([toCartLine(makeProduct(1), 1)]);
    visitor.actor.send({ type: 'cart.open' });
    visitor.actor.send({ type: 'cart.pay', signedIn: false });
    expect(visitor.effects).toEqual([{ type: 'navigate', to: '/login?next=%2Fpayment' }]);

    const customer = start([toCartLine(makeProduct(1), 1)]);
    customer.actor.send({ type: 'cart.open' });
    customer.actor.send({ type: 'cart.pay', signedIn: true });
    await waitFor(customer.actor, (s) => s.matches({ stock: 'idle' }));
    expect(customer.effects).toEqual([{ type: 'navigate', to: '/payment' }]);
    expect(customer.value()).toMatchObject({ panel: 'closed' });

    const empty = start();
    empty.actor.send({ type: 'cart.pay', signedIn: true });
    expect(empty.effects).toEqual([]);
  });
});

describe('cart machine: a line is a product in one size', () => {
  const sizes = (m: number, l: number) => [
    { size: 'M', stock: m },
    { size: 'L', stock: l },
  ];
  const blouse = makeProduct(5, { name: 'Blusa', stock: 5, maxPerOrder: 3, sizes: sizes(2, 3) });
  const chooseSize = { type: 'toast', kind: 'warning', message: 'Elige una talla', durationMs: 4000 };

  it('two sizes are two lines, each with its size and the stock of its size; the same size adds to its line', async () => {
    const c = start([], [blouse]);
    await c.add(blouse, 1, 'M');
    await c.add(blouse, 1, 'L');
    await c.add(blouse, 1, 'M');
    expect(c.ctx().lines).toEqual([toCartLine(blouse, 2, 'M'), toCartLine(blouse, 1, 'L')]);
    expect(c.ctx().lines.map((l) => [l.size, l.quantity, l.stock])).toEqual([
      ['M', 2, 2],
      ['L', 1, 3],
    ]);
    expect(lineCount(c.ctx())).toBe(2);
    // The pricing counts units across lines: three units, 50% each.
    expect(c.value()).toMatchObject({ pricing: 'halfOff' });
    // The per-order cap counts every size: a fourth unit is refused though L has stock.
    expect(addableUnits(c.ctx().lines, blouse, 'L')).toBe(0);
    await c.add(blouse, 1, 'L');
    expect(c.ctx().lines.map((l) => l.quantity)).toEqual([2, 1]);
    expect(c.effects.at(-1)).toEqual({
      type: 'toast',
      kind: 'warning',
      message: MESSAGES.notEnoughStock,
      durationMs: 4000,
    });
    // Removing a line takes out that size only.
    c.actor.send({ type: 'cart.line.remove', productId: 5, size: 'M' });
    expect(c.ctx().lines).toEqual([toCartLine(blouse, 1, 'L')]);
    c.actor.send({ type: 'cart.line.remove', productId: 5, size: null });
    expect(c.ctx().lines).toHaveLength(1);
  });

  it("refuses an add beyond the size's stock though other sizes have some", async () => {
    const c = start([], [blouse]);
    await c.add(blouse, 3, 'M');
    expect(c.ctx().lines).toEqual([]);
    expect(c.effects).toEqual([{ type: 'toast', kind: 'warning', message: MESSAGES.notEnoughStock, durationMs: 4000 }]);
  });

  it('refuses at once, asking for a size, an add without the size the product is sold in', async () => {
    const c = start([], [blouse, makeProduct(6)]);
    for (const [product, size] of [
      [blouse, null],
      [blouse, 'XL'],
      [makeProduct(6), 'M'],
    ] as const) {
      c.actor.send({ type: 'cart.add', product, quantity: 1, size });
      // Nothing is asked of the server: no add is held.
      expect(c.value()).toMatchObject({ stock: 'idle' });
      expect(c.ctx().adding).toBeNull();
    }
    expect(c.ctx().lines).toEqual([]);
    expect(c.effects).toEqual([chooseSize, chooseSize, chooseSize]);
  });

  it("a size sold out while in the cart is caught at pay: that line 'Agotado', the sold-out toast", async () => {
    const soldOutM = makeProduct(5, { ...blouse, stock: 3, sizes: sizes(0, 3) });
    const answered = start([toCartLine(blouse, 1, 'M'), toCartLine(blouse, 1, 'L')], [soldOutM]);
    await waitFor(answered.actor, (s) => s.matches({ stock: 'idle' }));
    answered.actor.send({ type: 'cart.pay', signedIn: true });
    await waitFor(answered.actor, (s) => s.matches({ stock: 'idle' }));
    expect(answered.ctx().lines.map((l) => [l.size, l.stock, isSoldOut(l)])).toEqual([
      ['M', 0, true],
      ['L', 3, false],
    ]);
    expect(answered.effects).toEqual([
      { type: 'toast', kind: 'error', message: MESSAGES.soldOutInCart, durationMs: 5000 },
    ]);
  });

  it('the stock check clamps a line to its size, and to the per-order cap left beside the sizes before it', async () => {
    const c = start(
      [toCartLine(blouse, 2, 'M'), toCartLine(blouse, 2, 'L'), toCartLine(makeProduct(6), 1)],
      [makeProduct(5, { ...blouse, sizes: sizes(1, 9) }), makeProduct(6)],
    );
    await waitFor(c.actor, (s) => s.matches({ stock: 'idle' }));
    // M clamped to its 1 unit; L to the 2 the cap of 3 leaves.
    expect(c.ctx().lines.map((l) => [l.product_id, l.size, l.quantity])).toEqual([
      [5, 'M', 1],
      [5, 'L', 2],
      [6, null, 1],
    ]);
    expect(c.ctx().notices).toEqual([MESSAGES.stockLowered('Blusa, talla M', 1)]);
    const capped = start(
      [toCartLine(blouse, 2, 'M'), toCartLine(blouse, 1, 'L')],
      [makeProduct(5, { ...blouse, maxPerOrder: 2 })],
    );
    await waitFor(capped.actor, (s) => s.matches({ stock: 'idle' }));
    // The cap, lowered to 2, is spent on M: L goes, saying so.
    expect(capped.ctx().lines).toEqual([toCartLine(makeProduct(5, { ...blouse, maxPerOrder: 2 }), 2, 'M')]);
    expect(capped.ctx().notices).toEqual([MESSAGES.perOrderLowered('Blusa', 2)]);
    const lowered = start([toCartLine(blouse, 3, 'L')], [makeProduct(5, { ...blouse, maxPerOrder: 2 })]);
    await waitFor(lowered.actor, (s) => s.matches({ stock: 'idle' }));
    expect(lowered.ctx().lines.map((l) => l.quantity)).toEqual([2]);
    expect(lowered.ctx().notices).toEqual([MESSAGES.perOrderLowered('Blusa', 2)]);
  });

  it('a line kept from before sizes of a product now sold by size goes, asking for a size; a size no longer sold is gone', async () => {
    const beforeSizes = { ...toCartLine(makeProduct(5, { name: 'Blusa', stock: 4 }), 1), size: null };
    const c = start([beforeSizes, toCartLine(blouse, 1, 'XS')], [blouse]);
    await waitFor(c.actor, (s) => s.matches({ stock: 'idle' }));
    expect(c.ctx().lines).toEqual([]);
    expect(c.ctx().notices).toEqual([MESSAGES.sizeNeeded('Blusa'), MESSAGES.productGone('Blusa, talla XS')]);
    expect(MESSAGES.sizeNeeded('Blusa')).toBe(
      '«Blusa» ahora se vende por talla y se quitó de tu carrito: elige tu talla en su página.',
    );
    // A sized line of a product gone altogether is named with its size.
    const gone = start([toCartLine(blouse, 1, 'M')], []);
    await waitFor(gone.actor, (s) => s.matches({ stock: 'idle' }));
    expect(gone.ctx().notices).toEqual(['«Blusa, talla M» ya no está disponible y se quitó de tu carrito.']);
  });

  it('a check asks about each product once, however many sizes of it the cart holds', async () => {
    const asked: number[][] = [];
    const machine = cartMachine.provide({
      actors: {
        cartProductsLoader: fromPromise(async ({ input }) => {
          asked.push(input.productIds);
          return { productIds: input.productIds, products: [blouse] };
        }),
      },
    });
    const actor = createActor(machine, {
      input: { lines: [toCartLine(blouse, 1, 'M'), toCartLine(blouse, 1, 'L')] },
    }).start();
    await waitFor(actor, (s) => s.matches({ stock: 'idle' }));
    actor.send({ type: 'cart.add', product: blouse, quantity: 1, size: 'M' });
    await waitFor(actor, (s) => !isAdding(s));
    expect(asked).toEqual([[5], [5]]);
  });
});
