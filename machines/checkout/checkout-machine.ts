import { and, assign, emit, fromPromise, not, or, setup, stateIn } from 'xstate';
import type { User } from '../../contract/auth';
import { AddressUpdateSchema, ZIPCODE, type AddressUpdate, type Settings } from '../../contract/user';
import type { CartLine } from '../cart/cart-machine';
import { priceCart, toCents, type CartPricing } from '../cart/pricing';
import { toast, type ToastEffect } from '../effects';
import { MESSAGES, TOAST_MS } from '../messages';

/**
 * The payment page (SPEC sections 2, 4, 5 and 8).
 *
 * Parallel regions:
 * - `shipping`: `loading` → `loaded` | `failed` ('No se pudo obtener el costo de envío.';
 *   `checkout.shipping.retry` reloads). The price applies to home and other address.
 * - `delivery`: `home` (a, default) | `pickup` (b, free) | `other` (c).
 *   `home`: `checking` → `ready` when the profile address is complete (state, city, street,
 *   5-digit zip), else `editing`; submitting the form goes to `saving` (updates the profile) →
 *   `ready`, or back to `editing` with 'Ha occurrido un error.'.
 *   `other`: `checking` → `saved` when an address was saved, else `editing`; submit → `saved`
 *   (read-only); `checkout.address.edit` (Editar) → `editing`.
 * - `payment`: `idle` → `submitting` (creates the checkout session) → `redirecting`.
 *   Continue is refused with 'No se pudo recuperar la información de usuario' (no user),
 *   'Falta información del envío para continuar' 3000 ms (delivery not ready), or the shipping
 *   error (price needed but not loaded).
 *
 * Events: `checkout.delivery.select { option: 'a'|'b'|'c' }`, `checkout.address.submit { address }`,
 * `checkout.address.edit`, `checkout.shipping.retry`, `checkout.continue`.
 *
 * Actors to provide (invoke ids in brackets):
 * - `shippingPriceLoader` [shippingPrice]: GET /api/settings/ → `Settings`.
 * - `profileAddressSaver` [profileAddress]: input `{ userId, address }`, PUT the profile address,
 *   resolves the updated `User` (GET /me again, or the user merged with the address).
 * - `checkoutSessionCreator` [checkoutSession]: input `CheckoutSessionInput`, resolves `{ url }`;
 *   rejects with the API error envelope `{ error }` (its text is shown) or anything else (the
 *   default message is shown).
 *
 * Emitted: `toast`; `redirect { url }` (the view does `location.assign(url)`; the URL is also in
 * `context.redirectUrl`); `checkout.user.updated { user }` (send `auth.user.updated` to auth).
 * Input: `{ user, lines }` (the signed-in user and the cart lines). Totals: `checkoutTotals`.
 */
export type DeliveryOption = 'a' | 'b' | 'c';

export interface CheckoutContext {
  user: User | null;
  lines: CartLine[];
  delivery: DeliveryOption;
  otherAddress: AddressUpdate | null;
  shippingCents: number | null;
  redirectUrl: string | null;
}

export type CheckoutEvent =
  | { type: 'checkout.delivery.select'; option: DeliveryOption }
  | { type: 'checkout.address.submit'; address: AddressUpdate }
  | { type: 'checkout.address.edit' }
  | { type: 'checkout.shipping.retry' }
  | { type: 'checkout.continue' };

export type CheckoutEmitted = ToastEffect | { type: 'redirect'; url: string } | { type: 'checkout.user.updated'; user: User };

export interface CheckoutSessionInput {
  products: CartLine[];
  userId: number;
  /** One text line (SPEC section 7). */
  shipping_address: string;
  delivery: DeliveryOption;
}

export interface CheckoutInput {
  user: User | null;
  lines: CartLine[];
}

/** SPEC section 5: state, city and street present, postal code exactly 5 digits. */
export function hasCompleteAddress(user: User | null): boolean {
  if (!user) return false;
  const { shipping_state: s, shipping_city: c, shipping_address_line1: l, shipping_zipcode: z } = user;
  return Boolean(s?.trim() && c?.trim() && l?.trim() && z && ZIPCODE.test(z.trim()));
}

export const addressLine = (a: AddressUpdate) => `${a.shipping_address_line1}, ${a.shipping_city}, ${a.shipping_state}, C.P. ${a.shipping_zipcode}`;

/** The address text the checkout session carries for the chosen delivery. */
export function shippingAddressText(context: CheckoutContext): string {
  if (context.delivery === 'b') return MESSAGES.storePickupAddress;
  if (context.delivery === 'c') return context.otherAddress ? addressLine(context.otherAddress) : '';
  const u = context.user;
  return u && hasCompleteAddress(u)
    ? addressLine({ shipping_state: u.shipping_state!, shipping_city: u.shipping_city!, shipping_address_line1: u.shipping_address_line1!, shipping_zipcode: u.shipping_zipcode! })
    : '';
}

/** The payment failure text: the server's `error` when it sent one, else SPEC's default. */
export function paymentErrorText(error: unknown): string {
  if (error && typeof error === 'object' && 'error' in error) {
    const text = (error as { error: unknown }).error;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return MESSAGES.paymentFailed;
}

export interface CheckoutTotals extends CartPricing {
  /** null while the price is unknown (loading or failed) for a and c. */
  shippingCents: number | null;
  grandTotalCents: number;
}

export function checkoutTotals(context: CheckoutContext): CheckoutTotals {
  const pricing = priceCart(context.lines);
  const shippingCents = context.delivery === 'b' ? 0 : context.shippingCents;
  return { ...pricing, shippingCents, grandTotalCents: pricing.totalCents + (shippingCents ?? 0) };
}

const notImplemented = (name: string) =>
  fromPromise<never, unknown>(async () => {
    throw new Error(`checkout: provide the "${name}" actor with checkoutMachine.provide({ actors })`);
  });

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
    input: {} as CheckoutInput,
  },
  actors: {
    shippingPriceLoader: notImplemented('shippingPriceLoader') as unknown as ReturnType<typeof fromPromise<Settings, void>>,
    profileAddressSaver: notImplemented('profileAddressSaver') as unknown as ReturnType<typeof fromPromise<User, { userId: number; address: AddressUpdate }>>,
    checkoutSessionCreator: notImplemented('checkoutSessionCreator') as unknown as ReturnType<typeof fromPromise<{ url: string }, CheckoutSessionInput>>,
  },
  guards: {
    isOption: ({ event }, params: { option: DeliveryOption }) => event.type === 'checkout.delivery.select' && event.option === params.option,
    hasCompleteProfileAddress: ({ context }) => hasCompleteAddress(context.user),
    hasOtherAddress: ({ context }) => context.otherAddress !== null,
    hasUser: ({ context }) => context.user !== null,
    isValidAddress: ({ event }) => event.type === 'checkout.address.submit' && AddressUpdateSchema.safeParse(event.address).success,
    isDeliveryReady: or([stateIn('#checkout.delivery.pickup'), stateIn('#checkout.delivery.home.ready'), stateIn('#checkout.delivery.other.saved')]),
    isShippingPriceKnown: or([stateIn('#checkout.delivery.pickup'), stateIn('#checkout.shipping.loaded')]),
  },
  actions: {
    emitMissingUser: emit(toast('error', MESSAGES.missingUser)),
    emitMissingShipping: emit(toast('error', MESSAGES.missingShippingInfo, TOAST_MS.missingShipping)),
    emitShippingFailed: emit(toast('error', MESSAGES.shippingCostFailed)),
    selectOption: assign({ delivery: ({ context, event }) => (event.type === 'checkout.delivery.select' ? event.option : context.delivery) }),
  },
}).createMachine({
  id: 'checkout',
  type: 'parallel',
  context: ({ input }) => ({ user: input.user, lines: input.lines, delivery: 'a', otherAddress: null, shippingCents: null, redirectUrl: null }),
  states: {
    shipping: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'shippingPrice',
            src: 'shippingPriceLoader',
            onDone: { target: 'loaded', actions: assign({ shippingCents: ({ event }) => toCents(event.output.shipping_delivery_price) }) },
            onError: { target: 'failed', actions: 'emitShippingFailed' },
          },
        },
        loaded: {},
        failed: { on: { 'checkout.shipping.retry': 'loading' } },
      },
    },
    delivery: {
      initial: 'home',
      on: {
        'checkout.delivery.select': [
          { guard: and([{ type: 'isOption', params: { option: 'a' } }, not(stateIn('#checkout.delivery.home'))]), target: '.home', actions: 'selectOption' },
          { guard: and([{ type: 'isOption', params: { option: 'b' } }, not(stateIn('#checkout.delivery.pickup'))]), target: '.pickup', actions: 'selectOption' },
          { guard: and([{ type: 'isOption', params: { option: 'c' } }, not(stateIn('#checkout.delivery.other'))]), target: '.other', actions: 'selectOption' },
        ],
      },
      states: {
        home: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'hasCompleteProfileAddress', target: 'ready' }, { target: 'editing' }] },
            ready: {},
            editing: {
              on: {
                'checkout.address.submit': [
                  { guard: not('hasUser'), actions: 'emitMissingUser' },
                  { guard: 'isValidAddress', target: 'saving' },
                  { actions: 'emitMissingShipping' },
                ],
              },
            },
            saving: {
              invoke: {
                id: 'profileAddress',
                src: 'profileAddressSaver',
                input: ({ context, event }) => ({
                  userId: context.user?.ecommerce_user_id ?? 0,
                  address: event.type === 'checkout.address.submit' ? AddressUpdateSchema.parse(event.address) : ({} as AddressUpdate),
                }),
                onDone: {
                  target: 'ready',
                  actions: [assign({ user: ({ event }) => event.output }), emit(({ event }) => ({ type: 'checkout.user.updated' as const, user: event.output }))],
                },
                onError: { target: 'editing', actions: emit(toast('error', MESSAGES.profileUpdateFailed)) },
              },
            },
          },
        },
        pickup: {},
        other: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'hasOtherAddress', target: 'saved' }, { target: 'editing' }] },
            editing: {
              on: {
                'checkout.address.submit': [
                  { guard: 'isValidAddress', target: 'saved', actions: assign({ otherAddress: ({ event }) => AddressUpdateSchema.parse(event.address) }) },
                  { actions: 'emitMissingShipping' },
                ],
              },
            },
            saved: { on: { 'checkout.address.edit': 'editing' } },
          },
        },
      },
    },
    payment: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'checkout.continue': [
              { guard: not('hasUser'), actions: 'emitMissingUser' },
              { guard: not('isDeliveryReady'), actions: 'emitMissingShipping' },
              { guard: not('isShippingPriceKnown'), actions: 'emitShippingFailed' },
              { target: 'submitting' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'checkoutSession',
            src: 'checkoutSessionCreator',
            input: ({ context }) => ({ products: context.lines, userId: context.user?.ecommerce_user_id ?? 0, shipping_address: shippingAddressText(context), delivery: context.delivery }),
            onDone: {
              target: 'redirecting',
              actions: [assign({ redirectUrl: ({ event }) => event.output.url }), emit(({ event }) => ({ type: 'redirect' as const, url: event.output.url }))],
            },
            onError: { target: 'idle', actions: emit(({ event }) => toast('error', paymentErrorText(event.error))) },
          },
        },
        redirecting: {},
      },
    },
  },
});
