import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const suggestion = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });
export const suggestionLink = style({ color: vars.color.text, textDecoration: 'underline' });
export const departmentsTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });
export const departments = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const department = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.accentSoft },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
