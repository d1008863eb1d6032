import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** 'Hasta N meses sin intereses': close under the price, which the info column's gap would push away. */
export const installments = style({
  marginTop: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.positive,
});
