import { useParams } from 'wouter';
import { pageTitle } from '../../app/strings';
import { useDocumentTitle } from '../../app/use-resource';
import { SuccessView } from '../../features/checkout/SuccessView';
import { C } from '../../features/checkout/strings';
import { container, page, pageTitle as titleClass } from '../../styles/utils.css';

export default function SuccessPage() {
  const { session_id } = useParams<{ session_id: string }>();
  useDocumentTitle(pageTitle(C.success.title));
  return (
    <div className={`${container} ${page}`} style={{ textAlign: 'center' }}>
      <h1 className={titleClass}>{C.success.title}</h1>
      <SuccessView sessionId={session_id} />
    </div>
  );
}
