import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const gallery = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

/** The photos side by side, one frame wide: a swipe (or a scroll) moves one photo and stops there. */
export const track = style({
  display: 'flex',
  width: '100%',
  height: '100%',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    // The frame clips what is outside it: the ring is drawn inside.
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
  },
});
export const slide = style({
  flex: '0 0 100%',
  height: '100%',
  scrollSnapAlign: 'start',
  scrollSnapStop: 'always',
  cursor: 'zoom-in',
});

export const zoomButton = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: vars.space.sm,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const thumbnails = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none' });
export const thumbnail = style({
  display: 'block',
  width: 56,
  aspectRatio: '4 / 5',
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
  '@media': { [media.md]: { width: 72 } },
});
export const thumbnailImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** The zoom: the photo as large as the screen allows, in its 4:5 frame (wider than a form's dialog). */
export const zoomContent = style({
  position: 'fixed',
  zIndex: vars.z.dialog,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(calc((100dvh - 150px) * 0.8), calc(100vw - 24px))',
  maxHeight: 'calc(100dvh - 24px)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}` } },
});
export const zoomImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
export const zoomNav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const zoomCount = style({ fontSize: vars.fontSize.sm, color: vars.color.textSubtle });
