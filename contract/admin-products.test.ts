import { describe, expect, it } from 'vitest';
import { ADMIN_ERRORS, MONEY_INPUT } from '../copy/admin';
import {
  AdminProductQuerySchema,
  AdminProductSchema,
  BULK_IDS_MAX,
  GARMENT_DETAIL_MAX,
  PHOTO_ALT_MAX,
  PRICE_MAX,
  ProductBulkSchema,
  ProductCreateSchema,
  ProductEditSchema,
  SizeAddSchema,
  SizeRemoveSchema,
  SizeRenameSchema,
  SizeStockChangeSchema,
  StockChangeSchema,
} from './admin-products';

const form = {
  name: '  Chamarra  ',
  description: '  ',
  brand: 'Levi’s',
  department_id: 1,
  price: 899.5,
  originalPrice: 0,
  stock: 0,
  maxPerOrder: 1,
  isNew: false,
  hidden: false,
  image: 'u-abc.webp',
};
const error = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("the owner's product form", () => {
  it('trims the name, and an empty description is none', () => {
    expect(ProductCreateSchema.parse(form)).toMatchObject({ name: 'Chamarra', description: null, price: 899.5 });
  });

  it('a price has at most two decimals, is above zero and below the ceiling', () => {
    expect(ProductCreateSchema.safeParse({ ...form, price: 0.01 }).success).toBe(true);
    expect(ProductCreateSchema.safeParse({ ...form, price: 19.99 }).success).toBe(true);
    expect(ProductCreateSchema.safeParse({ ...form, price: PRICE_MAX }).success).toBe(true);
    expect(error(ProductCreateSchema.safeParse({ ...form, price: 19.999 }))).toBe(
      'El precio admite como máximo dos decimales.',
    );
    expect(error(ProductCreateSchema.safeParse({ ...form, price: 0 }))).toBe('El precio debe ser mayor que cero.');
    expect(error(ProductCreateSchema.safeParse({ ...form, price: PRICE_MAX + 0.01 }))).toBe(
      `El precio no puede pasar de ${PRICE_MAX}.`,
    );
  });

  it('a price is read as the owner types it, and kept as pesos with two decimals', () => {
    expect(ProductCreateSchema.parse({ ...form, price: '1,299', originalPrice: '$1,599.50' })).toMatchObject({
      price: 1299,
      originalPrice: 1599.5,
    });
    expect(error(ProductCreateSchema.safeParse({ ...form, price: '1,299.505' }))).toBe(
      MONEY_INPUT.decimalsTyped('El precio'),
    );
    expect(error(ProductCreateSchema.safeParse({ ...form, price: 'mil' }))).toBe(
      MONEY_INPUT.characters('El precio', 'm'),
    );
    expect(error(ProductCreateSchema.safeParse({ ...form, price: '0.00' }))).toBe('El precio debe ser mayor que cero.');
    expect(error(ProductCreateSchema.safeParse({ ...form, price: '1,299', originalPrice: '1,000' }))).toBe(
      'El precio original debe ser mayor que el precio, o 0 si el producto no está rebajado.',
    );
  });

  it('an original price is 0 or above the price: then the product is on sale', () => {
    expect(ProductCreateSchema.safeParse({ ...form, originalPrice: 0 }).success).toBe(true);
    expect(ProductCreateSchema.safeParse({ ...form, originalPrice: 899.51 }).success).toBe(true);
    const same = ProductCreateSchema.safeParse({ ...form, originalPrice: 899.5 });
    expect(error(same)).toBe('El precio original debe ser mayor que el precio, o 0 si el producto no está rebajado.');
    expect(same.error?.issues[0]?.path).toEqual(['originalPrice']);
    expect(ProductEditSchema.safeParse({ ...form, originalPrice: 100, version: 1 }).success).toBe(false);
    expect(ProductEditSchema.safeParse({ ...form, version: 1 }).success).toBe(true);
  });

  it('stock is set to a count or raised by a delivery of at least one', () => {
    expect(StockChangeSchema.safeParse({ mode: 'set', quantity: 0, version: 3 }).success).toBe(true);
    expect(StockChangeSchema.safeParse({ mode: 'add', quantity: 1 }).success).toBe(true);
    expect(error(StockChangeSchema.safeParse({ mode: 'add', quantity: 0 }))).toBe(
      'Las piezas recibidas deben ser al menos 1.',
    );
    expect(error(StockChangeSchema.safeParse({ mode: 'set', quantity: 1.5, version: 3 }))).toBe(
      'Las existencias deben ser un número entero.',
    );
    expect(error(ProductCreateSchema.safeParse({ ...form, maxPerOrder: 0 }))).toBe(
      'El máximo por pedido debe ser al menos 1.',
    );
    expect(StockChangeSchema.safeParse({ mode: 'set', quantity: 4 }).success).toBe(false);
  });
});

describe("the garment's label in the owner's form", () => {
  const lines = [
    ['composition', 'La composición admite como máximo 200 caracteres.'],
    ['origin', 'El origen admite como máximo 80 caracteres.'],
    ['care', 'Los cuidados admiten como máximo 500 caracteres.'],
  ] as const;

  it('each line is trimmed, an empty one is none, and one not sent stays unsent (the product keeps its own)', () => {
    for (const schema of [ProductCreateSchema, ProductEditSchema]) {
      const body = { ...form, version: 1 };
      const parsed = schema.parse({ ...body, composition: ' 100% lino ', origin: '  ', care: null });
      expect(parsed).toMatchObject({ composition: '100% lino', origin: null, care: null });
      const unsent = schema.parse(body);
      for (const [key] of lines) expect(unsent).not.toHaveProperty(key);
    }
  });

  it('each line has its longest, said in Spanish; the same limits as the database', () => {
    expect(GARMENT_DETAIL_MAX).toEqual({ composition: 200, origin: 80, care: 500 });
    for (const [key, message] of lines) {
      const max = GARMENT_DETAIL_MAX[key];
      expect(ProductCreateSchema.parse({ ...form, [key]: 'a'.repeat(max) })[key]).toHaveLength(max);
      expect(error(ProductCreateSchema.safeParse({ ...form, [key]: 'a'.repeat(max + 1) }))).toBe(message);
      expect(ProductCreateSchema.safeParse({ ...form, [key]: 7 }).success).toBe(false);
    }
  });
});

describe("the owner's product photos", () => {
  const photos = (n: number) => Array.from({ length: n }, (_, i) => ({ image: `u-${i}.webp`, alt: '' }));
  const withPhotos = (list: { image: string; alt: string }[]) => ({
    ...form,
    image: list[0]?.image ?? form.image,
    photos: list,
  });

  it('a form of one photo sends none; a list has 1 to 8, the first being the image', () => {
    expect(ProductCreateSchema.parse(form).photos).toBeUndefined();
    expect(ProductCreateSchema.parse(withPhotos(photos(1))).photos).toEqual(photos(1));
    expect(ProductCreateSchema.safeParse(withPhotos(photos(8))).success).toBe(true);
    expect(error(ProductCreateSchema.safeParse(withPhotos(photos(9))))).toBe('Un producto admite como máximo 8 fotos.');
    expect(error(ProductCreateSchema.safeParse({ ...form, photos: [] }))).toBe(ADMIN_ERRORS.photosNone);
    expect(error(ProductEditSchema.safeParse({ ...withPhotos(photos(2)), image: 'u-1.webp', version: 1 }))).toBe(
      ADMIN_ERRORS.photoFirstIsImage,
    );
    const refused = ProductCreateSchema.safeParse({ ...withPhotos(photos(2)), image: 'u-1.webp' });
    expect(refused.error?.issues[0]?.path).toEqual(['photos']);
  });

  it('holds no photo twice, each a valid name with a trimmed description of at most 200 characters', () => {
    expect(error(ProductCreateSchema.safeParse(withPhotos([...photos(2), photos(1)[0]!])))).toBe(
      ADMIN_ERRORS.photoTwice,
    );
    expect(error(ProductCreateSchema.safeParse(withPhotos([{ image: '../x.webp', alt: '' }])))).toBe(
      'El nombre de la foto no es válido: súbela de nuevo.',
    );
    const alt = (text: string) => withPhotos([{ image: 'u-0.webp', alt: text }]);
    expect(ProductCreateSchema.parse(alt('  Vista de detalle ')).photos).toEqual([
      { image: 'u-0.webp', alt: 'Vista de detalle' },
    ]);
    expect(ProductCreateSchema.safeParse(alt('a'.repeat(PHOTO_ALT_MAX))).success).toBe(true);
    expect(error(ProductCreateSchema.safeParse(alt('a'.repeat(PHOTO_ALT_MAX + 1))))).toBe(
      'La descripción de una foto admite como máximo 200 caracteres.',
    );
    expect(PHOTO_ALT_MAX).toBe(200);
  });
});

describe("the owner's list query", () => {
  it('pages and departments start at 1', () => {
    expect(AdminProductQuerySchema.parse({ page: '1', department_id: '1' })).toEqual({ page: 1, department_id: 1 });
    expect(error(AdminProductQuerySchema.safeParse({ page: '0' }))).toBe(
      'La página debe ser un número entero positivo.',
    );
    expect(error(AdminProductQuerySchema.safeParse({ department_id: '0' }))).toBe(
      'El departamento debe ser un número entero positivo.',
    );
  });

  it('yes-or-no filters read true and false only', () => {
    expect(AdminProductQuerySchema.parse({ onSale: 'true', hidden: 'false' })).toEqual({ onSale: true, hidden: false });
    expect(AdminProductQuerySchema.safeParse({ onSale: '1' }).success).toBe(false);
  });
});

describe("the owner's bulk actions", () => {
  it('change each chosen product once, however often the table names it, and at most a page of them', () => {
    expect(ProductBulkSchema.parse({ action: 'hide', ids: [3, 5, 3, 3] })).toEqual({ action: 'hide', ids: [3, 5] });
    const page = Array.from({ length: BULK_IDS_MAX }, (_, i) => i + 1);
    expect(ProductBulkSchema.safeParse({ action: 'show', ids: page }).success).toBe(true);
    expect(error(ProductBulkSchema.safeParse({ action: 'show', ids: [...page, BULK_IDS_MAX + 1] }))).toBe(
      `Se pueden cambiar como máximo ${BULK_IDS_MAX} productos a la vez.`,
    );
    expect(error(ProductBulkSchema.safeParse({ action: 'hide', ids: [] }))).toBe('Elige al menos un producto.');
  });

  it('a mark-down takes off 1 % to 90 %, a whole number', () => {
    expect(ProductBulkSchema.parse({ action: 'restorePrice', ids: [2, 2] })).toEqual({
      action: 'restorePrice',
      ids: [2],
    });
    expect(ProductBulkSchema.safeParse({ action: 'markdown', ids: [1], percent: 1 }).success).toBe(true);
    expect(ProductBulkSchema.safeParse({ action: 'markdown', ids: [1], percent: 90 }).success).toBe(true);
    expect(error(ProductBulkSchema.safeParse({ action: 'markdown', ids: [1], percent: 0 }))).toBe(
      'La rebaja debe ser de al menos 1 %.',
    );
    expect(error(ProductBulkSchema.safeParse({ action: 'markdown', ids: [1], percent: 91 }))).toBe(
      'La rebaja puede ser como máximo de 90 %.',
    );
    expect(error(ProductBulkSchema.safeParse({ action: 'markdown', ids: [1], percent: 12.5 }))).toBe(
      'El porcentaje de la rebaja debe ser un número entero.',
    );
  });
});

describe("the owner's sizes", () => {
  it('a size is its trimmed label, 1 to 16 characters', () => {
    expect(SizeAddSchema.parse({ size: '  XL ' })).toEqual({ size: 'XL' });
    expect(SizeAddSchema.parse({ size: 'm\u200B' })).toEqual({ size: 'M' });
    expect(SizeRenameSchema.parse({ size: 'M', to: ' xl ' })).toEqual({ size: 'M', to: 'XL' });
    expect(SizeRemoveSchema.parse({ size: '\u2060S' })).toEqual({ size: 'S' });
    expect(error(SizeAddSchema.safeParse({ size: '\u200B' }))).toBe('Escribe la talla.');
    expect(SizeAddSchema.safeParse({ size: 'X'.repeat(16) }).success).toBe(true);
    expect(error(SizeAddSchema.safeParse({ size: 'X'.repeat(17) }))).toBe('La talla admite como máximo 16 caracteres.');
    expect(error(SizeAddSchema.safeParse({ size: '  ' }))).toBe('Escribe la talla.');
    expect(error(SizeAddSchema.safeParse({}))).toBe('Escribe la talla.');
  });

  it("a size's count carries its version and may be 0; a delivery brings at least one unit", () => {
    expect(SizeStockChangeSchema.parse({ mode: 'set', size: ' M', quantity: 0, version: 3 })).toEqual({
      mode: 'set',
      size: 'M',
      quantity: 0,
      version: 3,
    });
    expect(SizeStockChangeSchema.safeParse({ mode: 'set', size: 'M', quantity: 2 }).success).toBe(false);
    expect(SizeStockChangeSchema.parse({ mode: 'add', size: 'M', quantity: 1 })).toEqual({
      mode: 'add',
      size: 'M',
      quantity: 1,
    });
    expect(error(SizeStockChangeSchema.safeParse({ mode: 'add', size: 'M', quantity: 0 }))).toBe(
      'Las piezas recibidas deben ser al menos 1.',
    );
    expect(error(SizeStockChangeSchema.safeParse({ mode: 'add', quantity: 2 }))).toBe('Escribe la talla.');
    expect(error(SizeStockChangeSchema.safeParse({ mode: 'other', size: 'M', quantity: 2 }))).toBe(
      "Di si las existencias de la talla se fijan ('set') o se suman ('add').",
    );
  });

  it("an owner's product answer from before sizes reads as one sold whole", () => {
    const answer = {
      product_id: 1,
      name: 'Anillo',
      image: 'p-1.webp',
      price: 1,
      originalPrice: 0,
      type: 'regular',
      isNew: false,
      stock: 2,
      description: null,
      department_id: 1,
      brand: 'X',
      hidden: false,
      unitsSold: 0,
      version: 1,
      held: 0,
    };
    expect(AdminProductSchema.parse(answer).sizeStock).toEqual([]);
  });
});
