import { useParams } from 'wouter';
import { privateHead } from '../../../contract/page-head';
import { C } from '../../../copy/checkout';
import { SuccessView } from '../../features/checkout/SuccessView';
import { usePageHead } from '../../runtime/use-page-head';
import { container, page, pageTitle as titleClass } from '../../styles/utils.css';

export default function SuccessPage() {
  const { session_id } = useParams<{ session_id: string }>();
  usePageHead(privateHead(C.success.title));
  return (
    <div className={`${container} ${page}`} style={{ textAlign: 'center' }}>
      <h1 className={titleClass}>{C.success.title}</h1>
      <SuccessView sessionId={session_id} />
    </div>
  );
}
