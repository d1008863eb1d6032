import type { ProductKind } from '../../catalogue/kinds';
import { shade, shadowFilter } from '../svg-kit';
import { blouse, coat, dress, jacket, pants, shirt, shorts, skirt, sweater } from './clothes';
import { BACKDROPS, type DrawContext, makeContext } from './fabric';
import { bracelet, earrings, necklace, ring, watch } from './jewellery';

/**
 * Product pictures drawn as vectors: every kind of item is recognisable at a glance, in the
 * product's own colour, on a soft studio background. `variant` changes pattern, cut and details
 * (and, for jewellery, the drawn style the product's name promises) so a grid never looks cloned.
 */

export const IMAGE_VIEWBOX = { width: 800, height: 1000 } as const;

const DRAWERS: Readonly<Record<ProductKind, (ctx: DrawContext) => string>> = {
  dress,
  skirt,
  shirt,
  sweater,
  pants,
  shorts,
  blouse,
  coat,
  jacket,
  ring,
  necklace,
  earrings,
  bracelet,
  watch,
};

const CLOTHES_ZOOM: Readonly<Partial<Record<ProductKind, readonly [number, number]>>> = {
  shorts: [1.32, 430],
  skirt: [1.08, 500],
  blouse: [1.14, 420],
  shirt: [1.1, 420],
  sweater: [1.1, 420],
  jacket: [1.1, 420],
};

const FLAT_LAY: ReadonlySet<ProductKind> = new Set([
  'dress',
  'skirt',
  'shirt',
  'sweater',
  'pants',
  'shorts',
  'blouse',
  'coat',
  'jacket',
]);

/**
 * The item alone, in the 800×1000 box, with no background: its defs and its body. Static art
 * composes several of these; `prefix` keeps their ids apart.
 */
export function drawItem(
  kind: ProductKind,
  colorHex: string,
  variant: number,
  prefix = 'a',
): { defs: string; body: string } {
  const color = /^#[0-9a-f]{6}$/i.test(colorHex) ? colorHex.toLowerCase() : '#888888';
  const ctx = makeContext(prefix, color, variant);
  const drawn = DRAWERS[kind](ctx);
  let body = drawn;
  if (FLAT_LAY.has(kind)) {
    ctx.defs.push(shadowFilter(ctx.id('drop')));
    // shorter pieces are shown closer so every garment fills the frame about the same
    const zoom = CLOTHES_ZOOM[kind];
    const t = zoom ? ` transform="translate(400 ${zoom[1]}) scale(${zoom[0]}) translate(-400 -${zoom[1]})"` : '';
    body = `<g filter="url(#${ctx.id('drop')})"${t}>${drawn}</g>`;
  } else if (kind === 'necklace') {
    ctx.defs.push(shadowFilter(ctx.id('drop'), 12, 6, 12, 0.25));
  } else {
    ctx.defs.push(shadowFilter(ctx.id('drop'), 6, 4, 8, 0.25));
    // small pieces are shown a little closer
    const zoom =
      kind === 'ring'
        ? 'translate(400 560) scale(1.22) translate(-400 -560)'
        : kind === 'earrings' || kind === 'bracelet'
          ? 'translate(400 540) scale(1.12) translate(-400 -540)'
          : '';
    body = `<g filter="url(#${ctx.id('drop')})"${zoom ? ` transform="${zoom}"` : ''}>${drawn}</g>`;
  }
  return { defs: ctx.defs.join(''), body };
}

/**
 * Closer views of a product's drawing, the demo's further photos of a garment: each a 4:5 window
 * of the 800 × 1000 picture, drawn at the picture's full size (a detail, not an enlarged one).
 */
export const PHOTO_VIEWS = {
  /** The upper half, twice as close: the neckline, collar and shoulders. */
  detail: { x: 200, y: 120, width: 400, height: 500 },
  /** The lower half, twice as close: the hem, the legs or the pockets. */
  lower: { x: 200, y: 470, width: 400, height: 500 },
  /** The middle, about three and a half times as close: the fabric's colour and pattern. */
  fabric: { x: 285, y: 360, width: 232, height: 290 },
} as const;
export type PhotoView = keyof typeof PHOTO_VIEWS;

/** A product picture: the item on a soft studio backdrop, 4:5, as SVG text; `view` draws a closer window of it. */
export function productSvg(kind: ProductKind, colorHex: string, variant: number, view?: PhotoView): string {
  const v = Number.isFinite(variant) ? Math.abs(Math.floor(variant)) : 0;
  const backdrop = BACKDROPS[v % BACKDROPS.length] as string;
  const item = drawItem(kind, colorHex, v, 'a');
  const { width: w, height: h } = IMAGE_VIEWBOX;
  const box = view ? PHOTO_VIEWS[view] : { x: 0, y: 0, width: w, height: h };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box.x} ${box.y} ${box.width} ${box.height}" width="${w}" height="${h}">` +
    `<defs><radialGradient id="bg" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${shade(backdrop, 0.55)}"/><stop offset=".6" stop-color="${backdrop}"/><stop offset="1" stop-color="${shade(backdrop, -0.07)}"/></radialGradient>${item.defs}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<g transform="translate(40 50) scale(.9)">${item.body}</g>` +
    `</svg>`
  );
}
