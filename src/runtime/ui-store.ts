import { createStore } from '@xstate/store';

/**
 * The small UI toggles of the shell (the hamburger menu, which locks page scrolling while
 * open, and the product list's filter drawer on a phone). They hold no business rule, so they live in one
 * @xstate/store with named events instead of a statechart. The menu's scroll lock is the modal
 * Drawer's, and the Drawer is open exactly when `menuOpen` is: the store is the one place that
 * decides whether the page scrolls.
 *
 * Views read and send through ui-state.ts, which loads this module when first needed.
 */
export const uiStore = createStore({
  context: { menuOpen: false, filtersOpen: false },
  on: {
    menuOpened: (context) => ({ ...context, menuOpen: true }),
    menuClosed: (context) => ({ ...context, menuOpen: false }),
    filtersOpened: (context) => ({ ...context, filtersOpen: true }),
    filtersClosed: (context) => ({ ...context, filtersOpen: false }),
  },
});

export type UiStore = typeof uiStore;
