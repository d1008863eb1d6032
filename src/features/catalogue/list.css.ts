import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});
export const count = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm });
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: '240px minmax(0, 1fr)', gap: vars.space.xl } },
});
/**
 * A browser that runs no script at all cannot open the phone's drawer: it gets the filters in the
 * page instead, and no button that does nothing. A browser whose scripts are on their way counts as
 * scripting: a tap on the button is kept and replayed once the page is the app's.
 */
const noScripting = '(scripting: none)';
/** The phone's 'Filtrar y ordenar': the desktop has the sidebar. */
export const filterToggle = style({
  '@media': { [media.md]: { display: 'none' }, [noScripting]: { display: 'none' } },
});
/** How many filters are applied, beside the button's words. */
export const filterCount = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 22,
  height: 22,
  paddingInline: 6,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  letterSpacing: 0,
});
const filters = style({ display: 'grid', alignContent: 'start', gap: vars.space.lg });
/**
 * The sidebar beside the results from the desktop's breakpoint; on a phone the same filters open
 * in the drawer, and the sidebar is drawn only for a browser without scripts, above the results.
 */
export const sidebar = style([
  filters,
  {
    display: 'none',
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    '@media': {
      [noScripting]: { display: 'grid' },
      [media.md]: {
        display: 'grid',
        position: 'sticky',
        top: `calc(${vars.size.headerHeight} + 48px)`,
        padding: 0,
        border: 0,
      },
    },
  },
]);
export const showResults = style({ width: '100%' });
/** The same filters inside the phone's drawer, which draws the frame. */
export const drawerFilters = filters;
/** The group's departments: one row that scrolls sideways on a phone, wrapping on a desktop. */
export const groupDepartments = style({
  flexBasis: '100%',
  minWidth: 0,
  minHeight: 44,
});
export const groupDepartmentList = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  // Room for a focused link's ring, which the sideways scrolling would clip.
  margin: -6,
  padding: 6,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@media': { [media.md]: { flexWrap: 'wrap', overflowX: 'visible' } },
});
export const groupDepartmentLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.surfaceInverse,
      color: vars.color.textInverse,
      borderColor: vars.color.surfaceInverse,
    },
  },
});
export const groupDepartmentSkeleton = style({ height: 40, width: 96, borderRadius: vars.radius.pill, flexShrink: 0 });
export const group = style({ display: 'grid', gap: vars.space.xs, border: 0, margin: 0, padding: 0, minWidth: 0 });
export const groupTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  padding: 0,
  marginBottom: vars.space.xxs,
});
/** Sizes are short labels: several to a row, each still a whole checkbox target. */
export const sizeOptions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
});
export const checkSkeleton = style({ height: 28, width: '75%', marginBlock: 4 });
export const priceValue = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.textSubtle,
});
export const pagination = style({ marginTop: vars.space.xl });
export const pageList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
});
export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  height: 44,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.surfaceInverse,
      color: vars.color.textInverse,
      borderColor: vars.color.surfaceInverse,
    },
  },
});
export const pageGap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  height: 44,
  color: vars.color.textSubtle,
});
export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
});
export const emptyTitle = style({ fontSize: vars.fontSize.xl, fontFamily: vars.font.display });
export const error = style({ color: vars.color.critical, fontWeight: vars.fontWeight.medium });
