import type { ChangeEntry } from '../../../contract/admin';
import { ADMIN } from '../../../copy/admin';
import { formatOrderDate } from '../account/format';
import { formatMoney, toCents } from '../../../contract/money';
import * as css from './admin.css';

const H = ADMIN.history;
/** Fields that hold pesos: shown as the store shows money. */
const MONEY_FIELDS = new Set(['price', 'originalPrice']);

/** A changed field's value as the history shows it. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? H.yes : H.no;
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatMoney(toCents(value));
  if (field === 'refund' && typeof value === 'string') return H.refundValues[value] ?? value;
  return String(value);
}

/** What changed, field by field: 'Precio: $899.00 → $599.00'. */
function changes(entry: ChangeEntry): string {
  const after = entry.after ?? {};
  const before = entry.before ?? {};
  return Object.keys(after)
    .map((field) => {
      const label = H.fields[field] ?? field;
      return field in before ? `${label}: ${shown(field, before[field])} → ${shown(field, after[field])}` : `${label}: ${shown(field, after[field])}`;
    })
    .join(' · ');
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
                <strong>{H.actions[e.action]}</strong> · {e.by ? e.by.name : H.system} · <time dateTime={e.at}>{formatOrderDate(e.at)}</time>
              </p>
              <p className={css.muted}>{changes(e)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
