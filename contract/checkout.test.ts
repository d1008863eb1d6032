import { describe, expect, it } from 'vitest';
import { CreateCheckoutSessionSchema, LegacyOrderSchema } from './checkout';
import { SIZE_LABEL_MAX } from './product';

const request = (line: Record<string, unknown>) => ({
  products: [{ product_id: 4, quantity: 1, ...line }],
  userId: 7,
  shipping_address: 'Calle Aldama 500, Centro, Chihuahua',
});

describe('a checkout request’s lines', () => {
  it('may name a size, trimmed; a line without one is a product sold whole', () => {
    expect(CreateCheckoutSessionSchema.parse(request({ size: ' M ' })).products).toEqual([
      { product_id: 4, quantity: 1, size: 'M' },
    ]);
    expect(CreateCheckoutSessionSchema.parse(request({})).products).toEqual([{ product_id: 4, quantity: 1 }]);
  });

  it('refuses an empty size, a size longer than any label, and one that is not text, in Spanish', () => {
    for (const size of ['', '  ', 'X'.repeat(SIZE_LABEL_MAX + 1), 32, null]) {
      const parsed = CreateCheckoutSessionSchema.safeParse(request({ size }));
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues[0]!.message).toMatch(/talla/);
    }
    expect(
      CreateCheckoutSessionSchema.parse(request({ size: 'X'.repeat(SIZE_LABEL_MAX) })).products[0]!.size,
    ).toHaveLength(SIZE_LABEL_MAX);
  });
});

describe('the success page’s order', () => {
  it('reads a line saved before sizes as sold whole', () => {
    const order = LegacyOrderSchema.parse({
      data: [
        {
          id: 1,
          attributes: {
            stripeId: 'cs_test_abc',
            products: [{ id: 4, title: 'Collar', img: 'c.webp', price: 100, quantity: 1 }],
            shippingDetails: {
              name: 'Ana',
              address: { line1: 'Calle 1', city: 'Chihuahua', state: 'Chihuahua', country: 'MX', postal_code: '' },
            },
            subtotal: 100,
            discount: 0,
            shipping: 0,
            tax: 0,
            total: 100,
            bill_id: 1,
            payment_provider: 'test',
          },
        },
      ],
    });
    expect(order.data[0]!.attributes.products[0]!.size).toBeNull();
  });
});
