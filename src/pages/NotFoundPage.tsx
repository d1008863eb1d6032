import { privateHead } from '../../contract/page-head';
import { S } from '../../copy/storefront';
import { NotFound } from '../runtime/NotFound';
import { usePageHead } from '../runtime/use-page-head';

export default function NotFoundPage() {
  usePageHead(privateHead(S.notFound.title));
  return <NotFound />;
}
