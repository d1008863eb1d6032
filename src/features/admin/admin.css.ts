import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/breakpoints';

/** The back office's layout: a row of screens above the screen, on a phone and a laptop alike. */
export const nav = style({ marginBottom: vars.space.lg, borderBottom: `1px solid ${vars.color.border}` });
export const navList = style({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, paddingBottom: vars.space.xs });
export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { background: vars.color.surfaceInverse, color: vars.color.textInverse },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.black, marginBottom: vars.space.md });
export const subheading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.black, marginBottom: vars.space.sm });
export const muted = style({ color: vars.color.textSubtle });

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const card = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  display: 'grid',
  gap: vars.space.xxs,
  alignContent: 'start',
});
export const cardLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.textSubtle });
export const cardFigure = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.black });
export const wide = style({ '@media': { [media.sm]: { gridColumn: '1 / -1' } } });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end', marginBottom: vars.space.md });
export const toolbarField = style({ flex: '1 1 12rem' });
export const headerRow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });

export const list = style({ listStyle: 'none', display: 'grid', gap: vars.space.xs });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
});
export const thumb = style({ width: 56, height: 70, objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceSunken });
export const rowTitle = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text, overflowWrap: 'anywhere' });
export const rowFacts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center', fontSize: vars.fontSize.sm });
export const pager = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', justifyContent: 'center', marginTop: vars.space.md });

export const editor = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});
export const form = style({ display: 'grid', gap: vars.space.md });
export const pair = style({ display: 'grid', gap: vars.space.md, '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } } });
export const textarea = style({ minHeight: '6rem', resize: 'vertical' });
export const side = style({ display: 'grid', gap: vars.space.lg });
export const preview = style({
  width: '100%',
  maxWidth: 240,
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
export const history = style({ listStyle: 'none', display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const historyItem = style({ borderLeft: `3px solid ${vars.color.border}`, paddingLeft: vars.space.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** A file input dressed as a button: the input stays in the page, focusable, its label the button. */
export const fileButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 }, '&:hover': { background: vars.color.surfaceSunken } },
});
export const fileInput = style({ position: 'absolute', inset: 0, opacity: 0, cursor: 'pointer', width: '100%' });

/** Facts of an order: label above value on a phone, side by side on a laptop. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  '@media': { [media.sm]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
});
globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.bold, color: vars.color.textSubtle });
export const totals = style({ marginTop: vars.space.md, paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` });

/* ---- Orders: the table of orders, an order to pack and its printed packing slip ---- */

/** Narrower than a tablet: the orders table's rows become cards. */
const phone = 'screen and (max-width: 599.98px)';

/** Orders as a table on a laptop; on a phone each row is a small card (folio and total, date, customer and delivery, status). */
export const dateRangeField = style({ flex: '2 1 20rem' });
export const ordersTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const ordersHead = style({ position: 'relative' });
globalStyle(`${ordersTable}, ${ordersTable} > tbody, ${ordersHead}`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${ordersHead} > tr`, {
  '@media': { [phone]: { display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs, padding: vars.space.xs } },
});
export const ordersColumn = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textSubtle,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer', color: vars.color.text },
    '&[data-hovered][data-allows-sorting]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
  },
  '@media': {
    // on a phone only the sortable columns show, as two small sort buttons; the rest stay for screen readers
    [phone]: {
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.pill,
      padding: `${vars.space.xxs} ${vars.space.sm}`,
      selectors: {
        '&:not([data-allows-sorting])': {
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
          padding: 0,
          border: 0,
        },
      },
    },
  },
});
export const sortLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
export const sortIdle = style({ opacity: 0.3 });
export const ordersRow = style({
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
  },
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"folio total" "date date" "customer delivery" "status status"',
      gap: `2px ${vars.space.sm}`,
      padding: vars.space.sm,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});
export const ordersCell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 } },
  '@media': { [phone]: { padding: 0 } },
});
export const ordersFolio = style({
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  '@media': { [phone]: { gridArea: 'folio' } },
});
export const ordersDate = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [phone]: { gridArea: 'date', color: vars.color.textSubtle } },
});
export const ordersCustomer = style({ overflowWrap: 'anywhere', '@media': { [phone]: { gridArea: 'customer' } } });
export const ordersDelivery = style({
  '@media': { [phone]: { gridArea: 'delivery', textAlign: 'end', color: vars.color.textSubtle } },
});
export const ordersStatus = style({ '@media': { [phone]: { gridArea: 'status', paddingTop: vars.space.xxs } } });
export const ordersBadges = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xxs });
export const ordersMoney = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const ordersTotal = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap', '@media': { [phone]: { gridArea: 'total' } } });
export const ordersEmpty = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.textSubtle });

/** An order to pack: how to reach the customer, and each line with its photo and quantity. */
export const contact = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.sm}` });
globalStyle(`${contact} a`, { color: vars.color.text, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const orderLine = style({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
export const quantity = style({ fontSize: vars.fontSize.md, color: vars.color.text });
export const lineMoney = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
/** An order's totals: label and amount on one line at every width, amounts aligned. */
export const orderTotals = style({ maxWidth: '24rem', marginInlineStart: 'auto' });
globalStyle(`${facts}${orderTotals}`, { gridTemplateColumns: 'minmax(0, 1fr) auto' });
globalStyle(`${orderTotals} dd`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const orderActions = style({ marginBottom: vars.space.md });

/**
 * The packing slip: never on screen; on paper it is the whole page. It sits straight in <body>
 * (PackingSlip.tsx), so printing hides every other child of <body>: the store's header, the back
 * office's navigation and buttons, the toasts. Only while a slip is in the page: any other page
 * prints as it is.
 */
export const slip = style({
  display: 'none',
  color: vars.color.text,
  background: vars.color.surface,
  fontSize: '11pt',
  lineHeight: 1.35,
  '@media': { print: { display: 'block' } },
});
globalStyle(`body:has(> ${slip}) > :not(${slip})`, { '@media': { print: { display: 'none !important' } } });
export const slipHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  paddingBottom: vars.space.xs,
  marginBottom: vars.space.md,
  borderBottom: `2px solid ${vars.color.text}`,
});
export const slipShop = style({ fontWeight: vars.fontWeight.black, fontSize: '14pt' });
export const slipHeading = style({ fontSize: '14pt', fontWeight: vars.fontWeight.bold });
export const slipFacts = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: `${vars.space.sm} ${vars.space.lg}`, marginBottom: vars.space.lg });
globalStyle(`${slipFacts} dt`, { fontSize: '9pt', fontWeight: vars.fontWeight.bold, textTransform: 'uppercase', letterSpacing: '0.04em' });
export const slipFolio = style({ fontSize: '18pt', fontWeight: vars.fontWeight.black });
export const slipPickup = style({ fontSize: '14pt', fontWeight: vars.fontWeight.black });
export const slipLines = style({ width: '100%', borderCollapse: 'collapse', marginBottom: vars.space.md });
globalStyle(`${slipLines} th`, {
  textAlign: 'start',
  fontSize: '9pt',
  textTransform: 'uppercase',
  borderBottom: `1px solid ${vars.color.text}`,
  padding: '4pt',
});
globalStyle(`${slipLines} td`, { padding: '4pt', borderBottom: `1px solid ${vars.color.borderStrong}`, verticalAlign: 'middle', breakInside: 'avoid' });
globalStyle(`${slipLines} img`, { width: 40, height: 50, objectFit: 'cover', flex: 'none' });
globalStyle(`${slipLines} th:first-child, ${slipLines} td:first-child`, { width: '1%', textAlign: 'center' });
export const slipItem = style({ display: 'flex', alignItems: 'center', gap: '8pt' });
export const slipNumber = style({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${slipLines} th${slipNumber}`, { textAlign: 'end' });
export const slipQuantity = style({ fontSize: '14pt', fontWeight: vars.fontWeight.black });
export const slipBox = style({ display: 'inline-block', width: '12pt', height: '12pt', border: `1.5pt solid ${vars.color.text}` });
export const slipTotals = style({ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', gap: `2pt ${vars.space.lg}` });
globalStyle(`${slipTotals} dd`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
