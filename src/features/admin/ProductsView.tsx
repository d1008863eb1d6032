import { useState } from 'react';
import { Link } from 'wouter';
import { formatMoney, toCents } from '../../../contract/money';
import { ADMIN_PATH, adminProductPath } from '../../../contract/paths';
import { productImageUrl } from '../../../contract/product-urls';
import { ADMIN } from '../../../copy/admin';
import { listAdminProducts } from '../../api/admin';
import { listDepartments } from '../../api/departments';
import { useResource } from '../../app/use-resource';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { Select } from '../../ui/Select';
import { LoadFailed } from './LoadFailed';
import { Pager } from './Pager';
import { useQueryFilters } from './use-query-filters';
import { NoAccess } from './NoAccess';
import { useAdminLoad } from './use-admin-load';
import * as css from './admin.css';

const P = ADMIN.products;
/** The owner's products: search, filters, pages, and each product's way to its editor. */
export function ProductsView() {
  const [filters, setFilters] = useQueryFilters(ADMIN_PATH.products, ['q', 'department_id', 'stock', 'onSale', 'hidden']);
  const key = JSON.stringify(filters);
  const [state, reload] = useAdminLoad(key, (signal) => listAdminProducts(filters, signal));
  const departments = useResource('departments', listDepartments);
  const [text, setText] = useState(filters.q);
  const page = Number(filters.page || '1');

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
        <TextField className={css.toolbarField} label={P.search} type="search" value={text} onChange={setText} maxLength={200} />
        <Button type="submit" variant="secondary">
          {ADMIN.products.searchButton}
        </Button>
      </form>
      <div className={css.toolbar}>
        <Select className={css.toolbarField} label={P.department} value={filters.department_id} onChange={(v) => setFilters({ department_id: v })}>
          <option value="">{P.anyDepartment}</option>
          {departments.data?.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </Select>
        <Select className={css.toolbarField} label={P.stock} value={filters.stock} onChange={(v) => setFilters({ stock: v })}>
          <option value="">{P.stockAny}</option>
          <option value="inStock">{P.stockIn}</option>
          <option value="low">{P.stockLow}</option>
          <option value="soldOut">{P.stockOut}</option>
        </Select>
        <Select className={css.toolbarField} label={P.sale} value={filters.onSale} onChange={(v) => setFilters({ onSale: v })}>
          <option value="">{P.saleAny}</option>
          <option value="true">{P.saleYes}</option>
          <option value="false">{P.saleNo}</option>
        </Select>
        <Select className={css.toolbarField} label={P.visibility} value={filters.hidden} onChange={(v) => setFilters({ hidden: v })}>
          <option value="">{P.visibilityAny}</option>
          <option value="false">{P.visible}</option>
          <option value="true">{P.hidden}</option>
        </Select>
      </div>
      {state.status === 'failed' ? (
        <LoadFailed message={state.message} retry={reload} />
      ) : state.status === 'loading' ? (
        <p role="status">{ADMIN.loading}</p>
      ) : (
        <>
          <p role="status" className={css.muted} style={{ marginBottom: 8 }}>
            {P.count(state.data.total)}
          </p>
          {state.data.products.length === 0 ? (
            <p>{P.none}</p>
          ) : (
            <ul className={css.list}>
              {state.data.products.map((p) => (
                <li key={p.product_id} className={css.row}>
                  <img className={css.thumb} src={productImageUrl(p.image, 320)} alt="" width={56} height={70} loading="lazy" />
                  <div>
                    <Link href={adminProductPath(p.product_id)} className={css.rowTitle}>
                      {p.name}
                    </Link>
                    <div className={css.rowFacts}>
                      <span>#{p.product_id}</span>
                      <span>{formatMoney(toCents(p.price))}</span>
                      <span>{ADMIN.dashboard.units(p.stock)}</span>
                      {p.type === 'sale' ? <Badge tone="caution">{P.saleBadge}</Badge> : null}
                      {p.hidden ? <Badge tone="accent">{P.hiddenBadge}</Badge> : null}
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pager label={P.pages} page={page} pages={state.data.totalPages} go={(p) => setFilters({ page: String(p) })} />
        </>
      )}
    </section>
  );
}
