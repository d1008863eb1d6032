import { privateHead } from '../../contract/page-head';
import { S } from '../../copy/storefront';
import { usePageHead } from '../runtime/use-page-head';
import { ProductGrid } from '../domain/product/ProductGrid';
import { useFavorites } from '../domain/favourites/use-favorites';
import { ButtonLink } from '../ui/Button';
import { container, page, pageTitle as titleClass } from '../styles/utils.css';
import * as listCss from '../features/catalog/list.css';
import { PATH } from '../../contract/paths';

export default function FavoritesPage() {
  usePageHead(privateHead(S.favorites.title));
  const { items } = useFavorites();
  return (
    <div className={`${container} ${page}`}>
      <div className={listCss.head}>
        <div>
          <h1 className={titleClass}>{S.favorites.title}</h1>
          {items.length > 0 ? <p className={listCss.count}>{S.favorites.count(items.length)}</p> : null}
        </div>
      </div>
      {items.length === 0 ? (
        <div className={listCss.empty}>
          <h2 className={listCss.emptyTitle}>{S.favorites.empty}</h2>
          <p>{S.favorites.emptyText}</p>
          <ButtonLink href={PATH.allProducts}>{S.favorites.browse}</ButtonLink>
        </div>
      ) : (
        <ProductGrid products={items} showHeart eagerCount={1} label={S.favorites.title} headingLevel={2} />
      )}
    </div>
  );
}
