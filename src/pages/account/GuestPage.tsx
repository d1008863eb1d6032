import { privateHead } from '../../../contract/page-head';
import { A } from '../../../copy/account';
import { GuestForm } from '../../features/account/GuestForm';
import { usePageHead } from '../../runtime/use-page-head';
import { container, page } from '../../styles/utils.css';

/** 'Comprar sin cuenta' (/comprar-sin-cuenta): a route chunk of its own, as the other account pages. */
export default function GuestPage() {
  usePageHead(privateHead(A.guest.title));
  return (
    <div className={`${container} ${page}`}>
      <GuestForm />
    </div>
  );
}
