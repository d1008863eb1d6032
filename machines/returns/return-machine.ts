import { assign, setup } from 'xstate';
import { RECEIVED_HOW, type ReceivedHow, type ReturnStatus } from '../../contract/returns';

/**
 * A customer's return of some units of a delivered order, as the shop moves it. The customer asks
 * (requested: the server checks the window and the units before it stores one); the owner approves
 * it or refuses it with a reason said to the customer; an approved return is received, in the shop
 * or by mail (the units go back to stock then), and then refunded what was charged for those units
 * (Stripe's refund when Stripe took the money; recorded when the test checkout took none). Refused
 * and refunded are final.
 *
 * The server decides every step with this machine (`server/modules/returns/return-steps.ts`,
 * through `moves.ts`): it resolves the stored return to a state, and a step the machine does not
 * take is refused.
 */
export interface ReturnContext {
  /** Why the owner refused it, as the customer reads it; null until refused. */
  refusal: string | null;
  /** How the units came back; null until received. */
  receivedHow: ReceivedHow | null;
}

export type ReturnEvent =
  | { type: 'return.approve' }
  | { type: 'return.refuse'; reason: string }
  | { type: 'return.receive'; how: ReceivedHow }
  | { type: 'return.refund' };

export const returnMachine = setup({
  types: {
    context: {} as ReturnContext,
    events: {} as ReturnEvent,
  },
  guards: {
    // a refusal tells the customer why: a reason of blanks says nothing
    hasReason: (_, params: { reason: string }) => params.reason.trim() !== '',
    // the units came back one of the two ways the shop takes them: in the shop or by mail
    isWayBack: (_, params: { how: string }) => RECEIVED_HOW.includes(params.how as ReceivedHow),
  },
  actions: {
    keepRefusal: assign({ refusal: (_, params: { reason: string }) => params.reason.trim() }),
    keepReceivedHow: assign({ receivedHow: (_, params: { how: ReceivedHow }) => params.how }),
  },
}).createMachine({
  id: 'return',
  context: { refusal: null, receivedHow: null },
  initial: 'requested',
  states: {
    requested: {
      on: {
        'return.approve': { target: 'approved' },
        'return.refuse': {
          guard: { type: 'hasReason', params: ({ event }) => ({ reason: event.reason }) },
          target: 'refused',
          actions: { type: 'keepRefusal', params: ({ event }) => ({ reason: event.reason }) },
        },
      },
    },
    approved: {
      on: {
        'return.receive': {
          guard: { type: 'isWayBack', params: ({ event }) => ({ how: event.how }) },
          target: 'received',
          actions: { type: 'keepReceivedHow', params: ({ event }) => ({ how: event.how }) },
        },
      },
    },
    received: {
      on: { 'return.refund': { target: 'refunded' } },
    },
    refused: { type: 'final' },
    refunded: { type: 'final' },
  },
});

/** The machine's states are the stored statuses (contract/returns.ts RETURN_STATUSES). */
export type ReturnState = ReturnStatus;
