import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, type InspectionEvent } from 'xstate';
import { sampleUser } from '../auth/fixtures';
import { makeProduct } from '../cart/fixtures';
import { checkoutMachine } from '../checkout/checkout-machine';
import { productListMachine } from '../product-list/product-list-machine';
import { appMachine, GLOBAL_ACTORS } from './app-machine';

// A request that never answers, standing in for every invoked actor of the pages.
const pending = fromPromise(() => new Promise<never>(() => {})) as never;
const list = productListMachine.provide({ actors: { productsLoader: pending } });
const checkout = checkoutMachine.provide({
  actors: { shippingPriceLoader: pending, profileAddressSaver: pending, checkoutSessionCreator: pending },
});
const line = { ...makeProduct(1), quantity: 1, size: null };

/** The root with a signed-in shopper and one cart line, observed from its start by `inspect`. */
function start() {
  const seen: InspectionEvent[] = [];
  const root = createActor(appMachine, {
    input: {
      cart: { lines: [line] },
      auth: { session: { user: sampleUser, token: 't' } },
      favourites: { items: [] },
      slider: {},
    },
    inspect: { next: (e) => void seen.push(e) },
  }).start();
  const children = () => root.getSnapshot().children as Record<string, AnyActorRef | undefined>;
  const reported = () => seen.filter((e) => e.type === '@xstate.actor').map((e) => e.actorRef);
  return { root, seen, children, reported };
}

describe('the app actor system', () => {
  it('spawns every long-lived actor in one system, under its systemId, and each reports to the inspection observer', () => {
    const { root, children, reported } = start();
    for (const name of GLOBAL_ACTORS) {
      const actor = root.system.get(name) as AnyActorRef;
      expect(actor, name).toBeDefined();
      expect(children()[name]).toBe(actor);
      expect(root.getSnapshot().context[name]).toBe(actor);
      expect(reported()).toContain(actor);
      expect(actor.getSnapshot().status).toBe('active');
    }
    expect(reported()[0]).toBe(root);
    // The inputs reach them.
    expect(root.getSnapshot().context.cart.getSnapshot().context.lines).toEqual([line]);
    expect(root.getSnapshot().context.auth.getSnapshot().value).toBe('signedIn');
  });

  it('starts without input for the pages that need none', () => {
    const root = createActor(appMachine, { input: {} }).start();
    expect(root.getSnapshot().context.cart.getSnapshot().context.lines).toEqual([]);
    expect(root.getSnapshot().context.auth.getSnapshot().value).toBe('visitor');
  });

  it("auth's logout reaches the cart as a message from auth", () => {
    const { root, seen } = start();
    const { auth, cart } = root.getSnapshot().context;
    auth.send({ type: 'auth.logout' });
    const resets = seen.filter((e) => e.type === '@xstate.event' && e.event.type === 'cart.reset');
    expect(resets).toHaveLength(1);
    const [reset] = resets as Extract<InspectionEvent, { type: '@xstate.event' }>[];
    expect(reset!.actorRef === cart && reset!.sourceRef === auth).toBe(true);
    expect(cart.getSnapshot().context.lines).toEqual([]);
  });

  it('page actors join the system while open, with their input, and stop when closed', () => {
    const { root, children, reported, seen } = start();
    root.send({ type: 'app.page.open', id: 'list', logic: list, input: { query: { page: 1 } } });
    root.send({ type: 'app.page.open', id: 'pay', logic: checkout, input: { user: sampleUser, lines: [line] } });
    const listActor = children().list!;
    const payActor = children().pay!;
    expect(reported()).toEqual(expect.arrayContaining([listActor, payActor]));
    expect(listActor.getSnapshot().context.query).toEqual({ page: 1 });
    expect(payActor.getSnapshot().context.lines).toEqual([line]);
    listActor.send({ type: 'list.load', query: { page: 2 } });
    expect(
      seen.some((e) => e.type === '@xstate.event' && e.actorRef === listActor && e.event.type === 'list.load'),
    ).toBe(true);

    root.send({ type: 'app.page.close', id: 'list' });
    expect(children().list).toBeUndefined();
    expect(listActor.getSnapshot().status).toBe('stopped');
    expect(children().pay).toBe(payActor);
    expect(payActor.getSnapshot().status).toBe('active');
  });
});
