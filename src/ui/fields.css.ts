import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
});

export const checkbox = style({
  all: 'unset',
  flex: 'none',
  width: 20,
  height: 20,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `2px solid ${vars.color.textSubtle}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.onAccent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const radioGroup = style({ display: 'grid', gap: vars.space.xxs });

export const radio = style({
  all: 'unset',
  flex: 'none',
  width: 20,
  height: 20,
  borderRadius: '50%',
  border: `2px solid ${vars.color.textSubtle}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const radioDot = style({ width: 10, height: 10, borderRadius: '50%', background: vars.color.accent });

export const sliderRoot = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  userSelect: 'none',
  touchAction: 'none',
  height: 32,
  width: '100%',
});
export const sliderTrack = style({ position: 'relative', flexGrow: 1, height: 4, borderRadius: vars.radius.pill, background: vars.color.border });
export const sliderRange = style({ position: 'absolute', height: '100%', borderRadius: vars.radius.pill, background: vars.color.accent });
export const sliderThumb = style({
  display: 'block',
  width: 22,
  height: 22,
  borderRadius: '50%',
  background: vars.color.surface,
  border: `3px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const numberField = style({ display: 'grid', gap: vars.space.xxs });
export const numberLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const numberGroup = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  width: 'fit-content',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
});
export const numberButton = style({
  all: 'unset',
  width: 44,
  height: 44,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  background: vars.color.surfaceSunken,
  selectors: {
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
  },
});
export const numberInput = style({
  width: 56,
  border: 0,
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 } },
});
