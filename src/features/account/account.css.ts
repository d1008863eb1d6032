import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const authCard = style({
  width: '100%',
  maxWidth: 480,
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  '@media': {
    [media.sm]: {
      padding: vars.space.lg,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.sm,
    },
  },
});
export const lead = style({ color: vars.color.textSubtle });
export const inert = style({ fontSize: vars.fontSize.sm, color: vars.color.textSubtle });
export const switchLine = style({ textAlign: 'center', fontSize: vars.fontSize.sm });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});
export const h2 = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.black, letterSpacing: '0.04em' });
export const card = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  marginBottom: vars.space.lg,
});
export const dl = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const dt = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  fontWeight: vars.fontWeight.bold,
});
export const dd = style({ fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const orderList = style({ listStyle: 'none', display: 'grid', gap: vars.space.md });
export const order = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: 'grid',
  gap: vars.space.sm,
});
export const orderHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const orderTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.black });
export const orderFacts = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const muted = style({ color: vars.color.textSubtle });
export const skeletonRow = style({ height: 140, marginBottom: vars.space.md });

export const lineList = style({ listStyle: 'none', display: 'grid', gap: vars.space.sm });
export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const lineImage = style({
  width: 64,
  height: 64,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
export const lineName = style({ fontWeight: vars.fontWeight.bold });
export const totals = style({ display: 'grid', gap: vars.space.xxs });
export const totalRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const grandTotal = style([
  totalRow,
  {
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.black,
    borderTop: `1px solid ${vars.color.border}`,
    paddingTop: vars.space.xs,
  },
]);
export const detailGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr)', alignItems: 'start' } },
});
export const centered = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
});
/** An order's notices (what the customer will hear of it, and where), below its facts. */
export const notices = style({ marginTop: vars.space.md });

/**
 * 'Modo de prueba': the code shown on the page, in the look of the test-mode strip at the top of
 * every page (`.test-mode-banner`, src/styles/global.css.ts), so it reads as the same warning.
 */
export const testCode = style({
  background: vars.color.accentSoft,
  color: vars.color.text,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
});
/** 'Reenviar código' and what its wait says. */
export const resend = style({ display: 'grid', justifyItems: 'center', gap: vars.space.xs, textAlign: 'center' });
/** 'Recibir un código' beside the password, with its one line of why. */
export const byCode = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
