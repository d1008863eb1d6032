import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

/**
 * The back office's workplace: a dark bar with the store's name, the way to the store and the
 * owner's menu; below it the row of screens (it scrolls sideways on a phone rather than wrap into
 * a wall of pills); then the screen, as wide as the store's content.
 */
export const workplace = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surface,
});
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: -100,
  zIndex: vars.z.skipLink,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus': { top: vars.space.xs, outline: `3px solid ${vars.color.focusRing}` } },
});
export const workHeader = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const workBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 52,
  paddingInline: vars.space.md,
  '@media': { [media.md]: { paddingInline: vars.space.lg } },
});
const onDarkFocus = { '&:focus-visible': { outline: `3px solid ${vars.color.textInverse}`, outlineOffset: 2 } };
export const workBrand = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  color: vars.color.textInverse,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  selectors: onDarkFocus,
});
export const workBrandName = style({
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  fontSize: vars.fontSize.md,
});
export const workBrandPart = style({
  color: vars.color.textInverseAccent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
/** On a phone the bar keeps what the owner taps: the store's name, 'Ver tienda' and the menu's icon. */
export const wideOnly = style({ display: 'none', '@media': { [media.sm]: { display: 'inline' } } });
/** The header's rows line up with the screen below them. */
export const workInner = style({ width: '100%', maxWidth: vars.size.content, marginInline: 'auto' });
export const workBarBand = style({ background: vars.color.surfaceInverse, color: vars.color.textInverse });
export const workActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const workLink = style({
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { ...onDarkFocus, '&:hover': { background: vars.color.hoverInverse } },
});
export const ownerButton = style({
  color: vars.color.textInverse,
  gap: vars.space.xxs,
  selectors: { ...onDarkFocus, '&:hover:not(:disabled)': { background: vars.color.hoverInverse } },
});
export const ownerName = style({
  maxWidth: '10rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const workMain = style({
  flex: 1,
  outline: 'none',
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': { [media.md]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}` } },
});

export const nav = style({
  paddingInline: vars.space.sm,
  '@media': { [media.md]: { paddingInline: `calc(${vars.space.lg} - ${vars.space.sm})` } },
});
export const navList = style({
  listStyle: 'none',
  display: 'flex',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  overflowX: 'auto',
});
export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { background: vars.color.surfaceInverse, color: vars.color.textInverse },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
  },
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  marginBottom: vars.space.md,
});
export const subheading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
  marginBottom: vars.space.sm,
});
export const muted = style({ color: vars.color.textSubtle });

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
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
export const cardLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textSubtle,
});
export const cardFigure = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.black });
export const wide = style({ '@media': { [media.sm]: { gridColumn: '1 / -1' } } });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
  marginBottom: vars.space.md,
});
export const toolbarField = style({ flex: '1 1 10rem' });
export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

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
export const thumb = style({
  width: 56,
  height: 70,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
export const rowTitle = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text, overflowWrap: 'anywhere' });
export const rowFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
});
export const pager = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'center',
  marginTop: vars.space.md,
});

export const editor = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});
export const form = style({ display: 'grid', gap: vars.space.md });
/** A group of the form's fields under a legend (the garment's label). */
export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
});
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});
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
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:hover': { background: vars.color.surfaceSunken },
  },
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
export const totals = style({
  marginTop: vars.space.md,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

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
export const ordersTotal = style({
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  '@media': { [phone]: { gridArea: 'total' } },
});
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
export const slipFacts = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  marginBottom: vars.space.lg,
});
globalStyle(`${slipFacts} dt`, {
  fontSize: '9pt',
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
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
globalStyle(`${slipLines} td`, {
  padding: '4pt',
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  verticalAlign: 'middle',
  breakInside: 'avoid',
});
globalStyle(`${slipLines} img`, { width: 40, height: 50, objectFit: 'cover', flex: 'none' });
globalStyle(`${slipLines} th:first-child, ${slipLines} td:first-child`, { width: '1%', textAlign: 'center' });
export const slipItem = style({ display: 'flex', alignItems: 'center', gap: '8pt' });
export const slipNumber = style({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${slipLines} th${slipNumber}`, { textAlign: 'end' });
export const slipQuantity = style({ fontSize: '14pt', fontWeight: vars.fontWeight.black });
export const slipBox = style({
  display: 'inline-block',
  width: '12pt',
  height: '12pt',
  border: `1.5pt solid ${vars.color.text}`,
});
export const slipTotals = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'end',
  gap: `2pt ${vars.space.lg}`,
});
globalStyle(`${slipTotals} dd`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

/**
 * The back office's dense tables (react-aria-components' Table: products, orders). The table
 * scrolls sideways inside its frame on a phone instead of squeezing its columns; react-aria marks
 * states with data attributes (data-focus-visible, data-selected, data-hovered, data-allows-sorting).
 */
export const tableFrame = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const tableHead = style({ background: vars.color.surfaceSunken });
const cellFocus = {
  '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
  '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
};
export const column = style({
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textSubtle,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  outline: 'none',
  selectors: {
    ...cellFocus,
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { color: vars.color.text },
  },
});
/** Numbers line up on their right edge, the way a ledger reads. */
export const numeric = style({ textAlign: 'right' });
export const sortMark = style({
  display: 'inline-block',
  minWidth: '1em',
  marginLeft: vars.space.xxs,
  color: vars.color.text,
});
export const tableRow = style({
  outline: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    ...cellFocus,
    '&:last-child': { borderBottom: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.accentSoft },
    '&[data-href]': { cursor: 'pointer' },
  },
});
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: cellFocus,
});
/** The checkbox column: narrow, centred. */
export const checkCell = style({ width: 44, textAlign: 'center' });
export const tableThumb = style({
  display: 'block',
  width: 40,
  height: 50,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
/** A selection checkbox drawn by react-aria's Checkbox: a box with a tick, in the theme's tones. */
export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  outline: 'none',
});
export const checkboxBox = style({
  width: 20,
  height: 20,
  display: 'grid',
  placeItems: 'center',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onAccent,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** A save's outcome beside its button, where the owner is looking; focus moves to it. */
export const saveStatus = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'center',
  gap: vars.space.xxs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.positive,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const tableBody = style({});
export const cellName = style({
  display: 'block',
  fontWeight: vars.fontWeight.bold,
  minWidth: '12rem',
  overflowWrap: 'anywhere',
});
export const cellMeta = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textSubtle });
export const cellPrice = style({ display: 'block', fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

/** The bar of bulk actions above the products table. */
export const bulk = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  marginBottom: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const bulkHeading = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const bulkRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });
export const bulkForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'end' });
export const percentField = style({ width: '8rem' });
export const bulkPreview = style({ display: 'grid', gap: vars.space.sm, paddingTop: vars.space.sm });
export const combo = style({ width: '16rem', maxWidth: '100%' });
export const comboControl = style({ position: 'relative', display: 'flex' });
export const comboInput = style({ paddingRight: 44 });
export const comboButton = style({
  position: 'absolute',
  right: 0,
  top: 0,
  bottom: 0,
  width: 44,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 } },
});
export const popover = style({
  width: 'var(--trigger-width)',
  maxHeight: '18rem',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
});
export const listBox = style({ outline: 'none', padding: vars.space.xxs });
export const listBoxItem = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
  },
});
export const count = style({ marginBottom: vars.space.xs });
/** A photo in the history: small, beside the arrow that says it was replaced. */
export const historyThumb = style({
  display: 'inline-block',
  width: 32,
  height: 40,
  objectFit: 'cover',
  verticalAlign: 'middle',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
export const historyChange = style({ display: 'inline' });

/** A product's sizes: size, units offered, units held, in small aligned columns. */
export const sizeTable = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${sizeTable} th, ${sizeTable} td`, {
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
});
globalStyle(`${sizeTable} th:first-child`, { textAlign: 'left' });
globalStyle(`${sizeTable} thead th`, { fontSize: vars.fontSize.sm, color: vars.color.textSubtle });

/** The product's photos in the editor: a row per photo, its picture (the drag handle) beside its description and buttons. */
export const photoList = style({ listStyle: 'none', display: 'grid', gap: vars.space.sm, padding: 0, margin: 0 });
export const photoItem = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  selectors: { '&[data-dragging="true"]': { opacity: 0.5 } },
  '@media': { [media.sm]: { gridTemplateColumns: '96px minmax(0, 1fr)' } },
});
export const photoHandle = style({
  display: 'grid',
  gap: vars.space.xxs,
  justifyItems: 'center',
  alignContent: 'start',
  cursor: 'grab',
});
export const photoThumb = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
export const photoPlace = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
export const photoControls = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });
export const photoButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });
globalStyle(`${photoButtons} > button`, { whiteSpace: 'nowrap' });
