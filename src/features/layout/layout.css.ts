import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const promoBar = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  padding: `6px ${vars.space.md}`,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateAreas: '"menu logo actions" "search search search"',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.xs}`,
  paddingBlock: vars.space.xs,
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'auto auto minmax(200px, 1fr) auto',
      gridTemplateAreas: '"logo nav search actions"',
      gap: vars.space.lg,
      minHeight: vars.size.headerHeight,
    },
  },
});

export const menuSlot = style({ gridArea: 'menu', '@media': { [media.md]: { display: 'none' } } });
export const logoSlot = style({
  gridArea: 'logo',
  justifySelf: 'center',
  '@media': { [media.md]: { justifySelf: 'start' } },
});
export const searchSlot = style({
  gridArea: 'search',
  '@media': { [media.md]: { maxWidth: 460, justifySelf: 'end', width: '100%' } },
});
export const actions = style({ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: 2 });

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  color: vars.color.brand,
});
export const logoMark = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.bold,
  fontSize: '1.55rem',
  letterSpacing: '-0.01em',
  lineHeight: 1,
});
export const logoHanger = style({
  width: 32,
  height: 32,
  flex: 'none',
  '@media': { [media.md]: { width: 40, height: 40 } },
});
// The mark's words are sized in px: a logo keeps its size when the shopper enlarges text (WCAG
// 1.4.4 exempts it), and the header's row must still fit a 320 px screen at 200% text.
export const logoWords = style({ display: 'grid', lineHeight: 1, gap: 3 });
export const logoName = style({
  fontFamily: '"Helvetica Neue", Arial, "Liberation Sans", sans-serif',
  fontWeight: 800,
  fontSize: 15,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: vars.color.text,
});
export const logoPlace = style({
  fontFamily: 'Georgia, "Times New Roman", "Liberation Serif", serif',
  fontStyle: 'italic',
  fontSize: 10,
  letterSpacing: '0.14em',
  paddingInlineStart: 1,
});

export const nav = style({ gridArea: 'nav', display: 'none', '@media': { [media.md]: { display: 'block' } } });
export const navList = style({ display: 'flex', gap: vars.space.xxs, listStyle: 'none' });
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.04em',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { color: vars.color.accent, textDecoration: 'underline', textUnderlineOffset: 6 },
  },
});
export const navSale = style({ color: vars.color.critical });

export const mobileNavList = style({ listStyle: 'none', display: 'grid' });
export const mobileNavLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 48,
  paddingInline: vars.space.xs,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});
export const mobileNavHeading = style({
  marginTop: vars.space.lg,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textSubtle,
});
export const mobileSkeleton = style({ height: 48, marginBottom: 1 });

export const footer = style({
  marginTop: vars.space.xxl,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});
export const footerGrid = style({
  display: 'grid',
  // Two columns on a phone, one when the text is enlarged (8rem grows with the root font size),
  // so no link is wider than its column at 320 px or at 200 % text.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  '@media': { [media.md]: { gridTemplateColumns: '1.4fr repeat(4, 1fr)' } },
});
export const footerBrand = style({ gridColumn: '1 / -1', '@media': { [media.md]: { gridColumn: 'auto' } } });
export const footerHeading = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  marginBottom: vars.space.sm,
  color: vars.color.textInverseAccent,
});
export const footerList = style({ listStyle: 'none', display: 'grid', gap: 2 });
export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  color: vars.color.textInverse,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const footerInert = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 6,
  minHeight: 32,
  fontSize: vars.fontSize.sm,
  color: vars.color.textInverseMuted,
});
export const footerText = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textInverseSubtle,
  marginTop: vars.space.xs,
  maxWidth: '36ch',
});
export const social = style({ display: 'flex', gap: vars.space.xs, marginTop: vars.space.md, listStyle: 'none' });
export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  border: `1px solid ${vars.color.borderInverseStrong}`,
  color: vars.color.textInverse,
  selectors: { '&:hover': { background: vars.color.hoverInverse } },
});
export const footerBottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.borderInverse}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textInverseSubtle,
});
