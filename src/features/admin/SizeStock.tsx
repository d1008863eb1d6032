import { useRef, useState } from 'react';
import type { AdminProduct } from '../../../contract/admin-products';
import { SizeAddSchema, SizeRenameSchema, SizeStockChangeSchema } from '../../../contract/admin-products';
import { ADMIN } from '../../../copy/admin';
import { addSize, changeSizeStock, conflictOf, removeSize, renameSize } from '../../api/admin';
import { serverErrorText } from '../../api/bearer';
import { withToken } from '../../runtime/auth-session';
import { visuallyHidden } from '../../styles/utils.css';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { focusFirstInvalid } from '../../ui/use-form-submit';
import * as css from './admin.css';
import { nextNotice, type SaveNotice, SaveStatus } from './SaveStatus';
import { StockChangeFields, type StockMode } from './StockChangeFields';

const Z = ADMIN.sizes;

/**
 * The stock of a product sold by size: each size with what the store offers of it and what open
 * checkouts hold of it, and a form that receives units of one size ('add', right whatever sold
 * meanwhile) or counts it ('set', with the size's version: refused if a sale of that size moved it
 * since it was read). The product's stock is the sum of its sizes.
 */
export function SizeStockPanel({
  product,
  onChanged,
}: {
  product: AdminProduct;
  onChanged: (p: AdminProduct) => void;
}) {
  const [size, setSize] = useState(product.sizeStock[0]?.size ?? '');
  const [mode, setMode] = useState<StockMode>('add');
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  const form = useRef<HTMLFormElement>(null);
  /** A refusal shows under the quantity, and the focus goes there to read it. */
  const refuse = (message: string) => {
    setError(message);
    setNotice(null);
    focusFirstInvalid(form.current);
  };
  const chosen = product.sizeStock.find((s) => s.size === size) ?? product.sizeStock[0];

  const apply = async () => {
    if (!chosen) return;
    const amount = quantity.trim() === '' ? undefined : Number(quantity.trim());
    const parsed = SizeStockChangeSchema.safeParse(
      mode === 'set'
        ? { mode, size: chosen.size, quantity: amount, version: chosen.version }
        : { mode, size: chosen.size, quantity: amount },
    );
    if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? ADMIN.failed);
    setError(null);
    setBusy(true);
    try {
      onChanged(await withToken((token) => changeSizeStock(token, product.product_id, parsed.data)));
      setQuantity('');
      setNotice((n) => nextNotice(n, Z.applied(chosen.size)));
    } catch (e) {
      const moved = conflictOf(e);
      if (moved) onChanged(moved.current);
      refuse(serverErrorText(e) ?? ADMIN.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="stock-heading" className={css.card}>
      <h2 id="stock-heading" className={css.subheading}>
        {Z.heading}
      </h2>
      <table className={css.sizeTable}>
        <caption className={visuallyHidden}>{Z.table}</caption>
        <thead>
          <tr>
            <th scope="col">{Z.size}</th>
            <th scope="col">{Z.stock}</th>
            <th scope="col">{Z.held}</th>
          </tr>
        </thead>
        <tbody>
          {product.sizeStock.map((s) => (
            <tr key={s.size}>
              <th scope="row">{s.size}</th>
              <td>{s.stock}</td>
              <td>{s.held}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{Z.total(product.stock)}</p>
      <form
        ref={form}
        className={css.form}
        aria-label={Z.change}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void apply();
        }}
      >
        <Select label={Z.size} value={chosen?.size ?? ''} onChange={setSize}>
          {product.sizeStock.map((s) => (
            <option key={s.size} value={s.size}>
              {s.size}
            </option>
          ))}
        </Select>
        <StockChangeFields
          modeLabel={Z.mode}
          mode={mode}
          onMode={setMode}
          quantity={quantity}
          onQuantity={setQuantity}
          error={error}
          busy={busy}
          notice={notice}
          applyLabel={Z.apply}
        />
      </form>
    </section>
  );
}

/**
 * Adds a size after the product's last, with no units. A product sold whole that gets its first
 * size is sold by size from then on and sold out until each size is counted; the form says so.
 */
export function AddSizeForm({ product, onChanged }: { product: AdminProduct; onChanged: (p: AdminProduct) => void }) {
  const [size, setSize] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  const first = product.sizeStock.length === 0;
  const form = useRef<HTMLFormElement>(null);
  const refuse = (message: string) => {
    setError(message);
    setNotice(null);
    focusFirstInvalid(form.current);
  };

  const add = async () => {
    const parsed = SizeAddSchema.safeParse({ size });
    if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? ADMIN.failed);
    setError(null);
    setBusy(true);
    try {
      onChanged(await withToken((token) => addSize(token, product.product_id, parsed.data)));
      setSize('');
      setNotice((n) => nextNotice(n, Z.added(parsed.data.size)));
    } catch (e) {
      refuse(serverErrorText(e) ?? ADMIN.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="add-size-heading" className={css.card}>
      <h2 id="add-size-heading" className={css.subheading}>
        {Z.add}
      </h2>
      {first ? <p className={css.muted}>{Z.firstSizeHelp(product.stock)}</p> : null}
      <form
        ref={form}
        className={css.form}
        aria-labelledby="add-size-heading"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <TextField
          label={Z.newSize}
          description={Z.newSizeHelp}
          value={size}
          onChange={setSize}
          error={error}
          maxLength={16}
        />
        <div className={css.actions}>
          <Button type="submit" variant="secondary" disabled={busy}>
            {Z.addButton}
          </Button>
          <SaveStatus notice={notice} />
        </div>
      </form>
    </section>
  );
}

/**
 * Renames a size (its units, history and the carts that hold it follow) or removes one with no
 * units, none held and in no open order; the server's refusal says why, under the field, and takes
 * the focus. Both are real buttons of one labelled form: the keyboard and screen readers reach them.
 */
export function EditSizeForm({ product, onChanged }: { product: AdminProduct; onChanged: (p: AdminProduct) => void }) {
  const [size, setSize] = useState(product.sizeStock[0]?.size ?? '');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const chosen = product.sizeStock.find((s) => s.size === size) ?? product.sizeStock[0];
  if (!chosen) return null;
  const refuse = (message: string) => {
    setError(message);
    setNotice(null);
    focusFirstInvalid(form.current);
  };
  const send = async (call: (token: string) => Promise<AdminProduct>, said: string, next: string) => {
    setError(null);
    setBusy(true);
    try {
      onChanged(await withToken(call));
      setSize(next);
      setTo('');
      setNotice((n) => nextNotice(n, said));
    } catch (e) {
      refuse(serverErrorText(e) ?? ADMIN.failed);
    } finally {
      setBusy(false);
    }
  };
  const rename = () => {
    const parsed = SizeRenameSchema.safeParse({ size: chosen.size, to });
    if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? ADMIN.failed);
    const { to: label } = parsed.data;
    void send((token) => renameSize(token, product.product_id, parsed.data), Z.renamed(chosen.size, label), label);
  };
  const remove = () =>
    void send((token) => removeSize(token, product.product_id, { size: chosen.size }), Z.removed(chosen.size), '');

  return (
    <section aria-labelledby="edit-size-heading" className={css.card}>
      <h2 id="edit-size-heading" className={css.subheading}>
        {Z.edit}
      </h2>
      <p className={css.muted}>{Z.editHelp}</p>
      <form
        ref={form}
        className={css.form}
        aria-labelledby="edit-size-heading"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          rename();
        }}
      >
        <Select label={Z.size} value={chosen.size} onChange={setSize}>
          {product.sizeStock.map((s) => (
            <option key={s.size} value={s.size}>
              {s.size}
            </option>
          ))}
        </Select>
        <TextField label={Z.renameTo} value={to} onChange={setTo} error={error} maxLength={16} />
        <div className={css.actions}>
          <Button type="submit" variant="secondary" disabled={busy}>
            {Z.rename}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={remove}>
            {Z.remove(chosen.size)}
          </Button>
          <SaveStatus notice={notice} />
        </div>
      </form>
    </section>
  );
}
