import { describe, expect, it } from 'vitest';
import { AdminDashboardSchema, SHOP_TIME_ZONE } from './admin';

describe('the back office answers', () => {
  const day = {
    today: { orders: 2, sales: 1499.8 },
    week: { orders: 5, sales: 3999.5 },
    testOrdersThisWeek: 5,
    waitingToShip: 1,
    lowStock: [{ product_id: 7, name: 'Blusa', stock: 0 }],
    heldByOpenCheckouts: { checkouts: 1, units: 3 },
  };

  it("the owner's first screen keeps every field, and refuses one missing at any depth", () => {
    expect(AdminDashboardSchema.parse(day)).toEqual(day);
    for (const broken of [
      { ...day, today: { orders: 2 } },
      { ...day, week: { sales: 1 } },
      { ...day, lowStock: [{ product_id: 7, name: 'Blusa' }] },
      { ...day, heldByOpenCheckouts: { checkouts: 1 } },
      { ...day, waitingToShip: 1.5 },
    ]) {
      expect(AdminDashboardSchema.safeParse(broken).success).toBe(false);
    }
  });

  it("the shop's day is Chihuahua's", () => {
    expect(SHOP_TIME_ZONE).toBe('America/Chihuahua');
  });
});
