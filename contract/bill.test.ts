import { describe, expect, it } from 'vitest';
import { BillLineSchema } from './bill';

const line = { product_id: 4, name: 'Vestido', image: 'v.webp', price: 100, discount: 0, quantity: 1, charged: 100 };

describe('an order line', () => {
  it('carries the size it was sold in, and reads a line without one as an item sold whole', () => {
    expect(BillLineSchema.parse({ ...line, size: 'M' }).size).toBe('M');
    expect(BillLineSchema.parse(line).size).toBeNull();
    expect(BillLineSchema.parse({ ...line, size: null }).size).toBeNull();
  });
});
