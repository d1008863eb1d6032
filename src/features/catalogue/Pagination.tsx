import { Link } from 'wouter';
import { S } from '../../../copy/storefront';
import { pageWindow } from '../../../machines/product-list/list-query';
import { Icon } from '../../ui/Icon';
import * as css from './list.css';

interface PaginationProps {
  current: number;
  total: number;
  href: (page: number) => string;
}

/** Numbered pagination; every page is a real link that keeps the query string. */
export function Pagination({ current, total, href }: PaginationProps) {
  if (total <= 1) return null;
  return (
    <nav className={css.pagination} aria-label={S.list.pagination}>
      <ul className={css.pageList}>
        {current > 1 ? (
          <li>
            <Link href={href(current - 1)} className={css.pageLink} aria-label={S.list.previous}>
              <Icon name="chevronLeft" size={18} />
            </Link>
          </li>
        ) : null}
        {pageWindow(current, total).map((n, i) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no page number; its place among the numbers is its identity
            <li key={`gap-${i}`} className={css.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={href(n)}
                className={css.pageLink}
                aria-label={S.list.page(n)}
                aria-current={n === current ? 'page' : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link href={href(current + 1)} className={css.pageLink} aria-label={S.list.next}>
              <Icon name="chevronRight" size={18} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
