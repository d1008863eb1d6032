import { describe, expect, it } from 'vitest';
import { TRACKING_NUMBER } from '../../contract/bill';
import type { DeliveryOption } from '../../contract/checkout';
import {
  coverageReport,
  type Effect,
  type EventFixtures,
  type StepInfo,
  walkAll,
  walkRefusals,
} from '../testing/model';
import { type FulfilmentEvent, fulfilmentMachine } from './fulfilment-machine';

type Snap = ReturnType<typeof fulfilmentMachine.transition>;
const FIXTURES = {
  // a valid number, and three that are not
  'fulfilment.ship': [
    { type: 'fulfilment.ship', tracking: '794612905532' },
    { type: 'fulfilment.ship', tracking: '12345' },
    { type: 'fulfilment.ship', tracking: 'con espacio 123' },
    { type: 'fulfilment.ship', tracking: '' },
  ],
  'fulfilment.readyForPickup': [{ type: 'fulfilment.readyForPickup' }],
  'fulfilment.deliver': [{ type: 'fulfilment.deliver' }],
  'fulfilment.cancel': [{ type: 'fulfilment.cancel' }],
  // a corrected number, the same number again, and one that is not a number
  'fulfilment.correctTracking': [
    { type: 'fulfilment.correctTracking', tracking: '771234567890' },
    { type: 'fulfilment.correctTracking', tracking: '794612905532' },
    { type: 'fulfilment.correctTracking', tracking: '12' },
  ],
} satisfies EventFixtures<FulfilmentEvent>;
const EVENTS = Object.values(FIXTURES).flat() as FulfilmentEvent[];

/** The fulfilment rules, restated: what leaves an order exactly as it was. */
function refusal(s: Snap, event: FulfilmentEvent): Effect[] | null {
  const pickup = s.context.delivery === 'b';
  switch (event.type) {
    case 'fulfilment.ship':
      return s.matches('inProgress') && !pickup && TRACKING_NUMBER.test(event.tracking) ? null : [];
    case 'fulfilment.readyForPickup':
      return s.matches('inProgress') && pickup ? null : [];
    case 'fulfilment.deliver':
      return s.matches('shipped') || s.matches('readyForPickup') ? null : [];
    case 'fulfilment.cancel':
      return s.matches('inProgress') || s.matches('readyForPickup') ? null : [];
    case 'fulfilment.correctTracking':
      return s.matches('shipped') && TRACKING_NUMBER.test(event.tracking) ? null : [];
  }
}

function checkStep({ event, before, after, effects }: StepInfo<typeof fulfilmentMachine>) {
  expect(effects).toEqual([]);
  expect(after.context.delivery).toBe(before.context.delivery);
  // a pickup never ships; a shipped order always has its number
  if (after.context.delivery === 'b') expect(after.matches('shipped')).toBe(false);
  if (after.matches('shipped')) expect(after.context.tracking).toMatch(TRACKING_NUMBER);
  if (event.type === 'fulfilment.ship' || event.type === 'fulfilment.correctTracking')
    expect(after.context.tracking).toBe(event.tracking);
  else expect(after.context.tracking).toBe(before.context.tracking);
  // a correction changes the number, never the status
  if (event.type === 'fulfilment.correctTracking') expect(after.value).toEqual(before.value);
  // once left (shipped, collected) there is no cancelling
  if (before.matches('shipped')) expect(after.matches('cancelled')).toBe(false);
}

const DELIVERIES: DeliveryOption[] = ['a', 'b', 'c'];

describe('fulfilment machine: generated paths', () => {
  it('walks every committed transition', () => {
    const walked = new Set<string>();
    let total = 0;
    for (const delivery of DELIVERIES) {
      total += walkAll(
        fulfilmentMachine,
        { events: () => EVENTS, input: { delivery } },
        { shape: 'fulfilment', onStep: checkStep },
        walked,
      ).paths;
    }
    const report = coverageReport('fulfilment', walked);
    console.log(`${report.line}, ${total} paths`);
    expect(report.missing).toEqual([]);
  });

  it('in every reachable state, a refused event changes nothing', () => {
    let refused = 0;
    for (const delivery of DELIVERIES) {
      refused += walkRefusals(
        fulfilmentMachine,
        { events: () => EVENTS, input: { delivery } },
        { shape: 'fulfilment', fixtures: FIXTURES, refusal },
      ).refused;
    }
    expect(refused).toBeGreaterThan(0);
  });
});
