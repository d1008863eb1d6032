import { useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import {
  MARKDOWN_PERCENT_MAX,
  MARKDOWN_PERCENT_MIN,
  type ProductBulk,
  type ProductBulkPreview,
} from '../../../contract/admin-products';
import { formatMoney, toCents } from '../../../contract/money';
import { ADMIN } from '../../../copy/admin';
import { bulkChangeProducts, previewBulkPrices } from '../../api/admin';
import { serverErrorText } from '../../api/bearer';
import { withToken } from '../../runtime/auth-session';
import { Button } from '../../ui/Button';
import * as formCss from '../../ui/form.css';
import { TextField } from '../../ui/TextField';
import * as css from './admin.css';
import { nextNotice, type SaveNotice, SaveStatus } from './SaveStatus';

const B = ADMIN.products.bulk;

/** A percentage as the owner types it ('20', '20 %'): a whole number in range, else null. */
function percentOf(text: string): number | null {
  const match = /^\s*(\d{1,3})\s*%?\s*$/.exec(text);
  const n = match ? Number(match[1]) : Number.NaN;
  return Number.isInteger(n) && n >= MARKDOWN_PERCENT_MIN && n <= MARKDOWN_PERCENT_MAX ? n : null;
}

/** A price change waiting for the owner's 'Aplicar': the change, its new prices and what is said once done. */
interface PricePreview {
  change: ProductBulk;
  heading: string;
  prices: ProductBulkPreview['prices'];
  say: (changed: number) => string;
}

/**
 * What the owner does to the products chosen in the table: hide or show them, move them to a
 * department (react-aria's ComboBox: type to filter, arrows to pick), mark them down by a
 * percentage of their original price or take the mark-down off ('Quitar rebaja'). A price change
 * first shows each new price ('$2,119.00 → $1,695.00', the server's own rule and rounding) and is
 * applied only by 'Aplicar'. The outcome is said beside the buttons and takes the focus (SaveStatus).
 */
export function BulkActions({
  ids,
  departments,
  onDone,
}: {
  ids: readonly number[];
  departments: readonly { id: number; name: string }[];
  onDone: () => void;
}) {
  const [department, setDepartment] = useState<Key | null>(null);
  const [percent, setPercent] = useState('');
  const [errors, setErrors] = useState<{ department?: string; percent?: string; server?: string }>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  const [preview, setPreview] = useState<PricePreview | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const none = ids.length === 0;
  // a preview is of the products chosen when it was asked for: another choice drops it
  // biome-ignore lint/correctness/useExhaustiveDependencies: ids is the trigger
  useEffect(() => setPreview(null), [ids]);
  useEffect(() => {
    if (preview) previewHeading.current?.focus();
  }, [preview]);

  const showPreview = async (change: ProductBulk, heading: string, say: (changed: number) => string) => {
    setBusy(true);
    setErrors({});
    try {
      const { prices } = await withToken((token) => previewBulkPrices(token, change));
      setPreview({ change, heading, prices, say });
    } catch (error) {
      setErrors({ server: serverErrorText(error) ?? ADMIN.failed });
    } finally {
      setBusy(false);
    }
  };
  const run = async (change: ProductBulk, say: (changed: number) => string) => {
    setBusy(true);
    setErrors({});
    setPreview(null);
    try {
      const { changed } = await withToken((token) => bulkChangeProducts(token, change));
      setNotice((n) => nextNotice(n, say(changed)));
      onDone();
    } catch (error) {
      setErrors({ server: serverErrorText(error) ?? ADMIN.failed });
    } finally {
      setBusy(false);
    }
  };
  const move = () => {
    const target = departments.find((d) => d.id === department);
    if (!target) return setErrors({ department: B.chooseDepartment });
    void run({ ids: [...ids], action: 'move', departmentId: target.id }, (n) => B.done.move(n, target.name));
  };
  const markdown = () => {
    const value = percentOf(percent);
    if (value === null) return setErrors({ percent: B.percentInvalid });
    void showPreview({ ids: [...ids], action: 'markdown', percent: value }, B.previewHeading(value), (n) =>
      B.done.markdown(n, value),
    );
  };

  return (
    <section aria-labelledby="bulk-heading" className={css.bulk}>
      <h2 id="bulk-heading" className={css.bulkHeading}>
        {none ? B.noneSelected : B.selected(ids.length)}
      </h2>
      <div className={css.bulkRow}>
        <div className={css.actions}>
          <Button
            variant="secondary"
            disabled={none || busy}
            onClick={() => void run({ ids: [...ids], action: 'hide' }, B.done.hide)}
          >
            {B.hide}
          </Button>
          <Button
            variant="secondary"
            disabled={none || busy}
            onClick={() => void run({ ids: [...ids], action: 'show' }, B.done.show)}
          >
            {B.show}
          </Button>
        </div>
        <form
          className={css.bulkForm}
          onSubmit={(e) => {
            e.preventDefault();
            move();
          }}
        >
          <ComboBox
            className={`${formCss.field} ${css.combo}`}
            selectedKey={department}
            onSelectionChange={setDepartment}
            isDisabled={none || busy}
            isInvalid={Boolean(errors.department)}
            menuTrigger="focus"
          >
            <Label className={formCss.label}>{B.moveTo}</Label>
            <div className={css.comboControl}>
              <Input className={`${formCss.input} ${css.comboInput}`} />
              <AriaButton className={css.comboButton}>
                <span aria-hidden="true">▾</span>
              </AriaButton>
            </div>
            {errors.department ? <p className={formCss.error}>{errors.department}</p> : null}
            <Popover className={css.popover}>
              <ListBox className={css.listBox} items={departments}>
                {(d) => (
                  <ListBoxItem id={d.id} textValue={d.name} className={css.listBoxItem}>
                    {d.name}
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </ComboBox>
          <Button type="submit" variant="secondary" disabled={none || busy}>
            {B.move}
          </Button>
        </form>
        <form
          className={css.bulkForm}
          onSubmit={(e) => {
            e.preventDefault();
            markdown();
          }}
        >
          <TextField
            className={css.percentField}
            label={B.percent}
            value={percent}
            onChange={setPercent}
            error={errors.percent}
            inputMode="numeric"
            maxLength={5}
            disabled={none || busy}
          />
          <Button type="submit" disabled={none || busy} aria-busy={busy}>
            {B.preview}
          </Button>
        </form>
        <Button
          variant="secondary"
          disabled={none || busy}
          onClick={() =>
            void showPreview({ ids: [...ids], action: 'restorePrice' }, B.previewRestoreHeading, B.done.restore)
          }
        >
          {B.restore}
        </Button>
        <SaveStatus notice={notice} />
      </div>
      {preview ? (
        <section aria-labelledby="bulk-preview-heading" className={css.bulkPreview}>
          <h3 id="bulk-preview-heading" ref={previewHeading} tabIndex={-1} className={css.bulkHeading}>
            {preview.heading}
          </h3>
          <ul>
            {preview.prices.map((p) => (
              <li key={p.product_id}>
                {B.previewLine(p.name, formatMoney(toCents(p.price)), formatMoney(toCents(p.newPrice)))}
              </li>
            ))}
          </ul>
          <div className={css.actions}>
            <Button disabled={busy} aria-busy={busy} onClick={() => void run(preview.change, preview.say)}>
              {B.apply}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setPreview(null)}>
              {B.cancelPreview}
            </Button>
          </div>
        </section>
      ) : null}
      {errors.server ? (
        <p role="alert" className={formCss.error}>
          {errors.server}
        </p>
      ) : null}
    </section>
  );
}
