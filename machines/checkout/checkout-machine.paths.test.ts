import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/auth';
import type { AddressUpdate } from '../../contract/user';
import { sampleUser } from '../auth/fixtures';
import { makeProduct } from '../cart/fixtures';
import { priceCart } from '../cart/pricing';
import { MESSAGES } from '../messages';
import { coverageReport, invocationLog, walkAll, walkRefusals, type Effect, type EventFixtures, type StepInfo } from '../testing/model';
import { checkoutMachine, checkoutTotals, type CheckoutEvent, type CheckoutInput } from './checkout-machine';

const log = invocationLog();
const machine = checkoutMachine.provide({
  actors: { shippingPriceLoader: log.actor('shippingPriceLoader'), profileAddressSaver: log.actor('profileAddressSaver'), checkoutSessionCreator: log.actor('checkoutSessionCreator') },
});
type Snap = ReturnType<typeof machine.transition>;

// The address typed in the form differs from every profile address below, so a session that
// carries the profile's instead of the typed one is told apart.
const address = { shipping_state: 'Chihuahua', shipping_city: 'Delicias', shipping_address_line1: 'Calle 2 #30', shipping_zipcode: '33000' };
const savedUser: User = { ...sampleUser, ...address };
const lines = [{ ...makeProduct(1, { price: 199.99 }), quantity: 3 }];

/** SPEC section 5, restated: state, city and street present, postal code exactly 5 digits. */
const complete = (a: Partial<Record<keyof AddressUpdate, string | null>> | null) =>
  a !== null && [a.shipping_state, a.shipping_city, a.shipping_address_line1].every((v) => typeof v === 'string' && v.trim() !== '') && /^[0-9]{5}$/.test((a.shipping_zipcode ?? '').trim());
/** SPEC section 7: the address as one text line. */
const line = (a: Partial<Record<keyof AddressUpdate, string | null>>) => `${a.shipping_address_line1}, ${a.shipping_city}, ${a.shipping_state}, C.P. ${a.shipping_zipcode}`;

const FIXTURES = {
  'checkout.delivery.select': [
    { type: 'checkout.delivery.select', option: 'a' },
    { type: 'checkout.delivery.select', option: 'b' },
    { type: 'checkout.delivery.select', option: 'c' },
  ],
  'checkout.address.submit': [
    { type: 'checkout.address.submit', address },
    { type: 'checkout.address.submit', address: { ...address, shipping_zipcode: '3300' } },
    { type: 'checkout.address.submit', address: { ...address, shipping_city: '  ' } },
  ],
  'checkout.address.edit': [{ type: 'checkout.address.edit' }],
  'checkout.shipping.retry': [{ type: 'checkout.shipping.retry' }],
  'checkout.continue': [{ type: 'checkout.continue' }],
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

// A complete profile, one without postal code, one with a 4-digit postal code, and no user.
const INPUTS: CheckoutInput[] = [
  { user: sampleUser, lines },
  { user: { ...sampleUser, shipping_zipcode: null }, lines },
  { user: { ...sampleUser, shipping_zipcode: '3100' }, lines },
  { user: null, lines },
];

const err = (message: string, durationMs?: number): Effect => (durationMs ? { type: 'toast', kind: 'error', message, durationMs } : { type: 'toast', kind: 'error', message });
const missingShipping = err(MESSAGES.missingShippingInfo, 3000);

/** Delivery can be paid for: pickup, a complete profile address (a), or a saved typed one (c). */
function deliveryReady(s: Snap): boolean {
  const c = s.context;
  if (c.delivery === 'b') return true;
  if (c.delivery === 'a') return complete(c.user);
  return c.otherAddress !== null && s.matches({ delivery: { other: 'saved' } });
}

/**
 * SPEC sections 5 and 8, restated: when an event must change nothing, and what it then shows.
 * Completions are not offered as refused events: a stopped actor's answer never arrives.
 */
function refusal(s: Snap, event: CheckoutEvent): Effect[] | null {
  const c = s.context;
  const e = event as AnyEvent;
  switch (e.type) {
    case 'checkout.delivery.select':
      return c.delivery === e.option ? [] : null;
    case 'checkout.address.submit': {
      const home = s.matches({ delivery: { home: 'editing' } });
      if (!home && !s.matches({ delivery: { other: 'editing' } })) return [];
      if (home && !c.user) return [err(MESSAGES.missingUser)];
      return complete(e.address as AddressUpdate) ? null : [missingShipping];
    }
    case 'checkout.address.edit':
      return s.matches({ delivery: { other: 'saved' } }) ? null : [];
    case 'checkout.shipping.retry':
      return s.matches({ shipping: 'failed' }) ? null : [];
    case 'checkout.continue':
      if (!s.matches({ payment: 'idle' })) return [];
      if (!c.user) return [err(MESSAGES.missingUser)];
      if (!deliveryReady(s)) return [missingShipping];
      if (c.delivery !== 'b' && c.shippingCents === null) return [err(MESSAGES.shippingCostFailed)];
      return null;
    default:
      return null;
  }
}

function checkStep(s: StepInfo<typeof machine>) {
  const { before, after, effects, invoked } = s;
  const event = s.event as AnyEvent;
  const ctx = after.context;
  // Totals: the cart rule plus shipping (free for pickup, unknown until loaded).
  const totals = checkoutTotals(ctx);
  expect(totals.totalCents).toBe(priceCart(lines).totalCents);
  expect(totals.shippingCents).toBe(ctx.delivery === 'b' ? 0 : after.matches({ shipping: 'loaded' }) ? 14990 : null);
  expect(totals.grandTotalCents).toBe(30000 + (totals.shippingCents ?? 0));
  // The delivery option in context and the active region agree.
  expect(after.matches({ delivery: ({ a: 'home', b: 'pickup', c: 'other' } as const)[ctx.delivery] })).toBe(true);
  // Option a is ready exactly when the profile address is complete.
  if (after.matches({ delivery: 'home' }) && !after.matches({ delivery: { home: 'saving' } })) {
    expect(after.matches({ delivery: { home: 'ready' } })).toBe(complete(ctx.user));
  }

  // What the machine hands to the outside: the input of every actor it starts.
  const expectedInvocations: unknown[] = [];
  if (event.type === 'checkout.shipping.retry') expectedInvocations.push({ src: 'shippingPriceLoader', input: null });
  if (after.matches({ delivery: { home: 'saving' } }) && !before.matches({ delivery: { home: 'saving' } })) {
    expectedInvocations.push({ src: 'profileAddressSaver', input: { userId: before.context.user!.ecommerce_user_id, address: event.address } });
  }
  if (after.matches({ payment: 'submitting' }) && !before.matches({ payment: 'submitting' })) {
    const c = before.context;
    const text = { a: line(c.user!), b: 'Recoger en tienda', c: line(address) }[c.delivery];
    expectedInvocations.push({ src: 'checkoutSessionCreator', input: { products: lines, userId: c.user!.ecommerce_user_id, shipping_address: text, delivery: c.delivery } });
  }
  expect(invoked).toEqual(expectedInvocations);

  switch (event.type) {
    case 'checkout.continue': {
      const expected = refusal(before, s.event);
      if (expected) expect(effects).toEqual(expected);
      else {
        expect(effects).toEqual([]);
        expect(after.matches({ payment: 'submitting' })).toBe(true);
      }
      break;
    }
    case 'checkout.address.submit': {
      const expected = refusal(before, s.event);
      if (expected) expect(effects).toEqual(expected);
      else if (before.matches({ delivery: { other: 'editing' } })) {
        expect(effects).toEqual([]);
        expect(ctx.otherAddress).toEqual(address);
        expect(after.matches({ delivery: { other: 'saved' } })).toBe(true);
      } else expect(after.matches({ delivery: { home: 'saving' } })).toBe(true);
      break;
    }
    case 'xstate.done.actor.shippingPrice':
      expect(ctx.shippingCents).toBe(14990);
      break;
    case 'xstate.error.actor.shippingPrice':
      expect(effects).toEqual([err(MESSAGES.shippingCostFailed)]);
      break;
    case 'xstate.done.actor.profileAddress':
      expect(effects).toEqual([{ type: 'checkout.user.updated', user: savedUser }]);
      expect(ctx.user).toEqual(savedUser);
      expect(after.matches({ delivery: { home: 'ready' } })).toBe(true);
      break;
    case 'xstate.error.actor.profileAddress':
      expect(effects).toEqual([err(MESSAGES.profileUpdateFailed)]);
      expect(after.matches({ delivery: { home: 'editing' } })).toBe(true);
      break;
    case 'xstate.done.actor.checkoutSession':
      expect(effects).toEqual([{ type: 'redirect', url: 'https://pay.example/s/1' }]);
      expect(ctx.redirectUrl).toBe('https://pay.example/s/1');
      expect(after.matches({ payment: 'redirecting' })).toBe(true);
      break;
    case 'xstate.error.actor.checkoutSession':
      expect(effects).toEqual([err(typeof event.error === 'object' ? 'Sin existencias de Blusa' : MESSAGES.paymentFailed)]);
      expect(after.matches({ payment: 'idle' })).toBe(true);
      break;
    default:
      expect(effects).toEqual([]);
  }
}

describe('checkout machine: generated paths', () => {
  it('walks every path for a complete profile, two incomplete ones and a missing user, covering every committed transition', () => {
    const walked = new Set<string>();
    let total = 0;
    for (const input of INPUTS) {
      total += walkAll(machine, { events: () => EVENTS, input }, { shape: 'checkout', onStep: checkStep, invocations: log.calls }, walked).paths;
    }
    const report = coverageReport('checkout', walked);
    console.log(`${report.line}, ${total} paths`);
    expect(report.missing).toEqual([]);
  }, 60_000);

  it('in every reachable state, a refused event changes nothing and shows only what the SPEC says', () => {
    let tried = 0;
    let refused = 0;
    for (const input of INPUTS) {
      const r = walkRefusals(machine, { events: () => EVENTS, input }, { shape: 'checkout', fixtures: FIXTURES, refusal });
      tried += r.tried;
      refused += r.refused;
    }
    console.log(`refused events: ${refused} of ${tried} tried (checkout)`);
    expect(refused).toBeGreaterThan(0);
  }, 60_000);
});
