import { S } from '../../../copy/storefront';
import type { Product } from '../../api/products';
import { Icon } from '../../ui/Icon';
import * as css from './favourites.css';
import { useFavourites } from './use-favourites';

interface FavouriteHeartProps {
  product: Product;
  /** `wide` is the 'AGREGAR A FAVORITOS' button of the product page. */
  wide?: boolean;
}

/** Heart toggle: its name says which product and whether it is a favourite. */
export function FavouriteHeart({ product, wide = false }: FavouriteHeartProps) {
  const { isFavourite, toggle } = useFavourites();
  const favourite = isFavourite(product.product_id);
  const label = S.product.heart(product.name, favourite);
  if (wide) {
    const visible = favourite ? S.product.inFavourites : S.product.addToFavourites;
    return (
      // The name starts with the visible text (label in name) and adds the product; one string, so
      // screen readers do not read a stray space before the colon (a hidden span would add one).
      <button
        type="button"
        className={css.wideHeart}
        data-favourite={favourite}
        aria-label={`${visible}${favourite ? S.product.wideHeartOn(product.name) : S.product.wideHeartOff(product.name)}`}
        onClick={() => toggle(product)}
      >
        <Icon name="heart" filled={favourite} size={22} />
        {visible}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={css.heart}
      data-favourite={favourite}
      aria-label={label}
      onClick={() => toggle(product)}
    >
      <Icon name="heart" filled={favourite} size={22} />
    </button>
  );
}
