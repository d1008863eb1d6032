import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

/** Raw palette: named by hue, never used by components directly. */
const palette = {
  ink900: '#1c1a22',
  ink700: '#3a3642',
  ink600: '#55505e',
  sand50: '#fbf8f4',
  sand100: '#f4eee6',
  sand200: '#e8e0d5',
  sand300: '#d6cbbd',
  white: '#ffffff',
  terracotta600: '#a63d25',
  terracotta700: '#8a3019',
  terracotta100: '#f8e3dc',
  red700: '#b3261e',
  green700: '#23663a',
  teal700: '#0d5c57',
  blue600: '#1a56c9',
  gold500: '#c99a2e',
  amber50: '#fff3c4',
  amber700: '#8a6d00',
  amber900: '#5c4700',
  green50: '#e3f3e8',
  red50: '#fdecea',
  clay200: '#e9c9bd',
  lilac300: '#c9c3cf',
  lilac200: '#d9d4de',
  /** The brand's red: the header's mark and the favicon (tools/images/make-static-art.ts BRAND.accent). */
  brandRed: '#c8283c',
} as const;

/** Photographs carry text: a darkening from a shade of ink, strongest where the text sits. */
const ink = (alpha: number) => `rgba(20, 18, 26, ${alpha})`;
/** Light over dark surfaces and photographs. */
const light = (alpha: number) => `rgba(255, 255, 255, ${alpha})`;

/** The contract: semantic roles every component speaks in. */
export const vars = createThemeContract({
  color: {
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    surfaceInverse: null,
    text: null,
    textSubtle: null,
    textInverse: null,
    border: null,
    borderStrong: null,
    /** The store's mark (header logo), in the brand's own red. */
    brand: null,
    accent: null,
    accentHover: null,
    accentSoft: null,
    onAccent: null,
    critical: null,
    criticalSoft: null,
    positive: null,
    positiveSoft: null,
    /** Needs the shopper's attention but is not an error: an order in process, missing delivery details. */
    caution: null,
    cautionSoft: null,
    onCautionSoft: null,
    badge: null,
    focusRing: null,
    star: null,
    skeleton: null,
    scrim: null,
    /** Text on the inverse (dark) surface, by emphasis: headings, plain text, what is not a link. */
    textInverseAccent: null,
    textInverseSubtle: null,
    textInverseMuted: null,
    borderInverse: null,
    borderInverseStrong: null,
    hoverInverse: null,
    /** Text, controls and shades laid over a photograph. */
    onImage: null,
    controlOnImage: null,
    dotOnImage: null,
    imageShadeStrong: null,
    imageShade: null,
    imageShadeClear: null,
    imageTextShadow: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, pill: null },
  font: { body: null, display: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, hero: null },
  fontWeight: { regular: null, medium: null, bold: null, black: null },
  lineHeight: { tight: null, normal: null },
  shadow: { sm: null, md: null, lg: null },
  z: { header: null, dropdown: null, overlay: null, dialog: null, toast: null, skipLink: null },
  size: { content: null, headerHeight: null },
});

const unit = 8;
const px = (n: number) => `${n}px`;

createGlobalTheme(':root', vars, {
  color: {
    surface: palette.white,
    surfaceRaised: palette.white,
    surfaceSunken: palette.sand100,
    surfaceInverse: palette.ink900,
    text: palette.ink900,
    textSubtle: palette.ink600,
    textInverse: palette.sand50,
    border: palette.sand200,
    borderStrong: palette.sand300,
    brand: palette.brandRed,
    accent: palette.terracotta600,
    accentHover: palette.terracotta700,
    accentSoft: palette.terracotta100,
    onAccent: palette.white,
    critical: palette.red700,
    criticalSoft: palette.red50,
    positive: palette.green700,
    positiveSoft: palette.green50,
    caution: palette.amber700,
    cautionSoft: palette.amber50,
    onCautionSoft: palette.amber900,
    badge: palette.teal700,
    focusRing: palette.blue600,
    star: palette.gold500,
    skeleton: palette.sand200,
    scrim: 'rgba(28, 26, 34, 0.55)',
    textInverseAccent: palette.clay200,
    textInverseSubtle: palette.lilac200,
    textInverseMuted: palette.lilac300,
    borderInverse: light(0.18),
    borderInverseStrong: light(0.35),
    hoverInverse: light(0.12),
    onImage: palette.white,
    controlOnImage: light(0.9),
    dotOnImage: light(0.55),
    imageShadeStrong: ink(0.78),
    imageShade: ink(0.7),
    imageShadeClear: ink(0),
    imageTextShadow: 'rgba(0, 0, 0, 0.55)',
  },
  space: {
    xxs: px(unit / 2),
    xs: px(unit),
    sm: px(unit * 1.5),
    md: px(unit * 2),
    lg: px(unit * 3),
    xl: px(unit * 5),
    xxl: px(unit * 8),
  },
  radius: { sm: px(4), md: px(8), pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
    display: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Liberation Serif", serif',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2rem',
    hero: 'clamp(1.6rem, 1.2rem + 1.8vw, 2.5rem)',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700', black: '800' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  shadow: {
    sm: '0 1px 2px rgba(28, 26, 34, 0.08)',
    md: '0 4px 14px rgba(28, 26, 34, 0.12)',
    lg: '0 12px 40px rgba(28, 26, 34, 0.22)',
  },
  z: { header: '10', dropdown: '20', overlay: '30', dialog: '40', toast: '50', skipLink: '60' },
  size: { content: '1240px', headerHeight: '64px' },
});

/**
 * The card brands' own colours, for the payment-methods mark in the footer: trademarks, not the
 * store's look, so they stay outside the semantic roles.
 */
export const paymentMarks = [
  { label: 'VISA', width: 48, fill: '#1a1f71', text: palette.white },
  { label: 'Mastercard', width: 84, fill: palette.white, text: palette.ink900 },
  { label: 'AMEX', width: 50, fill: '#2e77bb', text: palette.white },
  { label: 'OXXO', width: 48, fill: '#e1251b', text: '#ffd100' },
] as const;
