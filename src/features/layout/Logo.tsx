import { Link } from 'wouter';
import { S } from '../../app/strings';
import * as css from './layout.css';

/** The wordmark, drawn in type so it needs no image request. */
export function Logo() {
  return (
    <Link href="/" className={css.logo} aria-label={`${S.brand}, ${S.nav.home}`}>
      <span className={css.logoMark}>Outlet</span>
      <span className={css.logoSub}>Chihuahua</span>
    </Link>
  );
}
