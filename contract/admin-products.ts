import { z } from 'zod';
import { ADMIN_ERRORS } from '../copy/admin';
import { VALIDATION } from '../copy/validation';
import { ChangeHistorySchema } from './admin';
import { SEARCH_TEXT_MAX } from './catalogue';
import { INT4_MAX, id, positiveIdText, text } from './fields';
import { pesosField } from './money-input';
import { PRODUCT_IMAGE_NAME, PRODUCT_PHOTOS_MAX, ProductSchema, SIZE_LABEL_MAX } from './product';
import { cleanSizeLabel } from './size-label';

/**
 * The back office's products: the list the owner searches and filters, the form that
 * creates and edits a product, and the stock received or counted. Money travels in pesos with two
 * decimals like every answer (contract/money.ts).
 */

/** Products per page of the owner's list. */
export const ADMIN_PRODUCT_PAGE_SIZE = 30;

/** The stock filter of the owner's list; 'low' is LOW_STOCK_MAX units or fewer, sold out excluded. */
export const STOCK_FILTERS = ['inStock', 'soldOut', 'low'] as const;

/** The longest name and description a product may have. */
export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const BRAND_MAX = 60;
/** The longest label lines a garment may have (migration 018 checks the same). */
export const GARMENT_DETAIL_MAX = { composition: 200, origin: 80, care: 500 } as const;
/** A price above this is a typing mistake: the outlet's dearest piece is a few thousand pesos. */
export const PRICE_MAX = 999_999.99;
/** The most units one stock count or delivery may say. */
export const STOCK_MAX = 99_999;

const yesNo = z.enum(['true', 'false'], { error: VALIDATION.yesOrNo }).transform((v) => v === 'true');

/** The columns the owner's table sorts by; a leading '-' sorts from the highest (or Z) down. */
export const PRODUCT_SORT_KEYS = ['name', 'department', 'price', 'stock', 'status'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];
export const PRODUCT_SORTS = PRODUCT_SORT_KEYS.flatMap((k) => [k, `-${k}`] as const);

/** Query of GET /api/admin/products. Every value arrives as text. */
export const AdminProductQuerySchema = z.object({
  q: text()
    .max(SEARCH_TEXT_MAX, { error: `La búsqueda admite como máximo ${SEARCH_TEXT_MAX} caracteres.` })
    .optional(),
  department_id: positiveIdText('El departamento debe ser un número entero positivo.').optional(),
  stock: z.enum(STOCK_FILTERS, { error: 'El filtro de existencias no existe.' }).optional(),
  onSale: yesNo.optional(),
  hidden: yesNo.optional(),
  page: positiveIdText('La página debe ser un número entero positivo.').optional(),
  /** Without it, newest first. */
  sort: z.enum(PRODUCT_SORTS, { error: 'Ese orden no existe.' }).optional(),
});
export type AdminProductQuery = z.output<typeof AdminProductQuerySchema>;

/**
 * One size of a product as the owner sees it: the units the store offers of it (`stock`), the
 * units open checkouts hold of it (still on the shelf), and the version a count of it carries.
 */
export const AdminSizeSchema = z.object({
  size: z.string(),
  stock: z.number().int(),
  held: z.number().int(),
  version: z.number().int(),
});
export type AdminSize = z.infer<typeof AdminSizeSchema>;

/** A product as the owner sees it: the store's fields and what only the back office shows. */
export const AdminProductSchema = ProductSchema.extend({
  brand: z.string(),
  hidden: z.boolean(),
  unitsSold: z.number().int(),
  /** Moves on with every change to the product (an edit, a checkout's reservation, a sale). */
  version: z.number().int(),
  /**
   * Units open checkout sessions hold: still on the shelf, not offered (`stock` is what the store
   * offers). A count ('set') is the shelf, these included.
   */
  held: z.number().int(),
  /** Its sizes in order, each with its stock, held units and version ([] for a product sold whole). */
  sizeStock: z.array(AdminSizeSchema).default([]),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductListSchema = z.object({
  products: z.array(AdminProductSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminProductList = z.infer<typeof AdminProductListSchema>;

/** GET /api/admin/products/:id: the product and its history, newest first. */
export const AdminProductDetailSchema = z.object({ product: AdminProductSchema, history: ChangeHistorySchema });
export type AdminProductDetail = z.infer<typeof AdminProductDetailSchema>;

/** An amount as the owner types it ('1,299', '$1,299.50') or a JSON number: pesos with two decimals (contract/money-input.ts). */
const pesos = (what: string) => pesosField(what, PRICE_MAX);

/** A count of units; `what` is its subject, and a plural one ('Las existencias') takes a plural verb. */
const units = (what: string, min: number, { plural = false } = {}) => {
  const [must, may] = plural ? ['deben', 'pueden'] : ['debe', 'puede'];
  return z
    .number({ error: `${what} ${must} ser un número.` })
    .int({ error: `${what} ${must} ser un número entero.` })
    .min(min, { error: `${what} ${must} ser al menos ${min}.` })
    .max(STOCK_MAX, { error: `${what} no ${may} pasar de ${STOCK_MAX}.` });
};

/**
 * A line of the garment's label: empty is none (null). A client that does not send it (one made
 * before labels existed) leaves the product's as it is.
 */
const labelLine = (max: number, tooLong: string) =>
  text()
    .trim()
    .max(max, { error: tooLong })
    .transform((s) => s || null)
    .nullable()
    .optional();
/** The longest description (alt text) of one photo. */
export const PHOTO_ALT_MAX = 200;

const photoImage = z
  .string({ error: 'Sube una foto del producto.' })
  .regex(PRODUCT_IMAGE_NAME, { error: 'El nombre de la foto no es válido: súbela de nuevo.' });

/**
 * A product's photos in order, each with its description; the first is the product's `image`. An
 * empty description is the product's name (server/modules/admin/products-repo.ts).
 */
const PhotosField = z
  .array(
    z.object({
      image: photoImage,
      alt: text()
        .trim()
        .max(PHOTO_ALT_MAX, { error: ADMIN_ERRORS.photoAltTooLong(PHOTO_ALT_MAX) }),
    }),
  )
  .min(1, { error: ADMIN_ERRORS.photosNone })
  .max(PRODUCT_PHOTOS_MAX, { error: ADMIN_ERRORS.photosTooMany(PRODUCT_PHOTOS_MAX) })
  .refine((photos) => new Set(photos.map((p) => p.image)).size === photos.length, { error: ADMIN_ERRORS.photoTwice });

/** The form's fields, as the owner fills them. */
const ProductFieldsSchema = z.object({
  name: text({ error: 'Escribe el nombre del producto.' })
    .trim()
    .min(2, { error: 'El nombre debe tener al menos 2 caracteres.' })
    .max(PRODUCT_NAME_MAX, { error: `El nombre admite como máximo ${PRODUCT_NAME_MAX} caracteres.` }),
  description: text()
    .trim()
    .max(PRODUCT_DESCRIPTION_MAX, { error: `La descripción admite como máximo ${PRODUCT_DESCRIPTION_MAX} caracteres.` })
    .transform((s) => s || null)
    .nullable(),
  brand: text({ error: 'Escribe la marca.' })
    .trim()
    .min(1, { error: 'Escribe la marca.' })
    .max(BRAND_MAX, { error: `La marca admite como máximo ${BRAND_MAX} caracteres.` }),
  department_id: id('Elige un departamento.'),
  price: pesos('El precio').refine((n) => n > 0, { error: 'El precio debe ser mayor que cero.' }),
  /** 0, or above `price`: the product is then on sale (contract/sale.ts isOnSale). */
  originalPrice: pesos('El precio original'),
  maxPerOrder: units('El máximo por pedido', 1),
  isNew: z.boolean({ error: 'Nueva temporada es sí o no.' }),
  hidden: z.boolean({ error: 'Oculto es sí o no.' }),
  image: photoImage,
  composition: labelLine(
    GARMENT_DETAIL_MAX.composition,
    `La composición admite como máximo ${GARMENT_DETAIL_MAX.composition} caracteres.`,
  ),
  origin: labelLine(GARMENT_DETAIL_MAX.origin, `El origen admite como máximo ${GARMENT_DETAIL_MAX.origin} caracteres.`),
  care: labelLine(GARMENT_DETAIL_MAX.care, `Los cuidados admiten como máximo ${GARMENT_DETAIL_MAX.care} caracteres.`),
  /** Without it (a form of one photo), the product keeps its photos, the first being `image`. */
  photos: PhotosField.optional(),
});

/**
 * An original price is either none (0) or the higher price the sale price is compared with; the
 * first of the photos, where they are sent, is the product's image.
 */
const saleRule = <
  S extends z.ZodType<{ price: number; originalPrice: number; image: string; photos?: { image: string }[] }>,
>(
  s: S,
) =>
  s
    .refine((p) => p.originalPrice === 0 || p.originalPrice > p.price, {
      error: 'El precio original debe ser mayor que el precio, o 0 si el producto no está rebajado.',
      path: ['originalPrice'],
    })
    .refine((p) => p.photos === undefined || p.photos[0]?.image === p.image, {
      error: ADMIN_ERRORS.photoFirstIsImage,
      path: ['photos'],
    });

/** POST /api/admin/products: a new product with the stock on the shelf. */
export const ProductCreateSchema = saleRule(
  ProductFieldsSchema.extend({ stock: units('Las existencias', 0, { plural: true }) }),
);
export type ProductCreate = z.input<typeof ProductCreateSchema>;

/** PUT /api/admin/products/:id: every field of the form, and the version the form was filled from. */
export const ProductEditSchema = saleRule(
  ProductFieldsSchema.extend({
    version: z.number({ error: 'Falta la versión del producto.' }).int().min(1).max(INT4_MAX),
  }),
);
export type ProductEdit = z.input<typeof ProductEditSchema>;

/**
 * POST /api/admin/products/:id/stock: 'set' says what a count found on the shelf (the units open
 * checkouts hold included; the store then offers the count less those), and carries the version it
 * was counted at (a sale meanwhile makes the count wrong: 409). 'add' says what a delivery brought:
 * adding is right whatever sold meanwhile, so it needs no version.
 */
export const StockChangeSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('set'),
      quantity: units('Las existencias', 0, { plural: true }),
      version: z.number().int().min(1).max(INT4_MAX),
    }),
    z.object({ mode: z.literal('add'), quantity: units('Las piezas recibidas', 1, { plural: true }) }),
  ],
  { error: "Di si las existencias se fijan ('set') o se suman ('add')." },
);
export type StockChange = z.input<typeof StockChangeSchema>;

/**
 * A size's label as the owner types it: 'M', '32', '7', 'Unitalla', cleaned as it reads
 * (contract/size-label.ts: invisible characters out, 'm' is 'M'). Whether it fits the department's
 * size chart, and is not the product's already, the server checks.
 */
const sizeLabel = text({ error: 'Escribe la talla.' })
  .overwrite(cleanSizeLabel)
  .min(1, { error: 'Escribe la talla.' })
  .max(SIZE_LABEL_MAX, { error: `La talla admite como máximo ${SIZE_LABEL_MAX} caracteres.` });

/**
 * POST /api/admin/products/:id/sizes: a new size, after the product's last, with no units (the
 * owner then receives or counts it). A product sold whole that gets its first size is sold by size
 * from then on: its stock becomes the sum of its sizes, so it is sold out until each size is
 * counted (its whole stock cannot be split by guessing).
 */
export const SizeAddSchema = z.object({ size: sizeLabel });
export type SizeAdd = z.input<typeof SizeAddSchema>;

/**
 * POST /api/admin/products/:id/sizes/rename: a size takes a new label (cleaned and checked like a
 * new one), keeping its units, held units and history; a cart that names the old label still
 * finds it (`formerly` of the product's sizes, migration 038).
 */
export const SizeRenameSchema = z.object({ size: sizeLabel, to: sizeLabel });
export type SizeRename = z.input<typeof SizeRenameSchema>;

/** POST /api/admin/products/:id/sizes/remove: a size with no units, none held and in no open order. */
export const SizeRemoveSchema = z.object({ size: sizeLabel });
export type SizeRemove = z.input<typeof SizeRemoveSchema>;

/**
 * POST /api/admin/products/:id/size-stock: StockChangeSchema for one size. A count ('set') carries
 * the size's version (a sale of that size meanwhile makes the count wrong: 409).
 */
export const SizeStockChangeSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('set'),
      size: sizeLabel,
      quantity: units('Las existencias', 0, { plural: true }),
      version: z.number().int().min(1).max(INT4_MAX),
    }),
    z.object({ mode: z.literal('add'), size: sizeLabel, quantity: units('Las piezas recibidas', 1, { plural: true }) }),
  ],
  { error: "Di si las existencias de la talla se fijan ('set') o se suman ('add')." },
);
export type SizeStockChange = z.input<typeof SizeStockChangeSchema>;

/** A 409: the product moved on since the form was filled. The owner sees what it holds now. */
export const ProductConflictSchema = z.object({ error: z.string(), current: AdminProductSchema });
export type ProductConflict = z.infer<typeof ProductConflictSchema>;

/** What the owner may do to many products at once, chosen in the products table. */
export const BULK_ACTIONS = ['hide', 'show', 'move', 'markdown', 'restorePrice'] as const;
/** The most products one bulk action changes: a page of the owner's list, and room to spare. */
export const BULK_IDS_MAX = 100;
/** A mark-down takes off 1 % to 90 %: a price never falls to nothing by a slip of the keyboard. */
export const MARKDOWN_PERCENT_MIN = 1;
export const MARKDOWN_PERCENT_MAX = 90;

const bulkIds = z
  .array(id('Cada producto se nombra por su número.'), { error: 'Elige los productos a cambiar.' })
  .min(1, { error: 'Elige al menos un producto.' })
  .max(BULK_IDS_MAX, { error: `Se pueden cambiar como máximo ${BULK_IDS_MAX} productos a la vez.` })
  .transform((ids) => [...new Set(ids)]);

/**
 * POST /api/admin/products/bulk: one action on the chosen products, all or none, each change in
 * its product's history. 'move' names the department; 'markdown' the percentage taken off the
 * original price (contract/markdown.ts); 'restorePrice' ('Quitar rebaja') gives the original back.
 */
export const ProductBulkSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('hide'), ids: bulkIds }),
    z.object({ action: z.literal('show'), ids: bulkIds }),
    z.object({ action: z.literal('move'), ids: bulkIds, departmentId: id('Elige el departamento al que se mueven.') }),
    z.object({
      action: z.literal('markdown'),
      ids: bulkIds,
      percent: z
        .number({ error: 'Escribe el porcentaje de la rebaja.' })
        .int({ error: 'El porcentaje de la rebaja debe ser un número entero.' })
        .min(MARKDOWN_PERCENT_MIN, { error: `La rebaja debe ser de al menos ${MARKDOWN_PERCENT_MIN} %.` })
        .max(MARKDOWN_PERCENT_MAX, { error: `La rebaja puede ser como máximo de ${MARKDOWN_PERCENT_MAX} %.` }),
    }),
    z.object({ action: z.literal('restorePrice'), ids: bulkIds }),
  ],
  { error: "La acción debe ser 'hide', 'show', 'move', 'markdown' o 'restorePrice'." },
);
export type ProductBulk = z.input<typeof ProductBulkSchema>;

/** The answer: how many of the chosen products changed (one already hidden does not change when hidden). */
export const ProductBulkResultSchema = z.object({ changed: z.number().int() });
export type ProductBulkResult = z.infer<typeof ProductBulkResultSchema>;

/**
 * POST /api/admin/products/bulk/preview (a 'markdown' or 'restorePrice' body): each chosen
 * product's price now and what the action would make it, by id, before anything is written.
 */
export const ProductBulkPreviewSchema = z.object({
  prices: z.array(
    z.object({ product_id: z.number().int(), name: z.string(), price: z.number(), newPrice: z.number() }),
  ),
});
export type ProductBulkPreview = z.infer<typeof ProductBulkPreviewSchema>;
