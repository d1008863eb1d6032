import { getNextSnapshot } from 'xstate';
import { FULFILMENT_ACTIONS, type FulfilmentAction } from '../../contract/admin-orders';
import type { DeliveryOption } from '../../contract/checkout';
import { type FulfilmentEvent, type FulfilmentState, fulfilmentMachine, STATUS_OF_STATE } from './fulfilment-machine';

/** An order as the database holds it: its status word, delivery choice and tracking number. */
export interface StoredOrder {
  status: string;
  delivery: DeliveryOption;
  tracking: string | null;
}

const stateOfStatus = (status: string): FulfilmentState | null =>
  (Object.keys(STATUS_OF_STATE) as FulfilmentState[]).find((state) => STATUS_OF_STATE[state] === status) ?? null;

/** The machine's snapshot for a stored order, or null when its status is no state of the machine. */
function snapshotOf(order: StoredOrder) {
  const state = stateOfStatus(order.status);
  if (state === null) return null;
  return fulfilmentMachine.resolveState({
    value: state,
    context: { delivery: order.delivery, tracking: order.tracking },
  });
}

/** The machine's event for an API action; `tracking` is read by a shipment and a correction only. */
export function eventOf(action: FulfilmentAction, tracking: string): FulfilmentEvent {
  return action === 'ship' || action === 'correctTracking'
    ? { type: `fulfilment.${action}`, tracking }
    : { type: `fulfilment.${action}` };
}

/**
 * Where a move takes a stored order: its new status and tracking number, or null when the
 * machine does not take that move from there (the API's 409).
 */
export function move(order: StoredOrder, event: FulfilmentEvent): { status: string; tracking: string | null } | null {
  const snapshot = snapshotOf(order);
  if (snapshot === null || !snapshot.can(event)) return null;
  const next = getNextSnapshot(fulfilmentMachine, snapshot, event);
  return { status: STATUS_OF_STATE[next.value as FulfilmentState], tracking: next.context.tracking };
}

/** The moves the machine takes from a stored order (a shipment offered whatever number will be typed). */
export function movesFrom(order: StoredOrder): FulfilmentAction[] {
  const snapshot = snapshotOf(order);
  if (snapshot === null) return [];
  return FULFILMENT_ACTIONS.filter((action) => snapshot.can(eventOf(action, 'FEDEX-000000')));
}
