import { ADMIN } from '../../../copy/admin';
import { Button } from '../../ui/Button';
import * as css from './admin.css';

/** Previous and next page of a back-office list, with where the owner is. */
export function Pager({
  label,
  page,
  pages,
  go,
}: {
  label: string;
  page: number;
  pages: number;
  go: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={css.pager} aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
        {ADMIN.products.previous}
      </Button>
      <span>{ADMIN.products.page(page, pages)}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
        {ADMIN.products.next}
      </Button>
    </nav>
  );
}
