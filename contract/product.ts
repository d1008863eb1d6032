import { z } from 'zod';
import { VALIDATION } from '../copy/validation';
import { PRODUCT_LIST_MAX_LIMIT, SEARCH_TEXT_MAX, SECTION_FILTERS } from './catalogue';
import { text } from './fields';
import { type Cents, toCents, toPesos } from './money';
import { ID_TEXT } from './paths';

export type { SectionFilter } from './catalogue';

/**
 * The size guides the store has, one per way a kind of piece is sized: letters (XS–XXL) for tops,
 * dresses and coats, waist numbers for trousers and shorts, US dress numbers for skirts, ring sizes
 * for rings. A department names its own (`department.size_chart`, migration 018); the charts' rows
 * are copy/size-guide.ts.
 */
export const SIZE_CHARTS = ['letters', 'waist', 'us-dress', 'ring'] as const;
export type SizeChart = (typeof SIZE_CHARTS)[number];
/** The most photos a product may have (server/db/migrations/019_product_photos.sql). */
export const PRODUCT_PHOTOS_MAX = 8;

/** One photo of a product: its image name (like `image`) and the text that describes it to a shopper who cannot see it. */
export const ProductPhotoSchema = z.object({ image: z.string(), alt: z.string() });
export type ProductPhoto = z.infer<typeof ProductPhotoSchema>;

/** product.max_per_order's default (server/db/migrations/006_checkout_limits.sql). */
export const DEFAULT_MAX_PER_ORDER = 10;

/** The longest size label ('XXL', '32', 'Unitalla'): product_size.size's check (migration 020). */
export const SIZE_LABEL_MAX = 16;

/** One size of a product sold by size, as it reads on the label, with the units of it the store offers. */
export const ProductSizeSchema = z.object({
  size: z.string(),
  stock: z.number().int(),
  /** The labels it had before the owner renamed it (only when it was): a cart kept with one finds this size. */
  formerly: z.array(z.string()).optional(),
});
export type ProductSize = z.infer<typeof ProductSizeSchema>;

/** The letter sizes from the smallest up; a size not among them is a number (a waist, a ring, a US dress). */
export const LETTER_SCALE: readonly string[] = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

/**
 * The order a shopper reads sizes in, whatever garments they come from: letters from the smallest,
 * then numbers by value (a waist 28 before 30, a ring 6.5 before 7), then any other label by name.
 */
export function compareSizes(a: string, b: string): number {
  const rank = (size: string): [number, number, string] => {
    const letter = LETTER_SCALE.indexOf(size.toUpperCase());
    if (letter >= 0) return [0, letter, size];
    const number = Number(size.replace(',', '.'));
    return Number.isFinite(number) && size.trim() !== '' ? [1, number, size] : [2, 0, size];
  };
  const [ka, va, ta] = rank(a);
  const [kb, vb, tb] = rank(b);
  return ka - kb || va - vb || ta.localeCompare(tb, 'es-MX');
}

/** A size a shopper names (a checkout line's, a list filter's): a label of at most SIZE_LABEL_MAX characters. */
export const SizeLabelSchema = text({ error: 'La talla debe ser un texto.' })
  .trim()
  .min(1, { error: 'La talla está vacía.' })
  .max(SIZE_LABEL_MAX, { error: `La talla admite como máximo ${SIZE_LABEL_MAX} caracteres.` });

/** The most sizes one list filter names. */
export const LIST_SIZES_MAX = 20;

/**
 * A product as the API sends it, in the field names the legacy clients read. Money travels as pesos with two decimals;
 * rules that add money up read it into integer centavos first (contract/money.ts).
 * `originalPrice` is 0 when the product is not discounted (`isOnSale`, contract/sale.ts).
 */
export const ProductSchema = z.object({
  product_id: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  price: z.number().nonnegative(),
  originalPrice: z.number().nonnegative(),
  type: z.enum(['sale', 'regular']),
  isNew: z.boolean(),
  stock: z.number().int(),
  description: z.string().nullable(),
  department_id: z.number().int().positive(),
  /**
   * The most units of this product one order may take (one account must not empty the
   * store). Carts and favourites saved in the browser before the cap existed lack it: they get
   * the column's default (migration 006) until their next refresh from the API.
   */
  maxPerOrder: z.number().int().positive().default(DEFAULT_MAX_PER_ORDER),
  /**
   * The garment's label (migration 018): its fibres ('95% algodón, 5% elastano'), where it was
   * made ('Hecho en Vietnam') and how to care for it; null when unknown. Products saved in the
   * browser before these existed lack them.
   */
  composition: z.string().nullable().default(null),
  origin: z.string().nullable().default(null),
  care: z.string().nullable().default(null),
  /** The size guide of the product's department; null for pieces of one size. */
  sizeChart: z.enum(SIZE_CHARTS).nullable().default(null),
  /**
   * The product's photos in order, the first being `image`. A product's own answer carries them
   * all; a list's and a cart's carry the first alone (lists and cards show no other). Carts and
   * favourites saved in the browser before photos existed lack them: [] then, which
   * `productPhotos` reads as `image` alone.
   */
  photos: z.array(ProductPhotoSchema).default([]),
  /**
   * Beyond the legacy fields: the sizes it is sold in, in the order they are shown, each with its
   * own stock; `stock` is then their total. Empty for a product sold as one item, and for carts
   * and favourites saved in the browser before sizes existed, until their next refresh.
   */
  sizes: z.array(ProductSizeSchema).default([]),
  /**
   * A product's own answer says whether the store offers meses sin intereses on a card (it does
   * through Stripe, not the test checkout); the page then names the longest plan the price
   * reaches (`longestInstallmentPlan`, contract/installments.ts). Lists, carts and what browsers
   * saved before it lack it: no plan is named.
   */
  installments: z.boolean().optional(),
});
export type Product = z.infer<typeof ProductSchema>;

/** A product's photos, in order: its `photos`, or, where it came without them, its `image` described by its name. */
export const productPhotos = (product: Pick<Product, 'image' | 'name' | 'photos'>): ProductPhoto[] =>
  product.photos.length > 0 ? product.photos : [{ image: product.image, alt: product.name }];

/**
 * A product as the store holds it once read off the wire (src/api/products.ts): the same fields,
 * money in integer centavos. Machines, views and the browser's storage hold this one.
 */
export type ShopProduct = Omit<Product, 'price' | 'originalPrice'> & { price: Cents; originalPrice: Cents };

/** A product off the wire, its money read into centavos. */
export const toShopProduct = (product: Product): ShopProduct => ({
  ...product,
  price: toCents(product.price),
  originalPrice: toCents(product.originalPrice),
});

/** A product back into the wire's shape (pesos): what the favourites list keeps in storage. */
export const toWireProduct = (product: ShopProduct): Product => ({
  ...product,
  price: toPesos(product.price),
  originalPrice: toPesos(product.originalPrice),
});

export { PRODUCT_IMAGE_WIDTHS } from './product-urls';
export const PRODUCT_IMAGE_DEFAULT_WIDTH = 640;
/** Image names are a fixed shape so that no name can leave the image folder. */
export const PRODUCT_IMAGE_NAME = /^[a-z0-9-]{1,80}\.webp$/;

const boolParam = z
  .enum(['true', 'false', '1', '0', ''], { error: VALIDATION.yesOrNo })
  .transform((v) => v === 'true' || v === '1');

const positiveIntParam = (what: string, max?: number) =>
  z
    .string()
    .regex(ID_TEXT, { error: `${what} debe ser un número entero positivo.` })
    .transform(Number)
    .refine((n) => n >= 1, { error: `${what} debe ser mayor que cero.` })
    .refine((n) => max === undefined || n <= max, { error: `${what} no puede ser mayor que ${max}.` });

/** Query of GET /api/product/list. Every value arrives as a string (department_id may repeat). */
/** The departments a list or its size filter is limited to. */
export const DepartmentIdsSchema = z
  .array(positiveIntParam('El departamento'))
  .max(50, { error: 'Demasiados departamentos en el filtro.' });

/** A price in a query, pesos with up to two decimals ('1500', '99.5'), read as a number. */
const pesosParam = (what: string) =>
  z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: `${what} debe ser un número positivo.` })
    .transform(Number);

export const ProductListQuerySchema = z.object({
  withoutStock: boolParam.optional(),
  withoutImage: boolParam.optional(),
  limit: positiveIntParam('El límite', PRODUCT_LIST_MAX_LIMIT).optional(),
  page: positiveIntParam('La página').optional(),
  sort: z.enum(['asc', 'desc', ''], { error: 'El orden debe ser asc o desc.' }).optional(),
  name: text()
    .max(SEARCH_TEXT_MAX, { error: `La búsqueda admite como máximo ${SEARCH_TEXT_MAX} caracteres.` })
    .optional(),
  /** The price range, pesos: only products at `minPrice` or more, and at `maxPrice` (the cap) or less. */
  minPrice: pesosParam('El precio mínimo').optional(),
  maxPrice: pesosParam('El precio máximo').optional(),
  onlyDiscounts: boolParam.optional(),
  department_id: DepartmentIdsSchema.optional(),
  sectionFilter: z.enum([...SECTION_FILTERS, ''], { error: 'El filtro de sección no existe.' }).optional(),
  /** Only products with at least one unit in one of these sizes. */
  size: z.array(SizeLabelSchema).max(LIST_SIZES_MAX, { error: 'Demasiadas tallas en el filtro.' }).optional(),
});
export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

export const ProductListResponseSchema = z.object({
  products: z.array(ProductSchema),
  totalPages: z.number().int().nonnegative(),
  /** How many products match the query, on every page ('33 productos'). */
  total: z.number().int().nonnegative().default(0),
  /**
   * How many more would match without the price cap (`maxPrice`): what 'N piezas más caras'
   * counts. 0 when the query sets no cap.
   */
  pricierCount: z.number().int().nonnegative().default(0),
  /**
   * When a search finds nothing: the nearest word the store's products use, for '¿Quisiste
   * decir …?'; null when it found something, or when no word is near enough.
   */
  suggestion: z.string().nullable().default(null),
  /**
   * What the search read of `name` when it left part of it out (contract/search-query.ts: folded,
   * at most 8 words and 100 characters), for 'Buscamos: …'; null when it read all of it, or
   * there was no search. Added after the SPEC's answer: a client that ignores it loses nothing.
   */
  searched: z.string().nullable().default(null),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;
/** A page of the list as the store holds it: its products in centavos (`toShopProduct`). */
export type ShopProductList = Omit<ProductListResponse, 'products'> & { products: ShopProduct[] };

/** GET /api/product/sizes answers the sizes with units in stock, in the order `compareSizes` reads them. */
export const SizesInStockResponseSchema = z.array(z.string());

export const ProductIdParamSchema = positiveIntParam('El producto');

/** GET /api/product/cart answers the products it found, in the order asked. */
export const CartProductsResponseSchema = z.array(ProductSchema);
