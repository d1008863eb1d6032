import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { S } from '../copy/storefront';
import { BANNER_ART, slideArt, TILE_NAMES, TILE_WIDTHS, tileArt } from './static-art';

const PUBLIC = fileURLToPath(new URL('../public', import.meta.url));

describe('the static art', () => {
  it('every address the views and the server use is a drawn file in public/img', () => {
    const addresses = [
      ...S.home.slides.flatMap((_, i) => Object.values(slideArt(i + 1))),
      ...Object.values(BANNER_ART),
      ...TILE_NAMES.flatMap((name) => TILE_WIDTHS.map((width) => tileArt(name, width))),
    ];
    expect(addresses.length).toBe(S.home.slides.length * 2 + 2 + TILE_NAMES.length * TILE_WIDTHS.length);
    const drawn = (address: string) =>
      address.startsWith('/img/') && existsSync(PUBLIC + address) && statSync(PUBLIC + address).isFile();
    expect(addresses.filter((address) => !drawn(address))).toEqual([]);
  });

  it('a tile without a width is its largest, the file without a width in its name', () => {
    expect(tileArt('joyeria')).toBe('/img/tile-joyeria.webp');
    expect(tileArt('joyeria', 400)).toBe('/img/tile-joyeria-400.webp');
  });
});
