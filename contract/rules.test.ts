import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../copy/validation';
import { RegisterBodySchema, SignupFormSchema } from './auth';
import { DepartmentListResponseSchema, DepartmentsByGroupResponseSchema } from './department';
import { ApiErrorSchema } from './error';
import { TEXT_HAS_NUL } from './fields';
import { DepartmentIdsSchema, ProductIdParamSchema, ProductListQuerySchema } from './product';

// The contract's rules that run per request (refinements and transforms); the schemas' shapes
// are exercised by the API tests.
describe('contract rules', () => {
  it('signup: the two passwords must match, and the error points at the confirmation', () => {
    const body = {
      username: 'Ana López',
      email: 'ana@example.mx',
      password: 'secreto1',
      confirmPassword: 'secreto1',
      phoneNumber: '+526141234567',
    };
    for (const [schema, sent] of [
      [SignupFormSchema, body],
      [RegisterBodySchema, { ...body, code: '123456' }],
    ] as const) {
      expect(schema.safeParse(sent).success).toBe(true);
      const differ = schema.safeParse({ ...sent, confirmPassword: 'secreto2' });
      expect(differ.success).toBe(false);
      expect(differ.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['confirmPassword', VALIDATION.signupPasswordsDiffer],
      ]);
    }
    // The form's fields are checked before the code is asked for; the sign-up needs it.
    expect(RegisterBodySchema.safeParse(body).error?.issues.map((i) => i.path.join('.'))).toEqual(['code']);
  });

  it('list filters: yes/no words, positive whole numbers within their limits', () => {
    expect(ProductListQuerySchema.parse({ withoutStock: 'true', withoutImage: '1', onlyDiscounts: 'false' })).toEqual({
      withoutStock: true,
      withoutImage: true,
      onlyDiscounts: false,
    });
    expect(ProductListQuerySchema.parse({ withoutStock: '0', withoutImage: '' })).toEqual({
      withoutStock: false,
      withoutImage: false,
    });
    expect(
      ProductListQuerySchema.parse({ limit: '100', page: '7', department_id: ['3', '12'], maxPrice: '99.5' }),
    ).toEqual({
      limit: 100,
      page: 7,
      department_id: [3, 12],
      maxPrice: 99.5,
    });
    const messages = (q: Record<string, unknown>) =>
      ProductListQuerySchema.safeParse(q).error?.issues.map((i) => i.message);
    expect(messages({ page: '0' })).toEqual(['La página debe ser mayor que cero.']);
    expect(messages({ limit: '101' })).toEqual(['El límite no puede ser mayor que 100.']);
    expect(messages({ page: '999999999' })).toBeUndefined();
    expect(ProductListQuerySchema.parse({ minPrice: '1500', maxPrice: '0.05' })).toEqual({
      minPrice: 1500,
      maxPrice: 0.05,
    });
    expect(ProductListQuerySchema.parse({ minPrice: '1234567.89' })).toEqual({ minPrice: 1234567.89 });
    for (const price of ['-5', 'x1', '1x', '12345678', '1.234', '1.', '.5', ''])
      expect(messages({ minPrice: price })).toEqual(['El precio mínimo debe ser un número positivo.']);
    expect(messages({ maxPrice: 'mucho' })).toEqual(['El precio máximo debe ser un número positivo.']);
    expect(ProductListQuerySchema.parse({ size: [' M ', '30'] })).toEqual({ size: ['M', '30'] });
    expect(messages({ size: [''] })).toEqual(['La talla está vacía.']);
    expect(messages({ size: ['X'.repeat(17)] })).toEqual(['La talla admite como máximo 16 caracteres.']);
    expect(messages({ size: ['M\0'] })).toEqual([TEXT_HAS_NUL]);
    expect(messages({ size: [3] })).toEqual(['La talla debe ser un texto.']);
    expect(messages({ size: Array.from({ length: 21 }, (_, i) => String(i)) })).toEqual([
      'Demasiadas tallas en el filtro.',
    ]);
    expect(messages({ size: Array.from({ length: 20 }, (_, i) => String(i)) })).toBeUndefined();
    expect(messages({ department_id: Array.from({ length: 51 }, (_, i) => String(i + 1)) })).toEqual([
      'Demasiados departamentos en el filtro.',
    ]);
    expect(DepartmentIdsSchema.parse(Array.from({ length: 50 }, (_, i) => String(i + 1)))).toHaveLength(50);
    expect(ProductIdParamSchema.parse('1')).toBe(1);
    expect(ProductIdParamSchema.safeParse('0').error?.issues.map((i) => i.message)).toEqual([
      'El producto debe ser mayor que cero.',
    ]);
  });

  it('the department answers and the error envelope keep their fields', () => {
    expect(
      DepartmentListResponseSchema.parse({ data: [{ deparment_id: 1, department_id: 1, name: 'Vestidos', extra: 1 }] }),
    ).toEqual({
      data: [{ deparment_id: 1, department_id: 1, name: 'Vestidos' }],
    });
    expect(DepartmentsByGroupResponseSchema.parse({ data: [{ id: 2, name: 'Blusas' }] })).toEqual({
      data: [{ id: 2, name: 'Blusas' }],
    });
    expect(DepartmentsByGroupResponseSchema.safeParse({ data: [{ id: 2 }] }).success).toBe(false);
    expect(ApiErrorSchema.parse({ error: 'No encontrado' })).toEqual({ error: 'No encontrado' });
    expect(ApiErrorSchema.safeParse({}).success).toBe(false);
    expect(ApiErrorSchema.parse({ error: 'Falta la colonia.', field: 'shipping_neighborhood' }).field).toBe(
      'shipping_neighborhood',
    );
    expect(ApiErrorSchema.safeParse({ error: 'x', field: 3 }).success).toBe(false);
  });
});
