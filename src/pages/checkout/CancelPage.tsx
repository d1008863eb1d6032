import { pageTitle } from '../../app/strings';
import { useDocumentTitle } from '../../app/use-resource';
import { C } from '../../features/checkout/strings';
import * as css from '../../features/checkout/checkout.css';
import { ButtonLink } from '../../ui/Button';
import { container, page, pageTitle as titleClass } from '../../styles/utils.css';

/** /cancel/: the hosted checkout was cancelled; nothing was charged and the cart is kept. */
export default function CancelPage() {
  useDocumentTitle(pageTitle(C.cancel.title));
  return (
    <div className={`${container} ${page}`}>
      <div className={css.centered}>
        <h1 className={titleClass}>{C.cancel.title}</h1>
        <p role="alert" lang="en" className={css.h2}>
          {C.cancel.message}
        </p>
        <p className={css.lead}>{C.cancel.lead}</p>
        <div className={css.buttonRow}>
          <ButtonLink href="/">{C.cancel.home}</ButtonLink>
          <ButtonLink href="/payment" variant="secondary">
            {C.cancel.retry}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
