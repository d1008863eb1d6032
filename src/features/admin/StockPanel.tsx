import { useState } from 'react';
import type { AdminProduct } from '../../../contract/admin-products';
import { StockChangeSchema } from '../../../contract/admin-products';
import { ADMIN } from '../../../copy/admin';
import { changeStock, conflictOf } from '../../api/admin';
import { serverErrorText } from '../../api/bearer';
import { withToken } from '../../runtime/auth-session';
import { showToast } from '../../runtime/toasts';
import * as css from './admin.css';
import { nextNotice, type SaveNotice } from './SaveStatus';
import { AddSizeForm, EditSizeForm, SizeStockPanel } from './SizeStock';
import { StockChangeFields, type StockMode } from './StockChangeFields';

const T = ADMIN.stock;

/**
 * A product's stock: by size for a product sold by size, else whole; the form that adds a size
 * (kept in one place across the two, so its outcome stays when the first size turns the product
 * into one sold by size), and the one that renames or removes a size.
 */
export function StockPanel({ product, onChanged }: { product: AdminProduct; onChanged: (p: AdminProduct) => void }) {
  return (
    <>
      {product.sizeStock.length ? (
        <SizeStockPanel product={product} onChanged={onChanged} />
      ) : (
        <WholeStockPanel product={product} onChanged={onChanged} />
      )}
      <AddSizeForm product={product} onChanged={onChanged} />
      {product.sizeStock.length ? <EditSizeForm product={product} onChanged={onChanged} /> : null}
    </>
  );
}

/**
 * Stock as the shop receives and counts it: 'add N received' (right whatever sold meanwhile) or
 * 'set to N' after a count (refused if a sale moved the stock since it was read). A count is the
 * shelf, the units open checkouts hold included, so the panel shows those beside what is offered.
 */
function WholeStockPanel({ product, onChanged }: { product: AdminProduct; onChanged: (p: AdminProduct) => void }) {
  const [mode, setMode] = useState<StockMode>('add');
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<SaveNotice | null>(null);

  const apply = async () => {
    const amount = quantity.trim() === '' ? undefined : Number(quantity.trim());
    const parsed = StockChangeSchema.safeParse(
      mode === 'set' ? { mode, quantity: amount, version: product.version } : { mode, quantity: amount },
    );
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? ADMIN.failed);
    setError(null);
    setBusy(true);
    try {
      onChanged(await withToken((token) => changeStock(token, product.product_id, parsed.data)));
      setQuantity('');
      setNotice((n) => nextNotice(n, T.applied));
    } catch (e) {
      const moved = conflictOf(e);
      if (moved) onChanged(moved.current);
      void showToast({ kind: 'error', message: serverErrorText(e) ?? ADMIN.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="stock-heading" className={css.card}>
      <h2 id="stock-heading" className={css.subheading}>
        {T.heading}
      </h2>
      <p role="status">{T.now(product.stock)}</p>
      <p>{T.held(product.held)}</p>
      <form
        className={css.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void apply();
        }}
      >
        <StockChangeFields
          modeLabel={T.heading}
          mode={mode}
          onMode={setMode}
          quantity={quantity}
          onQuantity={setQuantity}
          error={error}
          busy={busy}
          notice={notice}
          applyLabel={T.apply}
        />
      </form>
    </section>
  );
}
