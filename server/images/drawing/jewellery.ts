/** The jewellery, each piece in the metal and the drawn style its product's name promises, with its gems in the product's colour. */
import { jewelleryStyle } from '../../catalogue/kinds';
import {
  blurFilter,
  ellipsePath,
  luminance,
  type Metal,
  metalBase,
  metalDark,
  metalGradient,
  n,
  shade,
} from '../svg-kit';
import { type DrawContext, line, opt, stitch } from './fabric';

function metalOf(ctx: DrawContext, styles: number): Metal {
  return (['gold', 'silver', 'rose'] as const)[Math.floor(Math.abs(ctx.variant) / styles) % 3] as Metal;
}

/** A faceted round stone seen from above. */
function gem(ctx: DrawContext, cx: number, cy: number, r: number, color = ctx.color): string {
  const gid = ctx.id(`gem${color.slice(1)}`);
  if (!ctx.defs.some((d) => d.includes(`id="${gid}"`))) {
    ctx.defs.push(
      `<radialGradient id="${gid}" cx=".38" cy=".32" r=".75"><stop offset="0" stop-color="${shade(color, 0.55)}"/><stop offset=".45" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.45)}"/></radialGradient>`,
    );
  }
  const table: string[] = [];
  const facets: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 + Math.PI / 8;
    const tx = cx + r * 0.5 * Math.cos(a);
    const ty = cy + r * 0.5 * Math.sin(a);
    table.push(`${i ? 'L' : 'M'}${n(tx)} ${n(ty)}`);
    facets.push(
      `M${n(tx)} ${n(ty)}L${n(cx + r * Math.cos(a - Math.PI / 8))} ${n(cy + r * Math.sin(a - Math.PI / 8))}L${n(cx + r * Math.cos(a + Math.PI / 8))} ${n(cy + r * Math.sin(a + Math.PI / 8))}`,
    );
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
    ctx.defs.push(
      `<radialGradient id="${gid}" cx=".4" cy=".62" r=".7"><stop offset="0" stop-color="${shade(color, 0.5)}"/><stop offset=".5" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.45)}"/></radialGradient>`,
    );
  }
  const d = `M${n(cx)} ${n(top)}C${n(cx + w * 0.2)} ${n(top + h * 0.25)} ${n(cx + w * 0.5)} ${n(top + h * 0.45)} ${n(cx + w * 0.5)} ${n(top + h * 0.7)}A${n(w * 0.5)} ${n(h * 0.3)} 0 0 1 ${n(cx - w * 0.5)} ${n(top + h * 0.7)}C${n(cx - w * 0.5)} ${n(top + h * 0.45)} ${n(cx - w * 0.2)} ${n(top + h * 0.25)} ${n(cx)} ${n(top)}Z`;
  const facets = `M${n(cx)} ${n(top)}L${n(cx)} ${n(top + h)}M${n(cx - w * 0.5)} ${n(top + h * 0.7)}L${n(cx)} ${n(top + h * 0.5)}L${n(cx + w * 0.5)} ${n(top + h * 0.7)}M${n(cx - w * 0.3)} ${n(top + h * 0.95)}L${n(cx)} ${n(top + h * 0.5)}L${n(cx + w * 0.3)} ${n(top + h * 0.95)}`;
  return `<path d="${d}" fill="url(#${gid})" stroke="${shade(color, -0.45)}" stroke-width="2"/><path d="${facets}" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="1.5"/>${sparkle(cx - w * 0.18, top + h * 0.62, h * 0.09)}`;
}

function heartGem(ctx: DrawContext, cx: number, cy: number, s: number): string {
  const gid = ctx.id('heart');
  ctx.defs.push(
    `<radialGradient id="${gid}" cx=".35" cy=".35" r=".8"><stop offset="0" stop-color="${shade(ctx.color, 0.5)}"/><stop offset=".5" stop-color="${ctx.color}"/><stop offset="1" stop-color="${shade(ctx.color, -0.45)}"/></radialGradient>`,
  );
  const d = `M${n(cx)} ${n(cy + s)}C${n(cx - s * 1.6)} ${n(cy)} ${n(cx - s * 1.1)} ${n(cy - s * 1.2)} ${n(cx)} ${n(cy - s * 0.45)}C${n(cx + s * 1.1)} ${n(cy - s * 1.2)} ${n(cx + s * 1.6)} ${n(cy)} ${n(cx)} ${n(cy + s)}Z`;
  return `<path d="${d}" fill="url(#${gid})" stroke="${shade(ctx.color, -0.45)}" stroke-width="3"/><path d="M${n(cx)} ${n(cy - s * 0.45)}L${n(cx)} ${n(cy + s)}" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>${sparkle(cx - s * 0.5, cy - s * 0.3, s * 0.2)}`;
}

function pearl(ctx: DrawContext, cx: number, cy: number, r: number, dim = 0): string {
  const gid = ctx.id('pearl');
  if (!ctx.defs.some((d) => d.includes(`id="${gid}"`))) {
    ctx.defs.push(
      `<radialGradient id="${gid}" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff"/><stop offset=".4" stop-color="${ctx.color}"/><stop offset="1" stop-color="${shade(ctx.color, -0.4)}"/></radialGradient>`,
    );
  }
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${gid})"${dim ? ` opacity="${1 - dim}"` : ''}/>`;
}

function contactShadow(ctx: DrawContext, cx: number, cy: number, rx: number, ry: number): string {
  const f = ctx.id('soft');
  if (!ctx.defs.some((d) => d.includes(`id="${f}"`))) ctx.defs.push(blurFilter(f, 14));
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#3a2e25" opacity=".22" filter="url(#${f})"/>`;
}

export function ring(ctx: DrawContext): string {
  const style = jewelleryStyle('ring', ctx.variant);
  const metal = metalOf(ctx, 5);
  const mg = ctx.id('metal');
  ctx.defs.push(metalGradient(mg, metal));
  const cx = 400;
  const cy = 640;
  const thick = style === 4 ? 44 : 34;
  const parts = [contactShadow(ctx, 400, 860, 170, 20)];
  const band = `${ellipsePath(cx, cy, 178, 196)}${ellipsePath(cx, cy, 178 - thick, 196 - thick)}`;
  parts.push(
    `<path d="${band}" fill="url(#${mg})" fill-rule="evenodd" stroke="${metalDark(metal)}" stroke-width="2"/>`,
  );
  // inner shine of the band
  parts.push(
    `<path d="M${cx - 178 + thick + 6} ${cy}A${178 - thick - 6} ${196 - thick - 6} 0 0 1 ${cx + 178 - thick - 6} ${cy}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="4"/>`,
  );
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
    parts.push(
      `<path d="M300 ${top + 40}Q400 ${top - 10} 500 ${top + 40}L488 ${top - 20}Q400 ${top - 90} 312 ${top - 20}Z" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`,
    );
    parts.push(
      `<ellipse cx="400" cy="${top - 22}" rx="96" ry="62" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="3"/>`,
    );
    const gid = ctx.id('inlay');
    ctx.defs.push(
      `<radialGradient id="${gid}" cx=".4" cy=".35" r=".8"><stop offset="0" stop-color="${shade(ctx.color, 0.35)}"/><stop offset=".5" stop-color="${ctx.color}"/><stop offset="1" stop-color="${shade(ctx.color, -0.35)}"/></radialGradient>`,
    );
    parts.push(
      `<ellipse cx="400" cy="${top - 22}" rx="70" ry="42" fill="url(#${gid})" stroke="${metalDark(metal)}" stroke-width="2"/>`,
    );
    parts.push(`<ellipse cx="378" cy="${top - 38}" rx="26" ry="9" fill="#fff" opacity=".45"/>`);
    return parts.join('');
  }
  // prong setting
  const main = style === 2 ? 66 : style === 1 ? 62 : 80;
  const gy = top - main * 0.55;
  parts.push(
    `<path d="M${400 - main * 0.8} ${gy + main * 0.5}L${400 - 26} ${top + 30}L${400 + 26} ${top + 30}L${400 + main * 0.8} ${gy + main * 0.5}Z" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`,
  );
  if (style === 1) {
    parts.push(
      `<circle cx="400" cy="${gy}" r="${main + 22}" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`,
    );
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
    parts.push(
      `<circle cx="${n(px)}" cy="${n(py)}" r="8" fill="${metalBase(metal)}" stroke="${metalDark(metal)}" stroke-width="2"/>`,
    );
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
  if (Math.abs(luminance(tone) - luminance(ctx.color)) < 0.2)
    tone = luminance(ctx.color) > 0.35 ? '#3f3d45' : '#ece6dc';
  const gid = ctx.id('bust');
  ctx.defs.push(
    `<linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(tone, -0.22)}"/><stop offset=".45" stop-color="${shade(tone, 0.1)}"/><stop offset="1" stop-color="${shade(tone, -0.28)}"/></linearGradient>`,
  );
  // a velvet display bust: flat-topped neck, sloping shoulders, cut off at the chest
  const d =
    'M322 150L478 150L482 300C490 350 560 372 640 396C712 420 744 480 748 560L752 880Q400 930 48 880L52 560C56 480 88 420 160 396C240 372 310 350 318 300Z';
  return `<g filter="url(#${ctx.id('drop')})"><path d="${d}" fill="url(#${gid})"/><ellipse cx="400" cy="150" rx="78" ry="16" fill="${shade(tone, 0.18)}"/></g><path d="M320 300Q400 352 480 300" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="6"/>`;
}

function chain(d: string, metal: Metal, width = 6): string {
  return (
    line(d, metalDark(metal), width + 2) +
    line(d, metalBase(metal), width) +
    line(d, '#fff', width * 0.6, ` stroke-dasharray="${n(width * 1.4)} ${n(width * 1.2)}" opacity=".7"`)
  );
}

export function necklace(ctx: DrawContext): string {
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
    parts.push(
      line(
        `M${curve[0]} ${curve[1]}C${curve[2]} ${curve[3]} ${curve[4]} ${curve[5]} ${curve[6]} ${curve[7]}`,
        metalDark(metal),
        2,
      ),
      ...beads,
    );
    return parts.join('');
  }
  parts.push(
    chain(`M${curve[0]} ${curve[1]}C${curve[2]} ${curve[3]} ${curve[4]} ${curve[5]} ${curve[6]} ${curve[7]}`, metal, 6),
  );
  const bottom = bezier(curve[1], curve[3], curve[5], curve[7], 0.5);
  parts.push(`<circle cx="400" cy="${n(bottom + 8)}" r="12" fill="none" stroke="url(#${mg})" stroke-width="7"/>`);
  if (style === 2) {
    parts.push(
      `<g transform="translate(0 ${n(bottom + 78)})"><path d="M400 68C312 22 324 -58 400 -28C476 -58 488 22 400 68Z" fill="url(#${mg})" transform="translate(400 0) scale(1.18) translate(-400 0)"/>${heartGem(ctx, 400, 0, 60)}</g>`,
    );
  } else {
    const bezel = `M400 ${n(bottom + 6)}C430 ${n(bottom + 50)} 458 ${n(bottom + 90)} 458 ${n(bottom + 130)}A58 52 0 0 1 342 ${n(bottom + 130)}C342 ${n(bottom + 90)} 370 ${n(bottom + 50)} 400 ${n(bottom + 6)}Z`;
    parts.push(`<path d="${bezel}" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`);
    parts.push(dropGem(ctx, 400, bottom + 22, 164));
  }
  return parts.join('');
}

export function earrings(ctx: DrawContext): string {
  const style = jewelleryStyle('earrings', ctx.variant);
  const metal = metalOf(ctx, 4);
  const mg = ctx.id('metal');
  ctx.defs.push(metalGradient(mg, metal));
  const parts = [contactShadow(ctx, 400, 860, 260, 22)];
  for (const x of style === 1 ? [262, 538] : [270, 530]) {
    if (style === 1) {
      parts.push(
        `<circle cx="${x}" cy="520" r="112" fill="none" stroke="${metalDark(metal)}" stroke-width="24"/><circle cx="${x}" cy="520" r="112" fill="none" stroke="url(#${mg})" stroke-width="20"/>`,
      );
      parts.push(`<path d="M${x - 10} 400q10 -40 30 -10" fill="none" stroke="${metalDark(metal)}" stroke-width="5"/>`);
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (0.15 + (i / 8) * 0.7);
        parts.push(gem(ctx, x + 112 * Math.cos(a), 520 + 112 * Math.sin(a), 14));
      }
    } else if (style === 2) {
      parts.push(
        `<circle cx="${x}" cy="500" r="96" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`,
      );
      parts.push(gem(ctx, x, 500, 80));
    } else {
      // hook or stud at the top, then a drop
      if (style === 0) {
        parts.push(
          line(
            `M${x} 330C${x} 260 ${x - 70} 240 ${x - 80} 300C${x - 86} 336 ${x - 60} 352 ${x - 50} 340`,
            metalDark(metal),
            9,
          ),
        );
        parts.push(
          line(
            `M${x} 330C${x} 260 ${x - 70} 240 ${x - 80} 300C${x - 86} 336 ${x - 60} 352 ${x - 50} 340`,
            metalBase(metal),
            6,
          ),
        );
        parts.push(
          `<circle cx="${x}" cy="344" r="14" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`,
        );
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

export function bracelet(ctx: DrawContext): string {
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
    parts.push(
      `<path d="${ellipsePath(cx, cy, rx + 22, ry + 22)}${ellipsePath(cx, cy + 6, rx - 18, ry - 24)}" fill="url(#${mg})" fill-rule="evenodd" stroke="${metalDark(metal)}" stroke-width="2"/>`,
    );
    parts.push(
      `<path d="M${cx - rx + 16} ${cy + 4}A${rx - 16} ${ry - 22} 0 0 1 ${cx + rx - 16} ${cy + 4}" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="14"/>`,
    );
    parts.push(
      `<ellipse cx="${cx}" cy="${cy + ry}" rx="64" ry="46" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`,
    );
    parts.push(gem(ctx, cx, cy + ry, 40));
    return parts.join('');
  }
  if (style === 2) {
    parts.push(line(ellipsePath(cx, cy, rx, ry), metalDark(metal), 2));
    parts.push(...around(24, (x, y, depth) => pearl(ctx, x, y, 30 + depth * 8, (1 - depth) * 0.25)));
    parts.push(
      `<circle cx="${n(cx + rx * Math.cos(Math.PI * 0.5))}" cy="${n(cy + ry + 54)}" r="18" fill="url(#${mg})"/>`,
    );
    return parts.join('');
  }
  if (style === 3) {
    parts.push(
      line(ellipsePath(cx, cy, rx, ry), metalDark(metal), 26),
      line(ellipsePath(cx, cy, rx, ry), `url(#${mg})`, 22),
    );
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

export function watch(ctx: DrawContext): string {
  const style = jewelleryStyle('watch', ctx.variant);
  const metal = metalOf(ctx, 3);
  const mg = ctx.id('metal');
  ctx.defs.push(metalGradient(mg, metal));
  const strap = ctx.color;
  const sg = ctx.id('strap');
  ctx.defs.push(
    `<linearGradient id="${sg}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(strap, -0.3)}"/><stop offset=".3" stop-color="${shade(strap, 0.08)}"/><stop offset=".7" stop-color="${strap}"/><stop offset="1" stop-color="${shade(strap, -0.35)}"/></linearGradient>`,
  );
  const thread = luminance(strap) > 0.5 ? shade(strap, -0.3) : shade(strap, 0.35);
  const parts = [contactShadow(ctx, 400, 930, 160, 18)];
  parts.push(
    `<path d="M330 60Q400 50 470 60L478 400L322 400Z" fill="url(#${sg})" stroke="${shade(strap, -0.4)}" stroke-width="2"/>`,
  );
  parts.push(
    `<path d="M322 700L478 700L468 940Q400 952 332 940Z" fill="url(#${sg})" stroke="${shade(strap, -0.4)}" stroke-width="2"/>`,
  );
  parts.push(stitch('M342 76L346 400M458 76L454 400M344 700L350 924M456 700L450 924', thread));
  for (const y of [780, 830, 880])
    parts.push(`<ellipse cx="400" cy="${y}" rx="9" ry="7" fill="${shade(strap, -0.55)}"/>`);
  parts.push(
    `<rect x="318" y="110" width="164" height="70" rx="16" fill="none" stroke="${metalDark(metal)}" stroke-width="16"/><rect x="318" y="110" width="164" height="70" rx="16" fill="none" stroke="url(#${mg})" stroke-width="12"/>`,
  );
  // lugs and case
  parts.push(
    `<path d="M318 330L482 330L470 420L330 420Z" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/><path d="M330 680L470 680L482 770L318 770Z" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`,
  );
  const dials = ['#f7f4ec', '#1e2027', '#23365c', '#efe2c4'];
  const dial = dials[opt(ctx, dials.length, 7)] as string;
  const ink = luminance(dial) > 0.5 ? '#23252b' : '#f2efe6';
  const cy = 550;
  if (style === 1) {
    parts.push(
      `<rect x="242" y="392" width="316" height="316" rx="56" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="3"/>`,
    );
    parts.push(
      `<rect x="272" y="422" width="256" height="256" rx="34" fill="${dial}" stroke="${metalDark(metal)}" stroke-width="2"/>`,
    );
  } else {
    parts.push(
      `<circle cx="400" cy="${cy}" r="168" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="3"/>`,
    );
    parts.push(`<circle cx="400" cy="${cy}" r="136" fill="${dial}" stroke="${metalDark(metal)}" stroke-width="2"/>`);
  }
  parts.push(
    `<rect x="${style === 1 ? 556 : 564}" y="${cy - 22}" width="26" height="44" rx="6" fill="url(#${mg})" stroke="${metalDark(metal)}" stroke-width="2"/>`,
  );
  const marks: string[] = [];
  for (let h = 0; h < 12; h++) {
    const a = (h / 12) * Math.PI * 2;
    const r1 = h % 3 === 0 ? 96 : 108;
    marks.push(
      `M${n(400 + r1 * Math.sin(a))} ${n(cy - r1 * Math.cos(a))}L${n(400 + 122 * Math.sin(a))} ${n(cy - 122 * Math.cos(a))}`,
    );
  }
  parts.push(line(marks.join(''), ink, 6));
  if (style === 2) {
    for (const [dx, dy] of [
      [-50, 0],
      [50, 0],
      [0, 52],
    ] as const) {
      parts.push(
        `<circle cx="${400 + dx}" cy="${cy + dy}" r="28" fill="none" stroke="${ink}" stroke-opacity=".55" stroke-width="3"/>`,
      );
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
  parts.push(
    `<path d="M300 460A136 136 0 0 1 470 430" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="16"/>`,
  );
  return parts.join('');
}
