import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const content = style({
  minWidth: 200,
  padding: vars.space.xxs,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.z.dropdown,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 40,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.accentSoft, color: vars.color.accentHover },
  },
});
