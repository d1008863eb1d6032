import { Link } from 'wouter';
import { listPath } from '../../../contract/paths';
import { S } from '../../../copy/storefront';
import { type ListQuery, listSearch } from '../../../machines/product-list/list-query';
import type { Department } from '../../api/departments';
import type { Resource } from '../../runtime/use-resource';
import { skeleton } from '../../styles/utils.css';
import * as css from './list.css';

interface GroupDepartmentsProps {
  /** The group the list's address names ('Ropa', 'Joyería'). */
  group: string;
  departments: Resource<Department[]>;
  /** The departments the list shows: the one shown alone is the current chip. */
  selected: readonly number[];
  query: ListQuery;
}

/**
 * A group's list (the menu's 'Ropa' opens on its first department, 'Vestidos') shows the group's
 * departments as links, so that a shopper sees there is more than the one shown. Each opens its
 * department in the group's list, keeping the shopper's other filters and order; the department
 * shown alone is marked current. A row of placeholders keeps the place while they load.
 */
export function GroupDepartments({ group, departments, selected, query }: GroupDepartmentsProps) {
  if (departments.status === 'error') return null;
  const current = selected.length === 1 ? selected[0] : undefined;
  return (
    <nav className={css.groupDepartments} aria-label={S.list.groupDepartments(group)}>
      {departments.status === 'success' ? (
        <ul className={css.groupDepartmentList}>
          {departments.data.map((d) => (
            <li key={d.id}>
              <Link
                href={listPath(group, 1, listSearch({ ...query, categories: [d.id] }))}
                className={css.groupDepartmentLink}
                aria-current={d.id === current ? 'page' : undefined}
              >
                {d.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className={css.groupDepartmentList} aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders that never reorder
            <div key={i} className={`${skeleton} ${css.groupDepartmentSkeleton}`} />
          ))}
        </div>
      )}
    </nav>
  );
}
