import { privateHead } from '../../../contract/page-head';
import { PATH } from '../../../contract/paths';
import { ADMIN } from '../../../copy/admin';
import { API_ERRORS } from '../../../copy/api';
import { usePageHead } from '../../runtime/use-page-head';
import { ButtonLink } from '../../ui/Button';
import * as css from './admin.css';

/** A signed-in customer at /admin: a clear 'no tienes acceso', and the way back. */
export function NoAccess() {
  usePageHead(privateHead(ADMIN.titles.noAccess));
  return (
    <section aria-labelledby="no-access">
      <h1 id="no-access" className={css.heading}>
        {ADMIN.noAccess.heading}
      </h1>
      <p className={css.muted} style={{ marginBottom: 16 }}>
        {API_ERRORS.notAdmin}
      </p>
      <ButtonLink href={PATH.home}>{ADMIN.noAccess.back}</ButtonLink>
    </section>
  );
}
