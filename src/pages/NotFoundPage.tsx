import { privateHead } from '../../contract/page-head';
import { S } from '../../copy/storefront';
import { usePageHead } from '../runtime/use-page-head';
import { NotFound } from '../runtime/NotFound';

export default function NotFoundPage() {
  usePageHead(privateHead(S.notFound.title));
  return <NotFound />;
}
