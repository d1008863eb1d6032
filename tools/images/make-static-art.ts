/**
 * Draws the store's static art into public/img: home slides, category tiles, the banner, the
 * share card, the favicon. The outputs are committed; run again after changing a drawing:
 *   npx tsx tools/images/make-static-art.ts
 * No text is baked into the pictures: the app lays its own (translatable, accessible) text on top.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  BANNER_ART,
  SHARE_CARD,
  STORE_LOGO,
  slideArt,
  TILE_WIDTHS,
  type TileName,
  tileArt,
} from '../../contract/static-art';
import type { ProductKind } from '../../server/catalogue/kinds';
import { drawItem } from '../../server/images/drawing/product-svg';
import { blurFilter, mix, shade } from '../../server/images/svg-kit';

const OUT = fileURLToPath(new URL('../../public/img/', import.meta.url));

/** Brand colours; the accent is also the theme's `brand` (src/styles/theme.css.ts), the header mark's red. */
export const BRAND = { ink: '#1b1f2a', accent: '#c8283c', cream: '#f6f1ea', gold: '#d9a441' } as const;

interface Placed {
  kind: ProductKind;
  color: string;
  variant: number;
  /** centre of the item in the canvas, its height in px, and a tilt in degrees */
  x: number;
  y: number;
  h: number;
  rotate?: number;
}

let uid = 0;
function place(p: Placed): { defs: string; body: string } {
  const item = drawItem(p.kind, p.color, p.variant, `i${uid++}`);
  const s = p.h / 1000;
  return {
    defs: item.defs,
    body: `<g transform="translate(${p.x} ${p.y}) rotate(${p.rotate ?? 0}) scale(${s}) translate(-400 -500)">${item.body}</g>`,
  };
}

function tag(x: number, y: number, size: number, rotate: number, color: string): string {
  const s = size / 100;
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${s})"><path d="M0 -40L70 -40Q80 -40 80 -30L80 30Q80 40 70 40L0 40L-40 0Z" fill="${color}"/><circle cx="-14" cy="0" r="9" fill="${shade(color, -0.35)}"/><path d="M-14 0C-60 -30 -90 10 -130 -20" fill="none" stroke="${shade(color, -0.3)}" stroke-width="4"/></g>`;
}

function bag(x: number, y: number, size: number, color: string): string {
  const s = size / 100;
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-28 -40C-28 -78 28 -78 28 -40" fill="none" stroke="${shade(color, -0.35)}" stroke-width="8"/><path d="M-50 -40L50 -40L58 60L-58 60Z" fill="${color}"/><path d="M-50 -40L50 -40L52 -20L-52 -20Z" fill="${shade(color, -0.12)}"/></g>`;
}

interface Scene {
  width: number;
  height: number;
  bg: string;
  deco: string;
  items: Placed[];
}

function sceneSvg(sc: Scene): string {
  const placed = sc.items.map(place);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${sc.width} ${sc.height}" width="${sc.width}" height="${sc.height}">` +
    `<defs><radialGradient id="glow" cx=".7" cy=".45" r=".7"><stop offset="0" stop-color="${shade(sc.bg, 0.22)}"/><stop offset="1" stop-color="${sc.bg}"/></radialGradient>${blurFilter('haze', 40)}${placed.map((p) => p.defs).join('')}</defs>` +
    `<rect width="${sc.width}" height="${sc.height}" fill="url(#glow)"/>${sc.deco}${placed.map((p) => p.body).join('')}</svg>`
  );
}

async function write(
  name: string,
  svg: string,
  width: number,
  height: number,
  crop?: { left: number; width: number },
): Promise<void> {
  let img = sharp(Buffer.from(svg), { density: 72 }).resize(width, height, { fit: 'fill' });
  if (crop) img = sharp(await img.png().toBuffer()).extract({ left: crop.left, top: 0, width: crop.width, height });
  const buf = await img.webp({ quality: 76, effort: 5 }).toBuffer();
  writeFileSync(join(OUT, name), buf);
}

function arch(x: number, y: number, w: number, h: number, color: string, opacity = 1): string {
  return `<path d="M${x} ${y + h}L${x} ${y + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2}L${x + w} ${y + h}Z" fill="${color}" opacity="${opacity}"/>`;
}

// ------------------------------------------------------------------ slides (1600×640)
const SLIDES: Scene[] = [
  {
    width: 1600,
    height: 640,
    bg: '#7a1f3d',
    deco:
      arch(930, 70, 380, 640, shade('#7a1f3d', 0.12)) +
      `<circle cx="1480" cy="110" r="70" fill="${BRAND.gold}" opacity=".9"/>` +
      tag(1500, 520, 90, -25, BRAND.cream),
    items: [
      { kind: 'coat', color: '#d9c3a0', variant: 1, x: 1010, y: 350, h: 560, rotate: -4 },
      { kind: 'dress', color: '#c42a30', variant: 2, x: 1210, y: 360, h: 560, rotate: 3 },
      { kind: 'earrings', color: '#f0a830', variant: 4, x: 1420, y: 330, h: 300 },
    ],
  },
  {
    width: 1600,
    height: 640,
    bg: '#1f3a5f',
    deco:
      `<circle cx="1150" cy="330" r="270" fill="${shade('#1f3a5f', 0.12)}"/>` +
      `<rect x="1380" y="60" width="150" height="150" rx="20" fill="${BRAND.accent}" opacity=".9" transform="rotate(12 1455 135)"/>` +
      bag(1480, 520, 110, BRAND.cream),
    items: [
      { kind: 'pants', color: '#4d6d9a', variant: 0, x: 980, y: 340, h: 560, rotate: -3 },
      { kind: 'shirt', color: '#f7f5f0', variant: 1, x: 1170, y: 330, h: 480, rotate: 4 },
      { kind: 'watch', color: '#6b4a33', variant: 0, x: 1360, y: 330, h: 430, rotate: 8 },
    ],
  },
  {
    width: 1600,
    height: 640,
    bg: '#d9a21b',
    deco:
      arch(980, 40, 420, 640, shade('#d9a21b', 0.22)) +
      tag(1470, 120, 100, 20, BRAND.ink) +
      `<circle cx="930" cy="560" r="50" fill="${BRAND.cream}" opacity=".85"/>`,
    items: [
      { kind: 'blouse', color: '#f7f5f0', variant: 6, x: 1070, y: 300, h: 480, rotate: -5 },
      { kind: 'skirt', color: '#1f2f4f', variant: 2, x: 1260, y: 380, h: 480, rotate: 4 },
      { kind: 'ring', color: '#1f47a8', variant: 1, x: 1440, y: 420, h: 260, rotate: -8 },
    ],
  },
  {
    width: 1600,
    height: 640,
    bg: '#1f5f52',
    deco:
      `<circle cx="1200" cy="320" r="290" fill="${shade('#1f5f52', 0.12)}"/>` +
      `<circle cx="1200" cy="320" r="200" fill="${shade('#1f5f52', 0.2)}"/>` +
      tag(940, 540, 80, -15, BRAND.gold),
    items: [
      { kind: 'necklace', color: '#15885a', variant: 0, x: 1200, y: 360, h: 520 },
      { kind: 'bracelet', color: '#f1eadc', variant: 2, x: 960, y: 260, h: 300, rotate: -12 },
      { kind: 'earrings', color: '#b5172f', variant: 0, x: 1440, y: 250, h: 320, rotate: 6 },
      { kind: 'ring', color: '#dfe8f2', variant: 5, x: 1440, y: 520, h: 200, rotate: 10 },
    ],
  },
];

// ------------------------------------------------------------------ category tiles (600×600)
const TILES: Record<TileName, Scene> = {
  vestidos: {
    width: 600,
    height: 600,
    bg: '#f0d9d2',
    deco: `<circle cx="300" cy="290" r="220" fill="${mix('#f0d9d2', '#ffffff', 0.45)}"/>`,
    items: [
      { kind: 'dress', color: '#1f2f4f', variant: 2, x: 220, y: 300, h: 500, rotate: -6 },
      { kind: 'dress', color: '#ee7660', variant: 5, x: 385, y: 300, h: 500, rotate: 5 },
    ],
  },
  joyeria: {
    width: 600,
    height: 600,
    bg: '#1f2430',
    deco: `<circle cx="300" cy="290" r="230" fill="${shade('#1f2430', 0.1)}"/>`,
    items: [
      { kind: 'ring', color: '#1f47a8', variant: 1, x: 190, y: 220, h: 260, rotate: -10 },
      { kind: 'earrings', color: '#15885a', variant: 0, x: 420, y: 230, h: 300, rotate: 6 },
      { kind: 'bracelet', color: '#f1eadc', variant: 2, x: 300, y: 440, h: 280 },
    ],
  },
  abrigos: {
    width: 600,
    height: 600,
    bg: '#dfe3e8',
    deco: arch(150, 60, 300, 560, mix('#dfe3e8', '#ffffff', 0.5)),
    items: [
      { kind: 'coat', color: '#b98a58', variant: 0, x: 250, y: 300, h: 520, rotate: -4 },
      { kind: 'coat', color: '#1f1f24', variant: 3, x: 370, y: 310, h: 520, rotate: 5 },
    ],
  },
  blusas: {
    width: 600,
    height: 600,
    bg: '#e7efe6',
    deco: `<circle cx="300" cy="290" r="220" fill="${mix('#e7efe6', '#ffffff', 0.5)}"/>`,
    items: [
      { kind: 'blouse', color: '#e8b9b5', variant: 3, x: 220, y: 290, h: 420, rotate: -6 },
      { kind: 'blouse', color: '#f7f5f0', variant: 6, x: 380, y: 310, h: 420, rotate: 6 },
    ],
  },
  pantalones: {
    width: 600,
    height: 600,
    bg: '#efe6d6',
    deco: arch(140, 50, 320, 560, mix('#efe6d6', '#ffffff', 0.5)),
    items: [
      { kind: 'pants', color: '#2b3f63', variant: 0, x: 230, y: 300, h: 520, rotate: -5 },
      { kind: 'pants', color: '#b98a58', variant: 4, x: 370, y: 300, h: 520, rotate: 5 },
    ],
  },
};

// ------------------------------------------------------------------ banner (1600×500)
function bannerScene(width: number): Scene {
  const bg = BRAND.accent;
  const wide = width > 1000;
  const items: Placed[] = wide
    ? [
        { kind: 'dress', color: '#f6f1ea', variant: 4, x: 150, y: 260, h: 420, rotate: -8 },
        { kind: 'shirt', color: '#1f2f4f', variant: 1, x: 320, y: 280, h: 360, rotate: 6 },
        { kind: 'watch', color: '#1f1f24', variant: 4, x: 1290, y: 250, h: 380, rotate: -10 },
        { kind: 'blouse', color: '#d9a441', variant: 3, x: 1460, y: 270, h: 340, rotate: 8 },
      ]
    : [
        { kind: 'dress', color: '#f6f1ea', variant: 4, x: 95, y: 300, h: 320, rotate: -10 },
        { kind: 'watch', color: '#1f1f24', variant: 4, x: 715, y: 300, h: 300, rotate: 10 },
      ];
  const deco = wide
    ? tag(560, 90, 70, -20, BRAND.cream) +
      tag(1080, 420, 80, 15, BRAND.gold) +
      bag(1120, 110, 70, shade(bg, 0.25)) +
      `<circle cx="800" cy="250" r="240" fill="${shade(bg, 0.08)}"/>`
    : `<circle cx="400" cy="250" r="210" fill="${shade(bg, 0.08)}"/>` + tag(640, 80, 60, 20, BRAND.cream);
  return { width, height: 500, bg, deco, items };
}

// ------------------------------------------------------------------ share card (1200×630)
// The store's mark large on the left, a few pieces on the right; Facebook and WhatsApp may crop
// the edges, so nothing that matters is near them.
function shareCardSvg(): string {
  const { width, height } = SHARE_CARD;
  const mark = `<g transform="translate(130 165) scale(4.7)">${FAVICON_MARK}</g>`;
  const scene = sceneSvg({
    width,
    height,
    bg: BRAND.accent,
    deco:
      `<circle cx="280" cy="315" r="215" fill="${shade(BRAND.accent, 0.1)}"/>` +
      arch(640, 70, 420, 640, shade(BRAND.accent, 0.16)) +
      tag(1110, 90, 70, 20, BRAND.cream) +
      bag(600, 540, 70, BRAND.gold),
    items: [
      { kind: 'dress', color: '#f6f1ea', variant: 4, x: 700, y: 330, h: 470, rotate: -6 },
      { kind: 'blouse', color: '#d9a441', variant: 3, x: 880, y: 300, h: 400, rotate: 5 },
      { kind: 'pants', color: '#1f2f4f', variant: 0, x: 1050, y: 360, h: 460, rotate: 4 },
      { kind: 'watch', color: '#1f1f24', variant: 4, x: 880, y: 520, h: 200, rotate: -12 },
      { kind: 'earrings', color: '#f0a830', variant: 4, x: 1120, y: 520, h: 180 },
    ],
  });
  return scene.replace(/<\/svg>$/, `${mark}</svg>`);
}

// ------------------------------------------------------------------ favicon
// The header's mark is drawn in the page (src/features/layout/Logo.tsx). The favicon is a PNG:
// an SVG favicon makes the browser build a separate SVG document on the page's main thread.
/** The store's mark, a hanger, in a 64-unit box: the favicon's and the share card's. */
const FAVICON_MARK = `<rect width="64" height="64" rx="14" fill="${BRAND.accent}"/>
<g transform="translate(6 4) scale(.82)"><path d="M32 14a6 6 0 1 1 6 6c-3 0-6 2-6 5v3L6 44a3 3 0 0 0 2 5h48a3 3 0 0 0 2-5L32 28" fill="none" stroke="#ffffff" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"/></g>`;
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
${FAVICON_MARK}
</svg>
`;

async function writeIcon(name: string, size: number): Promise<void> {
  const buf = await sharp(Buffer.from(FAVICON), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  writeFileSync(join(OUT, name), buf);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const names: string[] = [];
  // Each file is named by its address in contract/static-art.ts, where the views find it.
  const draw = async (
    address: string,
    svg: string,
    width: number,
    height: number,
    crop?: { left: number; width: number },
  ) => {
    const name = basename(address);
    await write(name, svg, width, height, crop);
    names.push(name);
  };
  for (const [i, sc] of SLIDES.entries()) {
    const svg = sceneSvg(sc);
    const art = slideArt(i + 1);
    await draw(art.wide, svg, 1600, 640);
    // the phone crop keeps the right half, where the pictures are
    await draw(art.phone, svg, 1600, 640, { left: 800, width: 800 });
  }
  for (const [name, sc] of Object.entries(TILES) as [TileName, Scene][]) {
    for (const width of TILE_WIDTHS) await draw(tileArt(name, width), sceneSvg(sc), width, width);
  }
  await draw(BANNER_ART.wide, sceneSvg(bannerScene(1600)), 1600, 500);
  await draw(BANNER_ART.phone, sceneSvg(bannerScene(800)), 800, 500);
  // A JPEG, which every link preview reads (contract/static-art.ts).
  const card = await sharp(Buffer.from(shareCardSvg()), { density: 72 })
    .resize(SHARE_CARD.width, SHARE_CARD.height)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  writeFileSync(join(OUT, basename(SHARE_CARD.address)), card);
  names.push(basename(SHARE_CARD.address));
  await writeIcon('favicon-32.png', 32);
  await writeIcon(basename(STORE_LOGO), 180);
  names.push('favicon-32.png', basename(STORE_LOGO));
  let total = 0;
  for (const name of names) {
    const size = statSync(join(OUT, name)).size;
    total += size;
    console.log(`${name.padEnd(22)} ${(size / 1024).toFixed(1)} KB`);
  }
  console.log(`${'total'.padEnd(22)} ${(total / 1024).toFixed(1)} KB`);
}

await main();
