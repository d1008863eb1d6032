import {
  type CancelCheckoutSessionResponse,
  CancelCheckoutSessionResponseSchema,
  type CheckoutSessionResponse,
  CheckoutSessionResponseSchema,
  DELIVERY_LETTER,
  type LegacyOrder,
  LegacyOrderSchema,
} from '../../contract/checkout';
import { type Cents, toCents } from '../../contract/money';
import type { CheckoutSessionInput } from '../../machines/checkout/checkout-machine';
import { bearerCall } from './bearer';

/** A paid order as the success page shows it: the legacy answer's order, its money in integer centavos. */
export type PaidOrder = Omit<LegacyAttributes, 'products' | 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total'> & {
  products: (Omit<LegacyAttributes['products'][number], 'price'> & { price: Cents })[];
  subtotal: Cents;
  discount: Cents;
  shipping: Cents;
  tax: Cents;
  total: Cents;
};
type LegacyAttributes = LegacyOrder['data'][number]['attributes'];

const toPaidOrder = (order: LegacyAttributes): PaidOrder => ({
  ...order,
  products: order.products.map((p) => ({ ...p, price: toCents(p.price) })),
  subtotal: toCents(order.subtotal),
  discount: toCents(order.discount),
  shipping: toCents(order.shipping),
  tax: toCents(order.tax),
  total: toCents(order.total),
});

/**
 * POST /api/payment/create-checkout-session → { id, url } of the hosted checkout. Of each cart line
 * only the product, its quantity and its size (none for a product sold whole) travel: the server
 * prices the order from its database. The delivery travels as the wire's letter (a home, b
 * pickup, c another address), and the address field by field beside its one line.
 */
export const createCheckoutSession = (token: string, input: CheckoutSessionInput): Promise<CheckoutSessionResponse> =>
  bearerCall(token, '/payment/create-checkout-session', CheckoutSessionResponseSchema, {
    method: 'POST',
    body: {
      products: input.products.map(({ product_id, quantity, size }) =>
        size === null ? { product_id, quantity } : { product_id, quantity, size },
      ),
      userId: input.userId,
      shipping_address: input.shipping_address,
      delivery: DELIVERY_LETTER[input.delivery],
      // The address field by field, for home and another address: the server writes the line from it.
      ...(input.shipping_details ? { shipping_details: input.shipping_details } : {}),
    },
  });

/** POST /api/payment/cancel-checkout-session: the shopper came back without paying; the units go back to stock. */
export const cancelCheckoutSession = (token: string, sessionId: string): Promise<CancelCheckoutSessionResponse> =>
  bearerCall(token, '/payment/cancel-checkout-session', CancelCheckoutSessionResponseSchema, {
    method: 'POST',
    body: { session_id: sessionId },
  });

/** GET /api/orders/checkout-session/{id}: the paid order (the legacy shape), or null when none. */
export async function getCheckoutOrder(
  token: string,
  sessionId: string,
  signal?: AbortSignal,
): Promise<PaidOrder | null> {
  const answer = await bearerCall(
    token,
    `/orders/checkout-session/${encodeURIComponent(sessionId)}`,
    LegacyOrderSchema,
    { signal },
  );
  const order = answer.data[0]?.attributes;
  return order ? toPaidOrder(order) : null;
}
