import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepartmentListResponseSchema, DepartmentsByGroupResponseSchema } from '../../contract/department';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

describe.each(BACKENDS)('departments on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, 40);
  });
  afterAll(() => t.close());

  it('lists every department with deparment_id spelt as the legacy clients read it', async () => {
    const { data } = DepartmentListResponseSchema.parse(await (await t.call('GET', '/api/department')).json());
    expect(data.find((d) => d.deparment_id === 1)).toEqual({ deparment_id: 1, department_id: 1, name: 'Vestidos' });
    for (const [id, name] of [
      [5, 'Pantalones'],
      [7, 'Blusas'],
      [8, 'Abrigos'],
    ] as const)
      expect(data.find((d) => d.department_id === id)?.name).toBe(name);
  });

  it('groups by title, case- and accent-insensitively; absent or all gives everything', async () => {
    const by = async (q: string) =>
      DepartmentsByGroupResponseSchema.parse(
        await (await t.call('GET', `/api/department/departmentsByGroupName${q}`)).json(),
      ).data;
    const ropa = await by('?title=Ropa');
    expect(ropa[0]).toEqual({ id: 1, name: 'Vestidos' });
    expect(await by('?title=ropa')).toEqual(ropa);
    const joyas = await by('?title=joyeria');
    expect(joyas.length).toBeGreaterThanOrEqual(4);
    expect(await by('?title=Joyer%C3%ADa')).toEqual(joyas);
    const all = await by('');
    expect(all.length).toBe(ropa.length + joyas.length);
    expect(await by('?title=all')).toEqual(all);
    expect(await by('?title=zapatos')).toEqual([]);
  });

  it('unknown API paths answer a JSON 404, never the app', async () => {
    const res = await t.call('GET', '/api/nothing/here');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toMatch(/no existe/);
  });
});
