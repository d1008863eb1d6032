import { describe, expect, it } from 'vitest';
import { RECEIVED_HOW, type ReceivedHow } from '../../contract/returns';
import {
  coverageReport,
  type Effect,
  type EventFixtures,
  type StepInfo,
  walkAll,
  walkRefusals,
} from '../testing/model';
import { type ReturnEvent, returnMachine } from './return-machine';

type Snap = ReturnType<typeof returnMachine.transition>;
const FIXTURES = {
  'return.approve': [{ type: 'return.approve' }],
  // a reason, one with blanks around it, and blanks only
  'return.refuse': [
    { type: 'return.refuse', reason: 'La prenda tiene uso.' },
    { type: 'return.refuse', reason: '  Sin etiquetas  ' },
    { type: 'return.refuse', reason: '   ' },
  ],
  'return.receive': [
    { type: 'return.receive', how: 'inStore' },
    { type: 'return.receive', how: 'byMail' },
    // a way the shop does not take
    { type: 'return.receive', how: 'paloma' as ReceivedHow },
  ],
  'return.refund': [{ type: 'return.refund' }],
} satisfies EventFixtures<ReturnEvent>;
const EVENTS = Object.values(FIXTURES).flat() as ReturnEvent[];

/** The return rules, restated: what leaves a return exactly as it was. */
function refusal(s: Snap, event: ReturnEvent): Effect[] | null {
  switch (event.type) {
    case 'return.approve':
      return s.matches('requested') ? null : [];
    case 'return.refuse':
      return s.matches('requested') && event.reason.trim().length > 0 ? null : [];
    case 'return.receive':
      return s.matches('approved') && RECEIVED_HOW.includes(event.how) ? null : [];
    case 'return.refund':
      return s.matches('received') ? null : [];
  }
}

function checkStep({ event, before, after, effects }: StepInfo<typeof returnMachine>) {
  expect(effects).toEqual([]);
  // a refused return says why, in words; only a refused one has a refusal
  if (after.matches('refused')) expect(after.context.refusal).toMatch(/^\S(.*\S)?$/);
  else expect(after.context.refusal).toBeNull();
  if (event.type === 'return.receive') expect(after.context.receivedHow).toBe(event.how);
  else expect(after.context.receivedHow).toBe(before.context.receivedHow);
  // money goes back only for units that came back
  if (after.matches('refunded')) expect(before.matches('received')).toBe(true);
}

describe('return machine: generated paths', () => {
  it('walks every committed transition', () => {
    const walked = new Set<string>();
    const { paths } = walkAll(returnMachine, { events: () => EVENTS }, { shape: 'returns', onStep: checkStep }, walked);
    const report = coverageReport('returns', walked);
    console.log(`${report.line}, ${paths} paths`);
    expect(report.missing).toEqual([]);
  });

  it('in every reachable state, a refused event changes nothing', () => {
    const { refused } = walkRefusals(
      returnMachine,
      { events: () => EVENTS },
      { shape: 'returns', fixtures: FIXTURES, refusal },
    );
    expect(refused).toBeGreaterThan(0);
  });
});
