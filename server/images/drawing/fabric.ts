/**
 * What every drawing shares: its context (colour, variant, ids unique to it), the fabric patterns a
 * garment may wear, and the strokes, stitches and buttons the drawers of clothes and jewellery use.
 */
import type { ProductKind } from '../../catalogue/kinds';
import { luminance, mix, n, shade } from '../svg-kit';

export type Pattern = 'plain' | 'stripes' | 'hstripes' | 'dots' | 'checks' | 'floral';

const PATTERNS: Readonly<Partial<Record<ProductKind, readonly Pattern[]>>> = {
  dress: ['plain', 'plain', 'dots', 'plain', 'floral', 'stripes', 'plain'],
  blouse: ['plain', 'stripes', 'plain', 'dots', 'plain', 'floral'],
  shirt: ['plain', 'stripes', 'plain', 'checks', 'plain'],
  skirt: ['plain', 'plain', 'checks', 'dots', 'plain'],
  sweater: ['plain', 'hstripes', 'plain', 'plain'],
  shorts: ['plain', 'plain', 'hstripes'],
  coat: ['plain', 'plain', 'checks', 'plain'],
};

export const BACKDROPS = ['#f3efe9', '#eceff2', '#f3ebe8', '#ebefe8', '#efecf3', '#f4f1e6'] as const;

/** Everything one drawing needs: its colours, its variant, and ids unique to it. */
export interface DrawContext {
  /** prefix for every id in this drawing, so several drawings can share one SVG */
  id: (name: string) => string;
  color: string;
  variant: number;
  defs: string[];
}

export function makeContext(prefix: string, color: string, variant: number): DrawContext {
  return { id: (name) => `${prefix}${name}`, color, variant, defs: [] };
}

/** Picks one of `count` options from the variant, with `salt` so options vary independently. */
export function opt(ctx: DrawContext, count: number, salt: number): number {
  let h = (Math.floor(ctx.variant) * 2654435761 + salt * 40503) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 2246822519) >>> 0;
  h ^= h >>> 13;
  return (h >>> 0) % count;
}

export function outlineOf(color: string): string {
  return luminance(color) > 0.6 ? shade(color, -0.28) : shade(color, -0.38);
}

/** The fabric fill: base colour, optional print, and a soft fold shading across the piece. */
export function fabric(ctx: DrawContext, d: string, opts: { pattern?: Pattern; extra?: string } = {}): string {
  const pattern = opts.pattern ?? 'plain';
  const layers = [`<path d="${d}" fill="${ctx.color}"/>`];
  if (pattern !== 'plain') layers.push(`<path d="${d}" fill="url(#${ctx.id(`pat-${pattern}`)})"/>`);
  layers.push(`<path d="${d}" fill="url(#${ctx.id('fold')})"/>`);
  layers.push(`<path d="${d}" fill="none" stroke="${outlineOf(ctx.color)}" stroke-width="3" stroke-linejoin="round"/>`);
  return layers.join('');
}

export function fabricDefs(ctx: DrawContext, pattern: Pattern): void {
  const c = ctx.color;
  ctx.defs.push(
    `<linearGradient id="${ctx.id('fold')}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".16"/><stop offset=".22" stop-color="#fff" stop-opacity=".06"/><stop offset=".45" stop-color="#fff" stop-opacity=".14"/><stop offset=".62" stop-color="#000" stop-opacity=".04"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>`,
  );
  const ink =
    luminance(c) < 0.25 ? mix(c, '#ffffff', 0.7) : luminance(c) > 0.75 ? shade(c, -0.45) : mix(c, '#ffffff', 0.78);
  const pid = ctx.id(`pat-${pattern}`);
  switch (pattern) {
    case 'stripes':
      ctx.defs.push(
        `<pattern id="${pid}" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="12" height="36" fill="${ink}"/></pattern>`,
      );
      break;
    case 'hstripes':
      ctx.defs.push(
        `<pattern id="${pid}" width="40" height="44" patternUnits="userSpaceOnUse"><rect width="40" height="14" fill="${ink}"/></pattern>`,
      );
      break;
    case 'dots':
      ctx.defs.push(
        `<pattern id="${pid}" width="48" height="48" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="6" fill="${ink}"/><circle cx="36" cy="36" r="6" fill="${ink}"/></pattern>`,
      );
      break;
    case 'checks':
      ctx.defs.push(
        `<pattern id="${pid}" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="22" fill="${ink}" opacity=".45"/><rect width="22" height="60" fill="${ink}" opacity=".45"/><path d="M0 44h60M44 0v60" stroke="${ink}" stroke-width="3" opacity=".8"/></pattern>`,
      );
      break;
    case 'floral': {
      const petal = ink;
      const heart = luminance(c) > 0.5 ? '#e7b33c' : '#f3d36b';
      const flower = (x: number, y: number) =>
        [0, 72, 144, 216, 288]
          .map(
            (a) =>
              `<circle cx="${n(x + 7 * Math.cos((a * Math.PI) / 180))}" cy="${n(y + 7 * Math.sin((a * Math.PI) / 180))}" r="5.5" fill="${petal}"/>`,
          )
          .join('') + `<circle cx="${x}" cy="${y}" r="3.5" fill="${heart}"/>`;
      ctx.defs.push(
        `<pattern id="${pid}" width="80" height="80" patternUnits="userSpaceOnUse">${flower(20, 20)}${flower(60, 60)}</pattern>`,
      );
      break;
    }
    case 'plain':
      break;
  }
}

export function line(d: string, color: string, width = 3, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}
export const stitch = (d: string, color: string) => line(d, color, 2.5, ' stroke-dasharray="9 7" opacity=".75"');
export function button(x: number, y: number, r: number, color: string): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${color}" stroke="${shade(color, -0.35)}" stroke-width="2"/><circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.3)}" fill="#fff" opacity=".45"/>`;
}

export function patternFor(ctx: DrawContext, kind: ProductKind): Pattern {
  const list = PATTERNS[kind] ?? ['plain'];
  return list[opt(ctx, list.length, 1)] as Pattern;
}

// ---------------------------------------------------------------- clothes
