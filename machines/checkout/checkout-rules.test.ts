import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { User } from '../../contract/auth';
import { sampleUser } from '../auth/fixtures';
import { toCartLine } from '../cart/cart-machine';
import { makeProduct } from '../cart/fixtures';
import { type CheckoutSessionInput, checkoutMachine } from './checkout-machine';
import { typedAddress, typedAddressLine } from './fixtures';

// The delivery option lives in the state only, nothing moves while the session
// is being created, `redirecting` ends the machine, and a cart change arrives as an event.
const lines = [toCartLine(makeProduct(1, { price: 30000 }), 1)];
const address = typedAddress;

function start(user: User, session: 'pending' | 'ok' = 'pending') {
  const sessions: CheckoutSessionInput[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      shippingPriceLoader: fromPromise(async () => ({ shipping_delivery_price: 149.9 })),
      profileAddressSaver: fromPromise(async ({ input }) => ({ ...sampleUser, ...input.address })),
      checkoutSessionCreator: fromPromise(({ input }) => {
        sessions.push(input);
        return session === 'ok' ? Promise.resolve({ url: 'https://pay.example/s/1' }) : new Promise<never>(() => {});
      }),
    },
  });
  const actor = createActor(machine, { input: { user, lines } });
  const effects: unknown[] = [];
  actor.on('*', (e) => void effects.push(e));
  actor.start();
  const frozen = () => JSON.stringify([actor.getSnapshot().value, actor.getSnapshot().context]);
  return { actor, effects, sessions, frozen };
}

const shippingLoaded = (s: { context: { shippingCents: number | null } }) => s.context.shippingCents !== null;

describe('checkout machine: delivery and address are frozen while the session is being created', () => {
  it('a delivery change sent while the session is being created changes nothing', async () => {
    const t = start(sampleUser);
    await waitFor(t.actor, shippingLoaded);
    t.actor.send({ type: 'checkout.continue' });
    expect(t.sessions).toHaveLength(1);
    const before = t.frozen();
    for (const option of ['pickup', 'other', 'home'] as const) {
      t.actor.send({ type: 'checkout.delivery.select', option });
      expect(t.frozen(), `option ${option}`).toBe(before);
    }
    expect(t.effects).toEqual([]);
  });

  it('Editar on a saved other address, sent while the session is being created, changes nothing', async () => {
    const t = start(sampleUser);
    await waitFor(t.actor, shippingLoaded);
    t.actor.send({ type: 'checkout.delivery.select', option: 'other' });
    t.actor.send({ type: 'checkout.address.submit', address });
    t.actor.send({ type: 'checkout.continue' });
    expect(t.sessions).toEqual([expect.objectContaining({ delivery: 'other', shipping_address: typedAddressLine })]);
    const before = t.frozen();
    t.actor.send({ type: 'checkout.address.edit' });
    expect(t.frozen()).toBe(before);
  });
});

describe('checkout machine: redirecting is final', () => {
  it('once the session is created the machine is done, and later events change nothing', async () => {
    const t = start(sampleUser, 'ok');
    await waitFor(t.actor, shippingLoaded);
    t.actor.send({ type: 'checkout.continue' });
    await waitFor(t.actor, (s) => s.context.redirectUrl !== null);
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(t.actor.getSnapshot().value).toBe('redirecting');
  });
});

describe('checkout machine: the delivery option is stored once', () => {
  it('the context holds no delivery field beside the state', () => {
    const t = start(sampleUser);
    expect(Object.keys(t.actor.getSnapshot().context)).not.toContain('delivery');
  });
});

describe('checkout machine: a cart change arrives as an event', () => {
  it('checkout.cart.changed replaces the lines the totals and the session use, keeping the delivery chosen', async () => {
    const t = start(sampleUser);
    await waitFor(t.actor, shippingLoaded);
    t.actor.send({ type: 'checkout.delivery.select', option: 'pickup' });
    const changed = [toCartLine(makeProduct(1, { price: 25000 }), 2)];
    t.actor.send({ type: 'checkout.cart.changed', lines: changed } as never);
    expect(t.actor.getSnapshot().context.lines).toEqual(changed);
    t.actor.send({ type: 'checkout.continue' });
    expect(t.sessions).toEqual([expect.objectContaining({ products: changed, delivery: 'pickup' })]);
  });
});
