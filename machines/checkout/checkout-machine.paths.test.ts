import { describe, expect, it } from 'vitest';
import type { EventFromLogic } from 'xstate';
import type { User } from '../../contract/auth';
import { addressDraft, formatAddress } from '../../contract/mexican-address';
import { type AddressFields, type AddressUpdate, AddressUpdateSchema } from '../../contract/user';
import { MESSAGES } from '../../copy/notices';
import { oldAddressUser, sampleUser } from '../auth/fixtures';
import { toCartLine } from '../cart/cart-machine';
import { makeProduct } from '../cart/fixtures';
import { priceCart } from '../cart/pricing';
import {
  coverageReport,
  type Effect,
  type EventFixtures,
  invocationLog,
  type StepInfo,
  walkAll,
  walkRefusals,
} from '../testing/model';
import { type CheckoutEvent, type CheckoutInput, checkoutMachine, type Delivery } from './checkout-machine';
import { typedAddress } from './fixtures';
import { checkoutTotals } from './selectors';

const log = invocationLog();
const machine = checkoutMachine.provide({
  actors: {
    shippingPriceLoader: log.actor('shippingPriceLoader'),
    profileAddressSaver: log.actor('profileAddressSaver'),
    checkoutSessionCreator: log.actor('checkoutSessionCreator'),
  },
});
type Snap = ReturnType<typeof machine.transition>;

// The address typed in the form differs from every profile address below, so a session that
// carries the profile's instead of the typed one is told apart.
const address = typedAddress;
const savedUser: User = { ...sampleUser, ...address };
const lines = [toCartLine(makeProduct(1, { price: 19999 }), 3)];
// The cart after a refresh on another tab: one unit less, so the tier and the total change.
const fewerLines = [toCartLine(makeProduct(1, { price: 19999 }), 2)];

/** A complete address: the contract's rule (its oracle is address-properties.test.ts). */
const details = (a: Partial<Record<keyof AddressUpdate, string | null>> | null): AddressUpdate | null => {
  const parsed = AddressUpdateSchema.safeParse(addressDraft(a));
  return parsed.success ? parsed.data : null;
};
const complete = (a: Partial<Record<keyof AddressUpdate, string | null>> | null) => details(a) !== null;

const FIXTURES = {
  'checkout.delivery.select': [
    { type: 'checkout.delivery.select', option: 'home' },
    { type: 'checkout.delivery.select', option: 'pickup' },
    { type: 'checkout.delivery.select', option: 'other' },
  ],
  'checkout.address.submit': [
    { type: 'checkout.address.submit', address },
    { type: 'checkout.address.submit', address: { ...address, shipping_zipcode: '3300' } },
    { type: 'checkout.address.submit', address: { ...address, shipping_city: '  ' } },
  ],
  'checkout.address.edit': [{ type: 'checkout.address.edit' }],
  'checkout.address.cancel': [{ type: 'checkout.address.cancel' }],
  'checkout.shipping.retry': [{ type: 'checkout.shipping.retry' }],
  // Continue with nothing open, and from an open form holding a complete address (a half-typed one
  // is refused there as its submit is: checkout-machine.test.ts).
  'checkout.continue': [{ type: 'checkout.continue' }, { type: 'checkout.continue', address }],
  'checkout.cart.changed': [{ type: 'checkout.cart.changed', lines: fewerLines }],
} satisfies EventFixtures<CheckoutEvent>;

type AnyEvent = { type: string; [k: string]: unknown };
/** The invoked actors' completions, as the app's actors would report them. */
const COMPLETIONS = {
  shippingPrice: [
    { type: 'xstate.done.actor.shippingPrice', output: { shipping_delivery_price: 149.9 } },
    { type: 'xstate.error.actor.shippingPrice', error: 'down' },
  ],
  profileAddress: [
    { type: 'xstate.done.actor.profileAddress', output: savedUser },
    { type: 'xstate.error.actor.profileAddress', error: 'down' },
  ],
  checkoutSession: [
    { type: 'xstate.done.actor.checkoutSession', output: { url: 'https://pay.example/s/1' } },
    { type: 'xstate.error.actor.checkoutSession', error: { error: 'Sin existencias de Blusa' } },
    { type: 'xstate.error.actor.checkoutSession', error: 'boom' },
  ],
} as Record<string, AnyEvent[]> as Record<string, CheckoutEvent[]>;
const EVENTS: CheckoutEvent[] = [...Object.values(FIXTURES).flat(), ...Object.values(COMPLETIONS).flat()];

// A complete profile, and one saved before the Mexican address (street, city, state text and
// postal code only: incomplete). There is always a user: the payment page exists only for a
// signed-in customer.
const INPUTS: CheckoutInput[] = [
  { user: sampleUser, lines },
  { user: oldAddressUser, lines },
];

const OPTIONAL: (keyof AddressUpdate)[] = ['shipping_interior_number', 'shipping_references'];
/** The fields a typed address of the fixtures leaves wrong (restated): a required one blank, or a postal code that is not 5 digits. */
const wrongFields = (a: AddressFields): string[] =>
  (Object.keys(a) as (keyof AddressUpdate)[])
    .filter((k) =>
      k === 'shipping_zipcode' ? !/^[0-9]{5}$/.test(a[k].trim()) : !OPTIONAL.includes(k) && a[k].trim() === '',
    )
    .sort();
const isEditing = (s: Snap) =>
  s.matches({ ordering: { delivery: { home: 'editing' } } }) ||
  s.matches({ ordering: { delivery: { other: 'editing' } } });

const err = (message: string, durationMs?: number): Effect =>
  durationMs ? { type: 'toast', kind: 'error', message, durationMs } : { type: 'toast', kind: 'error', message };
const missingShipping = err(MESSAGES.missingShippingInfo, 3000);

/** The option the shopper chose: the delivery region's state (null once redirecting). */
function optionOf(s: Snap): Delivery | null {
  const value = s.value as { ordering?: { delivery: string | Record<string, string> } } | string;
  if (typeof value === 'string' || !value.ordering) return null;
  const region = value.ordering.delivery;
  const key = typeof region === 'string' ? region : Object.keys(region)[0];
  return key as Delivery;
}
const paymentIdle = (s: Snap) => s.matches({ ordering: { payment: 'idle' } });

/** Delivery can be paid for: pickup, a complete profile address (a), or a saved typed one (c). */
function deliveryReady(s: Snap): boolean {
  const c = s.context;
  const option = optionOf(s);
  if (option === 'pickup') return true;
  if (option === 'home') return complete(c.user) && s.matches({ ordering: { delivery: { home: 'ready' } } });
  return c.otherAddress !== null && s.matches({ ordering: { delivery: { other: 'saved' } } });
}

/**
 * The checkout's rules and error texts, restated: when an event must change nothing, and what it then shows.
 * Completions are not offered as refused events: a stopped actor's answer never arrives.
 */
function refusal(s: Snap, event: EventFromLogic<typeof machine>): Effect[] | null {
  const c = s.context;
  const e = event as AnyEvent;
  // Redirecting is final: nothing is accepted any more.
  if (s.matches('redirecting')) return [];
  switch (e.type) {
    case 'checkout.delivery.select':
      // The same option again, or any option while the session is being created.
      return optionOf(s) === e.option || !paymentIdle(s) ? [] : null;
    case 'checkout.address.submit':
      // In a form, every submit is answered: saved, or its field errors shown (checkStep).
      return s.matches({ ordering: { delivery: { home: 'editing' } } }) ||
        s.matches({ ordering: { delivery: { other: 'editing' } } })
        ? null
        : [];
    case 'checkout.address.edit':
      // Editar on a saved other address, Cambiar on a ready profile address.
      return (s.matches({ ordering: { delivery: { other: 'saved' } } }) ||
        s.matches({ ordering: { delivery: { home: 'ready' } } })) &&
        paymentIdle(s)
        ? null
        : [];
    case 'checkout.address.cancel':
      return isEditing(s) ? null : [];
    case 'checkout.shipping.retry':
      return s.matches({ ordering: { shipping: 'failed' } }) ? null : [];
    case 'checkout.continue':
      if (!paymentIdle(s)) return [];
      // From an open form, continue submits what it holds (checkStep checks it as a submit).
      if (!deliveryReady(s)) return isEditing(s) && e.address ? null : [missingShipping];
      if (optionOf(s) !== 'pickup' && c.shippingCents === null) return [err(MESSAGES.shippingCostFailed)];
      return null;
    case 'checkout.cart.changed':
      return null;
    default:
      return null;
  }
}

/** A submitted address (the form's, or an open form's on continue): saved when complete, else named field by field. */
function checkSubmit({ before, after, effects }: StepInfo<typeof machine>, typed: AddressFields) {
  const ctx = after.context;
  if (!complete(typed)) {
    // Refused in the form: it stays, names each wrong field, and says what is missing.
    expect(effects).toEqual([missingShipping]);
    expect(after.value).toEqual(before.value);
    expect(Object.keys(ctx.addressErrors).sort()).toEqual(wrongFields(typed));
    expect(Object.values(ctx.addressErrors).every((m) => typeof m === 'string' && m.length > 0)).toBe(true);
  } else if (before.matches({ ordering: { delivery: { other: 'editing' } } })) {
    expect(effects).toEqual([]);
    expect(ctx.otherAddress).toEqual(address);
    expect(after.matches({ ordering: { delivery: { other: 'saved' } } })).toBe(true);
  } else expect(after.matches({ ordering: { delivery: { home: 'saving' } } })).toBe(true);
}

function checkStep(s: StepInfo<typeof machine>) {
  const { before, after, effects, invoked } = s;
  const event = s.event as AnyEvent;
  const ctx = after.context;
  // Totals: the cart rule plus shipping (free for pickup, unknown until loaded).
  // The option lives in the state only: no context field can disagree with it.
  expect(Object.keys(ctx)).not.toContain('delivery');
  if (after.status === 'done') {
    expect(after.value).toBe('redirecting');
  } else {
    const totals = checkoutTotals(after);
    const itemsCents = priceCart(ctx.lines).totalCents;
    expect(itemsCents).toBe(ctx.lines[0]!.quantity === 3 ? 30000 : 19999); // 3 units at half price; 2 units: 2x1 charges one
    expect(totals.totalCents).toBe(itemsCents);
    expect(totals.shippingCents).toBe(
      optionOf(after) === 'pickup' ? 0 : after.matches({ ordering: { shipping: 'loaded' } }) ? 14990 : null,
    );
    expect(totals.grandTotalCents).toBe(itemsCents + (totals.shippingCents ?? 0));
  }
  // Errors belong to the form they were made in: none outside a form, none in a form just entered.
  const formOf = (x: Snap) =>
    x.matches({ ordering: { delivery: { home: 'editing' } } })
      ? 'home'
      : x.matches({ ordering: { delivery: { other: 'editing' } } })
        ? 'other'
        : null;
  if (formOf(after) === null || formOf(after) !== formOf(before)) expect(ctx.addressErrors).toEqual({});
  // Option a is ready only with a complete profile address, and is ready as soon as it is chosen with one.
  if (after.matches({ ordering: { delivery: { home: 'ready' } } })) expect(complete(ctx.user)).toBe(true);
  if (after.matches({ ordering: { delivery: 'home' } }) && !before.matches({ ordering: { delivery: 'home' } }))
    expect(after.matches({ ordering: { delivery: { home: 'ready' } } })).toBe(complete(ctx.user));

  // What the machine hands to the outside: the input of every actor it starts.
  const expectedInvocations: unknown[] = [];
  if (event.type === 'checkout.shipping.retry') expectedInvocations.push({ src: 'shippingPriceLoader', input: null });
  if (
    after.matches({ ordering: { delivery: { home: 'saving' } } }) &&
    !before.matches({ ordering: { delivery: { home: 'saving' } } })
  ) {
    expectedInvocations.push({
      src: 'profileAddressSaver',
      input: { userId: before.context.user.ecommerce_user_id, address: details(event.address as AddressFields) },
    });
  }
  if (
    after.matches({ ordering: { payment: 'submitting' } }) &&
    !before.matches({ ordering: { payment: 'submitting' } })
  ) {
    const c = before.context;
    const option = optionOf(before)!;
    const shipped = { home: details(c.user), pickup: null, other: details(address) }[option];
    expectedInvocations.push({
      src: 'checkoutSessionCreator',
      input: {
        products: c.lines,
        userId: c.user.ecommerce_user_id,
        shipping_address: shipped ? formatAddress(shipped) : 'Recoger en tienda',
        shipping_details: shipped,
        delivery: option,
      },
    });
  }
  expect(invoked).toEqual(expectedInvocations);

  switch (event.type) {
    case 'checkout.continue': {
      const expected = refusal(before, s.event);
      if (expected) expect(effects).toEqual(expected);
      else if (isEditing(before)) checkSubmit(s, event.address as AddressFields);
      else {
        expect(effects).toEqual([]);
        expect(after.matches({ ordering: { payment: 'submitting' } })).toBe(true);
      }
      break;
    }
    case 'checkout.address.submit': {
      const expected = refusal(before, s.event);
      if (expected) expect(effects).toEqual(expected);
      else checkSubmit(s, event.address as AddressFields);
      break;
    }
    case 'checkout.address.cancel':
      // Back to the saved address when there is one; else the form again, clean.
      expect(effects).toEqual([]);
      if (before.matches({ ordering: { delivery: 'home' } }))
        expect(after.matches({ ordering: { delivery: { home: complete(ctx.user) ? 'ready' : 'editing' } } })).toBe(
          true,
        );
      else
        expect(after.matches({ ordering: { delivery: { other: ctx.otherAddress ? 'saved' : 'editing' } } })).toBe(true);
      break;
    case 'checkout.address.edit':
      expect(effects).toEqual([]);
      if (refusal(before, s.event) === null) expect(isEditing(after)).toBe(true);
      break;
    case 'xstate.done.actor.shippingPrice':
      expect(ctx.shippingCents).toBe(14990);
      break;
    case 'xstate.error.actor.shippingPrice':
      expect(effects).toEqual([err(MESSAGES.shippingCostFailed)]);
      break;
    case 'xstate.done.actor.profileAddress':
      expect(effects).toEqual([{ type: 'checkout.user.updated', user: savedUser }]);
      expect(ctx.user).toEqual(savedUser);
      expect(after.matches({ ordering: { delivery: { home: 'ready' } } })).toBe(true);
      break;
    case 'xstate.error.actor.profileAddress':
      expect(effects).toEqual([err(MESSAGES.profileUpdateFailed)]);
      expect(after.matches({ ordering: { delivery: { home: 'editing' } } })).toBe(true);
      break;
    case 'xstate.done.actor.checkoutSession':
      expect(effects).toEqual([{ type: 'redirect', url: 'https://pay.example/s/1' }]);
      expect(ctx.redirectUrl).toBe('https://pay.example/s/1');
      expect(after.status).toBe('done');
      break;
    case 'xstate.error.actor.checkoutSession':
      expect(effects).toEqual([
        err(typeof event.error === 'object' ? 'Sin existencias de Blusa' : MESSAGES.paymentFailed),
      ]);
      expect(after.matches({ ordering: { payment: 'idle' } })).toBe(true);
      break;
    case 'checkout.cart.changed':
      // The lines are replaced; the state (delivery chosen, address, payment) is kept.
      expect(effects).toEqual([]);
      expect(ctx.lines).toEqual(event.lines);
      expect(after.value).toEqual(before.value);
      break;
    default:
      expect(effects).toEqual([]);
  }
}

describe('checkout machine: generated paths', () => {
  it('walks every path for a complete profile and an incomplete one, covering every committed transition', () => {
    const walked = new Set<string>();
    let total = 0;
    for (const input of INPUTS) {
      total += walkAll(
        machine,
        { events: () => EVENTS, input },
        { shape: 'checkout', onStep: checkStep, invocations: log.calls },
        walked,
      ).paths;
    }
    const report = coverageReport('checkout', walked);
    console.log(`${report.line}, ${total} paths`);
    expect(report.missing).toEqual([]);
    // The walk grew with the address's events (change in place, cancel, continue from a form): a
    // loaded shared machine takes it past a minute.
  }, 180_000);

  it('in every reachable state, a refused event changes nothing and shows only what the rules say', () => {
    let tried = 0;
    let refused = 0;
    for (const input of INPUTS) {
      const r = walkRefusals(
        machine,
        { events: () => EVENTS, input },
        { shape: 'checkout', fixtures: FIXTURES, refusal },
      );
      tried += r.tried;
      refused += r.refused;
    }
    console.log(`refused events: ${refused} of ${tried} tried (checkout)`);
    expect(refused).toBeGreaterThan(0);
  }, 60_000);
});
