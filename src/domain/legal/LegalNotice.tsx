import { Link } from 'wouter';
import { INFO_PATH } from '../../../contract/paths';
import { LEGAL } from '../../../copy/legal';
import * as css from './legal.css';

const NOTICE = {
  signup: { text: LEGAL.signupNotice, readMore: LEGAL.signupReadMore },
  checkout: { text: LEGAL.checkoutNotice, readMore: LEGAL.checkoutReadMore },
} as const;

/**
 * The simplified privacy notice where the store collects data (sign-up, the payment step): what
 * the data is for, then the links to the full 'Aviso de privacidad' and the 'Términos y condiciones'.
 */
export function LegalNotice({ where, id }: { where: keyof typeof NOTICE; id?: string }) {
  const { text, readMore } = NOTICE[where];
  return (
    <p id={id} className={css.notice}>
      {text} {readMore}{' '}
      <Link href={INFO_PATH.privacy} className={css.link}>
        {LEGAL.privacy}
      </Link>{' '}
      {LEGAL.and}{' '}
      <Link href={INFO_PATH.terms} className={css.link}>
        {LEGAL.terms}
      </Link>
      .
    </p>
  );
}

/** Under every total (the cart's, the payment step's, an order's): 'Precios en MXN con IVA incluido'. */
export function PricesIncludeTax() {
  return <p className={css.taxNote}>{LEGAL.pricesIncludeTax}.</p>;
}
