import { globalStyle } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%', scrollPaddingTop: vars.size.headerHeight });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('ul, ol', { margin: 0, padding: 0 });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: 'inherit' });
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle('[data-scroll-locked] body, body[data-scroll-locked]', { overflow: 'hidden' });
globalStyle('*', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// The strip the server writes at the top of every page while the test checkout takes the payments
// (server/payments/test-mode-banner.ts): outside the app's root, styled here with the theme's tones.
// The back office is a workplace of its own: the strip is the shoppers' warning, not the owner's
// (the server leaves it out of /admin pages; this hides it after a move into the back office).
globalStyle('body:has([data-back-office]) .test-mode-banner', { display: 'none' });
globalStyle('.test-mode-banner', {
  background: vars.color.accentSoft,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.accent}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
});
