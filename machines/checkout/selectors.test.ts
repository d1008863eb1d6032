import { describe, expect, it } from 'vitest';
import { STORE_ADDRESS } from '../../contract/checkout';
import { AddressUpdateSchema } from '../../contract/user';
import { oldAddressUser, sampleUser } from '../auth/fixtures';
import { toCartLine } from '../cart/cart-machine';
import { makeProduct } from '../cart/fixtures';
import { type CheckoutContext, checkoutMachine } from './checkout-machine';
import { typedAddress } from './fixtures';
import * as select from './selectors';

const lines = [toCartLine(makeProduct(1, { price: 30000 }), 1), toCartLine(makeProduct(2, { price: 10000 }), 1)];
const address = AddressUpdateSchema.parse(typedAddress);
const base: CheckoutContext = {
  user: sampleUser,
  lines,
  otherAddress: null,
  addressErrors: {},
  shippingCents: null,
  redirectUrl: null,
};

/** A real snapshot of the machine in the given state. */
const at = (
  delivery: unknown,
  more: { shipping?: string; payment?: string; context?: Partial<CheckoutContext> } = {},
) =>
  checkoutMachine.resolveState({
    value: { ordering: { shipping: more.shipping ?? 'loaded', delivery, payment: more.payment ?? 'idle' } } as never,
    context: { ...base, ...more.context },
  });
const redirecting = checkoutMachine.resolveState({ value: 'redirecting', context: base });

describe('checkout selectors: what the payment page reads', () => {
  it('the delivery option is the delivery region: a, b, c; unknown once redirecting', () => {
    expect(select.deliveryOption(at({ home: 'ready' }))).toBe('home');
    expect(select.deliveryOption(at({ home: 'saving' }))).toBe('home');
    expect(select.deliveryOption(at('pickup'))).toBe('pickup');
    expect(select.deliveryOption(at({ other: 'editing' }))).toBe('other');
    expect(select.deliveryOption(redirecting)).toBeNull();
  });

  it('delivery is ready for pickup, a ready home address or a saved other address, and nowhere else', () => {
    const ready = [at('pickup'), at({ home: 'ready' }), at({ other: 'saved' })];
    const notReady = [at({ home: 'editing' }), at({ home: 'saving' }), at({ other: 'editing' }), redirecting];
    expect(ready.map(select.isDeliveryReady)).toEqual([true, true, true]);
    expect(notReady.map(select.isDeliveryReady)).toEqual([false, false, false, false]);
  });

  it('delivery can change until the session is asked for', () => {
    expect(select.canChangeDelivery(at('pickup'))).toBe(true);
    expect(select.canChangeDelivery(at('pickup', { payment: 'submitting' }))).toBe(false);
    expect(select.canChangeDelivery(redirecting)).toBe(false);
    expect(select.isSubmitting(at('pickup', { payment: 'submitting' }))).toBe(true);
    expect(select.isSubmitting(at('pickup'))).toBe(false);
    expect(select.isRedirecting(redirecting)).toBe(true);
    expect(select.isRedirecting(at('pickup'))).toBe(false);
  });

  it('shipping loading and failed, and the address sub-states', () => {
    expect([
      select.isShippingLoading(at('pickup', { shipping: 'loading' })),
      select.isShippingFailed(at('pickup', { shipping: 'loading' })),
    ]).toEqual([true, false]);
    expect([
      select.isShippingLoading(at('pickup', { shipping: 'failed' })),
      select.isShippingFailed(at('pickup', { shipping: 'failed' })),
    ]).toEqual([false, true]);
    expect([select.isHomeReady(at({ home: 'ready' })), select.isHomeReady(at({ home: 'editing' }))]).toEqual([
      true,
      false,
    ]);
    expect([
      select.isSavingProfileAddress(at({ home: 'saving' })),
      select.isSavingProfileAddress(at({ home: 'editing' })),
    ]).toEqual([true, false]);
    expect([
      select.isOtherAddressSaved(at({ other: 'saved' })),
      select.isOtherAddressSaved(at({ other: 'editing' })),
    ]).toEqual([true, false]);
  });

  it('the address shown (and mapped): the store, the complete profile address, the saved typed one; else none', () => {
    expect(select.deliveryAddressLine(at('pickup'))).toBe(
      `${STORE_ADDRESS.line1}, ${STORE_ADDRESS.city}, ${STORE_ADDRESS.state}, C.P. ${STORE_ADDRESS.postal_code}`,
    );
    // The map is asked for the place alone: no one's name or phone.
    expect(select.deliveryAddressLine(at({ home: 'ready' }))).toBe(
      'Av. Juárez 100, Col. Centro, Chihuahua, Chihuahua, C.P. 31000',
    );
    expect(select.deliveryAddressLine(at({ home: 'ready' }, { context: { user: oldAddressUser } }))).toBeNull();
    expect(select.deliveryAddressLine(at({ home: 'editing' }))).toBeNull();
    expect(select.deliveryAddressLine(at({ other: 'saved' }, { context: { otherAddress: address } }))).toBe(
      'Calle 2 30, Col. Centro, Delicias, Chihuahua, C.P. 33000',
    );
    expect(select.deliveryAddressLine(at({ other: 'editing' }, { context: { otherAddress: address } }))).toBeNull();
    expect(select.deliveryAddressLine(redirecting)).toBeNull();
  });

  it('totals: shipping unknown until loaded for a and c, free for b', () => {
    expect(select.checkoutTotals(at({ home: 'ready' }))).toMatchObject({
      tier: 'twoForOne',
      totalCents: 30000,
      shippingCents: null,
      shipsToShop: false,
      grandTotalCents: 30000,
    });
    expect(select.checkoutTotals(at({ other: 'saved' }, { context: { shippingCents: 14990 } }))).toMatchObject({
      shippingCents: 14990,
      shipsToShop: false,
      grandTotalCents: 44990,
    });
    expect(select.checkoutTotals(at('pickup', { context: { shippingCents: 14990 } }))).toMatchObject({
      shippingCents: 0,
      shipsToShop: true,
      grandTotalCents: 30000,
    });
  });
});
