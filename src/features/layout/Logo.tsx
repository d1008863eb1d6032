import { Link } from 'wouter';
import { S } from '../../../copy/storefront';
import * as css from './layout.css';

export function Logo() {
  return (
    <Link href="/" className={css.logo}>
      <img src="/img/logo.svg" width={146} height={36} alt={`${S.brand}, ${S.nav.home}`} className={css.logoImage} />
    </Link>
  );
}
