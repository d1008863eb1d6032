import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const hero = style({
  display: 'grid',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  '@media': { [media.md]: { paddingTop: vars.space.lg } },
});
export const tagline = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.hero,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  textWrap: 'balance',
  maxWidth: '24ch',
  marginInline: 'auto',
});

export const slider = style({
  position: 'relative',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});
export const slideFrame = style({
  position: 'relative',
  aspectRatio: '800 / 640',
  '@media': { [media.sm]: { aspectRatio: '1600 / 640' } },
});
export const slideImage = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });
export const slideCaption = style({
  position: 'absolute',
  left: 0,
  bottom: 0,
  right: 0,
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xl}`,
  background: `linear-gradient(to top, ${vars.color.imageShade}, ${vars.color.imageShadeClear})`,
  display: 'grid',
  gap: vars.space.xxs,
  color: vars.color.onImage,
  textShadow: `0 2px 12px ${vars.color.imageTextShadow}`,
  '@media': { [media.md]: { paddingInline: vars.space.xxl, paddingBottom: vars.space.xxl } },
});
export const slideTitle = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(1.35rem, 1rem + 2.5vw, 3rem)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.05,
});
export const slideText = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  '@media': { [media.md]: { fontSize: vars.fontSize.lg } },
});
export const arrow = style({
  position: 'absolute',
  top: '38%',
  transform: 'translateY(-50%)',
  width: 44,
  height: 44,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: '50%',
  background: vars.color.controlOnImage,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.onImage } },
});
export const arrowPrev = style([arrow, { left: vars.space.xs }]);
export const arrowNext = style([arrow, { right: vars.space.xs }]);
export const dots = style({
  position: 'absolute',
  bottom: vars.space.sm,
  left: 0,
  right: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: 6,
});
export const dot = style({
  width: 8,
  height: 8,
  borderRadius: '50%',
  background: vars.color.dotOnImage,
  selectors: { '&[data-active="true"]': { background: vars.color.onImage, width: 22, borderRadius: 4 } },
});

export const section = style({ marginTop: vars.space.xl, '@media': { [media.md]: { marginTop: vars.space.xxl } } });
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});
export const seeAll = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
  whiteSpace: 'nowrap',
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.md]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: vars.space.md },
  },
});
export const tileFirst = style({ gridColumn: '1 / -1', '@media': { [media.sm]: { gridColumn: 'auto' } } });
export const tile = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  color: vars.color.onImage,
  textDecoration: 'none',
});
export const tileWide = style({ aspectRatio: '2 / 1', '@media': { [media.sm]: { aspectRatio: '1 / 1' } } });
export const tileImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 300ms ease',
  selectors: { [`${tile}:hover &`]: { transform: 'scale(1.05)' } },
});
export const tileLabel = style({
  position: 'absolute',
  inset: 'auto 0 0 0',
  padding: `${vars.space.lg} ${vars.space.sm} ${vars.space.sm}`,
  background: `linear-gradient(to top, ${vars.color.imageShadeStrong}, ${vars.color.imageShadeClear})`,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  fontSize: vars.fontSize.md,
});

export const stripError = style({ color: vars.color.critical, fontWeight: vars.fontWeight.medium });

export const banner = style({
  position: 'relative',
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceInverse,
  color: vars.color.onImage,
  textDecoration: 'none',
});
export const bannerFrame = style({ aspectRatio: '800 / 500', '@media': { [media.sm]: { aspectRatio: '1600 / 500' } } });
export const bannerImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const bannerText = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  alignContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: `linear-gradient(90deg, ${vars.color.imageShadeStrong}, ${vars.color.imageShadeClear})`,
  '@media': { [media.md]: { paddingInline: vars.space.xxl } },
});
export const bannerTitle = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(1.4rem, 1rem + 2vw, 2.5rem)',
  fontWeight: vars.fontWeight.bold,
  maxWidth: '18ch',
});
export const bannerCta = style({
  justifySelf: 'start',
  marginTop: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.onImage,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
});
export const bannerCopy = style({ maxWidth: '40ch' });
