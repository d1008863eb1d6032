import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const intro = style({ color: vars.color.textSubtle, maxWidth: '50ch' });
export const fieldset = style({ display: 'grid', gap: vars.space.xxs });
export const legend = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
export const privacy = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle, maxWidth: '60ch' });
export const confirmed = style({
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
