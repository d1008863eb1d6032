import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The store's frame (AppShell.tsx): a column at least a screen tall, and the skip link. */
export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
// At least a screen tall, so the footer starts below the fold while a route's chunk or data loads
// and the page's arrival never pushes a visible footer down (a layout shift, CLS).
export const main = style({ flex: 1, outline: 'none', minHeight: '100vh' });
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: -100,
  zIndex: vars.z.skipLink,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus': { top: vars.space.xs } },
});
