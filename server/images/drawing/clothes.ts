/** The garments, each drawn flat as a shop photographs it, in the product's colour and pattern. */
import { luminance, mirrorPath, mix, shade, symmetric } from '../svg-kit';
import {
  button,
  type DrawContext,
  fabric,
  fabricDefs,
  line,
  opt,
  outlineOf,
  type Pattern,
  patternFor,
  stitch,
} from './fabric';

export function dress(ctx: DrawContext): string {
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
    parts.push(
      `<path d="M320 404Q400 414 480 404L482 440Q400 450 318 440Z" fill="${beltColor}" stroke="${out}" stroke-width="2"/>`,
    );
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
  const d =
    t.sleeve === 'long'
      ? `M${s - 110} 572L${s - 44} 584L${s - 44} 612L${s - 108} 600Z`
      : `M${s - 100} 570L${s - 42} 576L${s - 40} 606L${s - 98} 600Z`;
  return `<path d="${d}" fill="${color}" stroke="${outlineOf(color)}" stroke-width="2.5"/><path d="${mirrorPath(d)}" fill="${color}" stroke="${outlineOf(color)}" stroke-width="2.5"/>`;
}

function withSleeves(ctx: DrawContext, t: TopShape, pattern: Pattern, body: string): string[] {
  const parts: string[] = [];
  const s = topSleeve(t);
  if (s) parts.push(fabric(ctx, s, { pattern }), fabric(ctx, mirrorPath(s), { pattern }));
  parts.push(fabric(ctx, body, { pattern }));
  return parts;
}

export function blouse(ctx: DrawContext): string {
  const pattern = patternFor(ctx, 'blouse');
  fabricDefs(ctx, pattern);
  const sleeve = (['none', 'short', 'puff', 'long'] as const)[opt(ctx, 4, 2)] as TopShape['sleeve'];
  const t: TopShape = {
    hem: 650,
    shoulder: sleeve === 'none' ? 305 : 278,
    side: 286,
    hemX: 272,
    sleeve,
    neckDepth: opt(ctx, 2, 3) ? 62 : 96,
    neckWidth: 50,
  };
  const parts = withSleeves(ctx, t, pattern, topBody(t));
  parts.push(cuffs(t, shade(ctx.color, -0.05)));
  const dark = shade(ctx.color, -0.35);
  const detail = opt(ctx, 3, 4);
  if (detail === 0) {
    // a soft bow at the neck
    parts.push(
      `<path d="M400 ${160 + t.neckDepth}C360 ${130 + t.neckDepth} 340 ${190 + t.neckDepth} 400 ${170 + t.neckDepth}C460 ${190 + t.neckDepth} 440 ${130 + t.neckDepth} 400 ${160 + t.neckDepth}Z" fill="${shade(ctx.color, -0.12)}" stroke="${dark}" stroke-width="2.5"/>`,
    );
    parts.push(
      line(
        `M392 ${170 + t.neckDepth}L372 ${290 + t.neckDepth}M408 ${170 + t.neckDepth}L432 ${280 + t.neckDepth}`,
        shade(ctx.color, -0.12),
        12,
      ),
    );
    parts.push(`<circle cx="400" cy="${168 + t.neckDepth}" r="11" fill="${shade(ctx.color, -0.18)}"/>`);
  } else if (detail === 1) {
    // ruffle down the front
    for (let y = 175 + t.neckDepth; y < 560; y += 34)
      parts.push(line(`M382 ${y}Q400 ${y + 22} 418 ${y}`, dark, 3, ' opacity=".45"'));
  } else {
    for (let y = 190 + t.neckDepth; y < 620; y += 62) parts.push(button(400, y, 7, mix(ctx.color, '#fffaf0', 0.6)));
    parts.push(line(`M400 ${160 + t.neckDepth}L400 660`, dark, 2, ' opacity=".35"'));
  }
  parts.push(
    line('M300 320Q298 480 290 640', dark, 3, ' opacity=".2"'),
    line('M500 320Q502 480 510 640', dark, 3, ' opacity=".2"'),
  );
  return parts.join('');
}

export function shirt(ctx: DrawContext): string {
  const pattern = patternFor(ctx, 'shirt');
  fabricDefs(ctx, pattern);
  const short = opt(ctx, 3, 2) === 0;
  const t: TopShape = {
    hem: 650,
    shoulder: 262,
    side: 282,
    hemX: 276,
    sleeve: short ? 'short' : 'long',
    neckDepth: 52,
    neckWidth: 46,
  };
  const parts = withSleeves(ctx, t, pattern, topBody(t, true));
  const trim = shade(ctx.color, -0.04);
  parts.push(cuffs(t, trim));
  const dark = outlineOf(ctx.color);
  // collar stand and points
  parts.push(
    `<path d="M354 160Q400 178 446 160L444 140Q400 156 356 140Z" fill="${shade(ctx.color, -0.25)}" stroke="${dark}" stroke-width="2.5"/>`,
  );
  const collar = 'M400 212L352 150L318 176L342 236Z';
  parts.push(fabric(ctx, collar, { pattern }), fabric(ctx, mirrorPath(collar), { pattern }));
  // placket, buttons, pocket
  parts.push(`<path d="M388 212L412 212L412 678L388 680Z" fill="${ctx.color}"/>`);
  if (pattern !== 'plain')
    parts.push(`<path d="M388 212L412 212L412 678L388 680Z" fill="url(#${ctx.id(`pat-${pattern}`)})"/>`);
  parts.push(line('M388 212L388 680M412 212L412 678', dark, 2.5, ' opacity=".7"'));
  const btn = luminance(ctx.color) > 0.5 ? '#fbfaf6' : mix(ctx.color, '#ffffff', 0.55);
  for (let y = 240; y < 670; y += 62) parts.push(button(400, y, 7, btn));
  const pocket = 'M300 330L360 330L360 398Q330 412 300 398Z';
  parts.push(fabric(ctx, pocket, { pattern }), line('M300 346L360 346', dark, 2, ' opacity=".5"'));
  return parts.join('');
}

export function sweater(ctx: DrawContext): string {
  const pattern = patternFor(ctx, 'sweater');
  fabricDefs(ctx, pattern);
  const neck = opt(ctx, 3, 2); // 0 crew, 1 v, 2 turtle
  const t: TopShape = {
    hem: 680,
    shoulder: 250,
    side: 270,
    hemX: 268,
    sleeve: 'long',
    neckDepth: neck === 1 ? 120 : 42,
    neckWidth: 58,
  };
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
    parts.push(
      `<path d="M340 118Q400 100 460 118L462 180Q400 196 338 180Z" fill="${rib}" stroke="${outlineOf(ctx.color)}" stroke-width="2.5"/>`,
    );
    const tr: string[] = [];
    for (let x = 350; x < 456; x += 13) tr.push(`M${x} 122V182`);
    parts.push(line(tr.join(''), ribLine, 2.5, ' opacity=".45"'));
  } else if (neck === 1) {
    parts.push(
      line('M342 160L400 280L458 160', rib, 14),
      line('M342 160L400 280L458 160', ribLine, 2, ' opacity=".6"'),
    );
  } else {
    parts.push(
      line('M342 160Q400 218 458 160', rib, 16),
      line('M342 160Q400 218 458 160', ribLine, 2, ' opacity=".5"'),
    );
  }
  if (opt(ctx, 2, 3) === 0 && pattern === 'plain') {
    // cable knit down the front
    const cable: string[] = [];
    for (const x of [340, 400, 460])
      for (let y = 240; y < 620; y += 44)
        cable.push(
          `M${x - 14} ${y}Q${x} ${y + 22} ${x + 14} ${y + 44}M${x + 14} ${y}Q${x} ${y + 22} ${x - 14} ${y + 44}`,
        );
    parts.push(line(cable.join(''), ribLine, 4, ' opacity=".35"'));
  }
  return parts.join('');
}

export function coat(ctx: DrawContext): string {
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
    parts.push(
      `<path d="M262 600Q400 612 538 600L540 640Q400 652 260 640Z" fill="${shade(ctx.color, -0.1)}" stroke="${dark}" stroke-width="2.5"/>`,
    );
    parts.push(
      `<path d="M420 620L470 760L448 766L404 640Z" fill="${shade(ctx.color, -0.1)}" stroke="${dark}" stroke-width="2.5"/>`,
    );
  }
  // pocket flaps
  parts.push(
    `<path d="M282 700L352 700L350 726L284 726Z" fill="${shade(ctx.color, -0.08)}" stroke="${dark}" stroke-width="2.5"/>`,
  );
  parts.push(
    `<path d="${mirrorPath('M282 700L352 700L350 726L284 726Z')}" fill="${shade(ctx.color, -0.08)}" stroke="${dark}" stroke-width="2.5"/>`,
  );
  return parts.join('');
}

export function jacket(ctx: DrawContext): string {
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
    parts.push(
      line('M400 196L400 672', '#c9ccd2', 6),
      line('M400 196L400 672', '#7c8089', 2, ' stroke-dasharray="4 4"'),
    );
    parts.push(line('M300 470L330 560M500 470L470 560', dark, 4, ' opacity=".5"'));
  } else if (style === 0) {
    parts.push(cuffs(t, shade(ctx.color, -0.05)));
    const collar = 'M400 200L350 150L296 196L330 262Z';
    parts.push(fabric(ctx, collar), fabric(ctx, mirrorPath(collar)));
    parts.push(stitch('M290 560L510 560M300 300L380 300L380 376L300 376Z', thread));
    parts.push(stitch(mirrorPath('M300 300L380 300L380 376L300 376Z'), thread));
    parts.push(
      line('M300 300L380 300L380 330L340 342L300 330Z', dark, 2.5),
      line(mirrorPath('M300 300L380 300L380 330L340 342L300 330Z'), dark, 2.5),
    );
    parts.push(line('M400 200L400 676', dark, 3));
    for (let y = 250; y < 660; y += 80) parts.push(button(412, y, 9, '#c7a04b'));
    parts.push(stitch('M290 600L510 600', thread));
  } else {
    parts.push(cuffs(t, shade(ctx.color, -0.08)));
    const lapel = 'M350 156L446 300L400 360L300 210Z';
    parts.push(fabric(ctx, lapel), fabric(ctx, mirrorPath('M350 156L400 190L354 300Z')));
    parts.push(
      line('M446 300L470 672', '#c9ccd2', 6),
      line('M446 300L470 672', '#6f737b', 2, ' stroke-dasharray="4 4"'),
    );
    parts.push(line('M300 420L360 400M500 430L520 520', '#c9ccd2', 5));
    parts.push(
      `<path d="M266 610L534 610L534 660L266 660Z" fill="${shade(ctx.color, -0.1)}" stroke="${dark}" stroke-width="2.5"/>`,
    );
    parts.push(`<rect x="286" y="622" width="30" height="26" rx="3" fill="none" stroke="#c9ccd2" stroke-width="5"/>`);
  }
  return parts.join('');
}

export function pants(ctx: DrawContext): string {
  fabricDefs(ctx, 'plain');
  const cut = opt(ctx, 3, 2); // 0 straight, 1 wide, 2 slim
  const hemOut = [236, 190, 274][cut] as number;
  const hemIn = [384, 378, 380][cut] as number;
  const dark = outlineOf(ctx.color);
  const thread = luminance(ctx.color) > 0.5 ? shade(ctx.color, -0.35) : mix(ctx.color, '#f0c56a', 0.55);
  const d = `M270 196L530 196L${800 - hemOut} 904L${800 - hemIn} 912L400 370L${hemIn} 912L${hemOut} 904Z`;
  const parts = [fabric(ctx, d)];
  parts.push(
    `<path d="M268 150L532 150L532 198L268 198Z" fill="${shade(ctx.color, -0.06)}" stroke="${dark}" stroke-width="3"/>`,
  );
  for (const x of [300, 360, 440, 500])
    parts.push(
      `<rect x="${x - 5}" y="146" width="10" height="58" rx="3" fill="${shade(ctx.color, -0.12)}" stroke="${dark}" stroke-width="2"/>`,
    );
  parts.push(button(400, 174, 9, '#c9b06a'));
  parts.push(line('M400 198L400 320Q400 350 372 354', dark, 3, ' opacity=".7"'));
  parts.push(stitch('M414 198L414 318Q414 344 392 348', thread));
  parts.push(
    line('M282 200Q326 214 344 262', dark, 3, ' opacity=".7"'),
    line(mirrorPath('M282 200Q326 214 344 262'), dark, 3, ' opacity=".7"'),
  );
  // creases
  const crease = `M330 380L${(hemOut + hemIn) / 2} 900`;
  parts.push(
    line(crease, shade(ctx.color, -0.28), 3, ' opacity=".35"'),
    line(mirrorPath(crease), shade(ctx.color, -0.28), 3, ' opacity=".35"'),
  );
  if (cut !== 1) {
    parts.push(
      stitch(`M${hemOut + 3} 880L${hemIn - 2} 888`, thread),
      stitch(mirrorPath(`M${hemOut + 3} 880L${hemIn - 2} 888`), thread),
    );
  }
  return parts.join('');
}

export function shorts(ctx: DrawContext): string {
  const pattern = patternFor(ctx, 'shorts');
  fabricDefs(ctx, pattern);
  const dark = outlineOf(ctx.color);
  const thread = luminance(ctx.color) > 0.5 ? shade(ctx.color, -0.35) : mix(ctx.color, '#f0c56a', 0.55);
  const d = 'M262 300L538 300L580 640L418 664L400 470L382 664L220 640Z';
  const parts = [fabric(ctx, d, { pattern })];
  parts.push(
    `<path d="M260 252L540 252L540 302L260 302Z" fill="${shade(ctx.color, -0.06)}" stroke="${dark}" stroke-width="3"/>`,
  );
  for (const x of [296, 360, 440, 504])
    parts.push(
      `<rect x="${x - 5}" y="248" width="10" height="60" rx="3" fill="${shade(ctx.color, -0.12)}" stroke="${dark}" stroke-width="2"/>`,
    );
  parts.push(button(400, 277, 9, '#c9b06a'));
  parts.push(line('M400 302L400 420Q400 446 374 450', dark, 3, ' opacity=".7"'));
  parts.push(
    line('M274 306Q322 320 340 370', dark, 3, ' opacity=".7"'),
    line(mirrorPath('M274 306Q322 320 340 370'), dark, 3, ' opacity=".7"'),
  );
  if (opt(ctx, 2, 3) === 0) {
    // rolled cuffs
    const cuff = 'M224 608L384 630L382 664L220 640Z';
    parts.push(
      `<path d="${cuff}" fill="${shade(ctx.color, 0.12)}" stroke="${dark}" stroke-width="2.5"/><path d="${mirrorPath(cuff)}" fill="${shade(ctx.color, 0.12)}" stroke="${dark}" stroke-width="2.5"/>`,
    );
  } else {
    parts.push(stitch('M226 618L384 640', thread), stitch(mirrorPath('M226 618L384 640'), thread));
  }
  return parts.join('');
}

export function skirt(ctx: DrawContext): string {
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
  parts.push(
    `<path d="M296 212L504 212L506 262L294 262Z" fill="${shade(ctx.color, -0.08)}" stroke="${dark}" stroke-width="3"/>`,
  );
  if (cut === 1) {
    const pleats: string[] = [];
    for (let i = -4; i <= 4; i++) pleats.push(`M${400 + i * 22} 262L${400 + i * 52} ${hemY + 30 - Math.abs(i) * 4}`);
    parts.push(line(pleats.join(''), shade(ctx.color, -0.35), 3, ' opacity=".45"'));
  } else if (cut === 2) {
    parts.push(line(`M400 ${hemY - 110}L400 ${hemY + 36}`, dark, 3));
    parts.push(line('M320 270L326 400M480 270L474 400', shade(ctx.color, -0.3), 3, ' opacity=".4"'));
  } else {
    parts.push(
      line(
        `M350 280Q310 520 280 ${hemY + 10}M450 280Q490 520 520 ${hemY + 10}`,
        shade(ctx.color, -0.3),
        3,
        ' opacity=".35"',
      ),
    );
    if (opt(ctx, 2, 3) === 0)
      for (let y = 300; y < hemY - 10; y += 80) parts.push(button(400, y, 9, mix(ctx.color, '#f5ecd8', 0.6)));
  }
  return parts.join('');
}
