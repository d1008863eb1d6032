import { type ReactNode, useRef, useState } from 'react';
import { S } from '../../../copy/storefront';
import { addableUnits, isSoldOut, remainingStock } from '../../../machines/cart/selectors';
import type { Product } from '../../api/products';
import { cartCommands, useCartView } from '../../domain/cart/use-cart';
import { Button } from '../../ui/Button';
import { NumberField } from '../../ui/NumberField';
import { NotifyWhenBack } from './NotifyWhenBack';
import * as css from './product.css';
import { focusSizePicker, SizePicker } from './SizePicker';
import { useSizeChoice } from './use-size-choice';

/**
 * Quantity picker (1 to the units the cart may still take: stock and the per-order cap, less what
 * it holds) and the add button; for a product sold by size, the size picker above them and the
 * guide's button beside it. Every number is the cart machine's rule, read through its selectors
 * (machines/cart/selectors.ts), by the chosen size when there is one; the machine guards the add
 * the same way.
 */
export function AddToCart({ product, sizeGuide }: { product: Product; sizeGuide?: ReactNode }) {
  if (product.sizes.length === 0)
    return (
      <>
        {sizeGuide}
        <Purchase product={product} remaining={null} addable={null} onAdd={(q) => cartCommands.add(product, q)} />
        {isSoldOut(product) ? <NotifyWhenBack product={product} soldOutSizes={[]} /> : null}
      </>
    );
  return <SizedPurchase product={product} sizeGuide={sizeGuide} />;
}

/** A product sold by size: the add goes through the size choice (machines/size-choice). */
function SizedPurchase({ product, sizeGuide }: { product: Product; sizeGuide?: ReactNode }) {
  const group = useRef<HTMLDivElement>(null);
  const choice = useSizeChoice(product, () => focusSizePicker(group.current));
  const { lines } = useCartView();
  const size = choice.size;
  const soldOutSizes = product.sizes.filter((s) => s.stock <= 0).map((s) => s.size);
  return (
    <>
      <div className={css.sizes}>
        <SizePicker ref={group} sizes={product.sizes} chosen={size} refused={choice.refused} onChoose={choice.choose} />
        {sizeGuide}
      </div>
      <Purchase
        product={product}
        remaining={size === null ? null : remainingStock(lines, product, size)}
        addable={size === null ? null : addableUnits(lines, product, size)}
        onAdd={choice.add}
      />
      {soldOutSizes.length ? <NotifyWhenBack product={product} soldOutSizes={soldOutSizes} /> : null}
    </>
  );
}

/**
 * The quantity and the add. `remaining` and `addable` are the chosen size's (null: the product's
 * as a whole, for a product sold whole or before a size is chosen).
 */
function Purchase({
  product,
  remaining: remainingOfSize,
  addable: addableOfSize,
  onAdd,
}: {
  product: Product;
  remaining: number | null;
  addable: number | null;
  onAdd: (quantity: number) => void;
}) {
  const { lines, adding } = useCartView();
  const remaining = remainingOfSize ?? remainingStock(lines, product);
  const addable = addableOfSize ?? addableUnits(lines, product);
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
      <Button block aria-disabled={adding} aria-busy={adding} onClick={() => onAdd(value)}>
        {S.product.addToCart}
      </Button>
    </div>
  );
}
