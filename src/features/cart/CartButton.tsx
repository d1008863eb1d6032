import { lazy, Suspense, useEffect, useState } from 'react';
import { S } from '../../../copy/storefront';
import { lineCount } from '../../../machines/cart/selectors';
import { cartCommands, useCartView } from '../../domain/cart/use-cart';
import { IconButton } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { cartCount } from './cart-button.css';

// The drawer's dialog code loads the first time the cart opens.
const CartDrawer = lazy(() => import('./CartDrawer'));

/** The cart icon: its name says how many distinct lines the cart holds. */
export function CartButton() {
  const { open, lines } = useCartView();
  const [loaded, setLoaded] = useState(open);
  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);
  const count = lineCount({ lines });
  return (
    <>
      <IconButton
        label={S.cart.button(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => cartCommands.setOpen(true)}
      >
        <Icon name="cart" />
        {count > 0 ? (
          <span className={cartCount} aria-hidden="true">
            {count}
          </span>
        ) : null}
      </IconButton>
      {loaded ? (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
