import { Link } from 'wouter';
import { listProducts, type SectionFilter } from '../../api/products';
import { S } from '../../app/strings';
import { HOME_STRIP_SIZE } from '../../../contract/product';
import { useResource } from '../../app/use-resource';
import { sectionTitle } from '../../styles/utils.css';
import { ProductGrid, ProductGridSkeleton } from '../catalog/ProductGrid';
import * as css from './home.css';

const SEE_ALL: Record<SectionFilter, string> = {
  RECENT_DISCOUNTS: '/products/all/1?discount=true',
  BEST_SELLING: '/products/all/1',
  JEWELRY: '/products/Joyería/1',
  MOST_STOCK: '/products/all/1',
};

/** One home strip of up to 8 products; hidden when the server has none for it. */
export function ProductStrip({ filter }: { filter: SectionFilter }) {
  const result = useResource(`strip:${filter}`, (signal) => listProducts({ sectionFilter: filter, limit: HOME_STRIP_SIZE, page: 1 }, signal));
  if (result.status === 'success' && result.data.products.length === 0) return null;
  const id = `strip-${filter.toLowerCase()}`;
  return (
    <section className={css.section} aria-labelledby={id}>
      <div className={css.sectionHead}>
        <h2 id={id} className={sectionTitle}>
          {S.home.strips[filter]}
        </h2>
        <Link href={SEE_ALL[filter]} className={css.seeAll} aria-label={`${S.home.seeAll}: ${S.home.strips[filter]}`}>
          {S.home.seeAll}
        </Link>
      </div>
      {result.status === 'success' ? (
        <ProductGrid products={result.data.products.slice(0, HOME_STRIP_SIZE)} />
      ) : result.status === 'error' ? (
        <p className={css.stripError} role="alert">
          {S.genericError}
        </p>
      ) : (
        <ProductGridSkeleton count={4} label={S.list.loading} />
      )}
    </section>
  );
}
