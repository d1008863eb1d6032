import { Fragment, type ReactNode } from 'react';
import type { ChangeEntry } from '../../../contract/admin';
import { formatMoney } from '../../../contract/money';
import { productImageUrl } from '../../../contract/product-urls';
import { ADMIN } from '../../../copy/admin';
import { SIZE } from '../../../copy/storefront';
import { formatOrderDate } from '../../domain/orders/format';
import * as css from './admin.css';

const H = ADMIN.history;
/** Fields that hold amounts (centavos, read so at the API boundary): shown as the store shows money. */
const MONEY_FIELDS = new Set(['price', 'originalPrice']);

/** A changed field's value as the history shows it: a department by name, a photo as a picture. */
function shown(entry: ChangeEntry, field: string, value: unknown, side: 'before' | 'after'): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? H.yes : H.no;
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatMoney(value);
  if (field === 'refund' && typeof value === 'string') return H.refundValues[value] ?? value;
  if (field === 'percent' && typeof value === 'number') return H.percent(value);
  if (field === 'messageKind' && typeof value === 'string') return ADMIN.messages.kinds[value] ?? value;
  if (field === 'channel' && typeof value === 'string') return ADMIN.messages.channels[value] ?? value;
  if (field === 'department_id') return entry.departmentNames[String(value)] ?? `#${String(value)}`;
  if (field === 'image' && typeof value === 'string')
    return (
      <img
        className={css.historyThumb}
        src={productImageUrl(value, 320)}
        alt={side === 'before' ? H.photoBefore : H.photoAfter}
        width={32}
        height={40}
        loading="lazy"
      />
    );
  // A product's photos, in their order.
  if (field === 'photos' && Array.isArray(value))
    return value.map((photo: { image?: unknown }, i) =>
      typeof photo.image === 'string' ? (
        <img
          key={photo.image}
          className={css.historyThumb}
          src={productImageUrl(photo.image, 320)}
          alt={H.photosAt(side, i + 1)}
          width={32}
          height={40}
          loading="lazy"
        />
      ) : null,
    );
  return String(value);
}

/** What changed, field by field: 'Precio: $899.00 → $599.00 · Departamento: Vestidos → Blusas'. */
function Changes({ entry }: { entry: ChangeEntry }) {
  const after = entry.after ?? {};
  const before = entry.before ?? {};
  // a change of one size names it first: 'Talla M: Existencias: 3 → 5'; a renamed one says both
  // labels ('Talla: M → L')
  const size =
    typeof after.size === 'string' && (before.size === undefined || before.size === after.size) ? after.size : null;
  const fields = Object.keys(after).filter((field) => size === null || field !== 'size');
  return (
    <>
      {size === null ? null : `${SIZE.label(size)}${fields.length ? ': ' : ''}`}
      {fields.map((field, i) => (
        <Fragment key={field}>
          {i > 0 ? ' · ' : null}
          <span className={css.historyChange}>
            {H.fields[field] ?? field}:{' '}
            {field in before ? (
              <>
                {shown(entry, field, before[field], 'before')} → {shown(entry, field, after[field], 'after')}
              </>
            ) : (
              shown(entry, field, after[field], 'after')
            )}
          </span>
        </Fragment>
      ))}
    </>
  );
}

/** A product's or an order's history, newest first: who, when, what it was and what it became. */
export function HistoryList({ entries }: { entries: readonly ChangeEntry[] }) {
  return (
    <section aria-labelledby="history">
      <h2 id="history" className={css.subheading}>
        {ADMIN.history.heading}
      </h2>
      {entries.length === 0 ? (
        <p className={css.muted}>{ADMIN.history.none}</p>
      ) : (
        <ol className={css.history}>
          {entries.map((e) => (
            <li key={e.change_id} className={css.historyItem}>
              <p>
                <strong>{H.actions[e.action]}</strong> · {e.by ? e.by.name : H.system} ·{' '}
                <time dateTime={e.at}>{formatOrderDate(e.at)}</time>
              </p>
              <p className={css.muted}>
                <Changes entry={e} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
