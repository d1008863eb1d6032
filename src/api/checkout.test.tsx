import { describe, expect, it, vi } from 'vitest';
import { CreateCheckoutSessionSchema } from '../../contract/checkout';
import { AddressUpdateSchema } from '../../contract/user';
import { toCartLine } from '../../machines/cart/cart-machine';
import { makeProduct } from '../../machines/cart/fixtures';
import { typedAddress, typedAddressLine } from '../../machines/checkout/fixtures';
import { bearerCall } from './bearer';
import { createCheckoutSession } from './checkout';

vi.mock('./bearer', () => ({ bearerCall: vi.fn() }));

describe('the checkout request', () => {
  it("sends each line's product, quantity and size (none for a product sold whole), and nothing else", async () => {
    vi.mocked(bearerCall).mockResolvedValueOnce({ id: 'cs_test_x', url: '/pay/test/cs_test_x' });
    const blouse = makeProduct(5, {
      sizes: [
        { size: 'M', stock: 2 },
        { size: 'L', stock: 1 },
      ],
    });
    await createCheckoutSession('t', {
      products: [toCartLine(blouse, 2, 'M'), toCartLine(blouse, 1, 'L'), toCartLine(makeProduct(7), 1)],
      userId: 3,
      shipping_address: 'Recoger en tienda',
      shipping_details: null,
      delivery: 'pickup',
    });
    const [token, path, , init] = vi.mocked(bearerCall).mock.calls[0]!;
    expect([token, path]).toEqual(['t', '/payment/create-checkout-session']);
    const body = (init as { body: unknown }).body;
    expect(body).toEqual({
      products: [
        { product_id: 5, quantity: 2, size: 'M' },
        { product_id: 5, quantity: 1, size: 'L' },
        { product_id: 7, quantity: 1 },
      ],
      userId: 3,
      shipping_address: 'Recoger en tienda',
      delivery: 'b',
    });
    // What the server reads: the contract takes it as sent.
    expect(CreateCheckoutSessionSchema.parse(body)).toEqual(body);
  });

  it('sends the address field by field beside its line, for home and another address', async () => {
    vi.mocked(bearerCall).mockResolvedValueOnce({ id: 'cs_test_x', url: '/pay/test/cs_test_x' });
    const details = AddressUpdateSchema.parse(typedAddress);
    await createCheckoutSession('t', {
      products: [toCartLine(makeProduct(7), 1)],
      userId: 3,
      shipping_address: typedAddressLine,
      shipping_details: details,
      delivery: 'other',
    });
    const body = (vi.mocked(bearerCall).mock.calls.at(-1)![3] as { body: Record<string, unknown> }).body;
    expect(body).toMatchObject({ shipping_address: typedAddressLine, shipping_details: details, delivery: 'c' });
    expect(CreateCheckoutSessionSchema.parse(body)).toEqual(body);
  });
});
