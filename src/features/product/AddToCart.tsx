import { useState } from 'react';
import { S } from '../../../copy/storefront';
import { addableUnits, isSoldOut, remainingStock } from '../../../machines/cart/selectors';
import type { Product } from '../../api/products';
import { cartCommands, useCartView } from '../../domain/cart/use-cart';
import { Button } from '../../ui/Button';
import { NumberField } from '../../ui/NumberField';
import * as css from './product.css';

/**
 * Quantity picker (1 to the units the cart may still take: stock and the per-order cap, less what
 * it holds) and the add button. Every number is the cart machine's rule, read through its
 * selectors (machines/cart/selectors.ts); the machine guards the add the same way.
 */
export function AddToCart({ product }: { product: Product }) {
  const { lines, adding } = useCartView();
  const remaining = remainingStock(lines, product);
  const addable = addableUnits(lines, product);
  const [quantity, setQuantity] = useState(1);
  const value = Math.min(Math.max(quantity, 1), addable);

  if (isSoldOut(product)) {
    return (
      <div className={css.buy}>
        <p className={css.soldOut}>{S.product.soldOut}</p>
      </div>
    );
  }
  // The picker's maximum is what the cart may still take. At 0 it offers nothing
  // the cart would refuse; it says why, and where those units are.
  if (addable === 0) {
    return (
      <div className={css.buy}>
        <p className={css.allInCart}>
          {remaining === 0 ? S.product.allInCart : S.product.perOrderInCart(product.maxPerOrder)}
        </p>
        <Button block variant="secondary" onClick={() => cartCommands.setOpen(true)}>
          {S.product.viewCart}
        </Button>
      </div>
    );
  }
  return (
    <div className={css.buy}>
      <NumberField
        label={S.product.quantity}
        value={value}
        minValue={1}
        maxValue={addable}
        decrementLabel={S.product.decrease}
        incrementLabel={S.product.increase}
        onChange={setQuantity}
      />
      <p className={css.stock}>
        {S.product.inStock(remaining)}
        {product.maxPerOrder < product.stock && ` · ${S.product.perOrder(product.maxPerOrder)}`}
      </p>
      {/* The cart asks the server for the stock before it adds, and ignores a second add meanwhile.
          aria-disabled, not disabled: a disabled button drops the keyboard's focus to the page, and
          the drawer that opens would then give it back to nothing when it closes. */}
      <Button block aria-disabled={adding} aria-busy={adding} onClick={() => cartCommands.add(product, value)}>
        {S.product.addToCart}
      </Button>
    </div>
  );
}
