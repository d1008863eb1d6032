import { type ReactNode, useEffect } from 'react';
import { S } from '../../../copy/storefront';
import { uiEvent, useUi } from '../../runtime/ui-state';
import { media } from '../../styles/breakpoints';
import { visuallyHidden } from '../../styles/utils.css';
import { Button } from '../../ui/Button';
import { Drawer } from '../../ui/Drawer';
import { Icon } from '../../ui/Icon';
import * as css from './list.css';

interface FiltersDrawerProps {
  /** How many filters the address applies, on the button that opens the drawer. */
  applied: number;
  /** The products the list finds with them; null while it is loading. */
  total: number | null;
  /** The filters, drawn in the drawer while it is open. */
  children: ReactNode;
}

/**
 * A phone's filters and order: a button 'Filtrar y ordenar (N)' that opens them in a modal drawer
 * (focus kept inside, Escape closes it) instead of pushing the list down. A filter changed there
 * applies to the address at once, so 'Ver N productos' counts the list as it now is; it closes the
 * drawer, and the focus goes back to the button. The desktop has the sidebar instead, and the
 * button is hidden there (list.css.ts).
 */
const close = () => uiEvent('filtersClosed');

export function FiltersDrawer({ applied, total, children }: FiltersDrawerProps) {
  const open = useUi((c) => c.filtersOpen, false);
  // The drawer starts closed each time a list is opened, and a window widened to the desktop's
  // sidebar closes it.
  useEffect(() => {
    const desktop = window.matchMedia(media.md);
    const closeOnDesktop = () => desktop.matches && close();
    desktop.addEventListener('change', closeOnDesktop);
    return () => {
      desktop.removeEventListener('change', closeOnDesktop);
      close();
    };
  }, []);

  return (
    <>
      <Button
        variant="secondary"
        className={css.filterToggle}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => uiEvent('filtersOpened')}
      >
        <Icon name="filter" size={18} />
        {S.list.filterAndSort}
        {/* The name reads 'Filtrar y ordenar (2)' from the hidden words; the badge is for the eye.
            A label of its own would no longer hold the text a voice-control user sees and says. */}
        {applied > 0 ? (
          <>
            <span className={visuallyHidden}>{S.list.filtersApplied(applied)}</span>
            <span className={css.filterCount} aria-hidden="true">
              {applied}
            </span>
          </>
        ) : null}
      </Button>
      <Drawer
        open={open}
        onOpenChange={(next) => (next ? uiEvent('filtersOpened') : close())}
        title={S.list.filterAndSort}
        closeLabel={S.list.closeFilters}
        footer={
          // Read out as the count changes while the shopper picks filters behind it.
          <div aria-live="polite">
            <Button variant="dark" className={css.showResults} onClick={close}>
              {S.list.showResults(total)}
            </Button>
          </div>
        }
      >
        {children}
      </Drawer>
    </>
  );
}
