import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { PRODUCT_PAGE_SIZE } from '../../../contract/catalogue';
import { listHead, privateHead } from '../../../contract/page-head';
import { listPath, PATH } from '../../../contract/paths';
import { searchKey } from '../../../contract/text';
import { S } from '../../../copy/storefront';
import {
  appliedFilterCount,
  classifyTitle,
  groupDefaultDepartments,
  type ListQuery,
  listSearch,
  parseListQuery,
} from '../../../machines/product-list/list-query';
import { type Department, listDepartments, listDepartmentsByGroup } from '../../api/departments';
import { listSizesInStock, type ProductQuery } from '../../api/products';
import { ProductGrid, ProductGridSkeleton } from '../../domain/product/ProductGrid';
import { NotFound } from '../../runtime/NotFound';
import { usePageHead } from '../../runtime/use-page-head';
import { useResource } from '../../runtime/use-resource';
import { container, page, pageTitle } from '../../styles/utils.css';
import { ButtonLink } from '../../ui/Button';
import { AppliedFilters, type AppliedFiltersProps } from './AppliedFilters';
import { FilterSidebar } from './FilterSidebar';
import { FiltersDrawer } from './FiltersDrawer';
import { GroupDepartments } from './GroupDepartments';
import * as css from './list.css';
import { NoSearchResults } from './NoSearchResults';
import { Pagination } from './Pagination';
import { SearchedWords } from './SearchedWords';
import { useProductList } from './use-product-list';

export function ProductListView() {
  const params = useParams<{ title: string; page: string }>();
  const title = params.title ?? 'all';
  const pageNumber = Math.max(1, Number.parseInt(params.page ?? '1', 10) || 1);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = parseListQuery(search);
  const kind = classifyTitle(title);
  // The list's count, for the phone's drawer: the results report it once loaded.
  const [total, setTotal] = useState<number | null>(null);

  // Departments shown in the sidebar: the group's, or every department.
  const sidebarDepartments = useResource(`deps:${kind.kind === 'group' ? kind.group : 'all'}`, (signal) =>
    listDepartmentsByGroup(kind.kind === 'group' ? kind.group : '', signal),
  );
  const allDepartments = useResource(kind.kind === 'department' ? 'departments' : null, listDepartments);
  const namedDepartment: Department | undefined =
    kind.kind === 'department' && allDepartments.status === 'success'
      ? allDepartments.data.find((d) => searchKey(d.name) === kind.key)
      : undefined;
  // A title that names no department is no list: the not-found page, not every product under a made-up name.
  const noSuchDepartment = kind.kind === 'department' && allDepartments.status === 'success' && !namedDepartment;

  // The departments the list shows, from the address: `categories`, else the title's default (a
  // group's first department, or the department the title names). Ticked in the sidebar.
  const groupDefault =
    kind.kind === 'group' && sidebarDepartments.status === 'success'
      ? groupDefaultDepartments(sidebarDepartments.data)
      : [];
  const selected =
    query.categories.length > 0
      ? query.categories
      : kind.kind === 'group'
        ? groupDefault
        : namedDepartment
          ? [namedDepartment.id]
          : [];

  // Which department ids the list asks for; null while the title's departments are loading.
  let departmentIds: number[] | null = query.categories;
  if (query.categories.length === 0) {
    if (kind.kind === 'group')
      departmentIds =
        sidebarDepartments.status === 'success' ? groupDefault : sidebarDepartments.status === 'error' ? [] : null;
    else if (kind.kind === 'department')
      departmentIds = allDepartments.status === 'loading' ? null : namedDepartment ? [namedDepartment.id] : [];
    else departmentIds = [];
  }

  // null while the title's departments are loading: the list waits for them.
  const request: ProductQuery | null =
    departmentIds === null
      ? null
      : {
          page: pageNumber,
          limit: PRODUCT_PAGE_SIZE,
          sort: query.sort,
          name: query.name || undefined,
          minPrice: query.minPrice,
          maxPrice: query.maxPrice ?? undefined,
          onlyDiscounts: query.discount,
          departmentIds,
          sizes: query.sizes,
        };

  // The sizes in stock among the departments the list shows, for its 'Talla' filter.
  const sizesInStock = useResource(departmentIds === null ? null : `sizes:${departmentIds.join(',')}`, (signal) =>
    listSizesInStock(departmentIds ?? [], signal),
  );

  // One department shown: the heading names it (the footer's Vestidos and Abrigos, a group's
  // default), from the address, so a page drawn on the server or reloaded says the same.
  const shownDepartment =
    selected.length === 1
      ? (sidebarDepartments.data ?? allDepartments.data)?.find((d) => d.id === selected[0])
      : undefined;
  const heading = query.name
    ? S.list.searchTitle(query.name)
    : query.discount
      ? S.list.titleDiscounts
      : shownDepartment
        ? shownDepartment.name
        : kind.kind === 'group'
          ? kind.group
          : kind.kind === 'department'
            ? (namedDepartment?.name ?? title)
            : S.list.titleAll;
  // One address per list for search engines, naming what it shows however it was reached (a
  // group's list shows its default department, the footer's ?categories=1 Vestidos); a search has none.
  const canonicalTitle = shownDepartment ? shownDepartment.name : kind.kind === 'group' ? kind.group : 'all';
  usePageHead(
    noSuchDepartment
      ? privateHead(S.notFound.title)
      : listHead(
          heading,
          pageNumber,
          query.name
            ? null
            : listPath(
                canonicalTitle,
                pageNumber,
                query.discount ? listSearch({ ...parseListQuery(''), discount: true }) : '',
              ),
        ),
  );
  if (noSuchDepartment) return <NotFound back={{ href: PATH.allProducts, label: S.product.backToProducts }} />;

  const go = (next: ListQuery) => navigate(listPath(title, 1, listSearch(next)));
  const showHeart = /favorites|products?/i.test(location);
  const filterProps = {
    query,
    departments: sidebarDepartments,
    sizes: sizesInStock,
    selected,
    onChange: go,
    onClear: () => navigate(listPath(title, 1, '')),
  };

  return (
    <div className={`${container} ${page}`}>
      <div className={css.head}>
        <div>
          <h1 className={pageTitle}>{heading}</h1>
        </div>
        <FiltersDrawer applied={appliedFilterCount(query)} total={total}>
          <FilterSidebar placement="drawer" {...filterProps} />
        </FiltersDrawer>
        {kind.kind === 'group' ? (
          <GroupDepartments group={kind.group} departments={sidebarDepartments} selected={selected} query={query} />
        ) : null}
      </div>
      <div className={css.layout}>
        <FilterSidebar id="list-filters" {...filterProps} />
        {request ? (
          <ProductResults
            onTotal={setTotal}
            request={request}
            heading={heading}
            showHeart={showHeart}
            pageHref={(n) => listPath(title, n, listSearch(query))}
            filters={{
              query,
              ownDepartments: kind.kind === 'group' ? groupDefault : namedDepartment ? [namedDepartment.id] : [],
              departmentName: (id) => (sidebarDepartments.data ?? allDepartments.data)?.find((d) => d.id === id)?.name,
              href: (next) => listPath(title, 1, listSearch(next)),
            }}
          />
        ) : (
          <section aria-label={S.list.resultsRegion} aria-busy="true">
            <ProductGridSkeleton count={10} label={S.list.loading} />
          </section>
        )}
      </div>
    </div>
  );
}

interface ResultsProps {
  /** Told the list's count once it has loaded, null while it loads or failed. */
  onTotal: (total: number | null) => void;
  request: ProductQuery;
  heading: string;
  showHeart: boolean;
  pageHref: (page: number) => string;
  /** The chips of the filters applied, drawn with the list's count. */
  filters: Omit<AppliedFiltersProps, 'total' | 'pricierCount'>;
}

/** The results of one list request, from the product list machine. */
function ProductResults({ onTotal, request, heading, showHeart, pageHref, filters }: ResultsProps) {
  const list = useProductList(request);
  const total = list.status === 'loaded' ? list.total : null;
  useEffect(() => onTotal(total), [onTotal, total]);
  const pageNumber = request.page ?? 1;
  // A page past the last shows nothing: the not-found page (drawn on the server, a 404), not an empty list to index.
  if (list.status === 'loaded' && list.products.length === 0 && pageNumber > 1)
    return <PastLastPage firstPage={pageHref(1)} />;
  return (
    <section aria-label={S.list.resultsRegion} aria-busy={list.status === 'loading'}>
      <AppliedFilters {...filters} total={total} pricierCount={total === null ? 0 : list.pricierCount} />
      {list.status === 'loaded' ? <SearchedWords searched={list.searched} /> : null}
      {list.status === 'loaded' ? (
        list.products.length === 0 ? (
          request.name ? (
            <NoSearchResults words={request.name} suggestion={list.suggestion} />
          ) : (
            <div className={css.empty}>
              <h2 className={css.emptyTitle}>{S.list.emptyTitle}</h2>
              <p>{S.list.emptyText}</p>
              <ButtonLink href={PATH.allProducts}>{S.list.emptyBack}</ButtonLink>
            </div>
          )
        ) : (
          <>
            <p className={css.count}>
              {S.list.page(pageNumber)} de {list.totalPages}
            </p>
            <ProductGrid
              products={list.products}
              showHeart={showHeart}
              eagerCount={1}
              label={heading}
              headingLevel={2}
            />
            <Pagination current={pageNumber} total={list.totalPages} href={pageHref} />
          </>
        )
      ) : list.status === 'failed' ? (
        <p className={css.error} role="alert">
          {list.error ?? S.genericError}
        </p>
      ) : (
        <ProductGridSkeleton count={10} label={S.list.loading} />
      )}
    </section>
  );
}

/** The not-found page in the list's place, with its own head (drawn after the list's, so the server writes this one). */
function PastLastPage({ firstPage }: { firstPage: string }) {
  usePageHead(privateHead(S.list.pastLastPage));
  return <NotFound title={S.list.pastLastPage} back={{ href: firstPage, label: S.list.firstPage }} />;
}
