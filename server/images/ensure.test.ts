import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_WIDTHS } from '../../contract/product';
import { PRODUCT_SHARE_CARD, PRODUCT_SHARE_IMAGE } from '../../contract/product-urls';
import { drawProductImageFile, drawProductImages, type ImageSource, missingImages } from './ensure';
import { ImageDrawer } from './image-drawer';
import { imageFileName, shareCardFileName, shareImageFileName } from './paths';

describe('missing product images', () => {
  const dir = mkdtempSync(join(tmpdir(), 'outlet-ensure-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const sources: ImageSource[] = [
    { imageName: 'p1-vestido-rojo.webp', kind: 'dress', colorHex: '#c42a30', variant: 1 },
    { imageName: 'p2-anillo-oro.webp', kind: 'ring', colorHex: '#d9a441', variant: 2 },
  ];
  const drawAll = (progress?: (done: number, total: number) => void) =>
    new ImageDrawer(dir, missingImages(dir, sources)).drawAll(progress);

  it('draws every width once, reports progress, and keeps what is already there', async () => {
    const progress: string[] = [];
    expect(await drawAll((done, total) => progress.push(`${done}/${total}`))).toBe(2);
    expect(progress).toEqual(['1/2', '2/2']);
    for (const s of sources) {
      for (const w of PRODUCT_IMAGE_WIDTHS) {
        const meta = await sharp(join(dir, imageFileName(s.imageName, w))).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: w, height: Math.round(w * 1.25) });
      }
      // The photo a shared link shows: 1200 px wide, in JPEG, small enough for WhatsApp (300 KB).
      const share = join(dir, shareImageFileName(s.imageName));
      expect(await sharp(share).metadata()).toMatchObject({
        format: 'jpeg',
        width: PRODUCT_SHARE_IMAGE.width,
        height: PRODUCT_SHARE_IMAGE.height,
      });
      expect(statSync(share).size).toBeLessThan(300_000);
      // And the wide card a large link preview shows, 1200 × 630.
      const card = join(dir, shareCardFileName(s.imageName));
      expect(await sharp(card).metadata()).toMatchObject({
        format: 'jpeg',
        width: PRODUCT_SHARE_CARD.width,
        height: PRODUCT_SHARE_CARD.height,
      });
      expect(statSync(card).size).toBeLessThan(300_000);
    }
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]); // written under a temporary name, then renamed
    expect(await drawAll()).toBe(0);
    unlinkSync(join(dir, imageFileName('p2-anillo-oro.webp', 320)));
    expect(await drawAll()).toBe(1);
    expect(existsSync(join(dir, imageFileName('p2-anillo-oro.webp', 320)))).toBe(true);
    unlinkSync(join(dir, shareImageFileName('p1-vestido-rojo.webp')));
    expect(await drawAll()).toBe(1);
    expect(existsSync(join(dir, shareImageFileName('p1-vestido-rojo.webp')))).toBe(true);
    unlinkSync(join(dir, shareCardFileName('p2-anillo-oro.webp')));
    expect(await drawAll()).toBe(1);
    expect(existsSync(join(dir, shareCardFileName('p2-anillo-oro.webp')))).toBe(true);
  }, 60_000); // drawing takes a few hundred milliseconds an image, more on a busy machine

  it('draws a waiting image at once when asked, and the background then skips it', async () => {
    for (const s of sources)
      for (const w of PRODUCT_IMAGE_WIDTHS) rmSync(join(dir, imageFileName(s.imageName, w)), { force: true });
    const drawer = new ImageDrawer(dir, missingImages(dir, sources));
    expect(await drawer.drawNow('p9-not-waiting.webp')).toBe(false);
    expect(await drawer.drawNow('p2-anillo-oro.webp')).toBe(true);
    expect(existsSync(join(dir, imageFileName('p2-anillo-oro.webp', 640)))).toBe(true);
    expect(drawer.remaining).toBe(1);
    expect(await drawer.drawNow('p2-anillo-oro.webp')).toBe(false); // drawn: the file is read, as any other
    expect(await drawer.drawAll()).toBe(1);
    expect(drawer.remaining).toBe(0);
  }, 60_000);

  it('draws the one file a shopper asked for, and the product’s turn keeps it', async () => {
    const one = mkdtempSync(join(tmpdir(), 'outlet-ensure-one-'));
    try {
      const ring = sources[1]!;
      await drawProductImageFile(one, ring, 400);
      expect(readdirSync(one)).toEqual([imageFileName(ring.imageName, 400)]);
      expect(await sharp(join(one, imageFileName(ring.imageName, 400))).metadata()).toMatchObject({
        format: 'webp',
        width: 400,
        height: 500,
      });
      await drawProductImageFile(one, ring, 'share');
      expect(await sharp(join(one, shareImageFileName(ring.imageName))).metadata()).toMatchObject({
        format: 'jpeg',
        width: PRODUCT_SHARE_IMAGE.width,
      });
      expect(await sharp(join(one, shareCardFileName(ring.imageName))).metadata()).toMatchObject({
        format: 'jpeg',
        width: PRODUCT_SHARE_CARD.width,
      });
      const asked = readFileSync(join(one, imageFileName(ring.imageName, 400)));
      await drawProductImages(one, ring);
      expect(readdirSync(one)).toHaveLength(PRODUCT_IMAGE_WIDTHS.length + 2);
      // An image's address is cached for a year: the bytes a shopper got stay the bytes it serves.
      expect(readFileSync(join(one, imageFileName(ring.imageName, 400)))).toEqual(asked);
    } finally {
      rmSync(one, { recursive: true, force: true });
    }
  }, 60_000);
});
