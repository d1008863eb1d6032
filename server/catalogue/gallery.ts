import type { PhotoView } from '../images/drawing/product-svg';
import { JEWELLERY_STYLE_COUNT, PRODUCT_KINDS } from './kinds';
import type { ProductKind, SeedProduct } from './products';

/** A further photo of a demo product: a closer view of its drawing, with its alt text. */
export interface SeedPhoto {
  imageName: string;
  alt: string;
  view: PhotoView;
}

/** The kinds drawn flat whose closer views read as a garment's details: every kind but jewellery. */
const GARMENTS: ReadonlySet<ProductKind> = new Set(PRODUCT_KINDS.filter((kind) => !(kind in JEWELLERY_STYLE_COUNT)));

/**
 * One garment in this many has a gallery in the demo: every further photo is drawn at a store's
 * first start, beside the 320 pictures that already take minutes there, so the demo shows the
 * gallery on a few products (18 of the 320, 36 photos) rather than on all of them.
 */
export const GALLERY_EVERY_NTH_GARMENT = 14;

/** The closer views a gallery adds to a garment's picture, in order; a product takes the first 1 to 3. */
const VIEWS: readonly { view: PhotoView; suffix: string; alt: string }[] = [
  { view: 'detail', suffix: 'd1', alt: 'vista de detalle' },
  { view: 'fabric', suffix: 'd2', alt: 'detalle de la tela y el color' },
  { view: 'lower', suffix: 'd3', alt: 'vista de la parte inferior' },
];

/**
 * The further photos of each demo product, by its index in the catalogue: every
 * GALLERY_EVERY_NTH_GARMENT-th garment, the first included, takes 1 to 3 closer views of its
 * drawing (its variant picks how many), so it has 2 to 4 photos. A pure function of the products:
 * it draws nothing from the catalogue's random stream, so every other seeded value stays as it was.
 */
export function demoGallery(products: readonly SeedProduct[]): Map<number, SeedPhoto[]> {
  const gallery = new Map<number, SeedPhoto[]>();
  let garments = 0;
  products.forEach((product, index) => {
    if (!GARMENTS.has(product.kind)) return;
    if (garments++ % GALLERY_EVERY_NTH_GARMENT !== 0) return;
    const count = 1 + (product.variant % VIEWS.length);
    gallery.set(
      index,
      VIEWS.slice(0, count).map(({ view, suffix, alt }) => ({
        imageName: product.imageName.replace(/\.webp$/, `-${suffix}.webp`),
        alt: `${product.name} — ${alt}`,
        view,
      })),
    );
  });
  return gallery;
}
