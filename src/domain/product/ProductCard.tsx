import { Link } from 'wouter';
import { percentOff } from '../../../contract/money';
import { PRODUCT_CARD_IMAGE_SIZES } from '../../../contract/product-urls';
import { isOnSale } from '../../../contract/sale';
import { S } from '../../../copy/storefront';
import { isSoldOut } from '../../../machines/cart/selectors';
import type { Product } from '../../api/products';
import { FavouriteHeart } from '../favourites/FavouriteHeart';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import * as css from './product-card.css';

interface ProductCardProps {
  product: Product;
  showHeart?: boolean;
  priority?: boolean;
  sizes?: string;
  /** h2 where the card sits right under the page's h1 (lists), h3 under a section's h2. */
  headingLevel?: 2 | 3;
}

export function ProductCard({
  product,
  showHeart = false,
  priority = false,
  sizes = PRODUCT_CARD_IMAGE_SIZES,
  headingLevel = 3,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={css.card} aria-label={product.name}>
      <Link href={productPath(product.product_id)} className={css.cardLink}>
        <div className={css.media45}>
          <ProductImage image={product.image} alt="" sizes={sizes} priority={priority} className={css.image} />
          {product.isNew ? <span className={css.badge}>{S.product.newSeason}</span> : null}
          {isSoldOut(product) ? (
            <span className={css.soldOutBadge}>{S.product.soldOut}</span>
          ) : isOnSale(product) ? (
            <span className={css.saleBadge} aria-hidden="true">
              −{Math.round(percentOff(product.originalPrice, product.price))}%
            </span>
          ) : null}
        </div>
        <Heading className={css.name}>{product.name}</Heading>
      </Link>
      <Price product={product} />
      {showHeart ? (
        <div className={css.heartSlot}>
          <FavouriteHeart product={product} />
        </div>
      ) : null}
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className={css.card} aria-hidden="true">
      <div className={`${css.media45} ${skeletonClass}`} />
      <div className={`${css.skeletonText} ${skeletonClass}`} />
      <div className={`${css.skeletonTextShort} ${skeletonClass}`} />
    </div>
  );
}

import { productPath } from '../../../contract/paths';
import { skeleton as skeletonClass } from '../../styles/utils.css';
