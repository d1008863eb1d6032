import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const lines = style({ listStyle: 'none', display: 'grid', gap: vars.space.md });
export const line = style({
  display: 'grid',
  gridTemplateColumns: '72px 1fr auto',
  gap: vars.space.sm,
  alignItems: 'start',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const thumb = style({
  width: 72,
  height: 90,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
export const lineBody = style({ display: 'grid', gap: 2, minWidth: 0 });
export const lineName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const lineMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });
export const linePrice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.xs}`,
  alignItems: 'baseline',
  fontSize: vars.fontSize.sm,
});
export const charged = style({ fontWeight: vars.fontWeight.bold });
export const free = style({ fontWeight: vars.fontWeight.bold, color: vars.color.positive });
export const struck = style({ color: vars.color.textSubtle });
export const soldOut = style({
  justifySelf: 'start',
  paddingInline: 6,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
export const hint = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.accentHover,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space.sm,
});
export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `2px ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space.sm,
});
export const totalRow = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.black });
export const discountValue = style({ color: vars.color.positive, fontWeight: vars.fontWeight.bold });
export const actions = style({ display: 'grid', gap: vars.space.xs });
export const empty = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  textAlign: 'center',
  paddingBlock: vars.space.xl,
  color: vars.color.textSubtle,
});
