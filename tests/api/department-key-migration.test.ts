import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

/**
 * Migration 015 makes a department's key unique. Stores made before it may hold names that
 * collide ('Sueteres' beside 'Suéteres') or hide invisible characters: the migration must still
 * apply, keep the oldest of each key as it is, and leave every name readable.
 */
describe.each(BACKENDS)('migration 016 (one department per key) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, 30);
  });
  afterAll(() => t.close());

  it('strips invisible characters and renumbers the later of two colliding names', async () => {
    // Back to the shape before 014, with what the old rule let in.
    await t.db.query('DROP INDEX department_key_unique');
    await t.db.query(`DELETE FROM schema_migrations WHERE version = '016_department_name_key'`);
    await t.db.query(`INSERT INTO department (department_id, name, group_name, name_key, group_key) VALUES
      (91, 'Sueteres', 'Ropa', 'sueteres', 'ropa'),
      (92, 'Bol' || chr(8203) || 'sas', 'Ropa', 'bol' || chr(8203) || 'sas', 'ropa'),
      (93, 'Bolsas', 'Joyería', 'bolsas', 'joyeria'),
      (94, chr(8238) || 'Cinturones' || chr(173), 'Ropa', chr(8238) || 'cinturones' || chr(173), 'ropa')`);

    expect(await migrate(t.db)).toEqual(['016_department_name_key']);
    const rows = await t.db.query<{ department_id: number; name: string; name_key: string }>(
      'SELECT department_id, name, name_key FROM department WHERE department_id IN (4, 91, 92, 93, 94) ORDER BY department_id',
    );
    expect(rows).toEqual([
      { department_id: 4, name: 'Suéteres', name_key: 'sueteres' },
      { department_id: 91, name: 'Sueteres (91)', name_key: 'sueteres (91)' },
      { department_id: 92, name: 'Bolsas', name_key: 'bolsas' },
      { department_id: 93, name: 'Bolsas (93)', name_key: 'bolsas (93)' },
      { department_id: 94, name: 'Cinturones', name_key: 'cinturones' },
    ]);
    await expect(
      t.db.query(
        `INSERT INTO department (department_id, name, group_name, name_key, group_key) VALUES (95, 'BOLSAS', 'Ropa', 'bolsas', 'ropa')`,
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
