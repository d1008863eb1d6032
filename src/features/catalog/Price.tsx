import { formatMoney } from '../../app/money';
import { S } from '../../app/strings';
import { visuallyHidden } from '../../styles/utils.css';
import * as css from './catalog.css';

interface PriceProps {
  price: number;
  originalPrice: number;
  className?: string;
}

/** The price, with the original struck beside it when the product is discounted. */
export function Price({ price, originalPrice, className }: PriceProps) {
  const discounted = originalPrice > 0 && originalPrice !== price;
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
