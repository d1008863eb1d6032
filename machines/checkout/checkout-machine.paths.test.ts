import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/auth';
import { sampleUser } from '../auth/fixtures';
import { makeProduct } from '../cart/fixtures';
import { priceCart } from '../cart/pricing';
import { MESSAGES } from '../messages';
import { coverageReport, neverSettles, walkAll, type StepInfo } from '../testing/model';
import { checkoutMachine, checkoutTotals, type CheckoutEvent, type CheckoutInput } from './checkout-machine';

const machine = checkoutMachine.provide({
  actors: { shippingPriceLoader: neverSettles(), profileAddressSaver: neverSettles(), checkoutSessionCreator: neverSettles() },
});

const address = { shipping_state: 'Chihuahua', shipping_city: 'Delicias', shipping_address_line1: 'Calle 2 #30', shipping_zipcode: '33000' };
const savedUser: User = { ...sampleUser, ...address };
const incomplete: User = { ...sampleUser, shipping_zipcode: null };
const lines = [{ ...makeProduct(1, { price: 199.99 }), quantity: 3 }];

type AnyEvent = { type: string; [k: string]: unknown };
const EVENTS = [
  { type: 'checkout.delivery.select', option: 'a' },
  { type: 'checkout.delivery.select', option: 'b' },
  { type: 'checkout.delivery.select', option: 'c' },
  { type: 'checkout.address.submit', address },
  { type: 'checkout.address.submit', address: { ...address, shipping_zipcode: '3300' } },
  { type: 'checkout.address.edit' },
  { type: 'checkout.shipping.retry' },
  { type: 'checkout.continue' },
  { type: 'xstate.done.actor.shippingPrice', output: { shipping_delivery_price: 149.9 } },
  { type: 'xstate.error.actor.shippingPrice', error: 'down' },
  { type: 'xstate.done.actor.profileAddress', output: savedUser },
  { type: 'xstate.error.actor.profileAddress', error: 'down' },
  { type: 'xstate.done.actor.checkoutSession', output: { url: 'https://pay.example/s/1' } },
  { type: 'xstate.error.actor.checkoutSession', error: { error: 'Sin existencias de Blusa' } },
  { type: 'xstate.error.actor.checkoutSession', error: 'boom' },
] as AnyEvent[] as CheckoutEvent[];

const INPUTS: CheckoutInput[] = [
  { user: sampleUser, lines },
  { user: incomplete, lines },
  { user: null, lines },
];

const err = (message: string, durationMs?: number) => (durationMs ? { type: 'toast', kind: 'error', message, durationMs } : { type: 'toast', kind: 'error', message });

function checkStep(s: StepInfo<typeof machine>) {
  const { before, after, effects } = s;
  const event = s.event as AnyEvent;
  const ctx = after.context;
  // Totals: the cart rule plus shipping (free for pickup, unknown until loaded).
  const totals = checkoutTotals(ctx);
  expect(totals.totalCents).toBe(priceCart(lines).totalCents);
  expect(totals.shippingCents).toBe(ctx.delivery === 'b' ? 0 : after.matches({ shipping: 'loaded' }) ? 14990 : null);
  expect(totals.grandTotalCents).toBe(30000 + (totals.shippingCents ?? 0));
  // The delivery option in context and the active region agree.
  expect(after.matches({ delivery: ({ a: 'home', b: 'pickup', c: 'other' } as const)[ctx.delivery] })).toBe(true);

  switch (event.type) {
    case 'checkout.continue': {
      const c = before.context;
      const ready = before.matches({ delivery: 'pickup' }) || before.matches({ delivery: { home: 'ready' } }) || before.matches({ delivery: { other: 'saved' } });
      const priced = c.delivery === 'b' || before.matches({ shipping: 'loaded' });
      if (!c.user) expect(effects).toEqual([err(MESSAGES.missingUser)]);
      else if (!ready) expect(effects).toEqual([err(MESSAGES.missingShippingInfo, 3000)]);
      else if (!priced) expect(effects).toEqual([err(MESSAGES.shippingCostFailed)]);
      else {
        expect(effects).toEqual([]);
        expect(after.matches({ payment: 'submitting' })).toBe(true);
      }
      break;
    }
    case 'checkout.address.submit': {
      const valid = (event.address as { shipping_zipcode: string }).shipping_zipcode.length === 5;
      if (before.matches({ delivery: { other: 'editing' } })) {
        expect(effects).toEqual(valid ? [] : [err(MESSAGES.missingShippingInfo, 3000)]);
        if (valid) expect(ctx.otherAddress).toEqual(address);
      } else if (!before.context.user) expect(effects).toEqual([err(MESSAGES.missingUser)]);
      else if (valid) expect(after.matches({ delivery: { home: 'saving' } })).toBe(true);
      else expect(effects).toEqual([err(MESSAGES.missingShippingInfo, 3000)]);
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
      expect(after.matches({ delivery: { home: 'ready' } })).toBe(true);
      break;
    case 'xstate.error.actor.profileAddress':
      expect(effects).toEqual([err(MESSAGES.profileUpdateFailed)]);
      break;
    case 'xstate.done.actor.checkoutSession':
      expect(effects).toEqual([{ type: 'redirect', url: 'https://pay.example/s/1' }]);
      expect(ctx.redirectUrl).toBe('https://pay.example/s/1');
      break;
    case 'xstate.error.actor.checkoutSession':
      expect(effects).toEqual([err(typeof event.error === 'object' ? 'Sin existencias de Blusa' : MESSAGES.paymentFailed)]);
      break;
    default:
      expect(effects).toEqual([]);
  }
}

describe('checkout machine: generated paths', () => {
  it('walks every path for a complete profile, an incomplete one and a missing user, covering every transition', () => {
    const walked = new Set<string>();
    let total = 0;
    for (const input of INPUTS) {
      const r = walkAll(machine, { events: () => EVENTS, input }, { onStep: checkStep });
      r.walked.forEach((k) => walked.add(k));
      total += r.paths;
    }
    const report = coverageReport(machine, 'checkout', walked);
    console.log(`${report.line}, ${total} paths`);
    expect(report.missing).toEqual([]);
  }, 60_000);
});
