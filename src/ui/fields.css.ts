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

/** The place of a checkbox: the box itself, with its tick drawn over it when it is ticked. */
export const controlBox = style({ position: 'relative', flex: 'none', display: 'inline-grid', width: 20, height: 20 });

export const checkbox = style({
  appearance: 'none',
  margin: 0,
  width: 20,
  height: 20,
  border: `2px solid ${vars.color.textSubtle}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:checked': { background: vars.color.accent, borderColor: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const checkMark = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  color: vars.color.onAccent,
  pointerEvents: 'none',
  visibility: 'hidden',
  selectors: { [`${checkbox}:checked + &`]: { visibility: 'visible' } },
});

export const radioGroup = style({ display: 'grid', gap: vars.space.xxs });

export const radio = style({
  appearance: 'none',
  margin: 0,
  flex: 'none',
  width: 20,
  height: 20,
  borderRadius: '50%',
  border: `2px solid ${vars.color.textSubtle}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    // The dot: 10 px across, inside the 2 px ring.
    '&:checked': {
      borderColor: vars.color.accent,
      background: `radial-gradient(${vars.color.accent} 0 4.5px, ${vars.color.surface} 5px)`,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** The custom property that says how much of the slider's track is filled (a percentage), set by Slider.tsx. */
export const sliderFilledProperty = '--slider-filled';
const sliderFilled = `var(${sliderFilledProperty}, 0%)`;

const sliderTrack = {
  height: 4,
  borderRadius: vars.radius.pill,
  background: `linear-gradient(to right, ${vars.color.accent} ${sliderFilled}, ${vars.color.border} ${sliderFilled})`,
};
const sliderThumb = {
  boxSizing: 'border-box',
  width: 22,
  height: 22,
  borderRadius: '50%',
  background: vars.color.surface,
  border: `3px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
} as const;

export const slider = style({
  appearance: 'none',
  display: 'block',
  width: '100%',
  height: 32,
  margin: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::-webkit-slider-runnable-track': sliderTrack,
    '&::-moz-range-track': sliderTrack,
    // Chromium draws the thumb on the track's top edge: moved up to sit on its middle.
    '&::-webkit-slider-thumb': { ...sliderThumb, appearance: 'none', marginTop: -9 },
    '&::-moz-range-thumb': sliderThumb,
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::-webkit-slider-thumb': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:focus-visible::-moz-range-thumb': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** A range's lower end (its minimum): the part above the thumb is what it keeps, filled. */
const sliderTrackAbove = {
  background: `linear-gradient(to right, ${vars.color.border} ${sliderFilled}, ${vars.color.accent} ${sliderFilled})`,
};
export const sliderFillAbove = style({
  selectors: {
    '&::-webkit-slider-runnable-track': sliderTrackAbove,
    '&::-moz-range-track': sliderTrackAbove,
  },
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
