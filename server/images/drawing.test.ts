import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRODUCT_KINDS } from '../catalogue/kinds';
import { productSvg } from './drawing/product-svg';
import { renderProductImage, renderProductImages } from './raster';

describe('productSvg', () => {
  it('draws every kind as a 4:5 SVG in the given colour', () => {
    for (const kind of PRODUCT_KINDS) {
      for (let variant = 0; variant < 15; variant++) {
        const svg = productSvg(kind, '#C42A30', variant);
        expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 800 1000"/);
        expect(svg).not.toMatch(/NaN|undefined/);
        expect(svg, `${kind} ${variant}`).toContain('"#c42a30"');
      }
    }
  });
  it('is stable for a variant and varies across variants', () => {
    expect(productSvg('dress', '#1f2f4f', 5)).toBe(productSvg('dress', '#1f2f4f', 5));
    const looks = new Set(Array.from({ length: 12 }, (_, v) => productSvg('dress', '#1f2f4f', v)));
    expect(looks.size).toBeGreaterThan(6);
  });
  it('never breaks on odd input', () => {
    for (const v of [-7, 0, 1.5, 1e9, Number.NaN])
      expect(productSvg('ring', 'not-a-colour', v)).not.toMatch(/NaN|undefined/);
  });
});

describe('renderProductImage', () => {
  it('renders every kind to a small WebP of the requested width', async () => {
    for (const [i, kind] of PRODUCT_KINDS.entries()) {
      const buf = await renderProductImage(productSvg(kind, '#2c4fb8', i), 320);
      const meta = await sharp(buf).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(320);
      expect(meta.height).toBe(400);
      expect(buf.length).toBeLessThan(25 * 1024);
    }
  }, 60_000);
  it('renders several widths from one drawing, and odd widths exactly', async () => {
    const svg = productSvg('coat', '#b98a58', 2);
    const { webp: all } = await renderProductImages(svg, [320, 640, 960]);
    for (const w of [320, 640, 960]) {
      const meta = await sharp(all.get(w) as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, w * 1.25]);
    }
    expect((all.get(640) as Buffer).length).toBeLessThan(25 * 1024);
    const odd = await sharp(await renderProductImage(svg, 333)).metadata();
    expect([odd.width, odd.height]).toEqual([333, 416]);
  }, 60_000);
});
