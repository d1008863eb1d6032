import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { PRODUCT_IMAGE_WIDTHS } from '../../contract/product-urls';
import { writeImageFiles } from './ensure';
import { imageFileName } from './paths';
import { frameHeight, WEBP } from './raster';

/**
 * One width of a product photo scaled down from the nearest larger width stored, written beside
 * it and returned; null when no larger width is there. A photo uploaded before the store served
 * this width (PRODUCT_IMAGE_WIDTHS grew) has every width but this one, and no drawing to draw it
 * from. Never scaled up: a blurry photo is worse than none.
 */
export async function scaleDownFromLarger(dir: string, image: string, width: number): Promise<Buffer | null> {
  for (const larger of PRODUCT_IMAGE_WIDTHS.filter((w) => w > width)) {
    const source = await readFile(join(dir, imageFileName(image, larger))).catch(() => null);
    if (!source) continue;
    const file = await sharp(source).resize(width, frameHeight(width)).webp(WEBP).toBuffer();
    await writeImageFiles(dir, [[imageFileName(image, width), file]]);
    return file;
  }
  return null;
}
