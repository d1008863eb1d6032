import { ProductListView } from '../features/catalog/ProductListView';

export default function ProductListPage() {
  return <ProductListView />;
}
