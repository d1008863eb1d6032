import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** A day range typed or picked: two date fields in one box, and a calendar in a popover. */
export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 44,
  paddingInlineStart: vars.space.sm,
  border: `1px solid ${vars.color.textSubtle}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: { '&[data-focus-within]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 } },
});
export const dates = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
});
export const input = style({ display: 'flex', fontVariantNumeric: 'tabular-nums' });
export const segment = style({
  paddingInline: 1,
  borderRadius: 2,
  color: vars.color.text,
  selectors: {
    '&[data-placeholder]': { color: vars.color.textSubtle },
    '&[data-type="literal"]': { paddingInline: 0 },
    '&:focus': { background: vars.color.surfaceInverse, color: vars.color.textInverse, outline: 'none' },
  },
});
export const dash = style({ color: vars.color.textSubtle, paddingInline: vars.space.xxs });
export const calendarButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 44,
  minHeight: 42,
  marginInlineStart: 'auto',
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
  },
});
export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  padding: vars.space.sm,
  zIndex: vars.z.dropdown,
  outline: 'none',
});
export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginBottom: vars.space.xs,
});
export const calendarTitle = style({ fontWeight: vars.fontWeight.bold, textTransform: 'capitalize' });
export const monthButton = style([
  calendarButton,
  { borderInlineStart: 'none', borderRadius: vars.radius.pill, marginInlineStart: 0 },
]);
export const grid = style({ borderCollapse: 'collapse' });
export const weekday = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  fontWeight: vars.fontWeight.bold,
  paddingBlock: vars.space.xxs,
});
export const day = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.accentSoft, borderRadius: 0 },
    '&[data-selection-start], &[data-selection-end]': {
      background: vars.color.accent,
      color: vars.color.onAccent,
      borderRadius: vars.radius.sm,
    },
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'default' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});
