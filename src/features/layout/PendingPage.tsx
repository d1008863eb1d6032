import { useDocumentTitle } from '../../app/use-resource';
import { pageTitle, S } from '../../app/strings';
import { ButtonLink } from '../../ui/Button';
import { container, page, pageTitle as pageTitleClass } from '../../styles/utils.css';
import * as css from './layout.css';

/**
 * Placeholder for a screen that belongs to the account/checkout issue, so the router is complete.
 * Replaced by the real page when that issue lands.
 */
export function PendingPage({ title }: { title: string }) {
  useDocumentTitle(pageTitle(title));
  return (
    <div className={`${container} ${page}`}>
      <div className={css.centered}>
        <h1 className={pageTitleClass}>{title}</h1>
        <p className={css.lead}>{S.pending.text}</p>
        <ButtonLink href="/">{S.pending.home}</ButtonLink>
      </div>
    </div>
  );
}
