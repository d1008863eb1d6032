import { z } from 'zod';

/** GET /api/department: `deparment_id` (spelt so) is what the legacy clients read; `department_id` is the same id. */
export const DepartmentSchema = z.object({
  deparment_id: z.number().int(),
  department_id: z.number().int(),
  name: z.string(),
});
export const DepartmentListResponseSchema = z.object({ data: z.array(DepartmentSchema) });
export type Department = z.infer<typeof DepartmentSchema>;

/** GET /api/department/departmentsByGroupName?title=Ropa */
export const DepartmentByGroupSchema = z.object({ id: z.number().int(), name: z.string() });
export const DepartmentsByGroupResponseSchema = z.object({ data: z.array(DepartmentByGroupSchema) });
