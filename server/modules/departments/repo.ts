import type { Queryable } from '../../db/client';

export interface Department {
  department_id: number;
  name: string;
}

/** Every department, in the order the menu and the sitemap list them. */
export function listDepartments(db: Queryable): Promise<Department[]> {
  return db.query<Department>('SELECT department_id, name FROM department ORDER BY department_id');
}

/** The departments of one group ('ropa', 'joyeria': the accent-free group key), or all of them. */
export function departmentsOfGroup(db: Queryable, groupKey: string | null): Promise<Department[]> {
  return groupKey === null
    ? listDepartments(db)
    : db.query<Department>('SELECT department_id, name FROM department WHERE group_key = $1 ORDER BY department_id', [
        groupKey,
      ]);
}
