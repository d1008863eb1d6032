import { useState } from 'react';
import {
  Cell,
  Column,
  I18nProvider,
  RouterProvider,
  Row,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { useLocation } from 'wouter';
import { DEFAULT_ORDER_SORT, ORDER_SORTS, type OrderSort } from '../../../contract/admin-orders';
import { SHIPPING_STATUS } from '../../../contract/bill';
import { formatMoney } from '../../../contract/money';
import { ADMIN_PATH, adminOrderPath } from '../../../contract/paths';
import { ADMIN } from '../../../copy/admin';
import { type AdminOrderRow, listAdminOrders } from '../../api/admin';
import { formatOrderDate, statusLabel, statusTone } from '../../domain/orders/format';
import { withToken } from '../../runtime/auth-session';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { DateRangeField, type DayRange } from '../../ui/DateRangeField';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as css from './admin.css';
import { Loaded } from './LoadFailed';
import { NoAccess } from './NoAccess';
import { Pager } from './Pager';
import { useAdminLoad } from './use-admin-load';
import { useQueryFilters } from './use-query-filters';

const O = ADMIN.orders;

/** The back office speaks es-MX whatever the browser's language: dates, calendar, announcements. */
const ADMIN_LOCALE = 'es-MX';

/** The address's `sort` as the table's sort descriptor ('date_desc' → date, descending). */
function sortOf(text: string): SortDescriptor {
  const sort = (ORDER_SORTS as readonly string[]).includes(text) ? (text as OrderSort) : DEFAULT_ORDER_SORT;
  const [column, direction] = sort.split('_');
  return { column: column!, direction: direction === 'asc' ? 'ascending' : 'descending' };
}
const sortText = (d: SortDescriptor): string => `${String(d.column)}_${d.direction === 'ascending' ? 'asc' : 'desc'}`;

/**
 * The owner's orders as a table (React Aria's: arrow keys move from cell to cell, Enter or a click
 * on a row opens the order), sortable by date and total, filtered by status, delivery, test mode,
 * folio, phone and a range of days. Every filter and the sort live in the address.
 */
export function OrdersView() {
  const [filters, setFilters] = useQueryFilters(ADMIN_PATH.orders, [
    'status',
    'delivery',
    'test',
    'folio',
    'phone',
    'from',
    'to',
    'sort',
  ]);
  const [state, reload] = useAdminLoad(JSON.stringify(filters), (signal) =>
    withToken((token) => listAdminOrders(token, filters, signal)),
  );
  const [typed, setTyped] = useState({
    folio: filters.folio,
    phone: filters.phone,
    from: filters.from,
    to: filters.to,
  });
  const [, navigate] = useLocation();
  const page = Number(filters.page || '1');
  const applyDays = (days: DayRange) => {
    setTyped((t) => ({ ...t, ...days }));
    setFilters(days);
  };
  if (state.status === 'forbidden') return <NoAccess />;
  return (
    <I18nProvider locale={ADMIN_LOCALE}>
      <RouterProvider navigate={navigate}>
        <section aria-labelledby="orders-heading">
          <h1 id="orders-heading" className={css.heading}>
            {O.heading}
          </h1>
          <div className={css.toolbar}>
            <Select
              className={css.toolbarField}
              label={O.status}
              value={filters.status}
              onChange={(v) => setFilters({ status: v })}
            >
              <option value="">{O.anyStatus}</option>
              {Object.values(SHIPPING_STATUS).map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </Select>
            <Select
              className={css.toolbarField}
              label={O.delivery}
              value={filters.delivery}
              onChange={(v) => setFilters({ delivery: v })}
            >
              <option value="">{O.anyDelivery}</option>
              {Object.entries(O.deliveries).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
            <Select
              className={css.toolbarField}
              label={O.test}
              value={filters.test}
              onChange={(v) => setFilters({ test: v })}
            >
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
            <TextField
              className={css.toolbarField}
              label={O.phone}
              value={typed.phone}
              onChange={(phone) => setTyped((t) => ({ ...t, phone }))}
              inputMode="tel"
            />
            <DateRangeField
              className={css.dateRangeField}
              label={O.days}
              value={{ from: typed.from, to: typed.to }}
              onChange={(days) => setTyped((t) => ({ ...t, ...days }))}
              onPick={applyDays}
            />
            <div className={css.actions}>
              <Button type="submit" variant="secondary">
                {O.apply}
              </Button>
              {filters.from || filters.to ? (
                <Button type="button" variant="ghost" onClick={() => applyDays({ from: '', to: '' })}>
                  {O.anyDays}
                </Button>
              ) : null}
            </div>
          </form>
          <Loaded state={state} retry={reload}>
            {(data) => (
              <>
                <p role="status" className={`${css.muted} ${css.count}`}>
                  {O.count(data.total)}
                </p>
                <OrdersTable
                  orders={data.orders}
                  sort={sortOf(filters.sort)}
                  onSort={(d) => setFilters({ sort: sortText(d) })}
                />
                <Pager
                  label={O.pages}
                  page={page}
                  pages={data.totalPages}
                  go={(p) => setFilters({ page: String(p) })}
                />
              </>
            )}
          </Loaded>
        </section>
      </RouterProvider>
    </I18nProvider>
  );
}

function OrdersTable({
  orders,
  sort,
  onSort,
}: {
  orders: AdminOrderRow[];
  sort: SortDescriptor;
  onSort: (d: SortDescriptor) => void;
}) {
  const C = O.columns;
  return (
    <Table aria-labelledby="orders-heading" className={css.ordersTable} sortDescriptor={sort} onSortChange={onSort}>
      <TableHeader className={css.ordersHead}>
        <Column id="folio" isRowHeader className={css.ordersColumn}>
          {C.folio}
        </Column>
        <Column id="date" allowsSorting className={css.ordersColumn}>
          {({ sortDirection }) => <SortLabel label={C.date} direction={sortDirection} />}
        </Column>
        <Column id="customer" className={css.ordersColumn}>
          {C.customer}
        </Column>
        <Column id="delivery" className={css.ordersColumn}>
          {C.delivery}
        </Column>
        <Column id="status" className={css.ordersColumn}>
          {C.status}
        </Column>
        <Column id="total" allowsSorting className={`${css.ordersColumn} ${css.ordersMoney}`}>
          {({ sortDirection }) => <SortLabel label={C.total} direction={sortDirection} />}
        </Column>
      </TableHeader>
      <TableBody items={orders} renderEmptyState={() => <p className={css.ordersEmpty}>{O.none}</p>}>
        {(o) => (
          <Row id={o.bill_id} href={adminOrderPath(o.bill_id)} className={css.ordersRow} textValue={O.title(o.bill_id)}>
            <Cell className={`${css.ordersCell} ${css.ordersFolio}`}>#{o.bill_id}</Cell>
            <Cell className={`${css.ordersCell} ${css.ordersDate}`}>{formatOrderDate(o.created_at)}</Cell>
            <Cell className={`${css.ordersCell} ${css.ordersCustomer}`}>{o.customer.name}</Cell>
            <Cell className={`${css.ordersCell} ${css.ordersDelivery}`}>{O.deliveries[o.delivery]}</Cell>
            <Cell className={`${css.ordersCell} ${css.ordersStatus}`}>
              <span className={css.ordersBadges}>
                <Badge tone={statusTone(o.shipping_status)}>{statusLabel(o.shipping_status)}</Badge>
                {o.payment_provider === 'test' ? <Badge tone="accent">{O.testBadge}</Badge> : null}
              </span>
            </Cell>
            <Cell className={`${css.ordersCell} ${css.ordersMoney} ${css.ordersTotal}`}>
              {formatMoney(o.total_amount)}
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** A sortable column's name, with an arrow for the way it is sorted (the table announces it as aria-sort). */
function SortLabel({ label, direction }: { label: string; direction: SortDescriptor['direction'] | undefined }) {
  return (
    <span className={css.sortLabel}>
      {label}
      <span aria-hidden="true" className={direction ? undefined : css.sortIdle}>
        {direction === 'ascending' ? '▲' : '▼'}
      </span>
    </span>
  );
}
