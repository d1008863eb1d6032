import { existsSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRODUCT_IMAGE_WIDTHS } from '../../contract/product';
import type { Queryable } from '../db/client';
import { productSvg, renderProductImage } from './draw-product';
import { imageFileName } from './paths';
import type { ProductKind } from '../catalogue/products';

export interface ImageSource {
  imageName: string;
  kind: ProductKind;
  colorHex: string;
  variant: number;
}

/**
 * Draws every missing width of every product image into `dir`. Files already there are kept, so
 * a restart costs nothing and a deleted image is simply drawn again.
 */
export async function ensureProductImages(
  dir: string,
  sources: readonly ImageSource[],
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<number> {
  mkdirSync(dir, { recursive: true });
  const jobs = sources.flatMap((s) => PRODUCT_IMAGE_WIDTHS.map((w) => ({ s, w, file: join(dir, imageFileName(s.imageName, w)) })));
  const missing = jobs.filter((j) => !existsSync(j.file));
  let done = 0;
  let next = 0;
  // sharp renders on libuv's thread pool; four at a time keeps both cores busy.
  const worker = async () => {
    while (next < missing.length) {
      const job = missing[next++]!;
      await writeFile(job.file, await renderProductImage(productSvg(job.s.kind, job.s.colorHex, job.s.variant), job.w));
      onProgress(++done, missing.length);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return missing.length;
}

/** The drawing recipe of every product in the database. */
export async function imageSourcesFromDb(db: Queryable): Promise<ImageSource[]> {
  const rows = await db.query<{ image: string; kind: ProductKind; color_hex: string; image_variant: number }>(
    'SELECT image, kind, color_hex, image_variant FROM product ORDER BY product_id',
  );
  return rows.map((r) => ({ imageName: r.image, kind: r.kind, colorHex: r.color_hex, variant: r.image_variant }));
}
