import type { Product } from '../../api/products';
import { S } from '../../../copy/storefront';
import { Icon } from '../../ui/Icon';
import { useFavorites } from './use-favorites';
import * as css from './favourites.css';

interface FavoriteHeartProps {
  product: Product;
  /** `wide` is the 'AGREGAR A FAVORITOS' button of the product page. */
  wide?: boolean;
}

/** Heart toggle: its name says which product and whether it is a favourite. */
export function FavoriteHeart({ product, wide = false }: FavoriteHeartProps) {
  const { isFavorite, toggle } = useFavorites();
  const favorite = isFavorite(product.product_id);
  const label = S.product.heart(product.name, favorite);
  if (wide) {
    const visible = favorite ? S.product.inFavorites : S.product.addToFavorites;
    return (
      // The name starts with the visible text (label in name) and adds the product; one string, so
      // screen readers do not read a stray space before the colon (a hidden span would add one).
      <button
        type="button"
        className={css.wideHeart}
        data-favorite={favorite}
        aria-label={`${visible}${favorite ? S.product.wideHeartOn(product.name) : S.product.wideHeartOff(product.name)}`}
        onClick={() => toggle(product)}
      >
        <Icon name="heart" filled={favorite} size={22} />
        {visible}
      </button>
    );
  }
  return (
    <button type="button" className={css.heart} data-favorite={favorite} aria-label={label} onClick={() => toggle(product)}>
      <Icon name="heart" filled={favorite} size={22} />
    </button>
  );
}
