import { describe, expect, it } from 'vitest';
import { DepartmentFormSchema, SHIPPING_PRICE_MAX, ShopSettingsSchema } from './admin-shop';

const error = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the shop's departments and settings", () => {
  it('a department has a trimmed name and one of the two groups', () => {
    expect(DepartmentFormSchema.parse({ name: ' Bolsas ', group: 'Ropa' })).toEqual({ name: 'Bolsas', group: 'Ropa' });
    expect(error(DepartmentFormSchema.safeParse({ name: 'Bo', group: 'Zapatos' }))).toBe('El grupo es Ropa o Joyería.');
  });

  it('the home-delivery price is pesos with at most two decimals, from 0 to the ceiling', () => {
    expect(ShopSettingsSchema.parse({ shipping_delivery_price: 0 })).toEqual({ shipping_delivery_price: 0 });
    expect(ShopSettingsSchema.parse({ shipping_delivery_price: 149.99 })).toEqual({ shipping_delivery_price: 149.99 });
    expect(ShopSettingsSchema.safeParse({ shipping_delivery_price: SHIPPING_PRICE_MAX }).success).toBe(true);
    expect(error(ShopSettingsSchema.safeParse({ shipping_delivery_price: 1.005 }))).toBe('El precio de envío admite como máximo dos decimales.');
  });
});
