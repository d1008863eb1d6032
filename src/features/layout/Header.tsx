import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { DEPARTMENT_GROUP } from '../../../contract/catalogue';
import { ALL_PRODUCTS, listFirstPagePath, PATH } from '../../../contract/paths';
import { S } from '../../../copy/storefront';
import { uiEvent, useUi } from '../../runtime/ui-state';
import { container } from '../../styles/utils.css';
import { IconButton, iconButtonClass } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Logo } from './Logo';
import * as css from './layout.css';
import { UserMenu } from './UserMenu';

// The mobile menu's dialog code loads the first time the menu is opened.
const MobileMenu = lazy(() => import('./MobileMenu'));

const NAV = [
  { href: listFirstPagePath(DEPARTMENT_GROUP.clothing), label: S.nav.clothing, match: /^\/products\/ropa/i },
  {
    href: listFirstPagePath(DEPARTMENT_GROUP.jewellery),
    label: S.nav.jewelry,
    match: /^\/products\/joyer(i|%C3%AD|í)a/i,
  },
] as const;

/**
 * The store's header: promo line, menu, logo, the departments, and the slots the frame fills with
 * other features' parts (src/app/AppShell.tsx): the search box and the cart button.
 */
export function Header({ search: searchBox, cart }: { search: ReactNode; cart: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const menuOpen = useUi((c) => c.menuOpen, false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const discountsActive = location.startsWith(listFirstPagePath(ALL_PRODUCTS)) && search.includes('discount=true');

  return (
    <header className={css.header}>
      <p className={css.promoBar}>{S.product.promoNote}</p>
      <div className={`${container} ${css.headerRow}`}>
        <div className={css.menuSlot}>
          <IconButton
            label={S.nav.openMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuLoaded(true);
              uiEvent('menuOpened');
            }}
          >
            <Icon name="menu" />
          </IconButton>
        </div>
        <div className={css.logoSlot}>
          <Logo />
        </div>
        <nav className={css.nav} aria-label={S.nav.label}>
          <ul className={css.navList}>
            {NAV.map((n) => (
              <li key={n.href}>
                <Link href={n.href} className={css.navLink} aria-current={n.match.test(location) ? 'page' : undefined}>
                  {n.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                href={PATH.discounts}
                className={`${css.navLink} ${css.navSale}`}
                aria-current={discountsActive ? 'page' : undefined}
              >
                {S.nav.discounts}
              </Link>
            </li>
          </ul>
        </nav>
        <div className={css.searchSlot}>{searchBox}</div>
        <div className={css.actions}>
          <Link href="/favorites" className={iconButtonClass} aria-label={S.nav.favourites}>
            <Icon name="heart" />
          </Link>
          <UserMenu />
          {cart}
        </div>
      </div>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu />
        </Suspense>
      ) : null}
    </header>
  );
}
