import { getNextSnapshot } from 'xstate';
import {
  RECEIVED_HOW,
  RETURN_STATUSES,
  RETURN_STEPS,
  type ReceivedHow,
  type ReturnStatus,
  type ReturnStep,
} from '../../contract/returns';
import { type ReturnEvent, returnMachine } from './return-machine';

/** A return as the database holds it: its state's name, the refusal and how it came back. */
export interface StoredReturn {
  status: string;
  refusal: string | null;
  receivedHow: string | null;
}

const isState = (status: string): status is ReturnStatus => RETURN_STATUSES.includes(status as ReturnStatus);
const receivedHowOf = (how: string | null): ReceivedHow | null => RECEIVED_HOW.find((known) => known === how) ?? null;

/** The machine's snapshot for a stored return, or null when its status is no state of the machine. */
function snapshotOf(stored: StoredReturn) {
  if (!isState(stored.status)) return null;
  return returnMachine.resolveState({
    value: stored.status,
    context: { refusal: stored.refusal, receivedHow: receivedHowOf(stored.receivedHow) },
  });
}

/**
 * Where a step takes a stored return: its new status, refusal and way back, or null when the
 * machine does not take that step from there (the API's 409).
 */
export function move(
  stored: StoredReturn,
  event: ReturnEvent,
): { status: ReturnStatus; refusal: string | null; receivedHow: ReceivedHow | null } | null {
  const snapshot = snapshotOf(stored);
  if (snapshot === null || !snapshot.can(event)) return null;
  const next = getNextSnapshot(returnMachine, snapshot, event);
  return { status: next.value as ReturnStatus, refusal: next.context.refusal, receivedHow: next.context.receivedHow };
}

/** The steps the machine takes from a stored return (a refusal offered whatever reason will be typed). */
export function stepsFrom(stored: StoredReturn): ReturnStep[] {
  const snapshot = snapshotOf(stored);
  if (snapshot === null) return [];
  const offered: Record<ReturnStep, ReturnEvent> = {
    approve: { type: 'return.approve' },
    refuse: { type: 'return.refuse', reason: 'motivo' },
    receive: { type: 'return.receive', how: 'inStore' },
    refund: { type: 'return.refund' },
  };
  return RETURN_STEPS.filter((step) => snapshot.can(offered[step]));
}
