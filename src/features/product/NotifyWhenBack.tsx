import { lazy, Suspense, useState } from 'react';
import { BACK_IN_STOCK } from '../../../copy/back-in-stock';
import type { Product } from '../../api/products';
import { Button } from '../../ui/Button';

// The form, its checks and its call load the first time a shopper opens it: no page pays for them before.
const NotifyWhenBackDialog = lazy(() => import('./NotifyWhenBackDialog'));

/**
 * 'Avísame cuando llegue' under a sold-out product, or under the size picker of a product with a
 * sold-out size (`soldOutSizes`: a sold-out size cannot be chosen for buying, so the form asks which
 * one).
 */
export function NotifyWhenBack({ product, soldOutSizes }: { product: Product; soldOutSizes: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        block
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {BACK_IN_STOCK.open}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <NotifyWhenBackDialog product={product} soldOutSizes={soldOutSizes} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
