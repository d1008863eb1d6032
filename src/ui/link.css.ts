import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** A link inside running text: bold, underlined, in the accent colour. */
export const textLink = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
