import { compareSizes } from '../../../contract/product';
import { S } from '../../../copy/storefront';
import type { ListQuery, SortOrder } from '../../../machines/product-list/list-query';
import type { Department } from '../../api/departments';
import type { Resource } from '../../runtime/use-resource';
import { skeleton } from '../../styles/utils.css';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { RadioGroup } from '../../ui/RadioGroup';
import * as css from './list.css';
import { PriceRange } from './PriceRange';

interface FilterSidebarProps {
  id?: string;
  /**
   * 'sidebar': the page's own, a landmark beside the results (the desktop's, and a phone's without
   * scripts); 'drawer': the same filters inside the phone's drawer, which is their frame and name.
   */
  placement?: 'sidebar' | 'drawer';
  query: ListQuery;
  departments: Resource<Department[]>;
  /** The sizes in stock among the departments shown; none for pieces sold whole. */
  sizes: Resource<string[]>;
  selected: readonly number[];
  onChange: (next: ListQuery) => void;
  onClear: () => void;
}

const SORTS: readonly { value: SortOrder; label: string }[] = [
  { value: '', label: S.list.sortRelevance },
  { value: 'asc', label: S.list.sortAsc },
  { value: 'desc', label: S.list.sortDesc },
];

export function FilterSidebar({
  id,
  placement = 'sidebar',
  query,
  departments,
  sizes,
  selected,
  onChange,
  onClear,
}: FilterSidebarProps) {
  const Frame = placement === 'drawer' ? 'div' : 'aside';

  return (
    <Frame
      id={id}
      className={placement === 'drawer' ? css.drawerFilters : css.sidebar}
      aria-label={placement === 'drawer' ? undefined : S.list.filters}
    >
      <fieldset className={css.group}>
        <legend className={css.groupTitle}>{S.list.filterByDepartment}</legend>
        {departments.status === 'success'
          ? departments.data.map((d) => (
              <Checkbox
                key={d.id}
                label={d.name}
                checked={selected.includes(d.id)}
                onCheckedChange={(on) =>
                  onChange({
                    ...query,
                    categories: on ? [...selected.filter((x) => x !== d.id), d.id] : selected.filter((x) => x !== d.id),
                  })
                }
              />
            ))
          : departments.status === 'loading'
            ? Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: skeleton placeholders that never reorder
                <div key={i} className={`${skeleton} ${css.checkSkeleton}`} aria-hidden="true" />
              ))
            : null}
      </fieldset>
      <SizeFilter sizes={sizes} query={query} onChange={onChange} />
      <PriceRange query={query} onChange={onChange} />
      <div className={css.group}>
        <h2 className={css.groupTitle}>{S.list.sortBy}</h2>
        <RadioGroup
          label={S.list.sortBy}
          value={query.sort}
          options={SORTS}
          onValueChange={(v) => onChange({ ...query, sort: v as SortOrder })}
        />
      </div>
      <Button variant="secondary" onClick={onClear}>
        {S.list.clearFilters}
      </Button>
    </Frame>
  );
}

/**
 * The 'Talla' filter: the sizes in stock among the departments shown, and any ticked in the
 * address that sold out since (so it can be unticked). None while they load, and none for
 * departments of pieces sold whole.
 */
function SizeFilter({ sizes, query, onChange }: Pick<FilterSidebarProps, 'sizes' | 'query' | 'onChange'>) {
  const offered = sizes.status === 'success' ? sizes.data : [];
  const shown = [...offered, ...query.sizes.filter((s) => !offered.includes(s))].sort(compareSizes);
  if (shown.length === 0) return null;
  return (
    <fieldset className={css.group}>
      <legend className={css.groupTitle}>{S.product.size}</legend>
      <div className={css.sizeOptions}>
        {shown.map((size) => (
          <Checkbox
            key={size}
            label={size}
            checked={query.sizes.includes(size)}
            onCheckedChange={(on) =>
              onChange({
                ...query,
                sizes: on ? [...query.sizes, size].sort(compareSizes) : query.sizes.filter((s) => s !== size),
              })
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
