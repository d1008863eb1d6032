import { privateHead } from '../../contract/page-head';
import { PATH } from '../../contract/paths';
import { S } from '../../copy/storefront';
import { useFavourites } from '../domain/favourites/use-favourites';
import { ProductGrid } from '../domain/product/ProductGrid';
import * as listCss from '../features/catalogue/list.css';
import { usePageHead } from '../runtime/use-page-head';
import { container, page, pageTitle as titleClass } from '../styles/utils.css';
import { ButtonLink } from '../ui/Button';

export default function FavouritesPage() {
  usePageHead(privateHead(S.favourites.title));
  const { items } = useFavourites();
  return (
    <div className={`${container} ${page}`}>
      <div className={listCss.head}>
        <div>
          <h1 className={titleClass}>{S.favourites.title}</h1>
          {items.length > 0 ? <p className={listCss.count}>{S.favourites.count(items.length)}</p> : null}
        </div>
      </div>
      {items.length === 0 ? (
        <div className={listCss.empty}>
          <h2 className={listCss.emptyTitle}>{S.favourites.empty}</h2>
          <p>{S.favourites.emptyText}</p>
          <ButtonLink href={PATH.allProducts}>{S.favourites.browse}</ButtonLink>
        </div>
      ) : (
        <ProductGrid products={items} showHeart eagerCount={1} label={S.favourites.title} headingLevel={2} />
      )}
    </div>
  );
}
