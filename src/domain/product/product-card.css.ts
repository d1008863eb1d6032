import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.lg} ${vars.space.sm}`,
  listStyle: 'none',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: `${vars.space.lg} ${vars.space.md}` },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

// A card off the screen is neither laid out nor painted until the shopper scrolls near it: a list
// page's 24 cards cost its first frames, and the app's taking the page over, what 4 to 6 do.
globalStyle(`${grid} > li`, { contentVisibility: 'auto', containIntrinsicSize: 'auto 420px' });

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const cardLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  textDecoration: 'none',
  color: 'inherit',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outlineOffset: 4 },
  },
});

export const media45 = style({
  position: 'relative',
  aspectRatio: '4 / 5',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 300ms ease',
  selectors: { [`${cardLink}:hover &`]: { transform: 'scale(1.03)' } },
});

export const badge = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  paddingInline: vars.space.xs,
  paddingBlock: 2,
  borderRadius: vars.radius.sm,
  background: vars.color.badge,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
});

export const saleBadge = style([badge, { top: 'auto', bottom: vars.space.xs, background: vars.color.critical }]);

export const soldOutBadge = style([
  badge,
  { top: 'auto', bottom: vars.space.xs, background: vars.color.surfaceInverse },
]);

export const name = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.4em',
  selectors: { [`${cardLink}:hover &`]: { textDecoration: 'underline' } },
});

export const heartSlot = style({ position: 'absolute', top: vars.space.xxs, right: vars.space.xxs });

export const price = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `0 ${vars.space.xs}` });
export const priceNow = style({ fontWeight: vars.fontWeight.bold });
export const priceSale = style({ fontWeight: vars.fontWeight.bold, color: vars.color.critical });
export const priceOld = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm });

export const skeletonText = style({ height: '1em', width: '80%' });
export const skeletonTextShort = style({ height: '1em', width: '40%' });
