import { Link } from 'wouter';
import { S } from '../../../copy/storefront';
import * as css from './layout.css';

/**
 * The store's mark: the hanger, drawn inline, beside its name in the page's own text. As an
 * `<img>` of an SVG file the browser built a whole separate document for it, and SVG text costs
 * a layout of its own: together 30–50 ms of the main thread on a phone-class CPU around the
 * first paint. The favicon is a PNG for the same reason (index.html).
 */
export function Logo() {
  return (
    <Link href="/" className={css.logo} aria-label={`${S.brand}, ${S.nav.home}`}>
      <svg viewBox="0 0 64 64" className={css.logoHanger} aria-hidden="true" focusable="false">
        <path
          d="M32 16a6 6 0 1 1 6 6c-3 0-6 2-6 5v3L6 46a3 3 0 0 0 2 5h48a3 3 0 0 0 2-5L32 30"
          fill="none"
          stroke="currentColor"
          strokeWidth={4.5}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={css.logoWords}>
        {/* The space keeps the two words apart in the link's text, which its name must contain. */}
        <span className={css.logoName}>{S.brandShort}</span> <span className={css.logoPlace}>{S.brandPlace}</span>
      </span>
    </Link>
  );
}
