import { getParsed } from './client';

/** A department as the storefront uses it. */
export interface Department {
  id: number;
  name: string;
}

/** GET /api/department — every department (the mobile menu). */
export async function listDepartments(signal?: AbortSignal): Promise<Department[]> {
  const answer = await getParsed('/department', (s) => s.DepartmentListResponseSchema, undefined, signal);
  return answer.data.map((d) => ({ id: d.department_id, name: d.name }));
}

/** GET /api/department/departmentsByGroupName?title= — the departments of Ropa, Joyería or all. */
export async function listDepartmentsByGroup(title: string, signal?: AbortSignal): Promise<Department[]> {
  const answer = await getParsed(
    '/department/departmentsByGroupName',
    (s) => s.DepartmentsByGroupResponseSchema,
    title ? { title } : undefined,
    signal,
  );
  return answer.data.map((d) => ({ id: d.id, name: d.name }));
}
