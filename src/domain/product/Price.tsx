import { formatMoney } from '../../../contract/money';
import { isOnSale } from '../../../contract/sale';
import { S } from '../../../copy/storefront';
import type { Product } from '../../api/products';
import { visuallyHidden } from '../../styles/utils.css';
import * as css from './product-card.css';

interface PriceProps {
  product: Pick<Product, 'price' | 'originalPrice'>;
  className?: string;
}

/** The price, with the original struck beside it when the product is on sale. */
export function Price({ product: { price, originalPrice }, className }: PriceProps) {
  const discounted = isOnSale({ originalPrice });
  return (
    <p className={[css.price, className].filter(Boolean).join(' ')}>
      <span className={discounted ? css.priceSale : css.priceNow}>
        <span className={visuallyHidden}>{S.product.currentPrice}: </span>
        {formatMoney(price)}
      </span>
      {discounted ? (
        <s className={css.priceOld}>
          <span className={visuallyHidden}>{S.product.originalPrice}: </span>
          {formatMoney(originalPrice)}
        </s>
      ) : null}
    </p>
  );
}
