import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xl, alignItems: 'start' },
  },
});
export const imageBox = style({
  position: 'relative',
  aspectRatio: '4 / 5',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  maxHeight: '80vh',
});
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const info = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const crumbs = style({ fontSize: vars.fontSize.sm, color: vars.color.textSubtle });
export const crumbLink = style({ color: vars.color.textSubtle });
export const name = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(1.5rem, 1.1rem + 1.6vw, 2.25rem)',
  lineHeight: vars.lineHeight.tight,
});
export const price = style({ fontSize: vars.fontSize.xl });
export const description = style({ color: vars.color.textSubtle, whiteSpace: 'pre-line', maxWidth: '60ch' });
export const stock = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.positive,
  fontWeight: vars.fontWeight.medium,
});
export const buy = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBlock: `1px solid ${vars.color.border}`,
});
export const soldOut = style({
  justifySelf: 'start',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.1em',
});
export const allInCart = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const perks = style({
  display: 'grid',
  gap: vars.space.xs,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textSubtle,
});
export const perk = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const related = style({ marginTop: vars.space.xxl });
export const relatedTitle = style({ marginBottom: vars.space.md });
export const skelLine = style({ height: '1.4em' });
export const skelShort = style({ height: '1.4em', width: '40%' });
export const skelBlock = style({ height: 120 });
export const details = style({ display: 'grid', gap: vars.space.xs });
export const detailsTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });
export const detailsList = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm, maxWidth: '60ch' });
// Term and value side by side while the value has room for 12em; on a narrow screen or with large
// text the value wraps under its term rather than pushing the page sideways.
export const detailsLine = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.sm });
export const detailsTerm = style({ flex: '0 0 8.5em', fontWeight: vars.fontWeight.medium });
export const detailsValue = style({
  flex: '1 1 12em',
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.textSubtle,
});
/** The size picker with the guide's button under it. */
export const sizes = style({ display: 'grid', gap: vars.space.xxs });
export const sizeGuideButton = style({
  justifySelf: 'start',
  padding: `${vars.space.xxs} 0`,
  minHeight: 44,
  background: 'none',
  border: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
