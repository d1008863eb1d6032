import {
  DELIVERY_LETTER,
  CancelCheckoutSessionResponseSchema,
  CheckoutSessionResponseSchema,
  LegacyOrderSchema,
  type CancelCheckoutSessionResponse,
  type CheckoutSessionResponse,
  type LegacyOrder,
} from '../../contract/checkout';
import type { CheckoutSessionInput } from '../../machines/checkout/checkout-machine';
import { bearerCall } from './bearer';

export type { LegacyOrder };

/**
 * POST /api/payment/create-checkout-session → { id, url } of the hosted checkout. Of each cart line
 * only the product and its quantity travel: the server prices the order from its database. The
 * delivery travels as the wire's letter (a home, b pickup, c another address).
 */
export const createCheckoutSession = (token: string, input: CheckoutSessionInput): Promise<CheckoutSessionResponse> =>
  bearerCall(token, '/payment/create-checkout-session', CheckoutSessionResponseSchema, {
    method: 'POST',
    body: {
      products: input.products.map(({ product_id, quantity }) => ({ product_id, quantity })),
      userId: input.userId,
      shipping_address: input.shipping_address,
      delivery: DELIVERY_LETTER[input.delivery],
    },
  });

/** POST /api/payment/cancel-checkout-session: the shopper came back without paying; the units go back to stock. */
export const cancelCheckoutSession = (token: string, sessionId: string): Promise<CancelCheckoutSessionResponse> =>
  bearerCall(token, '/payment/cancel-checkout-session', CancelCheckoutSessionResponseSchema, { method: 'POST', body: { session_id: sessionId } });

/** GET /api/orders/checkout-session/{id}: the paid order in the legacy shape. */
export const getCheckoutOrder = (token: string, sessionId: string, signal?: AbortSignal): Promise<LegacyOrder> =>
  bearerCall(token, `/orders/checkout-session/${encodeURIComponent(sessionId)}`, LegacyOrderSchema, { signal });
