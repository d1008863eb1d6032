import { privateHead } from '../../contract/page-head';
import { S } from '../../copy/storefront';
import { usePageHead } from '../app/use-page-head';
import { ButtonLink } from '../ui/Button';
import { container, page, pageTitle as titleClass } from '../styles/utils.css';
import * as css from '../features/layout/layout.css';
import { PATH } from '../../contract/paths';

export default function NotFoundPage() {
  usePageHead(privateHead(S.notFound.title));
  return (
    <div className={`${container} ${page}`}>
      <div className={css.centered}>
        <p className={css.lead} aria-hidden="true">
          404
        </p>
        <h1 className={titleClass}>{S.notFound.title}</h1>
        <p className={css.lead}>{S.notFound.text}</p>
        <div className={css.buttonRow}>
          <ButtonLink href={PATH.discounts}>{S.notFound.discounts}</ButtonLink>
          <ButtonLink href="/" variant="secondary">
            {S.notFound.home}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
