import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { ADMIN_PATH } from '../../../contract/paths';
import { ADMIN } from '../../../copy/admin';
import { type AdminProductRow, listAdminProducts } from '../../api/admin';
import { listDepartments } from '../../api/departments';
import { withToken } from '../../runtime/auth-session';
import { useResource } from '../../runtime/use-resource';
import { Button, ButtonLink } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as css from './admin.css';
import { BulkActions } from './BulkActions';
import { Loaded } from './LoadFailed';
import { NoAccess } from './NoAccess';
import { Pager } from './Pager';
import { ProductsTable } from './ProductsTable';
import { useAdminLoad } from './use-admin-load';
import { useQueryFilters } from './use-query-filters';

const P = ADMIN.products;
/** The owner's products: search, filters, a sortable table to choose from, bulk actions, pages. */
export function ProductsView() {
  const [filters, setFilters] = useQueryFilters(ADMIN_PATH.products, [
    'q',
    'department_id',
    'stock',
    'onSale',
    'hidden',
    'sort',
  ]);
  const key = JSON.stringify(filters);
  // what the owner chose is of this list: another filter, sort or page starts with nothing chosen
  const [selected, setSelected] = useState<Selection>(new Set());
  const [selectionKey, setSelectionKey] = useState(key);
  if (selectionKey !== key) {
    setSelectionKey(key);
    setSelected(new Set());
  }
  const chosenIds = (products: readonly AdminProductRow[]) =>
    selected === 'all'
      ? products.map((p) => p.product_id)
      : products.filter((p) => selected.has(p.product_id)).map((p) => p.product_id);
  const [state, reload] = useAdminLoad(key, (signal) =>
    withToken((token) => listAdminProducts(token, filters, signal)),
  );
  const departments = useResource('departments', listDepartments);
  const [text, setText] = useState(filters.q);
  const page = Number(filters.page || '1');
  const departmentName = (id: number) => departments.data?.find((d) => d.id === id)?.name ?? `#${id}`;

  if (state.status === 'forbidden') return <NoAccess />;
  return (
    <section aria-labelledby="products-heading">
      <div className={css.headerRow}>
        <h1 id="products-heading" className={css.heading}>
          {P.heading}
        </h1>
        <ButtonLink href={ADMIN_PATH.newProduct}>{P.create}</ButtonLink>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role search is the landmark every screen reader knows; <search> is too new */}
      <form
        role="search"
        aria-label={P.searchLandmark}
        className={css.toolbar}
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ q: text.trim() });
        }}
      >
        <TextField
          className={css.toolbarField}
          label={P.search}
          type="search"
          value={text}
          onChange={setText}
          maxLength={200}
        />
        <Button type="submit" variant="secondary">
          {ADMIN.products.searchButton}
        </Button>
      </form>
      <div className={css.toolbar}>
        <Select
          className={css.toolbarField}
          label={P.department}
          value={filters.department_id}
          onChange={(v) => setFilters({ department_id: v })}
        >
          <option value="">{P.anyDepartment}</option>
          {departments.data?.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </Select>
        <Select
          className={css.toolbarField}
          label={P.stock}
          value={filters.stock}
          onChange={(v) => setFilters({ stock: v })}
        >
          <option value="">{P.stockAny}</option>
          <option value="inStock">{P.stockIn}</option>
          <option value="low">{P.stockLow}</option>
          <option value="soldOut">{P.stockOut}</option>
        </Select>
        <Select
          className={css.toolbarField}
          label={P.sale}
          value={filters.onSale}
          onChange={(v) => setFilters({ onSale: v })}
        >
          <option value="">{P.saleAny}</option>
          <option value="true">{P.saleYes}</option>
          <option value="false">{P.saleNo}</option>
        </Select>
        <Select
          className={css.toolbarField}
          label={P.visibility}
          value={filters.hidden}
          onChange={(v) => setFilters({ hidden: v })}
        >
          <option value="">{P.visibilityAny}</option>
          <option value="false">{P.visible}</option>
          <option value="true">{P.hidden}</option>
        </Select>
      </div>
      <Loaded state={state} retry={reload}>
        {(data) => (
          <>
            <p role="status" className={`${css.muted} ${css.count}`}>
              {P.count(data.total)}
            </p>
            {data.products.length === 0 ? (
              <p>{P.none}</p>
            ) : (
              <>
                <BulkActions
                  ids={chosenIds(data.products)}
                  departments={departments.data ?? []}
                  onDone={() => {
                    // done with these: Enter and a click open a product again (with rows chosen they choose)
                    setSelected(new Set());
                    reload();
                  }}
                />
                <ProductsTable
                  products={data.products}
                  departmentName={departmentName}
                  sort={filters.sort}
                  onSort={(sort) => setFilters({ sort })}
                  selected={selected}
                  onSelect={setSelected}
                />
              </>
            )}
            <Pager label={P.pages} page={page} pages={data.totalPages} go={(p) => setFilters({ page: String(p) })} />
          </>
        )}
      </Loaded>
    </section>
  );
}
