import { useSearch } from 'wouter';
import { privateHead } from '../../../contract/page-head';
import { PATH } from '../../../contract/paths';
import { C } from '../../../copy/checkout';
import * as css from '../../features/checkout/checkout.css';
import { useReleaseCheckout } from '../../features/checkout/use-release-checkout';
import { usePageHead } from '../../runtime/use-page-head';
import { container, page, pageTitle as titleClass } from '../../styles/utils.css';
import { ButtonLink } from '../../ui/Button';

/** /cancel/: the hosted checkout was cancelled; nothing was charged, the cart is kept and its units are released. */
export default function CancelPage() {
  usePageHead(privateHead(C.cancel.title));
  useReleaseCheckout(new URLSearchParams(useSearch()).get('session_id'));
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
          <ButtonLink href={PATH.payment} variant="secondary">
            {C.cancel.retry}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
