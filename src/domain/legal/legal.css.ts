import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The simplified privacy notice beside a button: small print, still readable. */
export const notice = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  lineHeight: vars.lineHeight.normal,
});
export const link = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
});
/** 'Precios en MXN con IVA incluido', under a total. */
export const taxNote = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });
