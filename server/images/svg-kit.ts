/** Small helpers shared by the product drawings and the static art: colours, shapes, defs. */

export function clamp01(n: number): number {
  return Math.min(1, Math.max(0, n));
}

export function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const v = m ? parseInt(m[1] as string, 16) : 0x888888;
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c ?? 0)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `hex` towards `other` by t (0: hex, 1: other). */
export function mix(hex: string, other: string, t: number): string {
  const a = parseHex(hex);
  const b = parseHex(other);
  return toHex(a.map((c, i) => c + ((b[i] as number) - c) * clamp01(t)));
}

/** Lighter (t > 0) or darker (t < 0). */
export function shade(hex: string, t: number): string {
  return t >= 0 ? mix(hex, '#ffffff', t) : mix(hex, '#000000', -t);
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Rounds coordinates so the SVG text stays short. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

type Seg =
  | readonly ['M' | 'L', number, number]
  | readonly ['Q', number, number, number, number]
  | readonly ['C', number, number, number, number, number, number];

/**
 * A closed outline symmetric about x = 400, given only its left half: segments from the top centre
 * down the left side to the bottom centre. The right half is the mirror, walked back up.
 */
export function symmetric(left: readonly Seg[], axis = 400): string {
  const mx = (x: number) => 2 * axis - x;
  const parts: string[] = [];
  const points: [number, number][] = [];
  // each segment as its command and numbers: M/L x y, Q cx cy x y, C c1x c1y c2x c2y x y
  const segs = left.map((seg) => ({ cmd: seg[0], v: seg.slice(1) as number[] }));
  const at = (v: number[], i: number): number => v[i] ?? 0;
  for (const { cmd, v } of segs) {
    parts.push(`${cmd}${v.map(n).join(' ')}`);
    points.push([at(v, v.length - 2), at(v, v.length - 1)]);
  }
  // walk back up the mirrored side
  for (let i = segs.length - 1; i >= 1; i--) {
    const { cmd, v } = segs[i] as (typeof segs)[number];
    const [px, py] = points[i - 1] as [number, number];
    if (cmd === 'M' || cmd === 'L') parts.push(`L${n(mx(px))} ${n(py)}`);
    else if (cmd === 'Q') parts.push(`Q${n(mx(at(v, 0)))} ${n(at(v, 1))} ${n(mx(px))} ${n(py)}`);
    else parts.push(`C${n(mx(at(v, 2)))} ${n(at(v, 3))} ${n(mx(at(v, 0)))} ${n(at(v, 1))} ${n(mx(px))} ${n(py)}`);
  }
  return `${parts.join('')}Z`;
}

/** Mirrors a path given in absolute M/L/Q/C/Z commands about x = axis. */
export function mirrorPath(d: string, axis = 400): string {
  let isX = true;
  return d.replace(/([MLQCZ])|(-?\d+(?:\.\d+)?)/g, (tok, cmd: string | undefined) => {
    if (cmd) {
      isX = true;
      return cmd;
    }
    const v = Number(tok);
    const out = isX ? n(2 * axis - v) : tok;
    isX = !isX;
    return out;
  });
}

export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;
}

export type Metal = 'gold' | 'silver' | 'rose';

const METAL_STOPS: Readonly<Record<Metal, readonly string[]>> = {
  gold: ['#fff4c8', '#e9c360', '#b98a2e', '#f6da84', '#8f6521'],
  silver: ['#ffffff', '#dcdfe4', '#9ba2ab', '#f0f2f5', '#737a83'],
  rose: ['#ffe8de', '#ecb69f', '#b97760', '#f5cdb9', '#935848'],
};

export function metalBase(metal: Metal): string {
  return METAL_STOPS[metal][1] as string;
}
export function metalDark(metal: Metal): string {
  return METAL_STOPS[metal][4] as string;
}

/** A diagonal polished-metal gradient. */
export function metalGradient(id: string, metal: Metal): string {
  const stops = METAL_STOPS[metal];
  const at = [0, 0.3, 0.55, 0.78, 1];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">${stops
    .map((c, i) => `<stop offset="${at[i]}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

/** A soft drop shadow for a flat-lay item. */
export function shadowFilter(id: string, blur = 12, dx = 8, dy = 16, opacity = 0.22): string {
  return `<filter id="${id}" x="-15%" y="-15%" width="130%" height="130%"><feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/><feOffset dx="${dx}" dy="${dy}"/><feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
}

export function blurFilter(id: string, blur: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur}"/></filter>`;
}
