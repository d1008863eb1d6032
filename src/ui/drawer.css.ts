import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.scrim,
  zIndex: vars.z.overlay,
  animation: `${fadeIn} 160ms ease-out`,
});

const panel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  width: 'min(420px, 100vw)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  zIndex: vars.z.dialog,
  outline: 'none',
});

export const content = styleVariants({
  right: [panel, { right: 0, animation: `${slideFromRight} 200ms ease-out` }],
  left: [panel, { left: 0, width: 'min(340px, 88vw)', animation: `${slideFromLeft} 200ms ease-out` }],
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ flex: 1, overflowY: 'auto', padding: vars.space.md });

export const footer = style({
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
