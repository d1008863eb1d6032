import { ProductListView } from '../features/catalogue/ProductListView';

export default function ProductListPage() {
  return <ProductListView />;
}
