import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { PHOTO_MAX_PIXELS } from '../../contract/admin-photos';
import { PRODUCT_IMAGE_WIDTHS, PRODUCT_SHARE_IMAGE } from '../../contract/product-urls';
import { ADMIN_ERRORS } from '../../copy/admin';
import type { Queryable } from '../db/client';
import { writeImageFiles } from './ensure';
import { imageFileName, shareCardFileName, shareImageFileName } from './paths';
import { savePhotoFiles } from './photo-store';
import { encodeShareCard, frameHeight, JPEG, WEBP } from './raster';

/** A photo the store will not take, with the owner's Spanish reason. */
export class PhotoRefused extends Error {}

/** What sharp calls the formats the store takes (AVIF is read by its HEIF decoder). */
const TAKEN_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/** A fresh photo name the image route accepts (PRODUCT_IMAGE_NAME), never taken from the uploaded file's name. */
const newPhotoName = () => `u-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.webp`;

/**
 * Stores an uploaded product photo in every width and format the store serves, in the database
 * (server/images/photo-store.ts: every store process serves it) and in this process's images
 * folder, and returns its name. The photo is turned upright by its EXIF orientation, and nothing of its metadata is kept
 * (sharp writes none unless asked): a phone's photo may carry where it was taken. Pixels are
 * counted from the header before anything is decoded, so a small file that would unpack into
 * gigabytes is refused without being unpacked.
 */
export async function storeUploadedPhoto(db: Queryable, dir: string, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new PhotoRefused(ADMIN_ERRORS.photoEmpty);
  const input = () => sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' });
  let meta: Metadata;
  try {
    // The header alone, read without the pixel limit so that a photo too large gets its own sentence.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefused(ADMIN_ERRORS.photoUnreadable);
  }
  if (!meta.format || !TAKEN_FORMATS.has(meta.format)) throw new PhotoRefused(ADMIN_ERRORS.photoType);
  if (!meta.width || !meta.height) throw new PhotoRefused(ADMIN_ERRORS.photoUnreadable);
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw new PhotoRefused(ADMIN_ERRORS.photoTooManyPixels);

  // Upright, filled into the 4:5 frame once at the largest width served; the smaller widths are
  // scaled from that. 'attention' keeps the busiest part of the picture (the garment) in frame.
  const largest = Math.max(...PRODUCT_IMAGE_WIDTHS, PRODUCT_SHARE_IMAGE.width);
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await input()
      .rotate()
      .resize(largest, frameHeight(largest), { fit: 'cover', position: sharp.strategy.attention })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRefused(ADMIN_ERRORS.photoUnreadable);
  }
  const framed = (width: number) =>
    sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } }).resize(
      width,
      frameHeight(width),
    );

  const name = newPhotoName();
  const files: [string, Buffer][] = [];
  for (const width of PRODUCT_IMAGE_WIDTHS)
    files.push([imageFileName(name, width), await framed(width).webp(WEBP).toBuffer()]);
  files.push([shareImageFileName(name), await framed(PRODUCT_SHARE_IMAGE.width).jpeg(JPEG).toBuffer()]);
  files.push([shareCardFileName(name), await encodeShareCard(raw)]);
  await savePhotoFiles(db, name, files);
  mkdirSync(dir, { recursive: true });
  await writeImageFiles(dir, files);
  return name;
}
