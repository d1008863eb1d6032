import { keyframes, style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './theme.css';

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const container = style({
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [media.md]: { paddingInline: vars.space.lg } },
});

const shimmer = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.55 },
  '100%': { opacity: 1 },
});

export const skeleton = style({
  background: vars.color.skeleton,
  borderRadius: vars.radius.sm,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const pageTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  // A long word at 200 % text may break rather than push the page sideways.
  overflowWrap: 'anywhere',
});

export const page = style({
  paddingBlock: vars.space.lg,
  '@media': { [media.md]: { paddingBlock: vars.space.xl } },
});

// A page that states one thing (the not-found page): centred, a lead paragraph, a row of buttons.
export const centeredPage = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
});
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textSubtle, maxWidth: '52ch' });
export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' });
