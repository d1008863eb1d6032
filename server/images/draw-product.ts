import sharp from 'sharp';
import { jewelleryStyle, type ProductKind } from '../catalogue/kinds';
import {
  blurFilter,
  ellipsePath,
  luminance,
  metalBase,
  metalDark,
  metalGradient,
  mirrorPath,
  mix,
  n,
  shade,
  shadowFilter,
  symmetric,
  type Metal,
} from './svg-kit';

/**
 * Product pictures drawn as vectors: every kind of item is recognisable at a glance, in the
 * product's own colour, on a soft studio background. `variant` changes pattern, cut and details
 * (and, for jewellery, the drawn style the product's name promises) so a grid never looks cloned.
 */

export const IMAGE_VIEWBOX = { width: 800, height: 1000 } as const;

type Pattern = 'plain' | 'stripes' | 'hstripes' | 'dots' | 'checks' | 'floral';

const PATTERNS: Readonly<Partial<Record<ProductKind, readonly Pattern[]>>> = {
  dress: ['plain', 'plain', 'dots', 'plain', 'floral', 'stripes', 'plain'],
  blouse: ['plain', 'stripes', 'plain', 'dots', 'plain', 'floral'],
  shirt: ['plain', 'stripes', 'plain', 'checks', 'plain'],
  skirt: ['plain', 'plain', 'checks', 'dots', 'plain'],
  sweater: ['plain', 'hstripes', 'plain', 'plain'],
  shorts: ['plain', 'plain', 'hstripes'],
  coat: ['plain', 'plain', 'checks', 'plain'],
};

const BACKDROPS = ['#f3efe9', '#eceff2', '#f3ebe8', '#ebefe8', '#efecf3', '#f4f1e6'] as const;

/** Everything one drawing needs: its colours, its variant, and ids unique to it. */
export interface DrawContext {
  /** prefix for every id in this drawing, so several drawings can share one SVG */
  id: (name: string) => string;
  color: string;
  variant: number;
  defs: string[];
}

function makeContext(prefix: string, color: string, variant: number): DrawContext {
  return { id: (name) => `${prefix}${name}`, color, variant, defs: [] };
}

/** Picks one of `count` options from the variant, with `salt` so options vary independently. */
function opt(ctx: DrawContext, count: number, salt: number): number {
  let h = (Math.floor(ctx.variant) * 2654435761 + salt * 40503) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 2246822519) >>> 0;
  h ^= h >>> 13;
  return (h >>> 0) % count;
}

function outlineOf(color: string): string {
  return luminance(color) > 0.6 ? shade(color, -0.28) : shade(color, -0.38);
}

/** The fabric fill: base colour, optional print, and a soft fold shading across the piece. */
function fabric(ctx: DrawContext, d: string, opts: { pattern?: Pattern; extra?: string } = {}): string {
  const pattern = opts.pattern ?? 'plain';
  const layers = [`<path d="${d}" fill="${ctx.color}"/>`];
  if (pattern !== 'plain') layers.push(`<path d="${d}" fill="url(#${ctx.id(`pat-${pattern}`)})"/>`);
  layers.push(`<path d="${d}" fill="url(#${ctx.id('fold')})"/>`);
  layers.push(`<path d="${d}" fill="none" stroke="${outlineOf(ctx.color)}" stroke-width="3" stroke-linejoin="round"/>`);
  return layers.join('');
}

function fabricDefs(ctx: DrawContext, pattern: Pattern): void {
  const c = ctx.color;
  ctx.defs.push(
    `<linearGradient id="${ctx.id('fold')}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".16"/><stop offset=".22" stop-color="#fff" stop-opacity=".06"/><stop offset=".45" stop-color="#fff" stop-opacity=".14"/><stop offset=".62" stop-color="#000" stop-opacity=".04"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>`,
  );
  const ink = luminance(c) < 0.25 ? mix(c, '#ffffff', 0.7) : luminance(c) > 0.75 ? shade(c, -0.45) : mix(c, '#ffffff', 0.78);
  const pid = ctx.id(`pat-${pattern}`);
  switch (pattern) {
    case 'stripes':
      ctx.defs.push(`<pattern id="${pid}" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="12" height="36" fill="${ink}"/></pattern>`);
      break;
    case 'hstripes':
      ctx.defs.push(`<pattern id="${pid}" width="40" height="44" patternUnits="userSpaceOnUse"><rect width="40" height="14" fill="${ink}"/></pattern>`);
      break;
    case 'dots':
      ctx.defs.push(`<pattern id="${pid}" width="48" height="48" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="6" fill="${ink}"/><circle cx="36" cy="36" r="6" fill="${ink}"/></pattern>`);
      break;
    case 'checks':
      ctx.defs.push(`<pattern id="${pid}" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="22" fill="${ink}" opacity=".45"/><rect width="22" height="60" fill="${ink}" opacity=".45"/><path d="M0 44h60M44 0v60" stroke="${ink}" stroke-width="3" opacity=".8"/></pattern>`);
      break;
    case 'floral': {
      const petal = ink;
      const heart = luminance(c) > 0.5 ? '#e7b33c' : '#f3d36b';
      const flower = (x: number, y: number) =>
        [0, 72, 144, 216, 288]
          .map((a) => `<circle cx="${n(x + 7 * Math.cos((a * Math.PI) / 180))}" cy="${n(y + 7 * Math.sin((a * Math.PI) / 180))}" r="5.5" fill="${petal}"/>`)
          .join('') + `<circle cx="${x}" cy="${y}" r="3.5" fill="${heart}"/>`;
      ctx.defs.push(`<pattern id="${pid}" width="80" height="80" patternUnits="userSpaceOnUse">${flower(20, 20)}${flower(60, 60)}</pattern>`);
      break;
    }
    case 'plain':
      break;
  }
}

function line(d: string, color: string, width = 3, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}
const stitch = (d: string, color: string) => line(d, color, 2.5, ' stroke-dasharray="9 7" opacity=".75"');
function button(x: number, y: number, r: number, color: string): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${color}" stroke="${shade(color, -0.35)}" stroke-width="2"/><circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.3)}" fill="#fff" opacity=".45"/>`;
}

function patternFor(ctx: DrawContext, kind: ProductKind): Pattern {
  const list = PATTERNS[kind] ?? ['plain'];
  return list[opt(ctx, list.length, 1)] as Pattern;
}

// ---------------------------------------------------------------- clothes

function dress(ctx: DrawContext): string {
  const pattern = patternFor(ctx, 'dress');
  fabricDefs(ctx, pattern);
  const sleeve = opt(ctx, 3, 2); // 0 none, 1 short, 2 long
  const hem = [860, 920, 760][opt(ctx, 3, 3)] as number;
  const vNeck = opt(ctx, 2, 4) === 0;
  const belt = opt(ctx, 3, 5) === 0;
  const flare = [190, 215, 245][opt(ctx, 3, 6)] as number;
  const shoulderX = sleeve === 0 ? 318 : 300;
  const out = mix(ctx.color, '#000', 0.35);
  const body = symmetric([
    vNeck ? ['M', 400, 270] : ['M', 400, 222],
    vNeck ? ['L', 352, 158] : ['Q', 362, 220, 352, 158],
    ['L', shoulderX, 166],
    ['C', shoulderX + 6, 225, 300, 272, 288, 292],
    ['Q', 300, 360, 322, 420],
    ['Q', 280, 640, 400 - flare, hem],
    ['Q', 300, hem + 24, 400, hem + 26],
  ]);
  const parts: string[] = [];
  if (sleeve > 0) {
    const s =
      sleeve === 1
        ? 'M302 168L222 300Q246 322 276 326L292 280Z'
        : 'M302 168C250 230 215 420 196 580L250 590C262 470 282 380 292 290Z';
    parts.push(fabric(ctx, s, { pattern }), fabric(ctx, mirrorPath(s), { pattern }));
  }
  parts.push(fabric(ctx, body, { pattern }));
  // drape: a few folds falling from the waist
  const fold = shade(ctx.color, -0.3);
  for (const [x0, x1] of [
    [360, 300],
    [385, 372],
    [415, 430],
    [440, 505],
  ] as const) {
    parts.push(line(`M${x0} 440Q${(x0 + x1) / 2} ${(440 + hem) / 2 + 40} ${x1} ${hem + 8}`, fold, 3, ' opacity=".35"'));
  }
  if (belt) {
    const beltColor = luminance(ctx.color) > 0.4 ? shade(ctx.color, -0.55) : mix(ctx.color, '#f3e7c9', 0.65);
    parts.push(`<path d="M320 404Q400 414 480 404L482 440Q400 450 318 440Z" fill="${beltColor}" stroke="${out}" stroke-width="2"/>`);
    parts.push(`<rect x="384" y="402" width="32" height="44" rx="5" fill="none" stroke="#d8b458" stroke-width="6"/>`);
  } else {
    parts.push(line('M322 420Q400 432 478 420', fold, 3, ' opacity=".45"'));
  }
  if (vNeck) parts.push(line('M352 160L400 270L448 160', out, 3, ' opacity=".5"'));
  return parts.join('');
}

interface TopShape {
  hem: number;
  shoulder: number;
  side: number;
  hemX: number;
  sleeve: 'none' | 'short' | 'long' | 'puff';
  neckDepth: number;
  neckWidth: number;
}

function topBody(t: TopShape, shirtTail = false): string {
  return symmetric([
    ['M', 400, 160 + t.neckDepth],
    ['Q', 400 - t.neckWidth * 0.9, 160 + t.neckDepth, 400 - t.neckWidth, 158],
    ['L', t.shoulder, 182],
    ['L', t.side, 318],
    ['Q', t.side - 6, (318 + t.hem) / 2, t.hemX, t.hem],
    shirtTail ? ['Q', 330, t.hem + 40, 400, t.hem + 30] : ['Q', 330, t.hem + 14, 400, t.hem + 14],
  ]);
}

function topSleeve(t: TopShape): string | null {
  const s = t.shoulder;
  switch (t.sleeve) {
    case 'none':
      return null;
    case 'short':
      return `M${s + 2} 182L${s - 78} 330Q${s - 48} 352 ${s - 14} 356L${t.side + 2} 300Z`;
    case 'long':
      return `M${s + 2} 182C${s - 50} 240 ${s - 92} 430 ${s - 108} 600L${s - 44} 612C${s - 30} 480 ${t.side - 12} 390 ${t.side + 2} 318Z`;
    case 'puff':
      return `M${s + 2} 182C${s - 90} 200 ${s - 130} 420 ${s - 100} 560L${s - 98} 600L${s - 40} 606L${s - 42} 566C${s - 20} 470 ${t.side - 8} 380 ${t.side + 2} 318Z`;
  }
}

function cuffs(t: TopShape, color: string): string {
  if (t.sleeve !== 'long' && t.sleeve !== 'puff') return '';
  const s = t.shoulder;
  const d = t.sleeve === 'long' ? `M${s - 110} 572L${s - 44} 584L${s - 44} 612L${s - 108} 600Z` : `M${s - 100} 570L${s - 42} 576L${s - 40} 606L${s - 98} 600Z`;
  return `<path d="${d}" fill="${color}" stroke="${outlineOf(color)}" stroke-width="2.5"/><path d="${mirrorPath(d)}" fill="${color}" stroke="${outlineOf(color)}" stroke-width="2.5"/>`;
}

function withSleeves(ctx: DrawContext, t: TopShape, pattern: Pattern, body: string): string[] {
  const parts: string[] = [];
  const s = topSleeve(t);
  if (s) parts.push(fabric(ctx, s, { pattern }), fabric(ctx, mirrorPath(s), { pattern }));
  parts.push(fabric(ctx, body, { pattern }));
  return parts;
}

function blouse(ctx: DrawContext): string {
  const pattern = patternFor(ctx, 'blouse');
  fabricDefs(ctx, pattern);
  const sleeve = (['none', 'short', 'puff', 'long'] as const)[opt(ctx, 4, 2)] as TopShape['sleeve'];
  const t: TopShape = { hem: 650, shoulder: sleeve === 'none' ? 305 : 278, side: 286, hemX: 272, sleeve, neckDepth: opt(ctx, 2, 3) ? 62 : 96, neckWidth: 50 };
  const parts = withSleeves(ctx, t, pattern, topBody(t));
  parts.push(cuffs(t, shade(ctx.color, -0.05)));
  const dark = shade(ctx.color, -0.35);
  const detail = opt(ctx, 3, 4);
  if (detail === 0) {
    // a soft bow at the neck
    parts.push(`<path d="M400 ${160 + t.neckDepth}C360 ${130 + t.neckDepth} 340 ${190 + t.neckDepth} 400 ${170 + t.neckDepth}C460 ${190 + t.neckDepth} 440 ${130 + t.neckDepth} 400 ${160 + t.neckDepth}Z" fill="${shade(ctx.color, -0.12)}" stroke="${dark}" stroke-width="2.5"/>`);
    parts.push(line(`M392 ${170 + t.neckDepth}L372 ${290 + t.neckDepth}M408 ${170 + t.neckDepth}L432 ${280 + t.neckDepth}`, shade(ctx.color, -0.12), 12));
    parts.push(`<circle cx="400" cy="${168 + t.neckDepth}" r="11" fill="${shade(ctx.color, -0.18)}"/>`);
  } else if (detail === 1) {
    // ruffle down the front
    for (let y = 175 + t.neckDepth; y < 560; y += 34) parts.push(line(`M382 ${y}Q400 ${y + 22} 418 ${y}`, dark, 3, ' opacity=".45"'));
  } else {
    for (let y = 190 + t.neckDepth; y < 620; y += 62) parts.push(button(400, y, 7, mix(ctx.color, '#fffaf0', 0.6)));
    parts.push(line(`M400 ${160 + t.neckDepth}L400 660`, dark, 2, ' opacity=".35"'));
  }
  parts.push(line('M300 320Q298 480 290 640', dark, 3, ' opacity=".2"'), line('M500 320Q502 480 510 640', dark, 3, ' opacity=".2"'));
  return parts.join('');
}

function shirt(ctx: DrawContext): string {
  const pattern = patternFor(ctx, 'shirt');
  fabricDefs(ctx, pattern);
  const short = opt(ctx, 3, 2) === 0;
  const t: TopShape = { hem: 650, shoulder: 262, side: 282, hemX: 276, sleeve: short ? 'short' : 'long', neckDepth: 52, neckWidth: 46 };
  const parts = withSleeves(ctx, t, pattern, topBody(t, true));
  const trim = shade(ctx.color, -0.04);
  parts.push(cuffs(t, trim));
  const dark = outlineOf(ctx.color);
  // collar stand and points
  parts.push(`<path d="M354 160Q400 178 446 160L444 140Q400 156 356 140Z" fill="${shade(ctx.color, -0.25)}" stroke="${dark}" stroke-width="2.5"/>`);
  const collar = 'M400 212L352 150L318 176L342 236Z';
  parts.push(fabric(ctx, collar, { pattern }), fabric(ctx, mirrorPath(collar), { pattern }));
  // placket, buttons, pocket
  parts.push(`<path d="M388 212L412 212L412 678L388 680Z" fill="${ctx.color}"/>`);
  if (pattern !== 'plain') parts.push(`<path d="M388 212L412 212L412 678L388 680Z" fill="url(#${ctx.id(`pat-${pattern}`)})"/>`);
  parts.push(line('M388 212L388 680M412 212L412 678', dark, 2.5, ' opacity=".7"'));
  const btn = luminance(ctx.color) > 0.5 ? '#fbfaf6' : mix(ctx.color, '#ffffff', 0.55);
  for (let y = 240; y < 670; y += 62) parts.push(button(400, y, 7, btn));
  const pocket = 'M300 330L360 330L360 398Q330 412 300 398Z';
  parts.push(fabric(ctx, pocket, { pattern }), line('M300 346L360 346', dark, 2, ' opacity=".5"'));
  return parts.join('');
}

function sweater(ctx: DrawContext): string {
  const pattern = patternFor(ctx, 'sweater');
  fabricDefs(ctx, pattern);
  const neck = opt(ctx, 3, 2); // 0 crew, 1 v, 2 turtle
  const t: TopShape = { hem: 680, shoulder: 250, side: 270, hemX: 268, sleeve: 'long', neckDepth: neck === 1 ? 120 : 42, neckWidth: 58 };
  const parts = withSleeves(ctx, t, pattern, topBody(t));
  const rib = shade(ctx.color, -0.1);
  const ribLine = shade(ctx.color, -0.32);
  // ribbed hem and cuffs
  const hemBand = 'M268 640L532 640L532 694L400 694L268 694Z';
  parts.push(`<path d="${hemBand}" fill="${rib}" stroke="${outlineOf(ctx.color)}" stroke-width="2.5"/>`);
  const ribs: string[] = [];
  for (let x = 280; x < 530; x += 14) ribs.push(`M${x} 646V690`);
  parts.push(line(ribs.join(''), ribLine, 2.5, ' opacity=".5"'));
  parts.push(cuffs(t, rib));
  if (neck === 2) {
    parts.push(`<path d="M340 118Q400 100 460 118L462 180Q400 196 338 180Z" fill="${rib}" stroke="${outlineOf(ctx.color)}" stroke-width="2.5"/>`);
    const tr: string[] = [];
    for (let x = 350; x < 456; x += 13) tr.push(`M${x} 122V182`);
    parts.push(line(tr.join(''), ribLine, 2.5, ' opacity=".45"'));
  } else if (neck === 1) {
    parts.push(line('M342 160L400 280L458 160', rib, 14), line('M342 160L400 280L458 160', ribLine, 2, ' opacity=".6"'));
  } else {
    parts.push(line('M342 160Q400 218 458 160', rib, 16), line('M342 160Q400 218 458 160', ribLine, 2, ' opacity=".5"'));
  }
  if (opt(ctx, 2, 3) === 0 && pattern === 'plain') {
    // cable knit down the front
    const cable: string[] = [];
    for (const x of [340, 400, 460]) for (let y = 240; y < 620; y += 44) cable.push(`M${x - 14} ${y}Q${x} ${y + 22} ${x + 14} ${y + 44}M${x + 14} ${y}Q${x} ${y + 22} ${x - 14} ${y + 44}`);
    parts.push(line(cable.join(''), ribLine, 4, ' opacity=".35"'));
  }
  return parts.join('');
}

function coat(ctx: DrawContext): string {
  const pattern = patternFor(ctx, 'coat');
  fabricDefs(ctx, pattern);
  const t: TopShape = { hem: 900, shoulder: 248, side: 264, hemX: 236, sleeve: 'long', neckDepth: 150, neckWidth: 56 };
  const parts = withSleeves(ctx, t, pattern, topBody(t));
  parts.push(cuffs(t, shade(ctx.color, -0.08)));
  const dark = outlineOf(ctx.color);
  // lapels
  const lapel = 'M344 158L400 330L352 400L300 214Z';
  parts.push(fabric(ctx, lapel, { pattern }), fabric(ctx, mirrorPath(lapel), { pattern }));
  parts.push(`<path d="M344 158Q400 176 456 158L430 150Q400 160 370 150Z" fill="${shade(ctx.color, -0.3)}"/>`);
  parts.push(line('M400 330L400 912', dark, 3, ' opacity=".6"'));
  const btn = luminance(ctx.color) > 0.45 ? shade(ctx.color, -0.55) : mix(ctx.color, '#d9c7a5', 0.5);
  const double = opt(ctx, 2, 2) === 0;
  for (const y of [440, 540, 640]) {
    if (double) parts.push(button(362, y, 11, btn), button(438, y, 11, btn));
    else parts.push(button(418, y, 12, btn));
  }
  if (opt(ctx, 2, 3) === 0) {
    // tie belt
    parts.push(`<path d="M262 600Q400 612 538 600L540 640Q400 652 260 640Z" fill="${shade(ctx.color, -0.1)}" stroke="${dark}" stroke-width="2.5"/>`);
    parts.push(`<path d="M420 620L470 760L448 766L404 640Z" fill="${shade(ctx.color, -0.1)}" stroke="${dark}" stroke-width="2.5"/>`);
  }
  // pocket flaps
  parts.push(`<path d="M282 700L352 700L350 726L284 726Z" fill="${shade(ctx.color, -0.08)}" stroke="${dark}" stroke-width="2.5"/>`);
  parts.push(`<path d="${mirrorPath('M282 700L352 700L350 726L284 726Z')}" fill="${shade(ctx.color, -0.08)}" stroke="${dark}" stroke-width="2.5"/>`);
  return parts.join('');
}

function jacket(ctx: DrawContext): string {
  fabricDefs(ctx, 'plain');
  const style = opt(ctx, 3, 2); // 0 denim-like trucker, 1 bomber, 2 biker
  const t: TopShape = { hem: 660, shoulder: 250, side: 268, hemX: 266, sleeve: 'long', neckDepth: 40, neckWidth: 52 };
  const parts = withSleeves(ctx, t, 'plain', topBody(t));
  const dark = outlineOf(ctx.color);
  const thread = luminance(ctx.color) > 0.5 ? shade(ctx.color, -0.4) : '#d6a548';
  if (style === 1) {
    const rib = shade(ctx.color, -0.15);
    parts.push(`<path d="M266 620L534 620L534 676L266 676Z" fill="${rib}" stroke="${dark}" stroke-width="2.5"/>`);
    const r: string[] = [];
    for (let x = 276; x < 530; x += 13) r.push(`M${x} 626V672`);
    parts.push(line(r.join(''), shade(ctx.color, -0.35), 2, ' opacity=".5"'));
    parts.push(`<path d="M342 150Q400 200 458 150L462 170Q400 226 338 170Z" fill="${rib}"/>`);
    parts.push(cuffs(t, rib));
    parts.push(line('M400 196L400 672', '#c9ccd2', 6), line('M400 196L400 672', '#7c8089', 2, ' stroke-dasharray="4 4"'));
    parts.push(line('M300 470L330 560M500 470L470 560', dark, 4, ' opacity=".5"'));
  } else if (style === 0) {
    parts.push(cuffs(t, shade(ctx.color, -0.05)));
    const collar = 'M400 200L350 150L296 196L330 262Z';
    parts.push(fabric(ctx, collar), fabric(ctx, mirrorPath(collar)));
    parts.push(stitch('M290 560L510 560M300 300L380 300L380 376L300 376Z', thread));
    parts.push(stitch(mirrorPath('M300 300L380 300L380 376L300 376Z'), thread));
    parts.push(line('M300 300L380 300L380 330L340 342L300 330Z', dark, 2.5), line(mirrorPath('M300 300L380 300L380 330L340 342L300 330Z'), dark, 2.5));
    parts.push(line('M400 200L400 676', dark, 3));
    for (let y = 250; y < 660; y += 80) parts.push(button(412, y, 9, '#c7a04b'));
    parts.push(stitch('M290 600L510 600', thread));
  } else {
    parts.push(cuffs(t, shade(ctx.color, -0.08)));
    const lapel = 'M350 156L446 300L400 360L300 210Z';
    parts.push(fabric(ctx, lapel), fabric(ctx, mirrorPath('M350 156L400 190L354 300Z')));
    parts.push(line('M446 300L470 672', '#c9ccd2', 6), line('M446 300L470 672', '#6f737b', 2, ' stroke-dasharray="4 4"'));
    parts.push(line('M300 420L360 400M500 430L520 520', '#c9ccd2', 5));
    parts.push(`<path d="M266 610L534 610L534 660L266 660Z" fill="${shade(ctx.color, -0.1)}" stroke="${dark}" stroke-width="2.5"/>`);
    parts.push(`<rect x="286" y="622" width="30" height="26" rx="3" fill="none" stroke="#c9ccd2" stroke-width="5"/>`);
  }
  return parts.join('');
}

function pants(ctx: DrawContext): string {
  fabricDefs(ctx, 'plain');
  const cut = opt(ctx, 3, 2); // 0 straight, 1 wide, 2 slim
  const hemOut = [236, 190, 274][cut] as number;
  const hemIn = [384, 378, 380][cut] as number;
  const dark = outlineOf(ctx.color);
  const thread = luminance(ctx.color) > 0.5 ? shade(ctx.color, -0.35) : mix(ctx.color, '#f0c56a', 0.55);
  const d = `M270 196L530 196L${800 - hemOut} 904L${800 - hemIn} 912L400 370L${hemIn} 912L${hemOut} 904Z`;
  const parts = [fabric(ctx, d)];
  parts.push(`<path d="M268 150L532 150L532 198L268 198Z" fill="${shade(ctx.color, -0.06)}" stroke="${dark}" stroke-width="3"/>`);
  for (const x of [300, 360, 440, 500]) parts.push(`<rect x="${x - 5}" y="146" width="10" height="58" rx="3" fill="${shade(ctx.color, -0.12)}" stroke="${dark}" stroke-width="2"/>`);
  parts.push(button(400, 174, 9, '#c9b06a'));
  parts.push(line('M400 198L400 320Q400 350 372 354', dark, 3, ' opacity=".7"'));
  parts.push(stitch('M414 198L414 318Q414 344 392 348', thread));
  parts.push(line('M282 200Q326 214 344 262', dark, 3, ' opacity=".7"'), line(mirrorPath('M282 200Q326 214 344 262'), dark, 3, ' opacity=".7"'));
  // creases
  const crease = `M330 380L${(hemOut + hemIn) / 2} 900`;
  parts.push(line(crease, shade(ctx.color, -0.28), 3, ' opacity=".35"'), line(mirrorPath(crease), shade(ctx.color, -0.28), 3, ' opacity=".35"'));
  if (cut !== 1) {
    parts.push(stitch(`M${hemOut + 3} 880L${hemIn - 2} 888`, thread), stitch(mirrorPath(`M${hemOut + 3} 880L${hemIn - 2} 888`), thread));
  }
  return parts.join('');
}

function shorts(ctx: DrawContext): string {
  const pattern = patternFor(ctx, 'shorts');
  fabricDefs(ctx, pattern);
  const dark = outlineOf(ctx.color);
  const thread = luminance(ctx.color) > 0.5 ? shade(ctx.color, -0.35) : mix(ctx.color, '#f0c56a', 0.55);
  const d = 'M262 300L538 300L580 640L418 664L400 470L382 664L220 640Z';
  const parts = [fabric(ctx, d, { pattern })];
  parts.push(`<path d="M260 252L540 252L540 302L260 302Z" fill="${shade(ctx.color, -0.06)}" stroke="${dark}" stroke-width="3"/>`);
  for (const x of [296, 360, 440, 504]) parts.push(`<rect x="${x - 5}" y="248" width="10" height="60" rx="3" fill="${shade(ctx.color, -0.12)}" stroke="${dark}" stroke-width="2"/>`);
  parts.push(button(400, 277, 9, '#c9b06a'));
  parts.push(line('M400 302L400 420Q400 446 374 450', dark, 3, ' opacity=".7"'));
  parts.push(line('M274 306Q322 320 340 370', dark, 3, ' opacity=".7"'), line(mirrorPath('M274 306Q322 320 340 370'), dark, 3, ' opacity=".7"'));
  if (opt(ctx, 2, 3) === 0) {
    // rolled cuffs
    const cuff = 'M224 608L384 630L382 664L220 640Z';
    parts.push(`<path d="${cuff}" fill="${shade(ctx.color, 0.12)}" stroke="${dark}" stroke-width="2.5"/><path d="${mirrorPath(cuff)}" fill="${shade(ctx.color, 0.12)}" stroke="${dark}" stroke-width="2.5"/>`);
  } else {
    parts.push(stitch('M226 618L384 640', thread), stitch(mirrorPath('M226 618L384 640'), thread));
  }
  return parts.join('');
}

function skirt(ctx: DrawContext): string {
  const pattern = patternFor(ctx, 'skirt');
  fabricDefs(ctx, pattern);
  const cut = opt(ctx, 3, 2); // 0 A-line, 1 pleated, 2 pencil
  const dark = outlineOf(ctx.color);
  const hemY = cut === 2 ? 800 : 780;
  const hemX = cut === 2 ? 262 : cut === 1 ? 170 : 198;
  const d = symmetric([
    ['M', 400, 258],
    ['L', 298, 258],
    ['Q', cut === 2 ? 262 : 250, 520, hemX, hemY],
    ['Q', 300, hemY + 34, 400, hemY + 36],
  ]);
  const parts = [fabric(ctx, d, { pattern })];
  parts.push(`<path d="M296 212L504 212L506 262L294 262Z" fill="${shade(ctx.color, -0.08)}" stroke="${dark}" stroke-width="3"/>`);
  if (cut === 1) {
    const pleats: string[] = [];
    for (let i = -4; i <= 4; i++) pleats.push(`M${400 + i * 22} 262L${400 + i * 52} ${hemY + 30 - Math.abs(i) * 4}`);
    parts.push(line(pleats.join(''), shade(ctx.color, -0.35), 3, ' opacity=".45"'));
  } else if (cut === 2) {
    parts.push(line(`M400 ${hemY - 110}L400 ${hemY + 36}`, dark, 3));
    parts.push(line('M320 270L326 400M480 270L474 400', shade(ctx.color, -0.3), 3, ' opacity=".4"'));
  } else {
    parts.push(line(`M350 280Q310 520 280 ${hemY + 10}M450 280Q490 520 520 ${hemY + 10}`, shade(ctx.color, -0.3), 3, ' opacity=".35"'));
    if (opt(ctx, 2, 3) === 0) for (let y = 300; y < hemY - 10; y += 80) parts.push(button(400, y, 9, mix(ctx.color, '#f5ecd8', 0.6)));
  }
  return parts.join('');
}

// ---------------------------------------------------------------- jewellery

function metalOf(ctx: DrawContext, styles: number): Metal {
  return (['gold', 'silver', 'rose'] as const)[Math.floor(Math.abs(ctx.variant) / styles) % 3] as Metal;
}

/** A faceted round stone seen from above. */
function gem(ctx: DrawContext, cx: number, cy: number, r: number, color = ctx.color): string {
  const gid = ctx.id(`gem${color.slice(1)}`);
  if (!ctx.defs.some((d) => d.includes(`id="${gid}"`))) {
    ctx.defs.push(`<radialGradient id="${gid}" cx=".38" cy=".32" r=".75"><stop offset="0" stop-color="${shade(color, 0.55)}"/><stop offset=".45" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.45)}"/></radialGradient>`);
  }
  const table: string[] = [];
  const facets: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 + Math.PI / 8;
    const tx = cx + r * 0.5 * Math.cos(a);
    const ty = cy + r * 0.5 * Math.sin(a);
    table.push(`${i ? 'L' : 'M'}${n(tx)} ${n(ty)}`);
    facets.push(`M${n(tx)} ${n(ty)}L${n(cx + r * Math.cos(a - Math.PI / 8))} ${n(cy + r * Math.sin(a - Math.PI / 8))}L${n(cx + r * Math.cos(a + Math.PI / 8))} ${n(cy + r * Math.sin(a + Math.PI / 8))}`);
  }
  const edge = luminance(color) > 0.6 ? shade(color, -0.4) : shade(color, -0.5);
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${gid})" stroke="${edge}" stroke-width="${n(Math.max(1.5, r / 30))}"/>` +
    `<path d="${facets.join('')}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="${n(Math.max(1, r / 40))}"/>` +
    `<path d="${table.join('')}Z" fill="${shade(color, 0.25)}" fill-opacity=".55" stroke="#fff" stroke-opacity=".5" stroke-width="${n(Math.max(1, r / 40))}"/>` +
    sparkle(cx - r * 0.35, cy - r * 0.38, r * 0.32)
  );
}

function sparkle(x: number, y: number, s: number): string {
  return `<path d="M${n(x)} ${n(y - s)}Q${n(x + s * 0.15)} ${n(y - s * 0.15)} ${n(x + s)} ${n(y)}Q${n(x + s * 0.15)} ${n(y + s * 0.15)} ${n(x)} ${n(y + s)}Q${n(x - s * 0.15)} ${n(y + s * 0.15)} ${n(x - s)} ${n(y)}Q${n(x - s * 0.15)} ${n(y - s * 0.15)} ${n(x)} ${n(y - s)}Z" fill="#fff" opacity=".9"/>`;
}

/** A pear-shaped stone, point up. */
function dropGem(ctx: DrawContext, cx: number, top: number, h: number, color = ctx.color): string {
  const w = h * 0.62;
  const gid = ctx.id(`drop${color.slice(1)}`);
  if (!ctx.defs.some((d) => d.includes(`id="${gid}"`))) {
    ctx.defs.push(`<radialGradient id="${gid}" cx=".4" cy=".62" r=".7"><stop offset="0" stop-color="${shade(color, 0.5)}"/><stop offset=".5" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.45)}"/></radialGradient>`);
  }
  const d = `M${n(cx)} ${n(top)}C${n(cx + w * 0.2)} ${n(top + h * 0.25)} ${n(cx + w * 0.5)} ${n(top + h * 0.45)} ${n(cx + w * 0.5)} ${n(top + h * 0.7)}A${n(w * 0.5)} ${n(h * 0.3)} 0 0 1 ${n(cx - w * 0.5)} ${n(top + h * 0.7)}C${n(cx - w * 0.5)} ${n(top + h * 0.45)} ${n(cx - w * 0.2)} ${n(top + h * 0.25)} ${n(cx)} ${n(top)}Z`;
  const facets = `M${n(cx)} ${n(top)}L${n(cx)} ${n(top + h)}M${n(cx - w * 0.5)} ${n(top + h * 0.7)}L${n(cx)} ${n(top + h * 0.5)}L${n(cx + w * 0.5)} ${n(top + h * 0.7)}M${n(cx - w * 0.3)} ${n(top + h * 0.95)}L${n(cx)} ${n(top + h * 0.5)}L${n(cx + w * 0.3)} ${n(top + h * 0.95)}`;
  return `<path d="${d}" fill="url(#${gid})" stroke="${shade(color, -0.45)}" stroke-width="2"/><path d="${facets}" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="1.5"/>${sparkle(cx - w * 0.18, top + h * 0.62, h * 0.09)}`;
}

function heartGem(ctx: DrawContext, cx: number, cy: number, s: number): string {
  const gid = ctx.id('heart');
  ctx.defs.push(`<radialGradient id="${gid}" cx=".35" cy=".35" r=".8"><stop offset="0" stop-color="${shade(ctx.color, 0.5)}"/><stop offset=".5" stop-color="${ctx.color}"/><stop offset="1" stop-color="${shade(ctx.color, -0.45)}"/></radialGradient>`);
  const d = `M${n(cx)} ${n(cy + s)}C${n(cx - s * 1.6)} ${n(cy)} ${n(cx - s * 1.1)} ${n(cy - s * 1.2)} ${n(cx)} ${n(cy - s * 0.45)}C${n(cx + s * 1.1)} ${n(cy - s * 1.2)} ${n(cx + s * 1.6)} ${n(cy)} ${n(cx)} ${n(cy + s)}Z`;
  return `<path d="${d}" fill="url(#${gid})" stroke="${shade(ctx.color, -0.45)}" stroke-width="3"/><path d="M${n(cx)} ${n(cy - s * 0.45)}L${n(cx)} ${n(cy + s)}" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>${sparkle(cx - s * 0.5, cy - s * 0.3, s * 0.2)}`;
}

function pearl(ctx: DrawContext, cx: number, cy: number, r: number, dim = 0): string {
  const gid = ctx.id('pearl');
  if (!ctx.defs.some((d) => d.includes(`id="${gid}"`))) {
    ctx.defs.push(`<radialGradient id="${gid}" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff"/><stop offset=".4" stop-color="${ctx.color}"/><stop offset="1" stop-color="${shade(ctx.color, -0.4)}"/></radialGradient>`);
  }
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${gid})"${dim ? ` opacity="${1 - dim}"` : ''}/>`;
}

function contactShadow(ctx: DrawContext, cx: number, cy: number, rx: number, ry: number): string {
  const f = ctx.id('soft');
  if (!ctx.defs.some((d) => d.includes(`id="${f}"`))) ctx.defs.push(blurFilter(f, 14));
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#3a2e25" opacity=".22" filter="url(#${f})"/>`;
}

function ring(ctx: DrawContext): string {
  const style = jewelleryStyle('ring', ctx.variant);
  const metal = metalOf(ctx, 5);
  const mg = ctx.id('metal');
  ctx.defs.push(metalGradient(mg, metal));
  const cx = 400;
  const cy = 640;
  const thick = style === 4 ? 44 : 34;
  const parts = [contactShadow(ctx, 400, 860, 170, 20)];
  const band = `${ellipsePath(cx, cy, 178, 196)}${ellipsePath(cx, cy, 178 - thick, 196 - thick)}`;
  parts.push(`<path d="${band}" fill="url(#${mg})" fill-rule="evenodd" stroke="${metalDark(metal)}" stroke-width="2"/>`);
  // inner shine of the band
  parts.push(`<path d="M${cx - 178 + thick + 6} ${cy}A${178 - thick - 6} ${196 - thick - 6} 0 0 1 ${cx + 178 - thick - 6} ${cy}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="4"/>`);
  if (style === 4) {
    // eternity: small stones all around the band
    for (let i = 0; i < 22; i++) {
      const a = (i / 22) * Math.PI * 2;
      parts.push(gem(ctx, cx + (178 - thick / 2) * Math.cos(a), cy + (196 - thick / 2) * Math.sin(a), 15));
    }
    return parts.join('');
  }
  const top = cy - 196;
  if (style === 3) {
    // signet: a flat face with an inlaid stone
    parts.push(`<path d="M300 ${top + 40}Q400 ${top - 10} 500 ${top + 40}L488 ${top - 20}Q400 ${top - 90} 312 ${top - 20}Z" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`);
    parts.push(`<ellipse cx="400" cy="${top - 22}" rx="96" ry="62" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="3"/>`);
    const gid = ctx.id('inlay');
    ctx.defs.push(`<radialGradient id="${gid}" cx=".4" cy=".35" r=".8"><stop offset="0" stop-color="${shade(ctx.color, 0.35)}"/><stop offset=".5" stop-color="${ctx.color}"/><stop offset="1" stop-color="${shade(ctx.color, -0.35)}"/></radialGradient>`);
    parts.push(`<ellipse cx="400" cy="${top - 22}" rx="70" ry="42" fill="url(#${gid})" stroke="${metalDark(metal)}" stroke-width="2"/>`);
    parts.push(`<ellipse cx="378" cy="${top - 38}" rx="26" ry="9" fill="#fff" opacity=".45"/>`);
    return parts.join('');
  }
  // prong setting
  const main = style === 2 ? 66 : style === 1 ? 62 : 80;
  const gy = top - main * 0.55;
  parts.push(`<path d="M${400 - main * 0.8} ${gy + main * 0.5}L${400 - 26} ${top + 30}L${400 + 26} ${top + 30}L${400 + main * 0.8} ${gy + main * 0.5}Z" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`);
  if (style === 1) {
    parts.push(`<circle cx="400" cy="${gy}" r="${main + 22}" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`);
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      parts.push(gem(ctx, 400 + (main + 12) * Math.cos(a), gy + (main + 12) * Math.sin(a), 10, '#e8eef6'));
    }
  }
  if (style === 2) {
    for (const dx of [-98, 98]) {
      parts.push(`<circle cx="${400 + dx}" cy="${gy + 34}" r="46" fill="url(#${mg})"/>`);
      parts.push(gem(ctx, 400 + dx, gy + 34, 40));
    }
  }
  parts.push(gem(ctx, 400, gy, main));
  for (const a of [-0.8, 0.8, -2.35, 2.35]) {
    const px = 400 + main * Math.sin(a) * 0.98;
    const py = gy - main * Math.cos(a) * 0.98;
    parts.push(`<circle cx="${n(px)}" cy="${n(py)}" r="8" fill="${metalBase(metal)}" stroke="${metalDark(metal)}" stroke-width="2"/>`);
  }
  return parts.join('');
}

function bezier(p0: number, p1: number, p2: number, p3: number, t: number): number {
  const u = 1 - t;
  return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
}

function bust(ctx: DrawContext): string {
  const tones = ['#4a4850', '#d9cbb9', '#6b5a52', '#ece6dc', '#2f3340'];
  let tone = tones[opt(ctx, tones.length, 9)] as string;
  if (Math.abs(luminance(tone) - luminance(ctx.color)) < 0.2) tone = luminance(ctx.color) > 0.35 ? '#3f3d45' : '#ece6dc';
  const gid = ctx.id('bust');
  ctx.defs.push(`<linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(tone, -0.22)}"/><stop offset=".45" stop-color="${shade(tone, 0.1)}"/><stop offset="1" stop-color="${shade(tone, -0.28)}"/></linearGradient>`);
  // a velvet display bust: flat-topped neck, sloping shoulders, cut off at the chest
  const d = 'M322 150L478 150L482 300C490 350 560 372 640 396C712 420 744 480 748 560L752 880Q400 930 48 880L52 560C56 480 88 420 160 396C240 372 310 350 318 300Z';
  return `<g filter="url(#${ctx.id('drop')})"><path d="${d}" fill="url(#${gid})"/><ellipse cx="400" cy="150" rx="78" ry="16" fill="${shade(tone, 0.18)}"/></g><path d="M320 300Q400 352 480 300" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="6"/>`;
}

function chain(d: string, metal: Metal, width = 6): string {
  return line(d, metalDark(metal), width + 2) + line(d, metalBase(metal), width) + line(d, '#fff', width * 0.6, ` stroke-dasharray="${n(width * 1.4)} ${n(width * 1.2)}" opacity=".7"`);
}

function necklace(ctx: DrawContext): string {
  const style = jewelleryStyle('necklace', ctx.variant);
  const metal = metalOf(ctx, 4);
  const mg = ctx.id('metal');
  ctx.defs.push(metalGradient(mg, metal));
  const parts = [bust(ctx)];
  if (style === 3) {
    // choker: a row of stones close to the neck
    parts.push(chain('M320 318Q400 400 480 318', metal, 8));
    for (let i = 0; i <= 8; i++) {
      const t = i / 8;
      const x = bezier(324, 360, 440, 476, t);
      const y = bezier(324, 384, 384, 324, t);
      parts.push(gem(ctx, x, y + 8, i === 4 ? 26 : 16));
    }
    return parts.join('');
  }
  const curve = [322, 330, 290, 760, 510, 760, 478, 330] as const;
  if (style === 1) {
    // beads or pearls all along the strand
    const beads: string[] = [];
    const count = 26;
    for (let i = 0; i <= count; i++) {
      const t = i / count;
      const x = bezier(curve[0], curve[2], curve[4], curve[6], t);
      const y = bezier(curve[1], curve[3], curve[5], curve[7], t);
      beads.push(pearl(ctx, x, y, 19));
    }
    parts.push(line(`M${curve[0]} ${curve[1]}C${curve[2]} ${curve[3]} ${curve[4]} ${curve[5]} ${curve[6]} ${curve[7]}`, metalDark(metal), 2), ...beads);
    return parts.join('');
  }
  parts.push(chain(`M${curve[0]} ${curve[1]}C${curve[2]} ${curve[3]} ${curve[4]} ${curve[5]} ${curve[6]} ${curve[7]}`, metal, 6));
  const bottom = bezier(curve[1], curve[3], curve[5], curve[7], 0.5);
  parts.push(`<circle cx="400" cy="${n(bottom + 8)}" r="12" fill="none" stroke="url(#${mg})" stroke-width="7"/>`);
  if (style === 2) {
    parts.push(`<g transform="translate(0 ${n(bottom + 78)})"><path d="M400 68C312 22 324 -58 400 -28C476 -58 488 22 400 68Z" fill="url(#${mg})" transform="translate(400 0) scale(1.18) translate(-400 0)"/>${heartGem(ctx, 400, 0, 60)}</g>`);
  } else {
    const bezel = `M400 ${n(bottom + 6)}C430 ${n(bottom + 50)} 458 ${n(bottom + 90)} 458 ${n(bottom + 130)}A58 52 0 0 1 342 ${n(bottom + 130)}C342 ${n(bottom + 90)} 370 ${n(bottom + 50)} 400 ${n(bottom + 6)}Z`;
    parts.push(`<path d="${bezel}" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`);
    parts.push(dropGem(ctx, 400, bottom + 22, 164));
  }
  return parts.join('');
}

function earrings(ctx: DrawContext): string {
  const style = jewelleryStyle('earrings', ctx.variant);
  const metal = metalOf(ctx, 4);
  const mg = ctx.id('metal');
  ctx.defs.push(metalGradient(mg, metal));
  const parts = [contactShadow(ctx, 400, 860, 260, 22)];
  for (const x of style === 1 ? [262, 538] : [270, 530]) {
    if (style === 1) {
      parts.push(`<circle cx="${x}" cy="520" r="112" fill="none" stroke="${metalDark(metal)}" stroke-width="24"/><circle cx="${x}" cy="520" r="112" fill="none" stroke="url(#${mg})" stroke-width="20"/>`);
      parts.push(`<path d="M${x - 10} 400q10 -40 30 -10" fill="none" stroke="${metalDark(metal)}" stroke-width="5"/>`);
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (0.15 + (i / 8) * 0.7);
        parts.push(gem(ctx, x + 112 * Math.cos(a), 520 + 112 * Math.sin(a), 14));
      }
    } else if (style === 2) {
      parts.push(`<circle cx="${x}" cy="500" r="96" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`);
      parts.push(gem(ctx, x, 500, 80));
    } else {
      // hook or stud at the top, then a drop
      if (style === 0) {
        parts.push(line(`M${x} 330C${x} 260 ${x - 70} 240 ${x - 80} 300C${x - 86} 336 ${x - 60} 352 ${x - 50} 340`, metalDark(metal), 9));
        parts.push(line(`M${x} 330C${x} 260 ${x - 70} 240 ${x - 80} 300C${x - 86} 336 ${x - 60} 352 ${x - 50} 340`, metalBase(metal), 6));
        parts.push(`<circle cx="${x}" cy="344" r="14" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`);
        parts.push(dropGem(ctx, x, 354, 300));
      } else {
        parts.push(`<circle cx="${x}" cy="280" r="40" fill="url(#${mg})"/>`, gem(ctx, x, 280, 32, '#e8eef6'));
        parts.push(chain(`M${x} 320L${x} 460`, metal, 5));
        parts.push(`<circle cx="${x}" cy="${500}" r="52" fill="url(#${mg})"/>`, gem(ctx, x, 500, 44));
        parts.push(dropGem(ctx, x, 556, 160));
      }
    }
  }
  return parts.join('');
}

function bracelet(ctx: DrawContext): string {
  const style = jewelleryStyle('bracelet', ctx.variant);
  const metal = metalOf(ctx, 4);
  const mg = ctx.id('metal');
  ctx.defs.push(metalGradient(mg, metal));
  const cx = 400;
  const cy = 560;
  const rx = 250;
  const ry = 160;
  const parts = [contactShadow(ctx, 400, 800, 270, 26)];
  const around = (count: number, draw: (x: number, y: number, depth: number) => string) => {
    const items: { y: number; s: string }[] = [];
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2;
      const x = cx + rx * Math.cos(a);
      const y = cy + ry * Math.sin(a);
      items.push({ y, s: draw(x, y, (Math.sin(a) + 1) / 2) });
    }
    return items.sort((p, q) => p.y - q.y).map((p) => p.s);
  };
  if (style === 1) {
    parts.push(`<path d="${ellipsePath(cx, cy, rx + 22, ry + 22)}${ellipsePath(cx, cy + 6, rx - 18, ry - 24)}" fill="url(#${mg})" fill-rule="evenodd" stroke="${metalDark(metal)}" stroke-width="2"/>`);
    parts.push(`<path d="M${cx - rx + 16} ${cy + 4}A${rx - 16} ${ry - 22} 0 0 1 ${cx + rx - 16} ${cy + 4}" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="14"/>`);
    parts.push(`<ellipse cx="${cx}" cy="${cy + ry}" rx="64" ry="46" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`);
    parts.push(gem(ctx, cx, cy + ry, 40));
    return parts.join('');
  }
  if (style === 2) {
    parts.push(line(ellipsePath(cx, cy, rx, ry), metalDark(metal), 2));
    parts.push(...around(24, (x, y, depth) => pearl(ctx, x, y, 30 + depth * 8, (1 - depth) * 0.25)));
    parts.push(`<circle cx="${n(cx + rx * Math.cos(Math.PI * 0.5))}" cy="${n(cy + ry + 54)}" r="18" fill="url(#${mg})"/>`);
    return parts.join('');
  }
  if (style === 3) {
    parts.push(line(ellipsePath(cx, cy, rx, ry), metalDark(metal), 26), line(ellipsePath(cx, cy, rx, ry), `url(#${mg})`, 22));
    parts.push(...around(30, (x, y, depth) => (depth > 0.35 ? gem(ctx, x, y, 10 + depth * 6) : '')));
    return parts.join('');
  }
  // links with a hanging charm
  parts.push(
    ...around(26, (x, y, depth) => {
      const a = Math.atan2(y - cy, x - cx);
      const deg = (a * 180) / Math.PI + 90;
      return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(26 + depth * 6)}" ry="${n(16 + depth * 4)}" transform="rotate(${n(deg)} ${n(x)} ${n(y)})" fill="none" stroke="${metalDark(metal)}" stroke-width="12"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(26 + depth * 6)}" ry="${n(16 + depth * 4)}" transform="rotate(${n(deg)} ${n(x)} ${n(y)})" fill="none" stroke="url(#${mg})" stroke-width="8"/>`;
    }),
  );
  parts.push(`<circle cx="${cx}" cy="${cy + ry + 26}" r="10" fill="none" stroke="url(#${mg})" stroke-width="6"/>`);
  parts.push(`<circle cx="${cx}" cy="${cy + ry + 84}" r="54" fill="url(#${mg})"/>`, gem(ctx, cx, cy + ry + 84, 46));
  return parts.join('');
}

function watch(ctx: DrawContext): string {
  const style = jewelleryStyle('watch', ctx.variant);
  const metal = metalOf(ctx, 3);
  const mg = ctx.id('metal');
  ctx.defs.push(metalGradient(mg, metal));
  const strap = ctx.color;
  const sg = ctx.id('strap');
  ctx.defs.push(`<linearGradient id="${sg}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(strap, -0.3)}"/><stop offset=".3" stop-color="${shade(strap, 0.08)}"/><stop offset=".7" stop-color="${strap}"/><stop offset="1" stop-color="${shade(strap, -0.35)}"/></linearGradient>`);
  const thread = luminance(strap) > 0.5 ? shade(strap, -0.3) : shade(strap, 0.35);
  const parts = [contactShadow(ctx, 400, 930, 160, 18)];
  parts.push(`<path d="M330 60Q400 50 470 60L478 400L322 400Z" fill="url(#${sg})" stroke="${shade(strap, -0.4)}" stroke-width="2"/>`);
  parts.push(`<path d="M322 700L478 700L468 940Q400 952 332 940Z" fill="url(#${sg})" stroke="${shade(strap, -0.4)}" stroke-width="2"/>`);
  parts.push(stitch('M342 76L346 400M458 76L454 400M344 700L350 924M456 700L450 924', thread));
  for (const y of [780, 830, 880]) parts.push(`<ellipse cx="400" cy="${y}" rx="9" ry="7" fill="${shade(strap, -0.55)}"/>`);
  parts.push(`<rect x="318" y="110" width="164" height="70" rx="16" fill="none" stroke="${metalDark(metal)}" stroke-width="16"/><rect x="318" y="110" width="164" height="70" rx="16" fill="none" stroke="url(#${mg})" stroke-width="12"/>`);
  // lugs and case
  parts.push(`<path d="M318 330L482 330L470 420L330 420Z" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/><path d="M330 680L470 680L482 770L318 770Z" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`);
  const dials = ['#f7f4ec', '#1e2027', '#23365c', '#efe2c4'];
  const dial = dials[opt(ctx, dials.length, 7)] as string;
  const ink = luminance(dial) > 0.5 ? '#23252b' : '#f2efe6';
  const cy = 550;
  if (style === 1) {
    parts.push(`<rect x="242" y="392" width="316" height="316" rx="56" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="3"/>`);
    parts.push(`<rect x="272" y="422" width="256" height="256" rx="34" fill="${dial}" stroke="${metalDark(metal)}" stroke-width="2"/>`);
  } else {
    parts.push(`<circle cx="400" cy="${cy}" r="168" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="3"/>`);
    parts.push(`<circle cx="400" cy="${cy}" r="136" fill="${dial}" stroke="${metalDark(metal)}" stroke-width="2"/>`);
  }
  parts.push(`<rect x="${style === 1 ? 556 : 564}" y="${cy - 22}" width="26" height="44" rx="6" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`);
  const marks: string[] = [];
  for (let h = 0; h < 12; h++) {
    const a = (h / 12) * Math.PI * 2;
    const r1 = h % 3 === 0 ? 96 : 108;
    marks.push(`M${n(400 + r1 * Math.sin(a))} ${n(cy - r1 * Math.cos(a))}L${n(400 + 122 * Math.sin(a))} ${n(cy - 122 * Math.cos(a))}`);
  }
  parts.push(line(marks.join(''), ink, 6));
  if (style === 2) {
    for (const [dx, dy] of [
      [-50, 0],
      [50, 0],
      [0, 52],
    ] as const) {
      parts.push(`<circle cx="${400 + dx}" cy="${cy + dy}" r="28" fill="none" stroke="${ink}" stroke-opacity=".55" stroke-width="3"/>`);
      parts.push(line(`M${400 + dx} ${cy + dy}L${400 + dx} ${cy + dy - 20}`, ink, 3, ' opacity=".7"'));
    }
  }
  // hands at ten past ten, the way watches are always photographed
  const hand = (deg: number, len: number, w: number, c: string) => {
    const a = (deg * Math.PI) / 180;
    return line(`M400 ${cy}L${n(400 + len * Math.sin(a))} ${n(cy - len * Math.cos(a))}`, c, w);
  };
  parts.push(hand(-60, 70, 9, ink), hand(60, 104, 6, ink), hand(190, 110, 2.5, '#c8313a'));
  parts.push(`<circle cx="400" cy="${cy}" r="9" fill="url(#${mg})" stroke="${ink}" stroke-width="2"/>`);
  parts.push(`<path d="M300 460A136 136 0 0 1 470 430" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="16"/>`);
  return parts.join('');
}

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

const FLAT_LAY: ReadonlySet<ProductKind> = new Set(['dress', 'skirt', 'shirt', 'sweater', 'pants', 'shorts', 'blouse', 'coat', 'jacket']);

/**
 * The item alone, in the 800×1000 box, with no background: its defs and its body. Static art
 * composes several of these; `prefix` keeps their ids apart.
 */
export function drawItem(kind: ProductKind, colorHex: string, variant: number, prefix = 'a'): { defs: string; body: string } {
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
    const zoom = kind === 'ring' ? 'translate(400 560) scale(1.22) translate(-400 -560)' : kind === 'earrings' || kind === 'bracelet' ? 'translate(400 540) scale(1.12) translate(-400 -540)' : '';
    body = `<g filter="url(#${ctx.id('drop')})"${zoom ? ` transform="${zoom}"` : ''}>${drawn}</g>`;
  }
  return { defs: ctx.defs.join(''), body };
}

/** A product picture: the item on a soft studio backdrop, 4:5, as SVG text. */
export function productSvg(kind: ProductKind, colorHex: string, variant: number): string {
  const v = Number.isFinite(variant) ? Math.abs(Math.floor(variant)) : 0;
  const backdrop = BACKDROPS[v % BACKDROPS.length] as string;
  const item = drawItem(kind, colorHex, v, 'a');
  const { width: w, height: h } = IMAGE_VIEWBOX;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<defs><radialGradient id="bg" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${shade(backdrop, 0.55)}"/><stop offset=".6" stop-color="${backdrop}"/><stop offset="1" stop-color="${shade(backdrop, -0.07)}"/></radialGradient>${item.defs}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<g transform="translate(40 50) scale(.9)">${item.body}</g>` +
    `</svg>`
  );
}

const WEBP = { quality: 78, effort: 2, smartSubsample: true } as const;
// The shared-link photo: mozjpeg keeps a 1200 × 1500 drawing well under WhatsApp's 300 KB.
const JPEG = { quality: 82, mozjpeg: true } as const;

interface RawInfo {
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

async function rasterize(svg: string, width: number): Promise<{ data: Buffer; info: RawInfo }> {
  const density = (72 * width) / IMAGE_VIEWBOX.width;
  return sharp(Buffer.from(svg), { density }).raw().toBuffer({ resolveWithObject: true });
}

function encode(raw: { data: Buffer; info: RawInfo }, width: number, format: 'webp' | 'jpeg' = 'webp'): Promise<Buffer> {
  const height = Math.round(width * 1.25);
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
 * `jpegWidth`, drawing the SVG once at the largest width and scaling down: about a third faster
 * than rendering each width on its own.
 */
export async function renderProductImages(svg: string, widths: readonly number[], jpegWidth?: number): Promise<{ webp: Map<number, Buffer>; jpeg?: Buffer }> {
  const ws = [...new Set(widths.map(checkWidth))].sort((x, y) => y - x);
  const jw = jpegWidth === undefined ? undefined : checkWidth(jpegWidth);
  const webp = new Map<number, Buffer>();
  const largest = Math.max(...ws, jw ?? 0);
  if (largest === 0) return { webp };
  const raw = await rasterize(svg, largest);
  for (const w of ws) webp.set(w, await encode(raw, w));
  return { webp, jpeg: jw === undefined ? undefined : await encode(raw, jw, 'jpeg') };
}
