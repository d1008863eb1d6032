/**
 * The back office's photos: the owner uploads a JPEG, PNG, WebP or AVIF of at most 10 MB. It is decoded
 * with sharp, turned upright by its EXIF orientation, stripped of every metadata (a phone's photo
 * may say where it was taken), and stored in every width and format the store serves. Anything
 * else is refused in Spanish and leaves nothing behind.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PhotoUploadedSchema } from '../../contract/admin-photos';
import { LoginResponseSchema } from '../../contract/auth';
import {
  PRODUCT_IMAGE_WIDTHS,
  PRODUCT_SHARE_IMAGE,
  productImageUrl,
  productShareCardUrl,
  productShareImageUrl,
} from '../../contract/product-urls';
import { ADMIN_ERRORS } from '../../copy/admin';
import { API_ERRORS } from '../../copy/api';
import { DEMO_OWNER } from '../../server/db/seed';
import { TOO_LARGE } from '../../server/http/body-limit';
import { imageFileName } from '../../server/images/paths';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

/** A phone's photo: 400 × 300 pixels stored sideways, EXIF orientation 6 (turn 90° clockwise), with a GPS position. */
const sidewaysPhoneJpeg = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 38/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '106/1 4/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** CRC-32 as PNG chunks carry it. */
function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A real PNG with its header rewritten to claim another size: a decompression bomb's shape. */
function pngClaiming(width: number, height: number, png: Buffer): Buffer {
  const out = Buffer.from(png);
  // signature (8) | length (4) | 'IHDR' (4) | width (4) | height (4) | … | CRC after 13 bytes of data
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

describe.each(BACKENDS)('photo uploads on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend, 40);
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
  });
  afterAll(() => t.close());

  const upload = (body: BodyInit, type: string, token: string | undefined = owner) =>
    t.app.request('/api/admin/photos', {
      method: 'POST',
      body,
      headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const files = () => readdirSync(t.deps.imagesDir).sort();
  /** The files of `image` kept in the database, which every store process serves them from. */
  const storedFiles = async (image?: string) =>
    (
      await t.db.query<{ file_name: string }>(
        'SELECT file_name FROM photo_file WHERE $1::text IS NULL OR image = $1 ORDER BY file_name',
        [image ?? null],
      )
    ).map((r) => r.file_name);

  it('only an admin may upload: none is a 401, a customer a 403, and nothing is stored', async () => {
    const photo = await sidewaysPhoneJpeg();
    expect((await upload(photo, 'image/jpeg', '')).status).toBe(401);
    const customer = await upload(photo, 'image/jpeg', t.demo.token);
    expect(customer.status).toBe(403);
    expect(await customer.json()).toEqual({ error: API_ERRORS.notAdmin });
    expect(files()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('stores every width upright, in the 4:5 frame, without EXIF or GPS; the image route serves them', async () => {
    const photo = await sidewaysPhoneJpeg();
    const sent = await sharp(photo).metadata();
    expect([sent.orientation, sent.exif?.includes('GPS') || sent.exif?.includes(Buffer.from('Phone'))]).toEqual([
      6,
      true,
    ]);
    const res = await upload(photo, 'image/jpeg');
    expect(res.status).toBe(201);
    const { image } = PhotoUploadedSchema.parse(await res.json());
    expect(image).toMatch(/^u-[a-z0-9]+-[0-9a-f]{12}\.webp$/);
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const served = await t.call('GET', productImageUrl(image, width));
      expect(served.status, `${width}`).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, Math.round(width * 1.25)]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // Every file is in the database too, where every store process reads it.
    expect(await storedFiles(image)).toEqual(files().filter((f) => f.startsWith(image.replace(/\.webp$/, '-'))));
    const share = await t.call('GET', productShareImageUrl(image));
    const shareMeta = await sharp(Buffer.from(await share.arrayBuffer())).metadata();
    expect([shareMeta.format, shareMeta.width, shareMeta.exif]).toEqual(['jpeg', PRODUCT_SHARE_IMAGE.width, undefined]);
    const card = await t.call('GET', productShareCardUrl(image));
    const cardMeta = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
    expect([card.status, cardMeta.format, cardMeta.width, cardMeta.height, cardMeta.exif]).toEqual([
      200,
      'jpeg',
      1200,
      630,
      undefined,
    ]);
  });

  it('a photo stored before a width was served is scaled to it on its first request, and kept', async () => {
    const { image } = PhotoUploadedSchema.parse(await (await upload(await sidewaysPhoneJpeg(), 'image/jpeg')).json());
    // A width the store began to serve after this photo was uploaded: its file is not there.
    const [smallest, added] = PRODUCT_IMAGE_WIDTHS;
    const addedFile = join(t.deps.imagesDir, imageFileName(image, added));
    /** Forgets a width of the photo everywhere it is kept: the database and the images folder. */
    const forget = async (width: number) => {
      rmSync(join(t.deps.imagesDir, imageFileName(image, width)), { force: true });
      await t.db.query('DELETE FROM photo_file WHERE file_name = $1', [imageFileName(image, width)]);
    };
    await forget(added);
    const served = await t.call('GET', productImageUrl(image, added));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', added, Math.round(added * 1.25)]);
    expect(existsSync(addedFile)).toBe(true);
    expect(await storedFiles(image)).toContain(imageFileName(image, added));
    // Made from the database alone when this process's folder has none of the photo's files.
    await forget(added);
    for (const width of PRODUCT_IMAGE_WIDTHS)
      rmSync(join(t.deps.imagesDir, imageFileName(image, width)), { force: true });
    expect((await t.call('GET', productImageUrl(image, added))).status).toBe(200);
    expect(await storedFiles(image)).toContain(imageFileName(image, added));
    // Never scaled up: with only a smaller width left, the larger one is not made from it.
    for (const width of PRODUCT_IMAGE_WIDTHS.slice(1)) await forget(width);
    expect((await t.call('GET', productImageUrl(image, added))).status).toBe(404);
    expect((await t.call('GET', productImageUrl(image, smallest))).status).toBe(200);
  });

  it('honours the EXIF rotation: a sideways photo comes out portrait, its red filling the frame', async () => {
    // 400 × 300 landscape turned by orientation 6 is 300 × 400: portrait, so 'cover' crops little.
    const portrait = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 0, g: 0, b: 255 } },
    })
      .composite([
        {
          input: { create: { width: 400, height: 40, channels: 3, background: { r: 255, g: 0, b: 0 } } },
          top: 0,
          left: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { image } = PhotoUploadedSchema.parse(await (await upload(portrait, 'image/jpeg')).json());
    const served = Buffer.from(await (await t.call('GET', productImageUrl(image, 320))).arrayBuffer());
    // Orientation 6 turns the photo clockwise: its red top edge becomes the right edge.
    const { data, info } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [rightR, , rightB] = pixel(info.width - 3, Math.round(info.height / 2));
    const [leftR, , leftB] = pixel(2, Math.round(info.height / 2));
    expect(rightR).toBeGreaterThan(200);
    expect(rightB).toBeLessThan(60);
    expect(leftB).toBeGreaterThan(200);
    expect(leftR).toBeLessThan(60);
  });

  it('takes PNG, WebP and AVIF too', async () => {
    const base = sharp({
      create: { width: 200, height: 250, channels: 4, background: { r: 10, g: 120, b: 60, alpha: 1 } },
    });
    for (const [type, bytes] of [
      ['image/png', await base.clone().png().toBuffer()],
      ['image/webp', await base.clone().webp().toBuffer()],
      ['image/avif', await base.clone().avif().toBuffer()],
    ] as const) {
      const res = await upload(bytes, type);
      expect(res.status, type).toBe(201);
    }
  });

  it('refuses what is not a photo it takes, in Spanish, and leaves nothing behind', async () => {
    const before = files();
    const storedBefore = await storedFiles();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    // A PNG whose header says 30,000 × 30,000 pixels (2.7 GB once decoded) in a few bytes.
    const bomb = pngClaiming(
      30_000,
      30_000,
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES);
    const cases: [BodyInit, string, number, string][] = [
      [gif, 'image/gif', 415, ADMIN_ERRORS.photoType],
      [gif, 'image/jpeg', 400, ADMIN_ERRORS.photoType],
      ['<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml', 415, ADMIN_ERRORS.photoType],
      ['plain text, not an image', 'image/jpeg', 400, ADMIN_ERRORS.photoUnreadable],
      [new Uint8Array(0), 'image/png', 400, ADMIN_ERRORS.photoEmpty],
      [new Uint8Array(bomb), 'image/png', 400, ADMIN_ERRORS.photoTooManyPixels],
    ];
    for (const [body, type, status, error] of cases) {
      const res = await upload(body, type);
      expect(res.status, `${type} ${error}`).toBe(status);
      expect(await res.json()).toEqual({ error });
    }
    expect(files()).toEqual(before);
    expect(await storedFiles()).toEqual(storedBefore);
  }, 60_000);

  it('a photo over 10 MB is a 413 before it is read whole', async () => {
    const res = await upload(new Uint8Array(PHOTO_MAX_BYTES + 1), 'image/jpeg');
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: TOO_LARGE });
    // and the larger limit is this route's only: JSON elsewhere keeps its own
    const json = await t.call('POST', '/api/admin/products', { token: owner, body: 'x'.repeat(64 * 1024) });
    expect(json.status).toBe(413);
  });
});
