import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Apart from cart.css.ts, which only the lazily loaded drawer imports: the button is in the first view.
/** The number of units on the header's cart button. */
export const cartCount = style({
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 20,
  height: 20,
  paddingInline: 5,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: 12,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '20px',
  textAlign: 'center',
});
