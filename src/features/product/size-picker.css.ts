import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const group = style({
  minWidth: 0,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 4 } },
});
export const legend = style({ marginBottom: vars.space.xs, fontWeight: vars.fontWeight.medium });
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/**
 * One size: a box holding the browser's radio button and the size. The label covers the whole
 * box (its ::after), so a tap anywhere on it chooses the size; 44 px high for a finger.
 */
export const option = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  minWidth: 64,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
    '&:has(input:disabled)': { background: vars.color.surfaceSunken, borderStyle: 'dashed' },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
// The radio button stays above the label's cover, so a tap on the button itself lands on it.
globalStyle(`${option} > input`, { position: 'relative', zIndex: 1 });
// After an add without a size, the sizes on sale are outlined in the error's colour too: the eye
// finds the picker even when the focus moved there by a click shows no ring.
globalStyle(`${group}[aria-invalid="true"] ${option}:not(:has(input:disabled))`, { borderColor: vars.color.critical });
export const optionLabel = style({
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  '::after': { content: '""', position: 'absolute', inset: 0 },
  selectors: {
    // The radio's own ring already shows focus; the box's outline is the one the eye finds.
    [`${option}:has(input:disabled) &`]: { cursor: 'not-allowed', color: vars.color.textSubtle },
  },
});
export const soldOut = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular });
export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  // Empty, it stays in the page (a live region must exist before its message does) and takes no room.
  selectors: { '&:not(:empty)': { marginTop: vars.space.xs } },
});
