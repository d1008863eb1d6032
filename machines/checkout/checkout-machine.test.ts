import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { User } from '../../contract/auth';
import { AddressUpdateSchema } from '../../contract/user';
import { ADDRESS } from '../../copy/address';
import { MESSAGES } from '../../copy/notices';
import { VALIDATION } from '../../copy/validation';
import { oldAddressUser, sampleUser } from '../auth/fixtures';
import { toCartLine } from '../cart/cart-machine';
import { makeProduct } from '../cart/fixtures';
import {
  addressLine,
  type CheckoutSessionInput,
  checkoutMachine,
  hasCompleteAddress,
  paymentErrorText,
  shippingAddressText,
  shippingDetails,
} from './checkout-machine';
import { sampleUserLine, typedAddress, typedAddressLine } from './fixtures';
import { checkoutTotals } from './selectors';

const lines = [toCartLine(makeProduct(1, { price: 30000 }), 1), toCartLine(makeProduct(2, { price: 10000 }), 1)];
const noAddress: User = {
  ...sampleUser,
  shipping_state: null,
  shipping_city: '',
  shipping_address_line1: null,
  shipping_zipcode: '123',
};
const address = typedAddress;

function start(user: User, opts: { shipping?: number | Error; session?: { url: string } | unknown } = {}) {
  const sessions: CheckoutSessionInput[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      shippingPriceLoader: fromPromise(async () => {
        if (opts.shipping instanceof Error) throw opts.shipping;
        return { shipping_delivery_price: opts.shipping ?? 149.9 };
      }),
      profileAddressSaver: fromPromise(async ({ input }) => ({ ...sampleUser, ...input.address })),
      checkoutSessionCreator: fromPromise(async ({ input }) => {
        sessions.push(input);
        if (opts.session && !(opts.session as { url?: string }).url) throw opts.session;
        return { url: 'https://pay.example/s/1' };
      }),
    },
  });
  const actor = createActor(machine, { input: { user, lines } });
  const effects: unknown[] = [];
  actor.on('*', (e) => void effects.push(e));
  actor.start();
  return { actor, effects, sessions };
}

describe('checkout machine', () => {
  it('home delivery with a complete profile: loads shipping, continues, redirects', async () => {
    const t = start(sampleUser);
    expect(t.actor.getSnapshot().matches({ ordering: { delivery: { home: 'ready' } } })).toBe(true);
    await waitFor(t.actor, (s) => s.matches({ ordering: { shipping: 'loaded' } }));
    const totals = checkoutTotals(t.actor.getSnapshot());
    expect(totals).toMatchObject({
      tier: 'twoForOne',
      totalCents: 30000,
      shippingCents: 14990,
      grandTotalCents: 44990,
    });
    t.actor.send({ type: 'checkout.continue' });
    await waitFor(t.actor, (s) => s.matches('redirecting'));
    expect(t.sessions[0]).toMatchObject({
      userId: 7,
      shipping_address: sampleUserLine,
      shipping_details: shippingDetails({ ...t.actor.getSnapshot().context, user: sampleUser }, 'home'),
      delivery: 'home',
    });
    expect(t.sessions[0]!.shipping_details).toMatchObject({
      shipping_neighborhood: 'Centro',
      shipping_interior_number: '',
    });
    expect(t.actor.getSnapshot().context.redirectUrl).toBe('https://pay.example/s/1');
    expect(t.effects).toEqual([{ type: 'redirect', url: 'https://pay.example/s/1' }]);
  });

  it('home delivery with an incomplete profile shows the form; saving updates the profile', async () => {
    expect(hasCompleteAddress(noAddress)).toBe(false);
    const t = start(noAddress);
    expect(t.actor.getSnapshot().matches({ ordering: { delivery: { home: 'editing' } } })).toBe(true);
    t.actor.send({ type: 'checkout.continue' });
    expect(t.effects).toEqual([
      { type: 'toast', kind: 'error', message: MESSAGES.missingShippingInfo, durationMs: 3000 },
    ]);
    t.actor.send({ type: 'checkout.address.submit', address });
    await waitFor(t.actor, (s) => s.matches({ ordering: { delivery: { home: 'ready' } } }));
    expect(t.actor.getSnapshot().context.user).toMatchObject({
      shipping_neighborhood: 'Centro',
      shipping_city: 'Delicias',
    });
    expect(t.effects[1]).toMatchObject({ type: 'checkout.user.updated' });
  });

  it('pickup is free; other address is saved read-only and reopened with Editar', async () => {
    const t = start(sampleUser, { shipping: new Error('down') });
    await waitFor(t.actor, (s) => s.matches({ ordering: { shipping: 'failed' } }));
    expect(t.effects).toEqual([{ type: 'toast', kind: 'error', message: MESSAGES.shippingCostFailed }]);
    t.actor.send({ type: 'checkout.continue' });
    expect(t.effects[1]).toEqual({ type: 'toast', kind: 'error', message: MESSAGES.shippingCostFailed });
    t.actor.send({ type: 'checkout.delivery.select', option: 'pickup' });
    expect(checkoutTotals(t.actor.getSnapshot()).shippingCents).toBe(0);
    t.actor.send({ type: 'checkout.delivery.select', option: 'other' });
    expect(t.actor.getSnapshot().matches({ ordering: { delivery: { other: 'editing' } } })).toBe(true);
    t.actor.send({ type: 'checkout.address.submit', address: { ...address, shipping_zipcode: '330' } });
    expect(t.actor.getSnapshot().matches({ ordering: { delivery: { other: 'editing' } } })).toBe(true);
    expect(t.actor.getSnapshot().context.addressErrors).toEqual({ shipping_zipcode: VALIDATION.zipcode });
    t.actor.send({ type: 'checkout.address.submit', address });
    expect(t.actor.getSnapshot().matches({ ordering: { delivery: { other: 'saved' } } })).toBe(true);
    expect(t.actor.getSnapshot().context.addressErrors).toEqual({});
    t.actor.send({ type: 'checkout.address.edit' });
    expect(t.actor.getSnapshot().matches({ ordering: { delivery: { other: 'editing' } } })).toBe(true);
  });

  it('the address form sends what was typed: the machine names each wrong field, and a form left and entered again is clean', () => {
    const t = start(noAddress);
    t.actor.send({
      type: 'checkout.address.submit',
      address: { ...address, shipping_city: '  ', shipping_zipcode: '3100' },
    });
    expect(t.actor.getSnapshot().matches({ ordering: { delivery: { home: 'editing' } } })).toBe(true);
    expect(t.actor.getSnapshot().context.addressErrors).toEqual({
      shipping_city: VALIDATION.required,
      shipping_zipcode: VALIDATION.zipcode,
    });
    expect(t.effects).toEqual([
      { type: 'toast', kind: 'error', message: MESSAGES.missingShippingInfo, durationMs: 3000 },
    ]);
    t.actor.send({ type: 'checkout.delivery.select', option: 'pickup' });
    expect(t.actor.getSnapshot().context.addressErrors).toEqual({});
    t.actor.send({ type: 'checkout.delivery.select', option: 'home' });
    expect(t.actor.getSnapshot().matches({ ordering: { delivery: { home: 'editing' } } })).toBe(true);
    expect(t.actor.getSnapshot().context.addressErrors).toEqual({});
  });

  it('a complete profile address is changed in place: Cambiar opens the form, Cancelar goes back to it', async () => {
    const t = start(sampleUser);
    t.actor.send({ type: 'checkout.address.edit' });
    expect(t.actor.getSnapshot().matches({ ordering: { delivery: { home: 'editing' } } })).toBe(true);
    t.actor.send({ type: 'checkout.address.cancel' });
    expect(t.actor.getSnapshot().matches({ ordering: { delivery: { home: 'ready' } } })).toBe(true);
    t.actor.send({ type: 'checkout.address.edit' });
    t.actor.send({ type: 'checkout.address.submit', address });
    await waitFor(t.actor, (s) => s.matches({ ordering: { delivery: { home: 'ready' } } }));
    expect(t.actor.getSnapshot().context.user.shipping_city).toBe('Delicias');
  });

  it('continue with the address form open submits what it holds: the missing fields are named, a complete one is saved', () => {
    const t = start(oldAddressUser);
    expect(t.actor.getSnapshot().matches({ ordering: { delivery: { home: 'editing' } } })).toBe(true);
    t.actor.send({
      type: 'checkout.continue',
      address: { ...address, shipping_neighborhood: '', shipping_state: 'Sonora' },
    });
    expect(t.actor.getSnapshot().context.addressErrors).toEqual({
      shipping_neighborhood: VALIDATION.required,
      shipping_state: ADDRESS.error.postalCodeOtherState('Chihuahua'),
    });
    expect(t.effects).toEqual([
      { type: 'toast', kind: 'error', message: MESSAGES.missingShippingInfo, durationMs: 3000 },
    ]);
    t.actor.send({ type: 'checkout.delivery.select', option: 'other' });
    t.actor.send({ type: 'checkout.continue', address });
    expect(t.actor.getSnapshot().matches({ ordering: { delivery: { other: 'saved' } } })).toBe(true);
    expect(t.actor.getSnapshot().matches({ ordering: { payment: 'idle' } })).toBe(true);
    expect(t.effects).toHaveLength(1);
    t.actor.send({ type: 'checkout.address.edit' });
    t.actor.send({ type: 'checkout.address.cancel' });
    expect(t.actor.getSnapshot().matches({ ordering: { delivery: { other: 'saved' } } })).toBe(true);
  });

  it('continue without a form open (pickup, or a form being saved) never submits an address', () => {
    const t = start(sampleUser);
    t.actor.send({ type: 'checkout.delivery.select', option: 'other' });
    t.actor.send({ type: 'checkout.continue' });
    expect(t.actor.getSnapshot().matches({ ordering: { delivery: { other: 'editing' } } })).toBe(true);
    expect(t.effects).toEqual([
      { type: 'toast', kind: 'error', message: MESSAGES.missingShippingInfo, durationMs: 3000 },
    ]);
  });

  it('payment failure shows the server error or the default', async () => {
    expect(paymentErrorText({ error: 'Sin existencias de Blusa' })).toBe('Sin existencias de Blusa');
    expect(paymentErrorText(new Error('x'))).toBe(MESSAGES.paymentFailed);

    const f = start(sampleUser, { session: { error: 'Sin existencias de Blusa' } });
    await waitFor(f.actor, (s) => s.matches({ ordering: { shipping: 'loaded' } }));
    f.actor.send({ type: 'checkout.continue' });
    await waitFor(f.actor, (s) => s.matches({ ordering: { payment: 'idle' } }) && f.effects.length > 0);
    expect(f.effects).toEqual([{ type: 'toast', kind: 'error', message: 'Sin existencias de Blusa' }]);
  });
});

describe('checkout helpers', () => {
  it("the session address: the profile's for home (empty while incomplete), the store for pickup, the typed one for another address (empty until typed)", () => {
    const context = {
      user: sampleUser,
      lines,
      otherAddress: null,
      addressErrors: {},
      shippingCents: null,
      redirectUrl: null,
    };
    expect(shippingAddressText(context, 'home')).toBe(sampleUserLine);
    expect(shippingAddressText({ ...context, user: noAddress }, 'home')).toBe('');
    expect(shippingAddressText(context, 'pickup')).toBe(MESSAGES.storePickupAddress);
    expect(shippingAddressText(context, 'other')).toBe('');
    const other = AddressUpdateSchema.parse(address);
    expect(shippingAddressText({ ...context, otherAddress: other }, 'other')).toBe(typedAddressLine);
    expect(addressLine(other)).toBe(typedAddressLine);
    expect(shippingDetails(context, 'pickup')).toBeNull();
    expect(shippingDetails({ ...context, otherAddress: other }, 'other')).toBe(other);
    expect(shippingDetails(context, 'other')).toBeNull();
    expect(shippingDetails({ ...context, user: noAddress }, 'home')).toBeNull();
    // An address saved before the Mexican fields is incomplete: home delivery asks for the rest.
    expect(hasCompleteAddress(oldAddressUser)).toBe(false);
    expect(hasCompleteAddress(null)).toBe(false);
    expect(shippingAddressText({ ...context, user: oldAddressUser }, 'home')).toBe('');
  });

  it("the payment error: the server's text when it is a non-blank string, else the store's own sentence", () => {
    expect(paymentErrorText({ error: 'Sin existencias de Blusa' })).toBe('Sin existencias de Blusa');
    for (const e of [{ error: '  ' }, { error: 3 }, { message: 'x' }, 'boom', null, undefined])
      expect(paymentErrorText(e)).toBe(MESSAGES.paymentFailed);
  });

  it('an actor the app forgot to provide fails with a message that says how to provide it', async () => {
    const errors: unknown[] = [];
    const actor = createActor(checkoutMachine, {
      input: { user: sampleUser, lines },
      inspect: (e) => {
        if (e.type === '@xstate.event' && e.event.type.startsWith('xstate.error.actor'))
          errors.push((e.event as unknown as { error: Error }).error.message);
      },
    }).start();
    await waitFor(actor, (s) => s.matches({ ordering: { shipping: 'failed' } }));
    expect(errors).toEqual([
      'checkout: provide the "shippingPriceLoader" actor with checkoutMachine.provide({ actors })',
    ]);
  });
});
