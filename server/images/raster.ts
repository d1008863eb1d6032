import sharp from 'sharp';
import { PRODUCT_SHARE_CARD } from '../../contract/product-urls';
import { IMAGE_VIEWBOX } from './drawing/product-svg';

/** A drawing (SVG text) to the files the store serves: WebP at each width, and the JPEG for shared links. */
/** How every product photo is encoded, drawn or uploaded (server/images/photo-upload.ts). */
export const WEBP = { quality: 78, effort: 2, smartSubsample: true } as const;
// The shared-link photo: mozjpeg keeps a 1200 × 1500 drawing well under WhatsApp's 300 KB.
export const JPEG = { quality: 82, mozjpeg: true } as const;

/** The 4:5 frame of every product photo, drawn or uploaded: its height at `width`. */
export const frameHeight = (width: number) => Math.round(width * 1.25);

interface RawInfo {
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** Pixels as sharp hands them over, uncompressed: a photo in the 4:5 frame. */
export interface RawPicture {
  data: Buffer;
  info: { width: number; height: number; channels: number };
}

const fromRaw = ({ data, info }: RawPicture) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels as RawInfo['channels'] } });

/**
 * The share card (PRODUCT_SHARE_CARD, JPEG) of a 4:5 photo: the photo whole, as tall as the card,
 * centred on its own colours blurred across the card's width (the photo shrunk to a few pixels,
 * then stretched: a blur at a fraction of a real one's cost), so a wide preview shows the whole
 * garment instead of a band of it.
 */
export async function encodeShareCard(picture: RawPicture): Promise<Buffer> {
  const { width, height } = PRODUCT_SHARE_CARD;
  const photoWidth = Math.round(height / 1.25);
  const [backdrop, photo] = await Promise.all([
    fromRaw(picture)
      .resize(24, Math.round((24 * height) / width), { fit: 'cover' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
    fromRaw(picture)
      .resize(photoWidth, height, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]);
  return fromRaw(backdrop)
    .resize(width, height, { fit: 'fill' })
    .composite([
      {
        input: photo.data,
        raw: { width: photo.info.width, height: photo.info.height, channels: 3 },
        left: Math.round((width - photoWidth) / 2),
        top: 0,
      },
    ])
    .jpeg(JPEG)
    .toBuffer();
}

async function rasterize(svg: string, width: number): Promise<{ data: Buffer; info: RawInfo }> {
  const density = (72 * width) / IMAGE_VIEWBOX.width;
  return sharp(Buffer.from(svg), { density }).raw().toBuffer({ resolveWithObject: true });
}

function encode(
  raw: { data: Buffer; info: RawInfo },
  width: number,
  format: 'webp' | 'jpeg' = 'webp',
): Promise<Buffer> {
  const height = frameHeight(width);
  const { info } = raw;
  const img = sharp(raw.data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  // the SVG is drawn at exactly this size whenever it can be; resizing costs more than drawing
  const sized = info.width === width && info.height === height ? img : img.resize(width, height, { fit: 'fill' });
  return format === 'webp' ? sized.webp(WEBP).toBuffer() : sized.jpeg(JPEG).toBuffer();
}

function checkWidth(width: number): number {
  const w = Math.round(width);
  if (!Number.isFinite(w) || w < 16 || w > 4000) throw new RangeError(`Image width out of range: ${width}`);
  return w;
}

/** Renders SVG text to WebP `width` wide and 1.25 × width tall (the 4:5 product frame). */
export async function renderProductImage(svg: string, width: number): Promise<Buffer> {
  const w = checkWidth(width);
  return encode(await rasterize(svg, w), w);
}

/**
 * Several widths of one picture (for srcset) in WebP, and the shared-link photo in JPEG at
 * `jpegWidth` with its share card, drawing the SVG once at the largest width and scaling down:
 * about a third faster than rendering each width on its own.
 */
export async function renderProductImages(
  svg: string,
  widths: readonly number[],
  jpegWidth?: number,
): Promise<{ webp: Map<number, Buffer>; jpeg?: Buffer; card?: Buffer }> {
  const ws = [...new Set(widths.map(checkWidth))].sort((x, y) => y - x);
  const jw = jpegWidth === undefined ? undefined : checkWidth(jpegWidth);
  const webp = new Map<number, Buffer>();
  const largest = Math.max(...ws, jw ?? 0);
  if (largest === 0) return { webp };
  const raw = await rasterize(svg, largest);
  for (const w of ws) webp.set(w, await encode(raw, w));
  if (jw === undefined) return { webp };
  return { webp, jpeg: await encode(raw, jw, 'jpeg'), card: await encodeShareCard(raw) };
}
