import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const base = style({
  display: 'inline-block',
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** A badge's tone says what kind of fact it states; the colours are the theme's. */
export const badge = styleVariants({
  caution: [
    base,
    { background: vars.color.cautionSoft, color: vars.color.onCautionSoft, border: `1px solid ${vars.color.caution}` },
  ],
  positive: [
    base,
    { background: vars.color.positiveSoft, color: vars.color.positive, border: `1px solid ${vars.color.positive}` },
  ],
  accent: [
    base,
    { background: vars.color.accentSoft, color: vars.color.accentHover, border: `1px solid ${vars.color.accentHover}` },
  ],
});

/** Badges side by side, wrapping. */
export const badgeRow = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
