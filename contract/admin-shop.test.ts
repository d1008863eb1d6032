import { describe, expect, it } from 'vitest';
import { ADMIN_ERRORS, MONEY_INPUT } from '../copy/admin';
import { AdminDepartmentSchema, DepartmentFormSchema, SHIPPING_PRICE_MAX, ShopSettingsSchema } from './admin-shop';

const error = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("the shop's departments and settings", () => {
  it('a department has a trimmed name and one of the two groups', () => {
    expect(DepartmentFormSchema.parse({ name: ' Bolsas ', group: 'Ropa' })).toEqual({ name: 'Bolsas', group: 'Ropa' });
    expect(error(DepartmentFormSchema.safeParse({ name: 'Bo', group: 'Zapatos' }))).toBe('El grupo es Ropa o Joyería.');
  });

  it('a name is what shows: invisible characters out, one space between words', () => {
    expect(DepartmentFormSchema.parse({ name: '\u200BBol\u00ADsas\u00A0 de\u202E piel ', group: 'Ropa' }).name).toBe(
      'Bolsas de piel',
    );
    expect(error(DepartmentFormSchema.safeParse({ name: 'B\u200B', group: 'Ropa' }))).toBe(
      'El nombre del departamento debe tener al menos 2 caracteres.',
    );
  });

  it('a name a list address reads as a group, the whole store or a number is reserved', () => {
    for (const name of ['Ropa', 'ropa', 'Joyería', 'JOYERIA', 'all', 'All', '1234', '07', 'Ｒｏｐａ'])
      expect(error(DepartmentFormSchema.safeParse({ name, group: 'Ropa' })), name).toBe(
        ADMIN_ERRORS.departmentNameReserved,
      );
    for (const name of ['Ropa de cama', 'Todo', '12 meses', 'Allure'])
      expect(DepartmentFormSchema.safeParse({ name, group: 'Ropa' }).success, name).toBe(true);
  });

  it('the home-delivery price is pesos with at most two decimals, from 0 to the ceiling', () => {
    expect(ShopSettingsSchema.parse({ shipping_delivery_price: 0 })).toEqual({ shipping_delivery_price: 0 });
    expect(ShopSettingsSchema.parse({ shipping_delivery_price: 0, markdown_rounding: 'fifty' })).toEqual({
      shipping_delivery_price: 0,
      markdown_rounding: 'fifty',
    });
    expect(error(ShopSettingsSchema.safeParse({ shipping_delivery_price: 0, markdown_rounding: 'up' }))).toBe(
      ADMIN_ERRORS.markdownRoundingUnknown,
    );
    expect(ShopSettingsSchema.parse({ shipping_delivery_price: 149.99 })).toEqual({ shipping_delivery_price: 149.99 });
    expect(ShopSettingsSchema.safeParse({ shipping_delivery_price: SHIPPING_PRICE_MAX }).success).toBe(true);
    expect(error(ShopSettingsSchema.safeParse({ shipping_delivery_price: 1.005 }))).toBe(
      'El precio de envío admite como máximo dos decimales.',
    );
    expect(ShopSettingsSchema.parse({ shipping_delivery_price: '$1,149.5' })).toEqual({
      shipping_delivery_price: 1149.5,
    });
    expect(error(ShopSettingsSchema.safeParse({ shipping_delivery_price: '149,5' }))).toBe(
      MONEY_INPUT.comma('El precio de envío'),
    );
  });

  it("a department's size guide is one of the store's, or none; a form without it leaves it", () => {
    const form = { name: 'Vestidos', group: 'Ropa' };
    expect(DepartmentFormSchema.parse({ ...form, sizeChart: 'ring' }).sizeChart).toBe('ring');
    expect(DepartmentFormSchema.parse({ ...form, sizeChart: null }).sizeChart).toBeNull();
    expect(DepartmentFormSchema.parse(form)).not.toHaveProperty('sizeChart');
    expect(error(DepartmentFormSchema.safeParse({ ...form, sizeChart: 'shoes' }))).toBe(ADMIN_ERRORS.sizeChartUnknown);
    const answer = { department_id: 1, name: 'Vestidos', group: 'Ropa', products: 0, linked: false };
    expect(AdminDepartmentSchema.parse(answer).sizeChart).toBeNull();
  });
});
