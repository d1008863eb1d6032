import { existsSync, mkdtempSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_WIDTHS } from '../../contract/product';
import { PRODUCT_SHARE_IMAGE } from '../../contract/product-urls';
import { ensureProductImages, type ImageSource } from './ensure';
import { imageFileName, shareImageFileName } from './paths';

describe('ensureProductImages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'outlet-ensure-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const sources: ImageSource[] = [
    { imageName: 'p1-vestido-rojo.webp', kind: 'dress', colorHex: '#c42a30', variant: 1 },
    { imageName: 'p2-anillo-oro.webp', kind: 'ring', colorHex: '#d9a441', variant: 2 },
  ];

  it('draws every width once, reports progress, and keeps what is already there', async () => {
    const progress: string[] = [];
    expect(await ensureProductImages(dir, sources, (done, total) => progress.push(`${done}/${total}`))).toBe(2);
    expect(progress).toEqual(['1/2', '2/2']);
    for (const s of sources) {
      for (const w of PRODUCT_IMAGE_WIDTHS) {
        const meta = await sharp(join(dir, imageFileName(s.imageName, w))).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: w, height: Math.round(w * 1.25) });
      }
      // The photo a shared link shows: 1200 px wide, in JPEG, small enough for WhatsApp (300 KB).
      const share = join(dir, shareImageFileName(s.imageName));
      expect(await sharp(share).metadata()).toMatchObject({ format: 'jpeg', width: PRODUCT_SHARE_IMAGE.width, height: PRODUCT_SHARE_IMAGE.height });
      expect(statSync(share).size).toBeLessThan(300_000);
    }
    expect(await ensureProductImages(dir, sources)).toBe(0);
    unlinkSync(join(dir, imageFileName('p2-anillo-oro.webp', 320)));
    expect(await ensureProductImages(dir, sources)).toBe(1);
    expect(existsSync(join(dir, imageFileName('p2-anillo-oro.webp', 320)))).toBe(true);
    unlinkSync(join(dir, shareImageFileName('p1-vestido-rojo.webp')));
    expect(await ensureProductImages(dir, sources)).toBe(1);
    expect(existsSync(join(dir, shareImageFileName('p1-vestido-rojo.webp')))).toBe(true);
  }, 60_000); // drawing takes a few hundred milliseconds an image, more on a busy machine
});
