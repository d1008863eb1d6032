import { SHIPPING_STATUS } from '../../../contract/bill';
import type { BadgeTone } from '../../ui/Badge';

/** Dates as the shop shows them: es-MX, 2-digit day, month, hour and minute, 4-digit year, 12-hour clock. */
const dateFormat = new Intl.DateTimeFormat('es-MX', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

export const formatOrderDate = (iso: string) => dateFormat.format(new Date(iso));

/** 'En proceso' is in progress; any other status is shown as delivered. */
export const isInProgress = (status: string) => status === SHIPPING_STATUS.inProgress;
export const isShipped = (status: string) => status === SHIPPING_STATUS.shipped;
/**
 * The badge an order's status wears: in process (or waiting at the shop) asks for patience, a
 * cancelled order stands apart, anything else is done.
 */
export const statusTone = (status: string): BadgeTone =>
  isInProgress(status) || status === SHIPPING_STATUS.readyForPickup
    ? 'caution'
    : status === SHIPPING_STATUS.cancelled
      ? 'accent'
      : 'positive';

/** FedEx's tracking page for a number: the order pages' 'Rastrear paquete' and the shipped message share it. */
export { trackingUrl } from '../../../contract/bill';

/** The status as shown: first letter capitalised ('enviado' → 'Enviado'). */
export const statusLabel = (status: string) => status.charAt(0).toLocaleUpperCase('es-MX') + status.slice(1);
