import { join } from 'node:path';
import { PRODUCT_IMAGE_WIDTHS, PRODUCT_SHARE_CARD, PRODUCT_SHARE_IMAGE } from '../../contract/product-urls';

/** The folder a data folder keeps its product photos in (a cache of the database's, and the demo's drawings). */
export const imagesDirOf = (dataDir: string): string => join(dataDir, 'images');

/** Where each width of a product image lives inside the images folder: 'p1-vestido.webp' at 320 → 'p1-vestido-320.webp'. */
export function imageFileName(image: string, width: number): string {
  return image.replace(/\.webp$/, `-${width}.webp`);
}

/** Where a product's shared-link photo lives: 'p1-vestido.webp' → 'p1-vestido-1200.jpg'. */
export function shareImageFileName(image: string): string {
  return image.replace(/\.webp$/, `-${PRODUCT_SHARE_IMAGE.width}.jpg`);
}

/** Where a product's share card lives: 'p1-vestido.webp' → 'p1-vestido-1200x630.jpg'. */
export function shareCardFileName(image: string): string {
  return image.replace(/\.webp$/, `-${PRODUCT_SHARE_CARD.width}x${PRODUCT_SHARE_CARD.height}.jpg`);
}

/** Every file drawn for one product: each width of its srcset, its shared-link photo and its share card. */
export function productImageFiles(image: string): string[] {
  return [
    ...PRODUCT_IMAGE_WIDTHS.map((w) => imageFileName(image, w)),
    shareImageFileName(image),
    shareCardFileName(image),
  ];
}
