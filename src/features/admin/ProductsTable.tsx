import {
  Cell,
  Checkbox,
  Column,
  Row,
  type Selection,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import type { ProductSortKey } from '../../../contract/admin-products';
import { formatMoney } from '../../../contract/money';
import { adminProductPath } from '../../../contract/paths';
import { productImageUrl } from '../../../contract/product-urls';
import { ADMIN } from '../../../copy/admin';
import type { AdminProductRow } from '../../api/admin';
import { Badge } from '../../ui/Badge';
import * as css from './admin.css';

const P = ADMIN.products;
const C = P.columns;

/** The address's sort ('-price') as react-aria's descriptor, and back. */
export function sortDescriptorOf(sort: string): SortDescriptor | undefined {
  if (!sort) return undefined;
  return { column: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? 'descending' : 'ascending' };
}
const sortOf = (d: SortDescriptor) => `${d.direction === 'descending' ? '-' : ''}${String(d.column) as ProductSortKey}`;

function SelectionBox({ label }: { label?: string }) {
  return (
    <Checkbox slot="selection" className={css.checkbox} aria-label={label}>
      {({ isSelected, isIndeterminate }) => (
        <span className={css.checkboxBox} aria-hidden="true">
          {isIndeterminate ? '–' : isSelected ? '✓' : ''}
        </span>
      )}
    </Checkbox>
  );
}

function SortableColumn({
  id,
  label,
  numeric,
  rowHeader,
}: {
  id: ProductSortKey;
  label: string;
  numeric?: boolean;
  rowHeader?: boolean;
}) {
  return (
    <Column id={id} allowsSorting isRowHeader={rowHeader} className={`${css.column} ${numeric ? css.numeric : ''}`}>
      {({ sortDirection }) => (
        <>
          {label}
          <span className={css.sortMark} aria-hidden="true">
            {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : ''}
          </span>
        </>
      )}
    </Column>
  );
}

/**
 * The owner's products as a grid (react-aria's Table): arrow keys move between rows and cells,
 * Space or a row's box chooses it for the bulk actions, Enter or a click opens the product, and a
 * column's header sorts the whole list (the server sorts, so every page follows).
 */
export function ProductsTable({
  products,
  departmentName,
  sort,
  onSort,
  selected,
  onSelect,
}: {
  products: readonly AdminProductRow[];
  departmentName: (id: number) => string;
  sort: string;
  onSort: (sort: string) => void;
  selected: Selection;
  onSelect: (keys: Selection) => void;
}) {
  return (
    <div className={css.tableFrame}>
      <Table
        aria-label={P.table}
        className={css.table}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={onSelect}
        sortDescriptor={sortDescriptorOf(sort)}
        onSortChange={(d) => onSort(sortOf(d))}
      >
        <TableHeader className={css.tableHead}>
          <Column className={`${css.column} ${css.checkCell}`}>
            <SelectionBox />
          </Column>
          <Column className={css.column}>{C.photo}</Column>
          <SortableColumn id="name" label={C.product} rowHeader />
          <SortableColumn id="department" label={C.department} />
          <SortableColumn id="price" label={C.price} numeric />
          <SortableColumn id="stock" label={C.stock} numeric />
          <Column className={`${css.column} ${css.numeric}`}>{C.held}</Column>
          <SortableColumn id="status" label={C.state} />
        </TableHeader>
        <TableBody items={products} className={css.tableBody}>
          {(p) => (
            <Row id={p.product_id} href={adminProductPath(p.product_id)} textValue={p.name} className={css.tableRow}>
              <Cell className={`${css.cell} ${css.checkCell}`}>
                <SelectionBox />
              </Cell>
              <Cell className={css.cell}>
                <img
                  className={css.tableThumb}
                  src={productImageUrl(p.image, 320)}
                  alt=""
                  width={40}
                  height={50}
                  loading="lazy"
                />
              </Cell>
              <Cell className={css.cell} textValue={p.name}>
                <span className={css.cellName}>{p.name}</span>
                <span className={css.cellMeta}>#{p.product_id}</span>
              </Cell>
              <Cell className={css.cell}>{departmentName(p.department_id)}</Cell>
              <Cell className={`${css.cell} ${css.numeric}`}>
                <span className={css.cellPrice}>{formatMoney(p.price)}</span>
                {p.originalPrice > 0 ? (
                  <s className={css.cellMeta}>{P.wasPrice(formatMoney(p.originalPrice))}</s>
                ) : null}
              </Cell>
              <Cell className={`${css.cell} ${css.numeric}`}>
                {p.stock === 0 ? <Badge tone="caution">{ADMIN.dashboard.units(0)}</Badge> : p.stock}
              </Cell>
              <Cell className={`${css.cell} ${css.numeric}`}>{p.held}</Cell>
              <Cell className={css.cell}>
                {p.hidden ? (
                  <Badge tone="accent">{P.hiddenBadge}</Badge>
                ) : (
                  <Badge tone="positive">{P.visibleBadge}</Badge>
                )}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
