import { existsSync, mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRODUCT_IMAGE_WIDTHS, PRODUCT_SHARE_IMAGE } from '../../contract/product-urls';
import type { ProductKind } from '../catalogue/products';
import type { Queryable } from '../db/client';
import { type PhotoView, productSvg } from './drawing/product-svg';
import { imageFileName, productImageFiles, shareCardFileName, shareImageFileName } from './paths';
import { renderProductImages } from './raster';

export interface ImageSource {
  imageName: string;
  kind: ProductKind;
  colorHex: string;
  variant: number;
  /** A closer view of the product's drawing (a further demo photo); the whole picture when absent. */
  view?: PhotoView;
}

/**
 * The products that lack a width of their image, or their shared-link photo, in `dir`. Files
 * already there are kept, so a restart costs nothing and a deleted image is simply drawn again.
 */
export function missingImages(dir: string, sources: readonly ImageSource[]): ImageSource[] {
  mkdirSync(dir, { recursive: true });
  return sources.filter((s) => productImageFiles(s.imageName).some((file) => !existsSync(join(dir, file))));
}

/**
 * Draws every width of one product's image, its shared-link photo and its share card into `dir`;
 * a file already there (drawn on demand, drawProductImageFile) is kept, so an address never
 * changes its bytes.
 */
export async function drawProductImages(dir: string, source: ImageSource): Promise<void> {
  const images = await renderProductImages(
    productSvg(source.kind, source.colorHex, source.variant, source.view),
    PRODUCT_IMAGE_WIDTHS,
    PRODUCT_SHARE_IMAGE.width,
  );
  const files: [string, Buffer][] = [...images.webp].map(([width, file]) => [
    imageFileName(source.imageName, width),
    file,
  ]);
  files.push([shareImageFileName(source.imageName), images.jpeg!], [shareCardFileName(source.imageName), images.card!]);
  await writeImageFiles(
    dir,
    files.filter(([name]) => !existsSync(join(dir, name))),
  );
}

/** One file of a product's image: a width of its srcset, or 'share': its shared-link photo and share card. */
export type ProductImageFile = number | 'share';

/**
 * Draws one file of one product's image into `dir`: what a shopper asked for before the product's
 * turn, at a fraction of the cost of every width (the rest are drawn in their turn).
 */
export async function drawProductImageFile(dir: string, source: ImageSource, file: ProductImageFile): Promise<void> {
  const svg = productSvg(source.kind, source.colorHex, source.variant, source.view);
  if (file !== 'share')
    return writeImageFiles(dir, [
      [imageFileName(source.imageName, file), (await renderProductImages(svg, [file])).webp.get(file)!],
    ]);
  const share = await renderProductImages(svg, [], PRODUCT_SHARE_IMAGE.width);
  await writeImageFiles(dir, [
    [shareImageFileName(source.imageName), share.jpeg!],
    [shareCardFileName(source.imageName), share.card!],
  ]);
}

/**
 * Writes image files into `dir`, each under a temporary name renamed into place, so the image
 * route never reads a half-written photo (which its year-long cache would then keep).
 */
export async function writeImageFiles(dir: string, files: readonly (readonly [string, Buffer])[]): Promise<void> {
  for (const [name, file] of files) {
    const path = join(dir, name);
    await writeFile(`${path}.${process.pid}.tmp`, file);
    await rename(`${path}.${process.pid}.tmp`, path);
  }
}

/**
 * The drawing recipe of every product photo in the database that has one (an uploaded photo has
 * none): each product's picture, then the closer views its further demo photos are (product_photo).
 */
export async function imageSourcesFromDb(db: Queryable): Promise<ImageSource[]> {
  const rows = await db.query<{
    image: string;
    kind: ProductKind;
    color_hex: string;
    image_variant: number;
    drawing_view: PhotoView | null;
  }>(
    `SELECT image, kind, color_hex, image_variant, NULL AS drawing_view, product_id, 0 AS position FROM product WHERE kind IS NOT NULL
     UNION ALL
     SELECT f.image, p.kind, p.color_hex, p.image_variant, f.drawing_view, p.product_id, f.position
       FROM product_photo f JOIN product p USING (product_id) WHERE f.drawing_view IS NOT NULL AND p.kind IS NOT NULL
     ORDER BY product_id, position`,
  );
  return rows.map((r) => ({
    imageName: r.image,
    kind: r.kind,
    colorHex: r.color_hex,
    variant: r.image_variant,
    ...(r.drawing_view ? { view: r.drawing_view } : {}),
  }));
}
