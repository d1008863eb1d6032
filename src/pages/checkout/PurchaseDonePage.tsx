import { privateHead } from '../../../contract/page-head';
import { C } from '../../../copy/checkout';
import * as css from '../../features/checkout/checkout.css';
import { SuccessButtons, useClearCartOnce } from '../../features/checkout/SuccessView';
import { usePageHead } from '../../runtime/use-page-head';
import { container, page, pageTitle as titleClass } from '../../styles/utils.css';

/** /Success: purchase done; clears the cart. */
export default function PurchaseDonePage() {
  usePageHead(privateHead(C.success.doneTitle));
  useClearCartOnce();
  return (
    <div className={`${container} ${page}`}>
      <div className={css.centered}>
        <h1 className={titleClass}>{C.success.doneTitle}</h1>
        <p className={css.lead}>{C.success.doneLead}</p>
        <SuccessButtons />
      </div>
    </div>
  );
}
