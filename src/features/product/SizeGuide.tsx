import { lazy, Suspense, useState } from 'react';
import type { SizeChart } from '../../../contract/product';
import { SIZE_GUIDE } from '../../../copy/size-guide';
import * as css from './product.css';

// The dialog and its tables load the first time a shopper opens the guide: no page pays for them before.
const SizeGuideDialog = lazy(() => import('./SizeGuideDialog'));

/** 'Guía de tallas': a button that opens the chart of the product's kind of garment in a dialog. */
export function SizeGuide({ chart }: { chart: SizeChart }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={css.sizeGuideButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {SIZE_GUIDE.open}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <SizeGuideDialog chart={chart} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
