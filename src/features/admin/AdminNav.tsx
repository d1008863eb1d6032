import { Link, useLocation } from 'wouter';
import { ADMIN_PATH } from '../../../contract/paths';
import { ADMIN } from '../../../copy/admin';
import * as css from './admin.css';

const SCREENS = [
  { href: ADMIN_PATH.home, label: ADMIN.nav.home },
  { href: ADMIN_PATH.products, label: ADMIN.nav.products },
  { href: ADMIN_PATH.orders, label: ADMIN.nav.orders },
  { href: ADMIN_PATH.departments, label: ADMIN.nav.departments },
  { href: ADMIN_PATH.synonyms, label: ADMIN.nav.synonyms },
  { href: ADMIN_PATH.messages, label: ADMIN.nav.messages },
  { href: ADMIN_PATH.settings, label: ADMIN.nav.settings },
] as const;

/** The back office's screens; the current one is marked for screen readers too (aria-current). */
export function AdminNav() {
  const [location] = useLocation();
  const current = (href: string) =>
    href === ADMIN_PATH.home ? location === href : location === href || location.startsWith(`${href}/`);
  return (
    <nav aria-label={ADMIN.nav.label} className={css.nav}>
      <ul className={css.navList}>
        {SCREENS.map((s) => (
          <li key={s.href}>
            <Link href={s.href} className={css.navLink} aria-current={current(s.href) ? 'page' : undefined}>
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
