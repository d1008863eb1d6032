import {
  and,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  enqueueActions,
  not,
  or,
  raise,
  type StateValue,
  setup,
  stateIn,
} from 'xstate';
import type { User } from '../../contract/auth';
import type { Delivery } from '../../contract/checkout';
import { type FieldErrors, fieldErrors } from '../../contract/field-errors';
import { formatAddress } from '../../contract/mexican-address';
import { toCents } from '../../contract/money';
import {
  type AddressFields,
  type AddressUpdate,
  AddressUpdateSchema,
  completeAddress,
  type Settings,
} from '../../contract/user';
import { MESSAGES, TOAST_MS } from '../../copy/notices';
import type { CartLine } from '../cart/cart-machine';
import { type ToastEffect, toast, unprovided } from '../effects';

/**
 * The payment page: the delivery choice, its address, the totals and the hand-over to the hosted checkout.
 *
 * `ordering` (parallel) until the checkout session is created, then `redirecting` (final: the
 * machine is done, every later event is ignored and its invoked actors are stopped).
 * Regions of `ordering`:
 * - `shipping`: `loading` → `loaded` | `failed` ('No se pudo obtener el costo de envío.';
 *   `checkout.shipping.retry` reloads). The price applies to home and other address.
 * - `delivery`: `home` (default) | `pickup` (free) | `other`. The option chosen is this
 *   region's state and nothing else (`deliveryOption` in `selectors.ts` reads it).
 *   `home`: `checking` → `ready` when the profile address is complete (the contract's address
 *   rule: street, numbers, colonia, municipio, city, one of the 32 states agreeing with the
 *   5-digit postal code, who receives it), else `editing` (an address saved before the rule asks
 *   to be completed); submitting the form goes to `saving` (updates the profile) → `ready`, or
 *   back to `editing` with 'Ha occurrido un error.'. `checkout.address.edit` (Cambiar) reopens
 *   the form from `ready`, and `checkout.address.cancel` goes back through `checking`.
 *   The form sends what was typed: this machine checks it with the contract's schema, and an
 *   invalid address stays in `editing` with `context.addressErrors` (field → message, which the
 *   form shows beside each field) and 'Falta información del envío para continuar'.
 *   `other`: `checking` → `saved` when an address was saved, else `editing`; submit → `saved`
 *   (read-only); `checkout.address.edit` (Editar) → `editing`; `checkout.address.cancel` →
 *   `checking` (back to the saved one, if any).
 *   While the session is being created (`payment.submitting`) delivery and address changes are
 *   refused: the session carries the delivery and address of the moment continue was pressed.
 * - `payment`: `idle` → `submitting` (creates the checkout session) → `#checkout.redirecting`.
 *   Continue while an address form is open carries what is typed in it (`address`), which is
 *   submitted as the form's own submit would be: a wrong or missing field is named in the form
 *   (whose first wrong field takes the focus), a complete address is saved. Continue is refused with 'Falta información del envío para continuar' 3000 ms (delivery not
 *   ready), or the shipping
 *   error (price needed but not loaded).
 * A change of the cart (`checkout.cart.changed { lines }`) replaces the lines in any state of
 * `ordering`; the session being created keeps the lines it was given.
 *
 * Events: `checkout.delivery.select { option: Delivery }`, `checkout.address.submit { address }`,
 * `checkout.address.edit`, `checkout.address.cancel`, `checkout.shipping.retry`,
 * `checkout.continue { address? }`,
 * `checkout.cart.changed { lines }`.
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
 * Input: `{ user, lines }` (the signed-in user and the cart lines). What views read (the delivery
 * option, the totals, the address shown): `selectors.ts`.
 */
/** The delivery choice: the `delivery` region's states are named after it (contract/checkout.ts). */
export type { Delivery };

export interface CheckoutContext {
  /** The signed-in customer: the payment page exists only for one (a visitor is sent to /login). */
  user: User;
  lines: CartLine[];
  otherAddress: AddressUpdate | null;
  /** Why the last address submitted was refused, field by field; empty when it was not. */
  addressErrors: FieldErrors<keyof AddressUpdate>;
  shippingCents: number | null;
  redirectUrl: string | null;
}

export type CheckoutEvent =
  | { type: 'checkout.delivery.select'; option: Delivery }
  | { type: 'checkout.address.submit'; address: AddressFields }
  | { type: 'checkout.address.edit' }
  | { type: 'checkout.address.cancel' }
  | { type: 'checkout.shipping.retry' }
  /** `address`: what the open address form holds, when one is open. */
  | { type: 'checkout.continue'; address?: AddressFields }
  | { type: 'checkout.cart.changed'; lines: CartLine[] };

/** The completions of the invoked loaders whose answers the machine keeps. */
type ShippingPriceLoaded = DoneActorEvent<Settings, 'shippingPrice'>;
type ProfileAddressSaved = DoneActorEvent<User, 'profileAddress'>;

/** The completions of the session request the continue transition starts (`requestCheckoutSession`). */
type SessionCreated = DoneActorEvent<{ url: string }, 'checkoutSession'>;
type SessionFailed = ErrorActorEvent<unknown, 'checkoutSession'>;

export type CheckoutEmitted =
  | ToastEffect
  | { type: 'redirect'; url: string }
  | { type: 'checkout.user.updated'; user: User };

export interface CheckoutSessionInput {
  products: CartLine[];
  userId: number;
  /** The address as one text line, as the checkout call takes it. */
  shipping_address: string;
  /** The same address field by field (null for pickup): the server writes the line from it. */
  shipping_details: AddressUpdate | null;
  delivery: Delivery;
}

export interface CheckoutInput {
  user: User;
  lines: CartLine[];
}

/** The profile address when the contract's address rule accepts it, else null (what home delivery ships to). */
export const profileAddress = (user: User | null): AddressUpdate | null => completeAddress(user);

/** A complete address: the contract's address rule accepts the profile's. */
export const hasCompleteAddress = (user: User | null): boolean => profileAddress(user) !== null;

/** The address as one line (`formatAddress`, contract/mexican-address.ts). */
export const addressLine = (a: AddressUpdate) => formatAddress(a);

/** Anything that can tell which state it is in: a snapshot of this machine. */
export interface StateMatcher {
  matches(value: StateValue): boolean;
}

/** The states in which the chosen delivery can be paid for: the guard `isDeliveryReady` and the
 *  view's selector both read this one list. */
export const DELIVERY_READY_STATES = [
  { ordering: { delivery: 'pickup' } },
  { ordering: { delivery: { home: 'ready' } } },
  { ordering: { delivery: { other: 'saved' } } },
] as const;

/** The delivery option is the `delivery` region's state; once redirecting it is no longer known. */
export function deliveryOption(snapshot: StateMatcher): Delivery | null {
  if (snapshot.matches({ ordering: { delivery: 'home' } })) return 'home';
  if (snapshot.matches({ ordering: { delivery: 'pickup' } })) return 'pickup';
  return snapshot.matches('ordering') ? 'other' : null;
}

/** The address the checkout session ships to, field by field, for the chosen delivery (none for pickup). */
export function shippingDetails(context: CheckoutContext, option: Delivery): AddressUpdate | null {
  if (option === 'pickup') return null;
  return option === 'other' ? context.otherAddress : profileAddress(context.user);
}

/** The address text the checkout session carries for the chosen delivery. */
export function shippingAddressText(context: CheckoutContext, option: Delivery): string {
  if (option === 'pickup') return MESSAGES.storePickupAddress;
  const details = shippingDetails(context, option);
  return details ? addressLine(details) : '';
}

/** The payment failure text: the server's `error` when it sent one, else the store's own sentence. */
export function paymentErrorText(error: unknown): string {
  if (error && typeof error === 'object' && 'error' in error) {
    const text = (error as { error: unknown }).error;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return MESSAGES.paymentFailed;
}

const isChosen = (option: Delivery) => ({ type: 'isOption' as const, params: { option } });

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent | ShippingPriceLoaded | ProfileAddressSaved | SessionCreated | SessionFailed,
    emitted: {} as CheckoutEmitted,
    input: {} as CheckoutInput,
  },
  actors: {
    shippingPriceLoader: unprovided<Settings, void>('checkout', 'shippingPriceLoader', 'checkoutMachine'),
    profileAddressSaver: unprovided<User, { userId: number; address: AddressUpdate }>(
      'checkout',
      'profileAddressSaver',
      'checkoutMachine',
    ),
    checkoutSessionCreator: unprovided<{ url: string }, CheckoutSessionInput>(
      'checkout',
      'checkoutSessionCreator',
      'checkoutMachine',
    ),
  },
  guards: {
    isOption: ({ event }, params: { option: Delivery }) => {
      assertEvent(event, 'checkout.delivery.select');
      return event.option === params.option;
    },
    isPickupChosen: stateIn('#checkout.ordering.delivery.pickup'),
    isOtherChosen: stateIn('#checkout.ordering.delivery.other'),
    // Delivery and address may change until continue asks for the session.
    canChangeDelivery: stateIn('#checkout.ordering.payment.idle'),
    choosesHome: and([isChosen('home'), not(stateIn('#checkout.ordering.delivery.home')), 'canChangeDelivery']),
    choosesPickup: and([isChosen('pickup'), not('isPickupChosen'), 'canChangeDelivery']),
    choosesOther: and([isChosen('other'), not('isOtherChosen'), 'canChangeDelivery']),
    hasCompleteProfileAddress: ({ context }) => hasCompleteAddress(context.user),
    hasOtherAddress: ({ context }) => context.otherAddress !== null,
    isValidAddress: ({ event }) => {
      assertEvent(event, 'checkout.address.submit');
      return AddressUpdateSchema.safeParse(event.address).success;
    },
    isDeliveryReady: or(DELIVERY_READY_STATES.map((value) => stateIn(value))),
    // Continue from an open address form with what it holds.
    submitsOpenForm: ({ event }) => {
      assertEvent(event, 'checkout.continue');
      return event.address !== undefined;
    },
    isEditingAddress: or([
      stateIn('#checkout.ordering.delivery.home.editing'),
      stateIn('#checkout.ordering.delivery.other.editing'),
    ]),
    isDeliveryIncomplete: not('isDeliveryReady'),
    isShippingPriceKnown: or([
      stateIn('#checkout.ordering.delivery.pickup'),
      stateIn('#checkout.ordering.shipping.loaded'),
    ]),
    isShippingPriceMissing: not('isShippingPriceKnown'),
  },
  actions: {
    emitMissingShipping: emit(toast('error', MESSAGES.missingShippingInfo, TOAST_MS.missingShipping)),
    emitShippingFailed: emit(toast('error', MESSAGES.shippingCostFailed)),
    emitProfileUpdateFailed: emit(toast('error', MESSAGES.profileUpdateFailed)),
    emitPaymentFailed: emit(({ event }) => toast('error', paymentErrorText((event as { error?: unknown }).error))),
    storeShippingPrice: assign({
      shippingCents: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.shippingPrice');
        return toCents(event.output.shipping_delivery_price);
      },
    }),
    storeUpdatedUser: assign({
      user: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.profileAddress');
        return event.output;
      },
    }),
    emitUserUpdated: emit(({ event }) => {
      assertEvent(event, 'xstate.done.actor.profileAddress');
      return { type: 'checkout.user.updated' as const, user: event.output };
    }),
    storeAddressErrors: assign({
      addressErrors: ({ event }) => {
        assertEvent(event, 'checkout.address.submit');
        return fieldErrors(AddressUpdateSchema, event.address) ?? {};
      },
    }),
    clearAddressErrors: assign({ addressErrors: {} }),
    storeOtherAddress: assign({
      otherAddress: ({ event }) => {
        assertEvent(event, 'checkout.address.submit');
        return AddressUpdateSchema.parse(event.address);
      },
    }),
    storeRedirectUrl: assign({
      redirectUrl: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.checkoutSession');
        return event.output.url;
      },
    }),
    emitRedirect: emit(({ event }) => ({ type: 'redirect' as const, url: (event as SessionCreated).output.url })),
    // Started by the transition rather than invoked by `submitting`: the session's delivery is the
    // delivery region's state, which the continue transition names (one per option) and an
    // invoke's input cannot read.
    requestCheckoutSession: enqueueActions(({ context, enqueue }, { delivery }: { delivery: Delivery }) => {
      enqueue.spawnChild('checkoutSessionCreator', {
        id: 'checkoutSession',
        input: {
          products: context.lines,
          userId: context.user.ecommerce_user_id,
          shipping_address: shippingAddressText(context, delivery),
          shipping_details: shippingDetails(context, delivery),
          delivery,
        },
      });
    }),
    submitOpenForm: raise(({ event }) => {
      assertEvent(event, 'checkout.continue');
      return { type: 'checkout.address.submit' as const, address: event.address! };
    }),
    replaceLines: assign({
      lines: ({ event }) => {
        assertEvent(event, 'checkout.cart.changed');
        return event.lines;
      },
    }),
  },
}).createMachine({
  id: 'checkout',
  initial: 'ordering',
  context: ({ input }) => ({
    user: input.user,
    lines: input.lines,
    otherAddress: null,
    addressErrors: {},
    shippingCents: null,
    redirectUrl: null,
  }),
  states: {
    ordering: {
      type: 'parallel',
      on: { 'checkout.cart.changed': { actions: 'replaceLines' } },
      states: {
        shipping: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'shippingPrice',
                src: 'shippingPriceLoader',
                onDone: { target: 'loaded', actions: 'storeShippingPrice' },
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
              { guard: 'choosesHome', target: '.home' },
              { guard: 'choosesPickup', target: '.pickup' },
              { guard: 'choosesOther', target: '.other' },
            ],
          },
          states: {
            home: {
              initial: 'checking',
              states: {
                checking: { always: [{ guard: 'hasCompleteProfileAddress', target: 'ready' }, { target: 'editing' }] },
                ready: { on: { 'checkout.address.edit': { guard: 'canChangeDelivery', target: 'editing' } } },
                editing: {
                  exit: 'clearAddressErrors',
                  on: {
                    'checkout.address.submit': [
                      { guard: 'isValidAddress', target: 'saving' },
                      { actions: ['storeAddressErrors', 'emitMissingShipping'] },
                    ],
                    'checkout.address.cancel': 'checking',
                  },
                },
                saving: {
                  invoke: {
                    id: 'profileAddress',
                    src: 'profileAddressSaver',
                    input: ({ context, event }) => {
                      // Entered only by a valid address.submit.
                      assertEvent(event, 'checkout.address.submit');
                      return {
                        userId: context.user.ecommerce_user_id,
                        address: AddressUpdateSchema.parse(event.address),
                      };
                    },
                    onDone: { target: 'ready', actions: ['storeUpdatedUser', 'emitUserUpdated'] },
                    onError: { target: 'editing', actions: 'emitProfileUpdateFailed' },
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
                  exit: 'clearAddressErrors',
                  on: {
                    'checkout.address.submit': [
                      { guard: 'isValidAddress', target: 'saved', actions: 'storeOtherAddress' },
                      { actions: ['storeAddressErrors', 'emitMissingShipping'] },
                    ],
                    'checkout.address.cancel': 'checking',
                  },
                },
                saved: { on: { 'checkout.address.edit': { guard: 'canChangeDelivery', target: 'editing' } } },
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
                  {
                    guard: and(['isDeliveryIncomplete', 'isEditingAddress', 'submitsOpenForm']),
                    actions: 'submitOpenForm',
                  },
                  { guard: 'isDeliveryIncomplete', actions: 'emitMissingShipping' },
                  { guard: 'isShippingPriceMissing', actions: 'emitShippingFailed' },
                  {
                    guard: 'isPickupChosen',
                    target: 'submitting',
                    actions: { type: 'requestCheckoutSession', params: { delivery: 'pickup' } },
                  },
                  {
                    guard: 'isOtherChosen',
                    target: 'submitting',
                    actions: { type: 'requestCheckoutSession', params: { delivery: 'other' } },
                  },
                  { target: 'submitting', actions: { type: 'requestCheckoutSession', params: { delivery: 'home' } } },
                ],
              },
            },
            submitting: {
              on: {
                'xstate.done.actor.checkoutSession': {
                  target: '#checkout.redirecting',
                  actions: ['storeRedirectUrl', 'emitRedirect'],
                },
                'xstate.error.actor.checkoutSession': { target: 'idle', actions: 'emitPaymentFailed' },
              },
            },
          },
        },
      },
    },
    redirecting: { type: 'final' },
  },
});
