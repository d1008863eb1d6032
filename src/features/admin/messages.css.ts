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
/**
 * An order's messages, under both columns of its screen; on a phone the table scrolls inside it
 * instead of widening the page.
 */
export const orderMessages = style({ gridColumn: '1 / -1', contain: 'inline-size', minWidth: 0 });
