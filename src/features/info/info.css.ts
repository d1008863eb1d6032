import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const article = style({ maxWidth: 760, marginInline: 'auto', display: 'grid', gap: vars.space.md });
export const kicker = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.14em',
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
});
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textSubtle });
export const body = style({ display: 'grid', gap: vars.space.md });
globalStyle(`${body} h2`, {
  fontSize: vars.fontSize.xl,
  fontFamily: vars.font.display,
  marginTop: vars.space.md,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${body} ul, ${body} ol`, { paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
globalStyle(`${body} a`, { color: vars.color.accent, fontWeight: vars.fontWeight.medium });
export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
globalStyle(`${body} ul.${cards}`, { paddingLeft: 0 });
export const card = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
});
export const cardTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });
export const stars = style({ display: 'flex', gap: 2, color: vars.color.star });
export const quoteBy = style({ fontSize: vars.fontSize.sm, color: vars.color.textSubtle, fontStyle: 'normal' });
export const map = style({
  width: '100%',
  aspectRatio: '4 / 3',
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  '@media': { [media.sm]: { aspectRatio: '16 / 9' } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} th`, { background: vars.color.surfaceSunken });
export const example = style({
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.sm,
});
