import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

/** Short fields side by side from a small tablet up (numbers, postal code and state, receiver). */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.sm]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** The address read-only: one line per part. */
export const lines = style({ display: 'grid', gap: 2, margin: 0, fontStyle: 'normal' });
export const subtle = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm });
