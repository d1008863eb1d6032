import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const heart = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: '50%',
  background: vars.color.controlOnImage,
  color: vars.color.text,
  cursor: 'pointer',
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-favourite="true"]': { color: vars.color.critical },
    '&:hover': { color: vars.color.critical },
  },
});

export const wideHeart = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 48,
  paddingInline: vars.space.md,
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.06em',
  cursor: 'pointer',
  selectors: {
    '&[data-favourite="true"]': { color: vars.color.critical, borderColor: vars.color.critical },
    '&:hover': { background: vars.color.surfaceSunken },
  },
});
