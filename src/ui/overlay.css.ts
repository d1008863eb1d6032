import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../styles/breakpoints';
import { vars } from '../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.scrim,
  zIndex: vars.z.overlay,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const content = style({
  position: 'fixed',
  zIndex: vars.z.dialog,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(520px, calc(100vw - 24px))',
  maxHeight: 'calc(100dvh - 24px)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}` } },
});

export const header = style({
  display: 'flex',
  alignItems: 'start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const title = style({
  fontSize: vars.fontSize.xl,
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.tight,
  paddingTop: 6,
});
export const description = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm });

export const tabsRoot = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: '220px minmax(0, 1fr)', alignItems: 'start' } },
});
export const tabsList = style({
  display: 'flex',
  gap: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.md]: {
      flexDirection: 'column',
      borderBottom: 0,
      borderRight: `1px solid ${vars.color.border}`,
      paddingRight: vars.space.sm,
    },
  },
});
export const tabsTrigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textSubtle,
  cursor: 'pointer',
  borderBottom: '3px solid transparent',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  selectors: {
    '&[data-state="active"]': {
      color: vars.color.accent,
      borderBottomColor: vars.color.accent,
      background: vars.color.accentSoft,
    },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
  },
  '@media': {
    [media.md]: {
      borderBottom: 0,
      borderLeft: '3px solid transparent',
      borderRadius: vars.radius.sm,
      selectors: { '&[data-state="active"]': { borderLeftColor: vars.color.accent } },
    },
  },
});
export const tabsContent = style({
  minWidth: 0,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 4 } },
});
