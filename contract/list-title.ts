import { DEPARTMENT_GROUPS, type DepartmentGroup } from './catalogue';
import { ALL_PRODUCTS } from './paths';
import { searchKey } from './text';

export type TitleKind =
  | { kind: 'group'; group: DepartmentGroup }
  | { kind: 'all' }
  | { kind: 'department'; key: string };

/**
 * What a list page's title names (/products/:title): a group ('Ropa', 'joyeria'), every product
 * ('all', blank, or a number, as old links by id read), or else a department by its key. A
 * department may not take a name that reads as one of the others (contract/admin-shop.ts).
 */
export function classifyTitle(title: string): TitleKind {
  const key = searchKey(title);
  const group = DEPARTMENT_GROUPS.find((g) => searchKey(g) === key);
  if (group) return { kind: 'group', group };
  if (key === ALL_PRODUCTS || key === '' || /^\d+$/.test(key)) return { kind: 'all' };
  return { kind: 'department', key };
}
