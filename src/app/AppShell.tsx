import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { isBackOfficePath } from '../../contract/paths';
import { S } from '../../copy/storefront';
import { CartAnnouncer } from '../features/cart/CartAnnouncer';
import { CartButton } from '../features/cart/CartButton';
import { Header } from '../features/layout/Header';
import { HeaderSearch } from '../features/search/HeaderSearch';
import { belowTheFold } from '../runtime/below-the-fold';
import * as css from './app-shell.css';

const Footer = belowTheFold(() => import('../features/layout/Footer'));

/**
 * The store's frame: header (with the search and the cart button in its slots), main, footer, and
 * the cart's announcements. Composition: the one place these features meet. The back office is a
 * workplace of its own and draws its own frame (src/features/admin/BackOfficeShell.tsx): around
 * it the store draws nothing.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  if (isBackOfficePath(location)) return <>{children}</>;
  return (
    <div className={css.shell}>
      <a href="#main" className={css.skipLink}>
        {S.skipToContent}
      </a>
      <Header search={<HeaderSearch />} cart={<CartButton />} />
      <main id="main" tabIndex={-1} className={css.main}>
        {children}
      </main>
      <Footer />
      <CartAnnouncer />
    </div>
  );
}
