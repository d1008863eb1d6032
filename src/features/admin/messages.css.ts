import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A message's kind, above its order's link. */
export const messageWhat = style({ display: 'block', fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
/** An address may be long: it breaks anywhere rather than widening the table. */
export const messageTo = style({ display: 'block', overflowWrap: 'anywhere', minWidth: '10rem' });
export const messageError = style({
  display: 'block',
  marginTop: vars.space.xxs,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
  maxWidth: '18rem',
  overflowWrap: 'anywhere',
});
/** An order's messages in its narrow column: the table scrolls inside it instead of widening the page. */
export const orderMessages = style({ contain: 'inline-size', minWidth: 0 });
