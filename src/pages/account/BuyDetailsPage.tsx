import { useParams } from 'wouter';
import { privateHead } from '../../../contract/page-head';
import { A } from '../../../copy/account';
import { OrderDetail } from '../../features/account/OrderDetail';
import { usePageHead } from '../../runtime/use-page-head';
import { container, page, pageTitle as titleClass } from '../../styles/utils.css';

export default function BuyDetailsPage() {
  const { bill_id } = useParams<{ bill_id: string }>();
  const title = A.detail.title(bill_id);
  usePageHead(privateHead(title));
  return (
    <div className={`${container} ${page}`}>
      <h1 className={titleClass} style={{ marginBottom: 24 }}>
        {title}
      </h1>
      <OrderDetail billId={bill_id} />
    </div>
  );
}
