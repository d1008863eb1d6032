import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const field = style({ display: 'grid', gap: vars.space.xxs });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });
export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

const control = {
  minHeight: 44,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.textSubtle}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  width: '100%',
} as const;

export const input = style({
  ...control,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: 2 },
    '&:read-only': { background: vars.color.surfaceSunken },
  },
});

export const phoneRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 9rem) minmax(0, 1fr)',
  gap: vars.space.xs,
});
export const select = style({
  ...control,
  paddingInline: vars.space.xs,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 } },
});

export const alert = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.critical}`,
  borderLeftWidth: 4,
  borderRadius: vars.radius.sm,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

export const choiceList = style({ display: 'grid', gap: vars.space.xs });
export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(:checked)': {
      borderColor: vars.color.accent,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
      background: vars.color.accentSoft,
    },
  },
});
export const choiceText = style({ display: 'grid', gap: 2, cursor: 'pointer' });
export const choiceTitle = style({ fontWeight: vars.fontWeight.bold });
export const choiceHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textSubtle });

/** A form's fields one under another, and its buttons at the end. */
export const form = style({ display: 'grid', gap: vars.space.md });
export const formActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.xs });

/** A link inside a form's or a notice's text: bold, underlined, in the accent colour. */
export const textLink = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
