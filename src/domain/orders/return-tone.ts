import type { ReturnStatus } from '../../../contract/returns';
import type { BadgeTone } from '../../ui/Badge';

/** Each return state's badge, on the customer's order and in the owner's panel: waiting, moving, done. */
export const RETURN_TONE: Record<ReturnStatus, BadgeTone> = {
  requested: 'caution',
  approved: 'accent',
  refused: 'caution',
  received: 'accent',
  refunded: 'positive',
};
