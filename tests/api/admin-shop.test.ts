/**
 * The back office, the rest of the shop: departments created, renamed and moved between Ropa and Joyería
 * (the tiles' departments keep their group, so their links keep their meaning), and the
 * home-delivery price. Every change is in the change log; the store sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDepartmentListSchema, AdminDepartmentSchema } from '../../contract/admin-shop';
import { LoginResponseSchema } from '../../contract/auth';
import { LINKED_DEPARTMENT } from '../../contract/catalogue';
import { ADMIN_ERRORS, MONEY_INPUT } from '../../copy/admin';
import { API_ERRORS } from '../../copy/api';
import { DEMO_OWNER } from '../../server/db/seed';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

describe.each(BACKENDS)('departments and settings on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend, 40);
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
  });
  afterAll(() => t.close());
  const admin = (method: string, path: string, body?: unknown) =>
    t.call(method, `/api/admin${path}`, { token: owner, body });
  const storeDepartments = async (title: string) =>
    (await (await t.call('GET', `/api/department/departmentsByGroupName?title=${encodeURIComponent(title)}`)).json())
      .data as { id: number; name: string }[];

  it('every route answers only an admin', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/departments'],
      ['POST', '/api/admin/departments', { name: 'Bolsas', group: 'Ropa' }],
      ['PUT', '/api/admin/departments/1', { name: 'Vestidos', group: 'Ropa' }],
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/settings', { shipping_delivery_price: 0 }],
    ] as const) {
      expect((await t.call(method, path, { body })).status).toBe(401);
      const customer = await t.call(method, path, { body, token: t.demo.token });
      expect(customer.status).toBe(403);
      expect(await customer.json()).toEqual({ error: API_ERRORS.notAdmin });
    }
    expect((await storeDepartments('Ropa')).some((d) => d.name === 'Bolsas')).toBe(false);
  });

  it('creates a department with the next id, in its group, and the store lists it', async () => {
    const before = AdminDepartmentListSchema.parse(await (await admin('GET', '/departments')).json());
    const res = await admin('POST', '/departments', { name: '  Bolsas ', group: 'Joyería' });
    expect(res.status).toBe(201);
    const made = AdminDepartmentSchema.parse(await res.json());
    expect(made).toEqual({
      department_id: Math.max(...before.map((d) => d.department_id)) + 1,
      name: 'Bolsas',
      group: 'Joyería',
      products: 0,
      linked: false,
      sizeChart: null,
    });
    expect((await storeDepartments('Joyería')).map((d) => d.name)).toContain('Bolsas');
    const taken = await admin('POST', '/departments', { name: 'bolsas', group: 'Ropa' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: ADMIN_ERRORS.departmentNameTaken });
  });

  it('renames and moves a department; its products are found by the new words', async () => {
    const [product] = await t.db.query<{ product_id: number; department_id: number }>(
      `SELECT product_id, department_id FROM product WHERE department_id NOT IN (${Object.values(LINKED_DEPARTMENT).join(',')}) ORDER BY product_id LIMIT 1`,
    );
    const id = product!.department_id;
    const current = AdminDepartmentListSchema.parse(await (await admin('GET', '/departments')).json()).find(
      (d) => d.department_id === id,
    )!;
    const other = current.group === 'Ropa' ? 'Joyería' : 'Ropa';
    const res = await admin('PUT', `/departments/${id}`, { name: 'Zzquetas únicas', group: other });
    expect(res.status).toBe(200);
    expect(AdminDepartmentSchema.parse(await res.json())).toMatchObject({ name: 'Zzquetas únicas', group: other });
    const found = await (
      await t.call('GET', '/api/product/list?name=zzquetas%20unicas&withoutStock=true&limit=100')
    ).json();
    expect(found.products.map((p: { product_id: number }) => p.product_id)).toContain(product!.product_id);
    const history = await t.db.query<{ action: string; before: unknown; after: unknown }>(
      "SELECT action, before, after FROM change_log WHERE subject = 'department' AND subject_id = $1 ORDER BY change_id",
      [id],
    );
    expect(history).toEqual([
      { action: 'renamed', before: { name: current.name }, after: { name: 'Zzquetas únicas' } },
      { action: 'moved', before: { group: current.group }, after: { group: other } },
    ]);
  });

  it('a department the home tiles link to may be renamed but keeps its group', async () => {
    const res = await admin('PUT', `/departments/${LINKED_DEPARTMENT.dresses}`, { name: 'Vestidos', group: 'Joyería' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: ADMIN_ERRORS.departmentLinked });
    expect((await storeDepartments('Ropa')).map((d) => d.id)).toContain(LINKED_DEPARTMENT.dresses);
  });

  it('a name that differs only by accents, case or spacing from another is taken', async () => {
    // the demo's 'Suéteres' (id 4) is there
    for (const name of ['Sueteres', 'SUÉTERES', ' suéteres ', 'Sue\u0301teres', 'Ｓｕｅｔｅｒｅｓ']) {
      const res = await admin('POST', '/departments', { name, group: 'Ropa' });
      expect(res.status, name).toBe(409);
      expect(await res.json()).toEqual({ error: ADMIN_ERRORS.departmentNameTaken });
    }
    const mine = AdminDepartmentListSchema.parse(await (await admin('GET', '/departments')).json());
    expect(mine.filter((d) => d.name.toLowerCase().startsWith('su')).map((d) => d.name)).toEqual(['Suéteres']);
    // a rename onto another's name is taken too; a department may respell its own name
    const other = mine.find((d) => d.name === 'Blusas')!;
    expect(
      (await admin('PUT', `/departments/${other.department_id}`, { name: 'sueteres', group: other.group })).status,
    ).toBe(409);
    const own = mine.find((d) => d.name === 'Suéteres')!;
    const respelt = await admin('PUT', `/departments/${own.department_id}`, { name: 'SUÉTERES', group: 'Ropa' });
    expect(respelt.status).toBe(200);
    expect(AdminDepartmentSchema.parse(await respelt.json()).name).toBe('SUÉTERES');
    expect((await admin('PUT', `/departments/${own.department_id}`, { name: 'Suéteres', group: 'Ropa' })).status).toBe(
      200,
    );
  });

  it('the group names, all and numbers are reserved: they name lists of their own', async () => {
    const before = AdminDepartmentListSchema.parse(await (await admin('GET', '/departments')).json());
    for (const name of ['Ropa', 'ROPA', 'Joyería', 'Joyeria', 'joyeria', 'all', 'ALL', '1234', ' 12 ', 'Ro\u200Bpa']) {
      const res = await admin('POST', '/departments', { name, group: 'Joyería' });
      expect(res.status, name).toBe(400);
      expect(await res.json()).toEqual({ error: ADMIN_ERRORS.departmentNameReserved });
    }
    expect(
      (await admin('PUT', `/departments/${LINKED_DEPARTMENT.coats}`, { name: 'Joyeria', group: 'Ropa' })).status,
    ).toBe(400);
    expect(AdminDepartmentListSchema.parse(await (await admin('GET', '/departments')).json())).toEqual(before);
  });

  it('invisible characters are taken out of a name', async () => {
    const res = await admin('POST', '/departments', {
      name: '\u200BCin\u00ADtu\u200Drones\u202E\uFEFF',
      group: 'Joyería',
    });
    expect(res.status).toBe(201);
    expect(AdminDepartmentSchema.parse(await res.json()).name).toBe('Cinturones');
    expect((await admin('POST', '/departments', { name: 'Cinturo\u2060nes', group: 'Ropa' })).status).toBe(409);
    const blank = await admin('POST', '/departments', { name: 'a\u200B\u200B\u200B', group: 'Ropa' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error).toBe('El nombre del departamento debe tener al menos 2 caracteres.');
    const [row] = await t.db.query<{ name_key: string }>("SELECT name_key FROM department WHERE name = 'Cinturones'");
    expect(row).toEqual({ name_key: 'cinturones' });
  });

  it('the database holds one department per accent- and case-free name', async () => {
    await expect(
      t.db.query(
        "INSERT INTO department (department_id, name, group_name, name_key, group_key) VALUES (9001, 'VESTIDOS', 'Ropa', 'vestidos', 'ropa')",
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('bad input is a Spanish 400 and changes nothing', async () => {
    for (const body of [
      { name: 'X', group: 'Ropa' },
      { name: 'Bolsos', group: 'Zapatos' },
      { name: 'a\0b', group: 'Ropa' },
      {},
    ]) {
      const res = await admin('POST', '/departments', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toMatch(/departamento|grupo|carácter/);
    }
    expect((await admin('PUT', '/departments/9999', { name: 'Nada', group: 'Ropa' })).status).toBe(404);
  });

  it('the home-delivery price: read, changed, recorded, and charged at checkout', async () => {
    expect(await (await admin('GET', '/settings')).json()).toEqual({
      shipping_delivery_price: 149,
      markdown_rounding: 'whole',
    });
    const saved = await admin('PUT', '/settings', { shipping_delivery_price: 99.5 });
    expect(await saved.json()).toEqual({ shipping_delivery_price: 99.5, markdown_rounding: 'whole' });
    const customerView = await (await t.call('GET', '/api/settings', { token: t.demo.token })).json();
    expect(customerView).toMatchObject({ shipping_delivery_price: 99.5 });
    for (const bad of [
      { shipping_delivery_price: -1 },
      { shipping_delivery_price: 10.001 },
      { shipping_delivery_price: '9,9' },
      { shipping_delivery_price: true },
      { shipping_delivery_price: 10_000 },
    ]) {
      expect((await admin('PUT', '/settings', bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const [log] = await t.db.query<{ before: unknown; after: unknown }>(
      "SELECT before, after FROM change_log WHERE subject = 'settings'",
    );
    expect(log).toEqual({ before: { shipping_delivery_price: 149 }, after: { shipping_delivery_price: 99.5 } });
  });

  it('the home-delivery price as the owner types it ($1,099.5) is kept in centavos', async () => {
    const typed = await admin('PUT', '/settings', { shipping_delivery_price: '$1,099.5' });
    expect(await typed.json()).toEqual({ shipping_delivery_price: 1099.5, markdown_rounding: 'whole' });
    expect(await t.db.query('SELECT shipping_delivery_price_cents FROM settings')).toEqual([
      { shipping_delivery_price_cents: 109_950 },
    ]);
    const wrong = await admin('PUT', '/settings', { shipping_delivery_price: '1,099.505' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: MONEY_INPUT.decimalsTyped('El precio de envío') });
  });

  it("the mark-downs' rounding: whole pesos unless the owner chooses .50 or .99, recorded, kept by a form without it", async () => {
    const saved = await admin('PUT', '/settings', { shipping_delivery_price: 149, markdown_rounding: 'ninetyNine' });
    expect(await saved.json()).toEqual({ shipping_delivery_price: 149, markdown_rounding: 'ninetyNine' });
    // a form from before the setting keeps it
    const older = await admin('PUT', '/settings', { shipping_delivery_price: 150 });
    expect(await older.json()).toEqual({ shipping_delivery_price: 150, markdown_rounding: 'ninetyNine' });
    const [log] = await t.db.query<{ before: unknown; after: unknown }>(
      "SELECT before, after FROM change_log WHERE subject = 'settings' AND after ? 'markdown_rounding' ORDER BY change_id",
    );
    expect(log).toMatchObject({ before: { markdown_rounding: 'whole' }, after: { markdown_rounding: 'ninetyNine' } });
    const bad = await admin('PUT', '/settings', { shipping_delivery_price: 150, markdown_rounding: 'up' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: ADMIN_ERRORS.markdownRoundingUnknown });
    await admin('PUT', '/settings', { shipping_delivery_price: 149, markdown_rounding: 'whole' });
  });
});
