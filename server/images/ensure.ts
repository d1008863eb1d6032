import { existsSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRODUCT_IMAGE_WIDTHS, PRODUCT_SHARE_IMAGE } from '../../contract/product-urls';
import type { Queryable } from '../db/client';
import { productSvg, renderProductImages } from './draw-product';
import { imageFileName, productImageFiles, shareImageFileName } from './paths';
import type { ProductKind } from '../catalogue/products';

export interface ImageSource {
  imageName: string;
  kind: ProductKind;
  colorHex: string;
  variant: number;
}

/**
 * Draws every product image that lacks a width, or its shared-link photo, into `dir` (returns how many products were drawn). Files already there are kept, so
 * a restart costs nothing and a deleted image is simply drawn again.
 */
export async function ensureProductImages(
  dir: string,
  sources: readonly ImageSource[],
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<number> {
  mkdirSync(dir, { recursive: true });
  const missing = sources.filter((s) => productImageFiles(s.imageName).some((file) => !existsSync(join(dir, file))));
  let done = 0;
  let next = 0;
  // sharp works on libuv's thread pool; three products at a time keeps both cores busy.
  const worker = async () => {
    while (next < missing.length) {
      const source = missing[next++]!;
      const images = await renderProductImages(productSvg(source.kind, source.colorHex, source.variant), PRODUCT_IMAGE_WIDTHS, PRODUCT_SHARE_IMAGE.width);
      for (const [width, file] of images.webp) await writeFile(join(dir, imageFileName(source.imageName, width)), file);
      await writeFile(join(dir, shareImageFileName(source.imageName)), images.jpeg!);
      onProgress(++done, missing.length);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return missing.length;
}

/** The drawing recipe of every product in the database. */
export async function imageSourcesFromDb(db: Queryable): Promise<ImageSource[]> {
  const rows = await db.query<{ image: string; kind: ProductKind; color_hex: string; image_variant: number }>(
    'SELECT image, kind, color_hex, image_variant FROM product ORDER BY product_id',
  );
  return rows.map((r) => ({ imageName: r.image, kind: r.kind, colorHex: r.color_hex, variant: r.image_variant }));
}
