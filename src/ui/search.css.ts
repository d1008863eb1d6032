import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { visuallyHidden } from '../styles/utils.css';

export const form = style({ position: 'relative', width: '100%' });
export const hiddenLabel = visuallyHidden;
export const icon = style({
  position: 'absolute',
  left: 12,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textSubtle,
  pointerEvents: 'none',
});
export const input = style({
  width: '100%',
  height: 44,
  paddingLeft: 42,
  paddingRight: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: 1,
      background: vars.color.surface,
    },
  },
});
export const list = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: 0,
  right: 0,
  padding: vars.space.xxs,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.z.dropdown,
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.accentSoft } },
});
export const optionText = style({ display: 'grid', minWidth: 0 });
export const optionLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const optionDetail = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });
/** The popup's line above its options ('Sin resultados para «…»'). */
export const notice = style({
  margin: 0,
  padding: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSubtle,
});
