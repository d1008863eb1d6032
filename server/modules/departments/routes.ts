import { Hono } from 'hono';
import { text } from '../../../contract/fields';
import { searchKey } from '../../../contract/text';
import type { AppEnv, Deps } from '../../http/context';
import { parse } from '../../http/validate';
import { departmentsOfGroup, listDepartments } from './repo';

const TitleSchema = text().max(100, { error: 'El nombre del grupo es demasiado largo.' }).optional();

export function departmentRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const rows = await listDepartments(db);
      // `deparment_id` (spelt so) is what the legacy clients read; `department_id` is what a second client reads.
      return c.json({
        data: rows.map((r) => ({ deparment_id: r.department_id, department_id: r.department_id, name: r.name })),
      });
    })
    .get('/departmentsByGroupName', async (c) => {
      const title = searchKey(parse(TitleSchema, c.req.query('title')) ?? '');
      const everything = title === '' || title === 'all';
      const rows = await departmentsOfGroup(db, everything ? null : title);
      return c.json({ data: rows.map((r) => ({ id: r.department_id, name: r.name })) });
    });
}
