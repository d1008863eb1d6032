import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Link, useLocation } from 'wouter';
import { ADMIN_PATH, PATH } from '../../../contract/paths';
import { ADMIN } from '../../../copy/admin';
import { S } from '../../../copy/storefront';
import { logout, useSession } from '../../runtime/auth-session';
import { Button } from '../../ui/Button';
import { DropdownMenu } from '../../ui/DropdownMenu';
import { Icon } from '../../ui/Icon';
import { AdminNav } from './AdminNav';
import * as css from './admin.css';

const W = ADMIN.workplace;

/**
 * The back office as a workplace of its own: its header carries the store's name, the screens,
 * a way to the store and the owner's menu; no shopper search, cart or test-mode strip (the page's
 * `data-back-office` hides the strip the server writes outside the app, src/styles/global.css.ts).
 * `nav` is false until the account is known to be the shop's.
 */
export function BackOfficeShell({ nav, children }: { nav: boolean; children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    // react-aria's widgets speak Mexican Spanish (sorting, selection and date words, number and
    // date formats), and their links (a table row's) move inside the app as wouter's do
    <I18nProvider locale="es-MX">
      <RouterProvider navigate={(path) => navigate(path)}>
        <div className={css.workplace} data-back-office="">
          <a href="#main" className={css.skipLink}>
            {W.skip}
          </a>
          <header className={css.workHeader}>
            <div className={css.workBarBand}>
              <div className={`${css.workInner} ${css.workBar}`}>
                <Link href={ADMIN_PATH.home} className={css.workBrand}>
                  <span className={css.workBrandName}>{S.brand}</span>
                  <span className={`${css.workBrandPart} ${css.wideOnly}`}>{W.name}</span>
                </Link>
                <div className={css.workActions}>
                  <Link href={PATH.home} className={css.workLink}>
                    {ADMIN.nav.store}
                  </Link>
                  <OwnerMenu />
                </div>
              </div>
            </div>
            {nav ? (
              <div className={css.workInner}>
                <AdminNav />
              </div>
            ) : null}
          </header>
          <main id="main" tabIndex={-1} className={css.workMain}>
            {children}
          </main>
        </div>
      </RouterProvider>
    </I18nProvider>
  );
}

/** The owner's own menu: who is signed in, their profile, and signing out. */
function OwnerMenu() {
  const [, navigate] = useLocation();
  const session = useSession();
  if (!session) return null;
  const firstName = session.user.name.split(/\s+/)[0] || session.user.name;
  return (
    <DropdownMenu
      items={[
        { label: W.profile, onSelect: () => navigate(PATH.profile) },
        { label: W.signOut, onSelect: logout },
      ]}
      trigger={
        <Button variant="ghost" className={css.ownerButton} aria-label={W.ownerMenu(session.user.name)}>
          <Icon name="user" />
          <span className={`${css.ownerName} ${css.wideOnly}`}>{firstName}</span>
        </Button>
      }
    />
  );
}
