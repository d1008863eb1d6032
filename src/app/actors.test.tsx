import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, fromPromise, type InspectionEvent } from 'xstate';
import { sampleUser } from '../../machines/auth/fixtures';
import { saveSession } from '../../machines/auth/storage';
import { makeProduct } from '../../machines/cart/fixtures';
import { saveCart } from '../../machines/cart/storage';
import { checkoutMachine } from '../../machines/checkout/checkout-machine';
import { productListMachine } from '../../machines/product-list/product-list-machine';
import { startActors } from './actors';

// The network stays out: the cart's refresh and the logout's revocation never answer.
vi.mock('../api/products', () => ({
  getCartProducts: () => new Promise(() => {}),
  listProducts: () => new Promise(() => {}),
}));
vi.mock('../api/auth', () => ({ login: vi.fn(), signup: vi.fn(), revokeSession: () => Promise.resolve() }));

// A request that never answers, standing in for every invoked actor of the pages.
const pending = fromPromise(() => new Promise<never>(() => {})) as never;
const line = { ...makeProduct(1), quantity: 1, size: null };

afterEach(() => window.localStorage.clear());

describe("the app's actor system, as the app starts it", () => {
  it('every actor reports to one inspection observer, page actors too, and a message between actors carries its sender', () => {
    saveSession(window.localStorage, { user: sampleUser, token: 't' });
    saveCart(window.localStorage, [line]);
    const seen: InspectionEvent[] = [];
    const actors = startActors({ inspect: { next: (e) => void seen.push(e) } });
    const reported = () => new Set(seen.filter((e) => e.type === '@xstate.actor').map((e) => e.actorRef));

    // The long-lived actors: one system, each reporting.
    for (const name of ['cart', 'favourites', 'auth', 'search', 'slider'] as const) {
      expect(reported().has(actors[name]), name).toBe(true);
      expect(actors.root.system.get(name) === actors[name], name).toBe(true);
    }

    // The pages' actors (what usePageActor sends), while their page is open.
    actors.root.send({
      type: 'app.page.open',
      id: 'list',
      logic: productListMachine.provide({ actors: { productsLoader: pending } }),
      input: { query: {} },
    });
    actors.root.send({
      type: 'app.page.open',
      id: 'checkout',
      logic: checkoutMachine.provide({
        actors: { shippingPriceLoader: pending, profileAddressSaver: pending, checkoutSessionCreator: pending },
      }),
      input: { user: sampleUser, lines: [line] },
    });
    const children = actors.root.getSnapshot().children as Record<string, AnyActorRef>;
    expect(reported().has(children.list!)).toBe(true);
    expect(reported().has(children.checkout!)).toBe(true);

    // auth → cart: the logout's cart reset is a message from auth.
    actors.auth.send({ type: 'auth.logout' });
    const reset = seen.find(
      (e): e is Extract<InspectionEvent, { type: '@xstate.event' }> =>
        e.type === '@xstate.event' && e.event.type === 'cart.reset',
    );
    expect(reset?.actorRef === actors.cart).toBe(true);
    expect(reset?.sourceRef === actors.auth).toBe(true);
    expect(actors.cart.getSnapshot().context.lines).toEqual([]);
  });
});
