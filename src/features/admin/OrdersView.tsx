import { useState } from 'react';
import { Link } from 'wouter';
import { SHIPPING_STATUS } from '../../../contract/bill';
import { formatMoney, toCents } from '../../../contract/money';
import { ADMIN_PATH, adminOrderPath } from '../../../contract/paths';
import { ADMIN } from '../../../copy/admin';
import { listAdminOrders } from '../../api/admin';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { formatOrderDate, statusLabel, statusTone } from '../account/format';
import { LoadFailed } from './LoadFailed';
import { Pager } from './Pager';
import { useQueryFilters } from './use-query-filters';
import { NoAccess } from './NoAccess';
import { useAdminLoad } from './use-admin-load';
import * as css from './admin.css';

const O = ADMIN.orders;
/** The owner's orders, newest first: filters by status, delivery, test mode, folio, phone and days. */
export function OrdersView() {
  const [filters, setFilters] = useQueryFilters(ADMIN_PATH.orders, ['status', 'delivery', 'test', 'folio', 'phone', 'from', 'to']);
  const [state, reload] = useAdminLoad(JSON.stringify(filters), (signal) => listAdminOrders(filters, signal));
  const [typed, setTyped] = useState({ folio: filters.folio, phone: filters.phone, from: filters.from, to: filters.to });
  const page = Number(filters.page || '1');
  if (state.status === 'forbidden') return <NoAccess />;
  return (
    <section aria-labelledby="orders-heading">
      <h1 id="orders-heading" className={css.heading}>
        {O.heading}
      </h1>
      <div className={css.toolbar}>
        <Select className={css.toolbarField} label={O.status} value={filters.status} onChange={(v) => setFilters({ status: v })}>
          <option value="">{O.anyStatus}</option>
          {Object.values(SHIPPING_STATUS).map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </Select>
        <Select className={css.toolbarField} label={O.delivery} value={filters.delivery} onChange={(v) => setFilters({ delivery: v })}>
          <option value="">{O.anyDelivery}</option>
          {Object.entries(O.deliveries).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
        <Select className={css.toolbarField} label={O.test} value={filters.test} onChange={(v) => setFilters({ test: v })}>
          <option value="">{O.anyTest}</option>
          <option value="true">{O.testOnly}</option>
          <option value="false">{O.realOnly}</option>
        </Select>
      </div>
      <form
        className={css.toolbar}
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ folio: typed.folio.trim(), phone: typed.phone.trim(), from: typed.from, to: typed.to });
        }}
      >
        <TextField
          className={css.toolbarField}
          label={O.folio}
          value={typed.folio}
          onChange={(folio) => setTyped((t) => ({ ...t, folio }))}
          inputMode="numeric"
        />
        <TextField className={css.toolbarField} label={O.phone} value={typed.phone} onChange={(phone) => setTyped((t) => ({ ...t, phone }))} inputMode="tel" />
        <TextField className={css.toolbarField} label={O.from} type="date" value={typed.from} onChange={(from) => setTyped((t) => ({ ...t, from }))} />
        <TextField className={css.toolbarField} label={O.to} type="date" value={typed.to} onChange={(to) => setTyped((t) => ({ ...t, to }))} />
        <Button type="submit" variant="secondary">
          {O.apply}
        </Button>
      </form>
      {state.status === 'failed' ? (
        <LoadFailed message={state.message} retry={reload} />
      ) : state.status === 'loading' ? (
        <p role="status">{ADMIN.loading}</p>
      ) : (
        <>
          <p role="status" className={css.muted} style={{ marginBottom: 8 }}>
            {O.count(state.data.total)}
          </p>
          {state.data.orders.length === 0 ? (
            <p>{O.none}</p>
          ) : (
            <ul className={css.list}>
              {state.data.orders.map((o) => (
                <li key={o.bill_id} className={css.card}>
                  <Link href={adminOrderPath(o.bill_id)} className={css.rowTitle}>
                    {O.title(o.bill_id)}
                  </Link>
                  <div className={css.rowFacts}>
                    <Badge tone={statusTone(o.shipping_status)}>{statusLabel(o.shipping_status)}</Badge>
                    {o.payment_provider === 'test' ? <Badge tone="accent">{O.testBadge}</Badge> : null}
                    <span>{formatOrderDate(o.created_at)}</span>
                    <span>{o.customer.name}</span>
                    <span>{O.deliveries[o.delivery]}</span>
                    <strong>{formatMoney(toCents(o.total_amount))}</strong>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pager label={O.pages} page={page} pages={state.data.totalPages} go={(p) => setFilters({ page: String(p) })} />
        </>
      )}
    </section>
  );
}
