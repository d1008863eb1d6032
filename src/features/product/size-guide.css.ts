import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const tableBox = style({
  overflowX: 'auto',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const caption = style({
  textAlign: 'start',
  padding: vars.space.sm,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
});
// Cells keep a narrow side padding so that a phone's dialog (about 320 px inside) shows all five columns.
export const head = style({
  textAlign: 'center',
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.medium,
  verticalAlign: 'bottom',
});
export const row = style({ borderTop: `1px solid ${vars.color.border}` });
export const rowHead = style({
  textAlign: 'center',
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  fontWeight: vars.fontWeight.medium,
});
export const cell = style({ textAlign: 'center', padding: `${vars.space.xs} ${vars.space.xxs}`, whiteSpace: 'nowrap' });
export const howTo = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm });
