import { Link, useParams } from 'wouter';
import { privateHead, productHead } from '../../../contract/page-head';
import { idFromText, PATH } from '../../../contract/paths';
import { productPhotos } from '../../../contract/product';
import { S } from '../../../copy/storefront';
import { getProduct, listProducts } from '../../api/products';
import { FavouriteHeart } from '../../domain/favourites/FavouriteHeart';
import { Price } from '../../domain/product/Price';
import { ProductGrid, ProductGridSkeleton } from '../../domain/product/ProductGrid';
import { NotFound } from '../../runtime/NotFound';
import { usePageHead } from '../../runtime/use-page-head';
import { useResource } from '../../runtime/use-resource';
import { container, page, sectionTitle, skeleton } from '../../styles/utils.css';
import { Icon } from '../../ui/Icon';
import { AddToCart } from './AddToCart';
import { GarmentDetails } from './GarmentDetails';
import { InstallmentsLine } from './InstallmentsLine';
import { ProductGallery } from './ProductGallery';
import * as css from './product.css';
import { SizeGuide } from './SizeGuide';

const SUGGESTIONS = 4;

export function ProductDetail() {
  const { id } = useParams<{ id: string }>();
  const productId = idFromText(id);
  const product = useResource(productId ? `product:${productId}` : null, (signal) => getProduct(productId!, signal));
  const invalid = productId === null || product.status === 'error';
  // A product that does not exist is not a page for search engines; while loading, the title names none yet.
  usePageHead(
    product.status === 'success'
      ? productHead(product.data)
      : privateHead(invalid ? S.product.notFound : S.product.currentPrice),
  );

  if (invalid)
    return <NotFound title={S.product.notFound} back={{ href: PATH.allProducts, label: S.product.backToProducts }} />;
  if (product.status === 'loading') return <DetailSkeleton />;
  const p = product.data;
  return (
    <div className={`${container} ${page}`}>
      <div className={css.layout}>
        <ProductGallery photos={productPhotos(p)} name={p.name} />
        <div className={css.info}>
          <p className={css.crumbs}>
            <Link href={PATH.allProducts} className={css.crumbLink}>
              {S.product.backToProducts}
            </Link>
          </p>
          <h1 className={css.name}>{p.name}</h1>
          <Price product={p} className={css.price} />
          <InstallmentsLine product={p} />
          <p className={css.description}>{p.description?.trim() ? p.description : S.product.noDescription}</p>
          <GarmentDetails product={p} />
          <AddToCart
            key={p.product_id}
            product={p}
            sizeGuide={p.sizeChart ? <SizeGuide chart={p.sizeChart} /> : null}
          />
          <FavouriteHeart product={p} wide />
          <ul className={css.perks}>
            <li className={css.perk}>
              <Icon name="shield" size={20} /> Ropa americana 100% original y nueva
            </li>
            <li className={css.perk}>
              <Icon name="tag" size={20} /> 2x1 al llevar dos artículos · 50% en tres o más
            </li>
            <li className={css.perk}>
              <Icon name="truck" size={20} /> Envío con FedEx o recoge gratis en tienda
            </li>
          </ul>
        </div>
      </div>
      <Related departmentId={p.department_id} productId={p.product_id} />
    </div>
  );
}

function Related({ departmentId, productId }: { departmentId: number; productId: number }) {
  const related = useResource(`related:${departmentId}`, (signal) =>
    listProducts({ departmentIds: [departmentId], limit: SUGGESTIONS + 1, page: 1 }, signal),
  );
  const items =
    related.status === 'success'
      ? related.data.products.filter((x) => x.product_id !== productId).slice(0, SUGGESTIONS)
      : [];
  if (related.status !== 'loading' && items.length === 0) return null;
  return (
    <section className={css.related} aria-labelledby="related-title">
      <h2 id="related-title" className={`${sectionTitle} ${css.relatedTitle}`}>
        {S.product.related}
      </h2>
      {related.status === 'loading' ? (
        <ProductGridSkeleton count={SUGGESTIONS} label={S.list.loading} />
      ) : (
        <ProductGrid products={items} showHeart />
      )}
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div className={`${container} ${page}`} aria-busy="true">
      <div className={css.layout}>
        <div className={`${css.imageBox} ${skeleton}`} />
        <div className={css.info}>
          <div className={`${skeleton} ${css.skelShort}`} />
          <div className={`${skeleton} ${css.skelLine}`} />
          <div className={`${skeleton} ${css.skelShort}`} />
          <div className={`${skeleton} ${css.skelBlock}`} />
        </div>
      </div>
    </div>
  );
}
