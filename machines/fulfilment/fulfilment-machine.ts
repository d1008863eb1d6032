import { assign, setup } from 'xstate';
import { SHIPPING_STATUS, type ShippingStatus, TRACKING_NUMBER } from '../../contract/bill';
import type { DeliveryOption } from '../../contract/checkout';

/**
 * An order's fulfilment, as the shop moves it. An order for delivery (a: home, c: another
 * address) is shipped with its FedEx tracking number and then delivered; a store pickup (b) is made
 * ready to collect, then delivered. Until it leaves (shipped or collected) it may be cancelled: the
 * server then gives the stock back and the money is owed back. While shipped, its FedEx number may
 * be corrected (a typing mistake seen after 'Marcar enviado'): the order stays shipped and the
 * customer's link follows the new number. Delivered and cancelled are final.
 *
 * The server decides every move with this machine (`server/modules/admin/fulfilment.ts`): it
 * resolves the order's stored status to a state, and a move the machine does not take is refused.
 */
export interface FulfilmentContext {
  delivery: DeliveryOption;
  tracking: string | null;
}

export type FulfilmentEvent =
  | { type: 'fulfilment.ship'; tracking: string }
  | { type: 'fulfilment.readyForPickup' }
  | { type: 'fulfilment.deliver' }
  | { type: 'fulfilment.cancel' }
  | { type: 'fulfilment.correctTracking'; tracking: string };

export interface FulfilmentInput {
  delivery: DeliveryOption;
  tracking?: string | null;
}

export const fulfilmentMachine = setup({
  types: {
    context: {} as FulfilmentContext,
    events: {} as FulfilmentEvent,
    input: {} as FulfilmentInput,
  },
  guards: {
    isPickup: ({ context }) => context.delivery === 'b',
    isShippable: ({ context }, params: { tracking: string }) =>
      context.delivery !== 'b' && TRACKING_NUMBER.test(params.tracking),
    isTrackingNumber: (_, params: { tracking: string }) => TRACKING_NUMBER.test(params.tracking),
  },
  actions: {
    keepTracking: assign({ tracking: (_, params: { tracking: string }) => params.tracking }),
  },
}).createMachine({
  id: 'fulfilment',
  context: ({ input }) => ({ delivery: input.delivery, tracking: input.tracking ?? null }),
  initial: 'inProgress',
  states: {
    inProgress: {
      on: {
        'fulfilment.ship': {
          guard: { type: 'isShippable', params: ({ event }) => ({ tracking: event.tracking }) },
          target: 'shipped',
          actions: { type: 'keepTracking', params: ({ event }) => ({ tracking: event.tracking }) },
        },
        'fulfilment.readyForPickup': { guard: 'isPickup', target: 'readyForPickup' },
        'fulfilment.cancel': { target: 'cancelled' },
      },
    },
    readyForPickup: {
      on: {
        'fulfilment.deliver': { target: 'delivered' },
        'fulfilment.cancel': { target: 'cancelled' },
      },
    },
    shipped: {
      on: {
        'fulfilment.deliver': { target: 'delivered' },
        'fulfilment.correctTracking': {
          guard: { type: 'isTrackingNumber', params: ({ event }) => ({ tracking: event.tracking }) },
          actions: { type: 'keepTracking', params: ({ event }) => ({ tracking: event.tracking }) },
        },
      },
    },
    delivered: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type FulfilmentState = 'inProgress' | 'readyForPickup' | 'shipped' | 'delivered' | 'cancelled';

/** Each state's word in the database and on the customer's 'Mis compras' (contract/bill.ts). */
export const STATUS_OF_STATE: Record<FulfilmentState, ShippingStatus> = {
  inProgress: SHIPPING_STATUS.inProgress,
  readyForPickup: SHIPPING_STATUS.readyForPickup,
  shipped: SHIPPING_STATUS.shipped,
  delivered: SHIPPING_STATUS.delivered,
  cancelled: SHIPPING_STATUS.cancelled,
};
