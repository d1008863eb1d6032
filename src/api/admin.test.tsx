import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAdminOrder, getAdminProduct, getDashboard, listAdminOrders, listAdminProducts } from './admin';
import { bearerCall } from './bearer';

vi.mock('./bearer', () => ({ bearerCall: vi.fn() }));
const answer = (wire: unknown) => vi.mocked(bearerCall).mockResolvedValueOnce(wire);

const history = [
  {
    change_id: 1,
    at: '2026-11-25T18:00:00.000Z',
    by: null,
    action: 'markedDown',
    before: { price: 899, originalPrice: 0, name: 'Blusa' },
    after: { price: 719.2, originalPrice: 899, percent: 20 },
    departmentNames: {},
  },
];

describe('the back office API reads the wire’s pesos into centavos once', () => {
  beforeEach(() => vi.mocked(bearerCall).mockReset());

  it('the dashboard’s sales', async () => {
    answer({ today: { orders: 2, sales: 1299.5 }, week: { orders: 9, sales: 0.1 }, testOrdersThisWeek: 0 });
    const day = await getDashboard('t');
    expect([day.today.sales, day.week.sales, day.today.orders]).toEqual([129950, 10, 2]);
  });

  it('the products list’s prices', async () => {
    answer({ products: [{ id: 1, price: 199.99, originalPrice: 0, stock: 3 }], total: 1, totalPages: 1 });
    const list = await listAdminProducts('t', {});
    expect(list.products[0]).toMatchObject({ price: 19999, originalPrice: 0, stock: 3 });
    expect(list.total).toBe(1);
  });

  it('the orders list’s totals', async () => {
    answer({ orders: [{ bill_id: 4, total_amount: 1048.9 }], total: 1, totalPages: 1 });
    expect((await listAdminOrders('t', {})).orders[0]).toEqual({ bill_id: 4, total_amount: 104890 });
  });

  it('an order’s amounts, its lines’ and its history’s', async () => {
    answer({
      order: {
        bill_id: 4,
        total_amount: 1048.9,
        subtotal: 999,
        discount_amount: 49.9,
        shipping_cost: 99.8,
        shipping_address: 'x',
      },
      lines: [{ product_id: 1, quantity: 2, discount: 10, price: 499.5, charged: 899.1 }],
      moves: [],
      history,
    });
    const { order, lines, history: shown } = await getAdminOrder('t', 4);
    expect(order).toMatchObject({
      total_amount: 104890,
      subtotal: 99900,
      discount_amount: 4990,
      shipping_cost: 9980,
      shipping_address: 'x',
    });
    expect(lines[0]).toEqual({ product_id: 1, quantity: 2, discount: 10, price: 49950, charged: 89910 });
    expect([shown[0]?.before, shown[0]?.after]).toEqual([
      { price: 89900, originalPrice: 0, name: 'Blusa' },
      { price: 71920, originalPrice: 89900, percent: 20 },
    ]);
  });

  it('a product keeps the wire’s pesos for the editor, its history shown in centavos', async () => {
    answer({ product: { id: 1, price: 899, originalPrice: 0 }, history: [{ ...history[0], before: null }] });
    const detail = await getAdminProduct('t', 1);
    expect(detail.product).toEqual({ id: 1, price: 899, originalPrice: 0 });
    expect(detail.history[0]?.before).toBeNull();
    expect(detail.history[0]?.after).toEqual({ price: 71920, originalPrice: 89900, percent: 20 });
  });
});
