/**
 * The back office's search synonyms: the owner lists the pairs, adds one (both words stored as
 * the search reads them) and removes one. A pair already there in either order, a word equal to
 * its synonym, or an empty, long or several-word entry is refused in Spanish and changes nothing.
 * Each write is in the change log and moves the catalogue version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SynonymPairListSchema, SynonymPairSchema } from '../../contract/admin-synonyms';
import { LoginResponseSchema } from '../../contract/auth';
import { ADMIN_ERRORS } from '../../copy/admin';
import { API_ERRORS } from '../../copy/api';
import { DEMO_OWNER } from '../../server/db/seed';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

describe.each(BACKENDS)('search synonyms in the back office on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend, 20);
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
  });
  afterAll(() => t.close());
  const admin = (method: string, path: string, body?: unknown) =>
    t.call(method, `/api/admin/synonyms${path}`, { token: owner, body });
  const pairs = async () => SynonymPairListSchema.parse(await (await admin('GET', '')).json());
  const catalogueVersion = async () =>
    (await t.db.query<{ version: number }>('SELECT version::int AS version FROM catalogue_state WHERE id = 1'))[0]!
      .version;
  const log = () =>
    t.db.query<{ action: string; before: unknown; after: unknown }>(
      "SELECT action, before, after FROM change_log WHERE subject = 'settings' ORDER BY change_id",
    );

  it('every route answers only an admin', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/synonyms'],
      ['POST', '/api/admin/synonyms', { word: 'bolso', synonym: 'bolsa' }],
      ['DELETE', '/api/admin/synonyms/1'],
    ] as const) {
      expect((await t.call(method, path, { body })).status).toBe(401);
      const customer = await t.call(method, path, { body, token: t.demo.token });
      expect(customer.status).toBe(403);
      expect(await customer.json()).toEqual({ error: API_ERRORS.notAdmin });
    }
    expect((await pairs()).length).toBe(7);
  });

  it('lists the seven pairs the store starts with, alphabetically', async () => {
    expect((await pairs()).map((p) => `${p.word}/${p.synonym}`)).toEqual([
      'anillo/sortija',
      'aretes/pendientes',
      'chamarra/chaqueta',
      'collar/gargantilla',
      'mezclilla/jeans',
      'pulsera/brazalete',
      'sueter/sweater',
    ]);
  });

  it('adds a pair as the search reads it, logs it, moves the catalogue version, and removes it', async () => {
    const version = await catalogueVersion();
    const res = await admin('POST', '', { word: '  Bolsón ', synonym: 'MORRAL' });
    expect(res.status).toBe(201);
    const added = SynonymPairSchema.parse(await res.json());
    expect(added).toMatchObject({ word: 'bolson', synonym: 'morral' });
    expect(await catalogueVersion()).toBeGreaterThan(version);
    expect(await pairs()).toContainEqual(added);
    expect((await log()).at(-1)).toEqual({
      action: 'synonymAdded',
      before: null,
      after: { word: 'bolson', synonym: 'morral' },
    });

    const afterAdd = await catalogueVersion();
    const removed = await admin('DELETE', `/${added.synonym_id}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual(added);
    expect(await pairs()).not.toContainEqual(added);
    expect(await catalogueVersion()).toBeGreaterThan(afterAdd);
    expect((await log()).at(-1)).toEqual({
      action: 'synonymRemoved',
      before: { word: 'bolson', synonym: 'morral' },
      after: null,
    });

    const again = await admin('DELETE', `/${added.synonym_id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: ADMIN_ERRORS.synonymMissing });
    expect((await admin('DELETE', '/cero')).status).toBe(400);
  });

  it('refuses a pair already there in either order, accents and capitals aside, changing nothing', async () => {
    const before = await pairs();
    const logged = (await log()).length;
    for (const body of [
      { word: 'aretes', synonym: 'pendientes' },
      { word: 'Pendientes', synonym: 'ARETES' },
      { word: 'Suéter', synonym: 'sweater' },
    ]) {
      const res = await admin('POST', '', body);
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect((await res.json()).error).toMatch(/^El par «.+» y «.+» ya existe\.$/);
    }
    expect(await (await admin('POST', '', { word: 'sweater', synonym: 'suéter' })).json()).toEqual({
      error: ADMIN_ERRORS.synonymTaken('sueter', 'sweater'),
    });
    expect(await pairs()).toEqual(before);
    expect((await log()).length).toBe(logged);
  });

  it('refuses a word equal to its synonym, an empty, too long or several-word entry, in Spanish', async () => {
    const before = await pairs();
    const refusals: [unknown, string][] = [
      [{ word: 'Falda', synonym: 'falda' }, ADMIN_ERRORS.synonymSameWord],
      [{ word: 'Camión', synonym: 'camion' }, ADMIN_ERRORS.synonymSameWord],
      [{ word: '  ', synonym: 'falda' }, ADMIN_ERRORS.synonymWordMissing],
      [{ word: 'falda' }, ADMIN_ERRORS.synonymWordMissing],
      [{ word: 'falda', synonym: 'a'.repeat(41) }, ADMIN_ERRORS.synonymWordTooLong(40)],
      [{ word: 'falda larga', synonym: 'maxi' }, ADMIN_ERRORS.synonymSingleWord],
      [{ word: 'falda', synonym: 'mini-falda' }, ADMIN_ERRORS.synonymSingleWord],
    ];
    for (const [body, error] of refusals) {
      const res = await admin('POST', '', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await res.json()), JSON.stringify(body)).toContain(error);
    }
    expect(await pairs()).toEqual(before);
  });
});
