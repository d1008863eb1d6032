import type { ReactNode } from 'react';
import { S } from '../../../copy/storefront';
import { CartAnnouncer } from '../cart/CartAnnouncer';
import { Header } from './Header';
import * as css from './layout.css';
import { belowTheFold } from '../../app/below-the-fold';

const Footer = belowTheFold(() => import('./Footer'));

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className={css.shell}>
      <a href="#main" className={css.skipLink}>
        {S.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={css.main}>
        {children}
      </main>
      <Footer />
      <CartAnnouncer />
    </div>
  );
}
