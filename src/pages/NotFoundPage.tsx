import { privateHead } from '../app/page-head';
import { S } from '../app/strings';
import { usePageHead } from '../app/use-page-head';
import { ButtonLink } from '../ui/Button';
import { container, page, pageTitle as titleClass } from '../styles/utils.css';
import * as css from '../features/layout/layout.css';

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
          <ButtonLink href="/products/all/1?discount=true">{S.notFound.discounts}</ButtonLink>
          <ButtonLink href="/" variant="secondary">
            {S.notFound.home}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
