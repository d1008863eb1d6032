import { PATH } from '../../contract/paths';
import { S } from '../../copy/storefront';
import { buttonRow, centeredPage, container, lead, page, pageTitle } from '../styles/utils.css';
import { ButtonLink } from '../ui/Button';
import { drewNotFound } from './render-report';

interface NotFoundProps {
  /** What is missing, when the page knows ('Producto no encontrado o eliminado'); else 'Página no encontrada'. */
  title?: string;
  /** A way back that fits what was asked for, before the discounts and the home page. */
  back?: { href: string; label: string };
}

/**
 * The store's not-found page: an address no route knows, a product or a department that does not
 * exist. Drawn on the server it tells the render so (src/runtime/render-report.ts), and the answer is a 404,
 * not a page search engines would index. The page that draws it declares its head (noindex).
 */
export function NotFound({ title = S.notFound.title, back }: NotFoundProps) {
  drewNotFound();
  return (
    <div className={`${container} ${page}`}>
      <div className={centeredPage}>
        <p className={lead} aria-hidden="true">
          404
        </p>
        <h1 className={pageTitle}>{title}</h1>
        <p className={lead}>{S.notFound.text}</p>
        <div className={buttonRow}>
          {back ? <ButtonLink href={back.href}>{back.label}</ButtonLink> : null}
          <ButtonLink href={PATH.discounts} variant={back ? 'secondary' : undefined}>
            {S.notFound.discounts}
          </ButtonLink>
          <ButtonLink href="/" variant="secondary">
            {S.notFound.home}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
