import { STORE_ADDRESS, shippingFor } from '../../contract/checkout';
import { placeLine } from '../../contract/mexican-address';
import type { Cents } from '../../contract/money';
import type { CartLine } from '../cart/cart-machine';
import { type CartPricing, priceCart } from '../cart/pricing';
import {
  type CheckoutContext,
  DELIVERY_READY_STATES,
  deliveryOption,
  profileAddress,
  type StateMatcher,
} from './checkout-machine';

/**
 * What the payment page reads from a checkout snapshot, so that no view restates the machine's
 * rules (which option is chosen, when delivery is ready, what the totals are, which address is
 * shown). Each takes the snapshot (`useSelector(actor, (s) => s)`).
 */
export interface CheckoutView extends StateMatcher {
  context: CheckoutContext;
}

export { deliveryOption };

/** The delivery can be paid for: pickup, a complete profile address (a) or a saved typed one (c). */
export const isDeliveryReady = (s: StateMatcher) => DELIVERY_READY_STATES.some((value) => s.matches(value));

/** Delivery options and Editar are offered until continue asks for the session. */
export const canChangeDelivery = (s: StateMatcher) => s.matches({ ordering: { payment: 'idle' } });

export const isShippingLoading = (s: StateMatcher) => s.matches({ ordering: { shipping: 'loading' } });
export const isShippingFailed = (s: StateMatcher) => s.matches({ ordering: { shipping: 'failed' } });
export const isSubmitting = (s: StateMatcher) => s.matches({ ordering: { payment: 'submitting' } });
export const isRedirecting = (s: StateMatcher) => s.matches('redirecting');

/** Option a: the profile address is complete and shown read-only (else its form is shown). */
export const isHomeReady = (s: StateMatcher) => s.matches({ ordering: { delivery: { home: 'ready' } } });
export const isSavingProfileAddress = (s: StateMatcher) => s.matches({ ordering: { delivery: { home: 'saving' } } });
/** Another address: the typed address is saved and shown read-only with Editar (else its form is shown). */
export const isOtherAddressSaved = (s: StateMatcher) => s.matches({ ordering: { delivery: { other: 'saved' } } });

const storeLine = `${STORE_ADDRESS.line1}, ${STORE_ADDRESS.city}, ${STORE_ADDRESS.state}, C.P. ${STORE_ADDRESS.postal_code}`;

/** Where the order goes, as one line (`placeLine`: no receiver), once it is known (the map shows it); else null. */
export function deliveryAddressLine(s: CheckoutView): string | null {
  const option = deliveryOption(s);
  if (option === 'pickup') return storeLine;
  const shown =
    option === 'home'
      ? isHomeReady(s) && profileAddress(s.context.user)
      : // Another address, or none once redirecting (then nothing is saved to show).
        isOtherAddressSaved(s) && s.context.otherAddress;
  return shown ? placeLine(shown) : null;
}

export interface CheckoutTotals extends CartPricing<CartLine> {
  /** null while the price is unknown (loading or failed) for home and another address. */
  shippingCents: Cents | null;
  /** Store pickup: the order goes to the shop (no carrier). */
  shipsToShop: boolean;
  grandTotalCents: Cents;
}

/** The cart rule plus shipping (`shippingFor`: free for pickup, the loaded price or unknown for home and another address). */
export function checkoutTotals(s: CheckoutView): CheckoutTotals {
  const pricing = priceCart(s.context.lines);
  const { cents, shipsToShop } = shippingFor(deliveryOption(s), s.context.shippingCents);
  return { ...pricing, shippingCents: cents, shipsToShop, grandTotalCents: pricing.totalCents + (cents ?? 0) };
}
