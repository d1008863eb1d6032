import { Link } from 'wouter';
import { DEPARTMENT_GROUP, LINKED_DEPARTMENT } from '../../../contract/catalogue';
import { departmentInGroupPath, INFO_PATH, PATH } from '../../../contract/paths';
import { LEGAL } from '../../../copy/legal';
import { S } from '../../../copy/storefront';
import { container } from '../../styles/utils.css';
import { Icon, type IconName } from '../../ui/Icon';
import * as css from './layout.css';
import { PaymentMethods } from './PaymentMethods';

const SOCIAL: readonly { name: string; href: string; icon: IconName }[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: 'facebook' },
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
  { name: 'TikTok', href: 'https://www.tiktok.com/', icon: 'tiktok' },
];

const F = S.footer;

/** Loaded and hydrated when it comes near the screen (src/app/AppShell.tsx, src/runtime/below-the-fold.tsx). */
export default function Footer() {
  return (
    <footer className={css.footer}>
      <div className={`${container} ${css.footerGrid}`}>
        <div className={css.footerBrand}>
          <p className={css.logoMark}>{S.brandShort}</p>
          <p className={css.footerText}>
            {S.tagline} {F.physicalStore}
          </p>
          <ul className={css.social} aria-label={F.social}>
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a
                  className={css.socialLink}
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${s.name} ${F.newWindow}`}
                >
                  <Icon name={s.icon} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={F.shop}>
          <h2 className={css.footerHeading}>{F.shop}</h2>
          <ul className={css.footerList}>
            <li>
              <Link
                className={css.footerLink}
                href={departmentInGroupPath(DEPARTMENT_GROUP.clothing, LINKED_DEPARTMENT.dresses)}
                state={{ departmentName: F.dresses }}
              >
                {F.dresses}
              </Link>
            </li>
            <li>
              <Link
                className={css.footerLink}
                href={departmentInGroupPath(DEPARTMENT_GROUP.clothing, LINKED_DEPARTMENT.coats)}
                state={{ departmentName: F.coats }}
              >
                {F.coats}
              </Link>
            </li>
            <li>
              <Link className={css.footerLink} href={PATH.discounts}>
                {S.nav.discounts}
              </Link>
            </li>
            <li>
              <Link className={css.footerLink} href={INFO_PATH.salesModel}>
                {F.salesModel}
              </Link>
            </li>
            <li>
              <Link className={css.footerLink} href={INFO_PATH.brands}>
                {F.brands}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={F.help}>
          <h2 className={css.footerHeading}>{F.help}</h2>
          <ul className={css.footerList}>
            <li>
              <Link className={css.footerLink} href={INFO_PATH.contact}>
                {F.contact}
              </Link>
            </li>
            <li>
              <Link className={css.footerLink} href={INFO_PATH.returns}>
                {F.returns}
              </Link>
            </li>
            <li>
              {/* 'Rastrear pedidos' goes nowhere (there is no tracking page). Plain text, not a focusable dead link. */}
              <span className={css.footerInert}>
                {F.trackOrders} <small>{F.trackOrdersSoon}</small>
              </span>
            </li>
            <li>
              <Link className={css.footerLink} href={INFO_PATH.location}>
                {F.location}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={F.about}>
          <h2 className={css.footerHeading}>{F.about}</h2>
          <ul className={css.footerList}>
            <li>
              <Link className={css.footerLink} href={INFO_PATH.aboutUs}>
                {F.aboutUs}
              </Link>
            </li>
            <li>
              <Link className={css.footerLink} href={INFO_PATH.frequentCustomer}>
                {F.frequentCustomer}
              </Link>
            </li>
            <li>
              <Link className={css.footerLink} href={INFO_PATH.reviews}>
                {F.reviews}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={LEGAL.footerHeading}>
          <h2 className={css.footerHeading}>{LEGAL.footerHeading}</h2>
          <ul className={css.footerList}>
            <li>
              <Link className={css.footerLink} href={INFO_PATH.privacy}>
                {LEGAL.privacy}
              </Link>
            </li>
            <li>
              <Link className={css.footerLink} href={INFO_PATH.terms}>
                {LEGAL.terms}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className={`${container} ${css.footerBottom}`}>
        <p>{F.copyright}</p>
        <PaymentMethods />
      </div>
    </footer>
  );
}
