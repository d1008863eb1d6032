import { Hono } from 'hono';
import { DepartmentFormSchema, ShopSettingsSchema } from '../../../contract/admin-shop';
import { ADMIN_ERRORS } from '../../../copy/admin';
import type { AppEnv, Deps } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { parseBody, parseId } from '../../http/validate';
import {
  adminDepartments,
  createDepartment,
  type DepartmentResult,
  editDepartment,
  saveShopSettings,
  shopSettings,
} from './shop-repo';

const answer = (result: DepartmentResult) => {
  if (result === null) throw notFound(ADMIN_ERRORS.departmentMissing);
  if ('refused' in result)
    throw conflict(result.refused === 'nameTaken' ? ADMIN_ERRORS.departmentNameTaken : ADMIN_ERRORS.departmentLinked);
  return result.saved;
};

/** The unique key is the last word on a name: should a write ever reach it unlocked, its loser still hears 409, not 500. */
const nameKept = (write: Promise<DepartmentResult>): Promise<DepartmentResult> =>
  write.catch((error: { code?: string; constraint?: string }) => {
    if (error.code === '23505') return { refused: 'nameTaken' as const };
    throw error;
  });

/** /api/admin/departments and /api/admin/settings: the rest of the shop. */
export function adminShopRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get('/departments', async (c) => c.json(await adminDepartments(db)))
    .post('/departments', async (c) => {
      const form = await parseBody(c, DepartmentFormSchema);
      return c.json(answer(await nameKept(db.transaction((tx) => createDepartment(tx, form, c.get('userId'))))), 201);
    })
    .put('/departments/:id', async (c) => {
      const id = parseId(c.req.param('id'), 'El departamento');
      const form = await parseBody(c, DepartmentFormSchema);
      return c.json(answer(await nameKept(db.transaction((tx) => editDepartment(tx, id, form, c.get('userId'))))));
    })
    .get('/settings', async (c) => c.json(await shopSettings(db)))
    .put('/settings', async (c) => {
      const settings = await parseBody(c, ShopSettingsSchema);
      await db.transaction((tx) => saveShopSettings(tx, settings, c.get('userId')));
      return c.json(await shopSettings(db));
    });
}
