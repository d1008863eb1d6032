import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  marginTop: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1.5fr) minmax(300px, 1fr)', alignItems: 'start' } },
});
export const panel = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  display: 'grid',
  gap: vars.space.md,
});
export const sticky = style({ '@media': { [media.md]: { position: 'sticky', top: vars.space.md } } });
export const h2 = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.black, letterSpacing: '0.04em' });
export const h3 = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const addressBox = style({
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  display: 'grid',
  gap: vars.space.xs,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const addressText = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textSubtle });
export const notice = style({
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.caution}`,
  background: vars.color.cautionSoft,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
});
export const map = style({
  width: '100%',
  height: 240,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  display: 'block',
});
export const lines = style({ listStyle: 'none', display: 'grid', gap: vars.space.xs });
export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const lineName = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const strike = style({
  textDecoration: 'line-through',
  color: vars.color.textSubtle,
  marginRight: vars.space.xxs,
});
export const totals = style({
  display: 'grid',
  gap: vars.space.xxs,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
});
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const discount = style({ color: vars.color.positive, fontWeight: vars.fontWeight.bold });
export const grand = style([
  row,
  {
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.black,
    borderTop: `1px solid ${vars.color.border}`,
    paddingTop: vars.space.xs,
  },
]);
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.positive });
export const centered = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
});
export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' });
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textSubtle, maxWidth: '52ch' });
export const receipt = style({
  width: '100%',
  maxWidth: 560,
  textAlign: 'left',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: 'grid',
  gap: vars.space.sm,
});
export const product = style({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
});
export const productImage = style({
  width: 56,
  height: 56,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
