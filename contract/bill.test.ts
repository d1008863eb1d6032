import { describe, expect, it } from 'vitest';
import { BillLineSchema, trackingUrl } from './bill';

const line = { product_id: 4, name: 'Vestido', image: 'v.webp', price: 100, discount: 0, quantity: 1, charged: 100 };

describe('an order line', () => {
  it('carries the size it was sold in, and reads a line without one as an item sold whole', () => {
    expect(BillLineSchema.parse({ ...line, size: 'M' }).size).toBe('M');
    expect(BillLineSchema.parse(line).size).toBeNull();
    expect(BillLineSchema.parse({ ...line, size: null }).size).toBeNull();
  });
});

describe('trackingUrl', () => {
  it("is FedEx's tracking page for the number, the number encoded", () => {
    expect(trackingUrl('771234567890')).toBe('https://www.fedex.com/fedextrack/?trknbr=771234567890');
    expect(trackingUrl('a b&c')).toBe('https://www.fedex.com/fedextrack/?trknbr=a%20b%26c');
  });
});
