import { z } from 'zod';
import { MESSAGES } from '../copy/notices';
import { PaymentProviderSchema } from './bill';
import { id, text } from './fields';
import type { Cents } from './money';
import { SizeLabelSchema } from './product';
import { AddressUpdateSchema } from './user';

/** Delivery choices of the payment page: a home (the profile address), b store pickup, c another address. */
export const DELIVERY_OPTIONS = ['a', 'b', 'c'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];
export const DeliverySchema = z.enum(DELIVERY_OPTIONS, { error: 'La opción de entrega debe ser a, b o c.' });

/**
 * The delivery choices as the store names them everywhere but on the wire, and the letter the wire
 * writes for each: home (the profile address), pickup at the store, another address.
 */
export const DELIVERY_LETTER = { home: 'a', pickup: 'b', other: 'c' } as const satisfies Record<string, DeliveryOption>;
export type Delivery = keyof typeof DELIVERY_LETTER;
export const DELIVERIES = Object.keys(DELIVERY_LETTER) as Delivery[];

/** The delivery a letter of the wire stands for. */
export const deliveryOfLetter = (letter: DeliveryOption): Delivery =>
  DELIVERIES.find((delivery) => DELIVERY_LETTER[delivery] === letter)!;

export const CHECKOUT_MAX_LINES = 50;
export const CHECKOUT_MAX_QUANTITY = 99;
/** The one-line address's longest: every field of a Mexican address at its longest, joined. */
export const SHIPPING_ADDRESS_MAX = 1000;

/**
 * POST /api/payment/create-checkout-session. The browser sends each cart line's product_id,
 * quantity and, for a product sold by size, the size, and nothing else (anything more is dropped):
 * every price is recomputed from the database.
 */
export const CreateCheckoutSessionSchema = z.object({
  products: z
    .array(
      z.object({
        product_id: id('Cada producto necesita su product_id.'),
        quantity: z
          .number({ error: 'Cada producto necesita una cantidad.' })
          .int({ error: 'La cantidad debe ser un número entero.' })
          .min(1, { error: 'La cantidad mínima es 1.' })
          .max(CHECKOUT_MAX_QUANTITY, { error: `La cantidad máxima por producto es ${CHECKOUT_MAX_QUANTITY}.` }),
        size: SizeLabelSchema.optional(),
      }),
      { error: 'Los productos del carrito no son válidos.' },
    )
    .min(1, { error: 'Tu carrito está vacío.' })
    .max(CHECKOUT_MAX_LINES, { error: `Un pedido admite como máximo ${CHECKOUT_MAX_LINES} productos distintos.` }),
  userId: id('Falta el cliente (userId).'),
  shipping_address: text({ error: MESSAGES.missingShippingInfo })
    .trim()
    .max(SHIPPING_ADDRESS_MAX, { error: 'La dirección es demasiado larga.' }),
  /**
   * Beyond the SPEC's body, which has none: a, b or c. Without it, the session ships to the one
   * line sent, at the home delivery's price, as the SPEC's payment page did.
   */
  delivery: DeliverySchema.optional(),
  /**
   * Beyond the SPEC's one line: the address field by field, checked by the address rule. When it
   * is sent (home or another address), the server writes `shipping_address` from it
   * (`formatAddress`) and keeps it with the order; a payment page from before sends the line alone.
   */
  shipping_details: AddressUpdateSchema.optional(),
});
export type CreateCheckoutSession = z.output<typeof CreateCheckoutSessionSchema>;

export const CheckoutSessionResponseSchema = z.object({ id: z.string(), url: z.string() });
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponseSchema>;

/** A checkout session id as the store makes them: `cs_<provider>_<random>`. */
export const CHECKOUT_SESSION_ID = /^cs_(test|stripe)_[A-Za-z0-9_-]{10,40}$/;

/**
 * POST /api/payment/cancel-checkout-session: the shopper came back from the checkout without
 * paying (the cancel page), so their session's units go back to stock at once.
 */
export const CancelCheckoutSessionSchema = z.object({
  session_id: z
    .string({ error: 'Falta la sesión de pago (session_id).' })
    .regex(CHECKOUT_SESSION_ID, { error: 'La sesión de pago no es válida.' }),
});

/** `released` is false when the session had already been closed (paid, cancelled or expired). */
export const CancelCheckoutSessionResponseSchema = z.object({ released: z.boolean() });
export type CancelCheckoutSessionResponse = z.infer<typeof CancelCheckoutSessionResponseSchema>;

/** The legacy success page's answer (GET /api/orders/checkout-session/{id}). */
export const LegacyOrderSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      attributes: z.object({
        stripeId: z.string(),
        products: z.array(
          z.object({
            id: z.number(),
            title: z.string(),
            img: z.string(),
            price: z.number(),
            quantity: z.number(),
            /** Beyond the legacy fields: the size the line was sold in, null for an item sold whole. */
            size: z.string().nullable().default(null),
          }),
        ),
        shippingDetails: z.object({
          name: z.string(),
          address: z.object({
            line1: z.string(),
            city: z.string(),
            state: z.string(),
            country: z.string(),
            postal_code: z.string(),
          }),
        }),
        subtotal: z.number(),
        discount: z.number(),
        shipping: z.number(),
        tax: z.number(),
        total: z.number(),
        bill_id: z.number(),
        /** Beyond the legacy fields: a 'test' payment took no real money (the success page says so). */
        payment_provider: PaymentProviderSchema,
        /** Beyond the legacy fields: picked up at the store, so the page promises a notice when it is ready. */
        pickup: z.boolean().default(false),
      }),
    }),
  ),
});
export type LegacyOrder = z.infer<typeof LegacyOrderSchema>;

/** The shop: the pickup point of store pickup, and the address the information pages show. */
export const STORE_ADDRESS = {
  line1: 'Av. Tecnológico 4501, local 12',
  neighbourhood: 'Col. Magisterial',
  city: 'Chihuahua',
  state: 'Chihuahua',
  postal_code: '31310',
  country: 'MX',
  oneLine: 'Outlet Chihuahua — Av. Tecnológico 4501, local 12, Col. Magisterial, Chihuahua, Chihuahua, 31310',
} as const;

/**
 * What a delivery costs and where it ships, the one rule the payment page and the
 * server both read: store pickup is free and ships to the shop; home and another address cost the
 * settings' delivery price (null while the payment page has not loaded it) and ship to the
 * shopper's address. A payment page past its choice (redirecting) has no option: no pickup.
 */
export function shippingFor<P extends Cents | null>(
  delivery: Delivery | null,
  deliveryPriceCents: P,
): { cents: P | 0; shipsToShop: boolean } {
  return delivery === 'pickup' ? { cents: 0, shipsToShop: true } : { cents: deliveryPriceCents, shipsToShop: false };
}
