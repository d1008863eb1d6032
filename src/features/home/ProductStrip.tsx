import { Link } from 'wouter';
import { DEPARTMENT_GROUP, HOME_STRIP_SIZE } from '../../../contract/catalogue';
import { listPath, PATH } from '../../../contract/paths';
import { S } from '../../../copy/storefront';
import type { SectionFilter } from '../../api/products';
import { ProductGrid, ProductGridSkeleton } from '../../domain/product/ProductGrid';
import { useResource } from '../../runtime/use-resource';
import { sectionTitle } from '../../styles/utils.css';
import * as css from './home.css';

const SEE_ALL: Record<SectionFilter, string> = {
  RECENT_DISCOUNTS: PATH.discounts,
  BEST_SELLING: PATH.allProducts,
  JEWELRY: listPath(DEPARTMENT_GROUP.jewellery),
  MOST_STOCK: PATH.allProducts,
};

/**
 * A strip's products. The home page arrives drawn with them (src/runtime/server-render.ts), so the API
 * client is imported only when a strip is fetched in the browser, after a navigation: a first
 * visit does not download it.
 */
const fetchStrip = (filter: SectionFilter, signal: AbortSignal) =>
  import('../../api/products').then(({ listProducts }) =>
    listProducts({ sectionFilter: filter, limit: HOME_STRIP_SIZE, page: 1 }, signal),
  );

/** One home strip of up to 8 products; hidden when the server has none for it. */
export function ProductStrip({ filter }: { filter: SectionFilter }) {
  const result = useResource(`strip:${filter}`, (signal) => fetchStrip(filter, signal));
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
