import sharp from 'sharp';
import { PRODUCT_IMAGE_WIDTHS } from '../../contract/product-urls';
import type { Queryable } from '../db/client';
import { writeImageFiles } from './ensure';
import { imageFileName } from './paths';
import { readPhotoFile, savePhotoFiles } from './photo-store';
import { frameHeight, WEBP } from './raster';

/**
 * One width of a product photo scaled down from the nearest larger width stored (in the images
 * folder or the database), stored beside it in both and returned; null when no larger width is
 * there. A photo uploaded before the store served
 * this width (PRODUCT_IMAGE_WIDTHS grew) has every width but this one, and no drawing to draw it
 * from. Never scaled up: a blurry photo is worse than none.
 */
export async function scaleDownFromLarger(
  db: Queryable,
  dir: string,
  image: string,
  width: number,
): Promise<Buffer | null> {
  for (const larger of PRODUCT_IMAGE_WIDTHS.filter((w) => w > width)) {
    const source = await readPhotoFile(db, dir, imageFileName(image, larger));
    if (!source) continue;
    const file = await sharp(source).resize(width, frameHeight(width)).webp(WEBP).toBuffer();
    const scaled = [[imageFileName(image, width), file]] as const;
    await savePhotoFiles(db, image, scaled);
    await writeImageFiles(dir, scaled);
    return file;
  }
  return null;
}
