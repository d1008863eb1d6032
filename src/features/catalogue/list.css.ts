import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});
export const count = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm });
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: '240px minmax(0, 1fr)', gap: vars.space.xl } },
});
export const filterToggle = style({ '@media': { [media.md]: { display: 'none' } } });
export const sidebar = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&[data-open="false"]': { display: 'none' } },
  '@media': {
    [media.md]: {
      position: 'sticky',
      top: `calc(${vars.size.headerHeight} + 48px)`,
      padding: 0,
      border: 0,
      selectors: { '&[data-open="false"]': { display: 'grid' } },
    },
  },
});
export const group = style({ display: 'grid', gap: vars.space.xs, border: 0, margin: 0, padding: 0, minWidth: 0 });
export const groupTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  padding: 0,
  marginBottom: vars.space.xxs,
});
/** Sizes are short labels: several to a row, each still a whole checkbox target. */
export const sizeOptions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
});
export const checkSkeleton = style({ height: 28, width: '75%', marginBlock: 4 });
export const priceValue = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.textSubtle,
});
export const pagination = style({ marginTop: vars.space.xl });
export const pageList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
});
export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  height: 44,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.surfaceInverse,
      color: vars.color.textInverse,
      borderColor: vars.color.surfaceInverse,
    },
  },
});
export const pageGap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  height: 44,
  color: vars.color.textSubtle,
});
export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
});
export const emptyTitle = style({ fontSize: vars.fontSize.xl, fontFamily: vars.font.display });
export const error = style({ color: vars.color.critical, fontWeight: vars.fontWeight.medium });
