import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.md,
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.06em',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms, color 120ms, border-color 120ms',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.onAccent,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
    },
  ],
  dark: [
    base,
    {
      background: vars.color.surfaceInverse,
      color: vars.color.textInverse,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.text,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.text,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
    },
  ],
  link: [
    base,
    {
      background: 'transparent',
      color: vars.color.accent,
      paddingInline: 0,
      minHeight: 'auto',
      textDecoration: 'underline',
      letterSpacing: 0,
      fontWeight: vars.fontWeight.medium,
    },
  ],
});

export const fullWidth = style({ width: '100%' });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});
