import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 32,
  padding: `4px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
} as const;
/** A filter that is on: its name and a cross; the whole pill removes it. */
export const chip = style({
  ...pill,
  background: vars.color.accentSoft,
  color: vars.color.accentHover,
  border: `1px solid ${vars.color.accentHover}`,
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
/** What the price cap hides, and the link that lifts it. */
export const pricier = style({
  ...pill,
  color: vars.color.text,
  border: `1px dashed ${vars.color.borderStrong}`,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const count = style({
  marginInlineStart: 'auto',
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
