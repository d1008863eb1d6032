/**
 * Looks at the drawings the way a shopper would: tiles product pictures into one PNG.
 *   npx tsx tools/images/contact-sheet.ts catalogue /tmp/contact.png 24   (the first products)
 *   npx tsx tools/images/contact-sheet.ts kinds /tmp/kinds.png ring,watch  (6 variants per kind)
 */
import sharp from 'sharp';
import { PRODUCT_KINDS, type ProductKind } from '../../server/catalogue/kinds';
import { generateProducts } from '../../server/catalogue/products';
import { productSvg } from '../../server/images/drawing/product-svg';
import { renderProductImage } from '../../server/images/raster';

const [mode = 'catalogue', out = '/tmp/contact.png', arg = '24'] = process.argv.slice(2);
const cols = 6;
const w = 200;
const h = 250;
let items: { kind: ProductKind; hex: string; variant: number }[];
if (mode === 'kinds') {
  const kinds = arg === 'all' ? [...PRODUCT_KINDS] : (arg.split(',') as ProductKind[]);
  const colours = ['#c42a30', '#1f2f4f', '#f7f5f0', '#d4a12a', '#1f7a5a', '#e8b9b5', '#1f1f24', '#8a4fb5', '#5fc0d2'];
  items = kinds.flatMap((kind) =>
    Array.from({ length: cols }, (_, i) => ({
      kind,
      hex: colours[(i * 5 + kind.length) % colours.length] as string,
      variant: i * 7 + i,
    })),
  );
  // jewellery styles: step through each drawn style
  items = items.map((it, i) => ({ ...it, variant: (i % cols) + 5 * Math.floor(i / cols) }));
} else {
  items = generateProducts(320)
    .slice(0, Number(arg))
    .map((p) => ({ kind: p.kind, hex: p.colorHex, variant: p.variant }));
}
const tiles = await Promise.all(items.map(async (p) => renderProductImage(productSvg(p.kind, p.hex, p.variant), w)));
const rows = Math.ceil(items.length / cols);
await sharp({ create: { width: cols * w, height: rows * h, channels: 3, background: '#ffffff' } })
  .composite(tiles.map((input, i) => ({ input, left: (i % cols) * w, top: Math.floor(i / cols) * h })))
  .png()
  .toFile(out);
console.log(`wrote ${out} (${items.length} pictures)`);
