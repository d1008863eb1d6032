/**
 * Product addresses (image URLs, list queries) as the views request them and as the server
 * announces them in a page's HTML (server/http/page-preloads.ts). A preload is used only when its
 * address (and, for an image, srcset and sizes) is exactly what the app then asks for, so both
 * sides build them here. No zod: the first paint imports this.
 */
import type { SectionFilter } from './catalogue';
import { SIZE_PARAM } from './paths';

/** What a view asks GET /api/product/list for. */
export interface ProductQuery {
  page?: number;
  limit?: number;
  sort?: 'asc' | 'desc' | '';
  name?: string;
  /** The price range, pesos. */
  minPrice?: number;
  maxPrice?: number;
  onlyDiscounts?: boolean;
  departmentIds?: readonly number[];
  sectionFilter?: SectionFilter;
  withoutStock?: boolean;
  /** Only products with units in one of these sizes. */
  sizes?: readonly string[];
}

/** `/product/list?…` below /api, with only the parameters that are set, always in this order. */
export function productListPath(q: ProductQuery): string {
  const p = new URLSearchParams();
  if (q.page) p.append('page', String(q.page));
  if (q.limit) p.append('limit', String(q.limit));
  if (q.sort) p.append('sort', q.sort);
  if (q.name) p.append('name', q.name);
  if (q.minPrice) p.append('minPrice', String(q.minPrice));
  if (q.maxPrice !== undefined) p.append('maxPrice', String(q.maxPrice));
  if (q.onlyDiscounts) p.append('onlyDiscounts', 'true');
  if (q.withoutStock !== undefined) p.append('withoutStock', String(q.withoutStock));
  for (const id of q.departmentIds ?? []) p.append('department_id', String(id));
  if (q.sectionFilter) p.append('sectionFilter', q.sectionFilter);
  for (const size of q.sizes ?? []) p.append('size', size);
  const search = p.toString();
  return search ? `/product/list?${search}` : '/product/list';
}

/** A product page's address with one of its sizes chosen. */
export const productSizeUrl = (page: string, size: string) => `${page}?${SIZE_PARAM}=${encodeURIComponent(size)}`;

/**
 * Widths (px) the image endpoint can serve, for srcset: /api/product/image/{image}?w=320. 400 is a
 * grid card on a phone of 1.75 to 2 device pixels per CSS pixel (a card is 48vw: 346 px on a
 * 412 px Moto G Power), at about 57% of the 640's bytes; those cards took 640 before.
 */
export const PRODUCT_IMAGE_WIDTHS = [320, 400, 640, 960] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

/** How wide the product detail's photo is drawn at each viewport (src/features/product/ProductDetail.tsx). */
export const PRODUCT_DETAIL_IMAGE_SIZES = '(min-width: 1240px) 600px, (min-width: 900px) 48vw, 100vw';
/** How wide a product card's photo is drawn in the grids (src/domain/product/ProductCard.tsx). */
export const PRODUCT_CARD_IMAGE_SIZES = '(min-width: 1200px) 300px, (min-width: 600px) 31vw, 48vw';

/** URL of a product image at one of the server's widths. */
export function productImageUrl(image: string, width: ProductImageWidth = 640): string {
  return `/api/product/image/${encodeURIComponent(image)}?w=${width}`;
}

/**
 * The photo a shared link shows (Open Graph, Twitter cards): large previews want at least 1200 px
 * of width, and JPEG is the format every link preview reads (WhatsApp's list JPEG, PNG and GIF;
 * it shows no photo past about 300 KB). The 4:5 frame of every product image.
 */
export const PRODUCT_SHARE_IMAGE = { width: 1200, height: 1500, type: 'image/jpeg' } as const;

/** URL of a product's shared-link photo: its image name with .jpg, at the share width. */
export function productShareImageUrl(image: string): string {
  return `/api/product/image/${encodeURIComponent(image.replace(/\.webp$/, '.jpg'))}?w=${PRODUCT_SHARE_IMAGE.width}`;
}

/**
 * The picture a product's shared link shows large (Open Graph, Twitter cards): 1200 × 630, the
 * 1.91:1 frame Facebook, WhatsApp and X draw large previews in, where a 4:5 photo is cropped to
 * a band. It holds the product's 4:5 photo whole, on a backdrop of the photo's own colours.
 */
export const PRODUCT_SHARE_CARD = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** URL of a product's share card: its shared-link photo's address, at the card's height. */
export function productShareCardUrl(image: string): string {
  return `${productShareImageUrl(image)}&h=${PRODUCT_SHARE_CARD.height}`;
}

export function productImageSrcSet(image: string): string {
  return PRODUCT_IMAGE_WIDTHS.map((w) => `${productImageUrl(image, w)} ${w}w`).join(', ');
}
