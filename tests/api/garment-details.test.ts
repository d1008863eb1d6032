/**
 * A garment's label (composition, origin, care) and its size guide travel in every product answer,
 * beside the fields the SPEC names; the owner fills the label in the product editor under the
 * version rule and the history; a demo shop seeded before labels gets the seed's once.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminProduct,
  AdminProductDetailSchema,
  AdminProductSchema,
  GARMENT_DETAIL_MAX,
} from '../../contract/admin-products';
import { LoginResponseSchema } from '../../contract/auth';
import { CartProductsResponseSchema, ProductListResponseSchema, ProductSchema } from '../../contract/product';
import { PRODUCT_IMAGE_WIDTHS } from '../../contract/product-urls';
import { openPglite } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { DEMO_LABELS_STEP, DEMO_OWNER, fillGarmentDetails, seed } from '../../server/db/seed';
import { imageFileName } from '../../server/images/paths';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

const UPLOADED_PHOTO = 'u-label-photo.webp';
const LABEL_KEYS = ['composition', 'origin', 'care', 'sizeChart'] as const;

describe.each(BACKENDS)('garment labels and size guides on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend, 60);
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
    // an uploaded photo, as POST /api/admin/photos leaves it: each width in the images folder
    for (const width of PRODUCT_IMAGE_WIDTHS)
      writeFileSync(join(t.deps.imagesDir, imageFileName(UPLOADED_PHOTO, width)), 'webp');
  });
  afterAll(() => t.close());

  const json = async (path: string) => {
    const res = await t.call('GET', path);
    expect(res.status, path).toBe(200);
    return res.json();
  };
  /** The label columns and the department's guide, as the database holds them. */
  const stored = async (id: number) =>
    (
      await t.db.query<{ composition: string | null; origin: string | null; care: string | null; sizeChart: string }>(
        `SELECT p.composition, p.origin, p.care, d.size_chart AS "sizeChart"
         FROM product p JOIN department d USING (department_id) WHERE p.product_id = $1`,
        [id],
      )
    )[0]!;

  it('every product answer carries the label and the size guide, as the database holds them', async () => {
    const list = ProductListResponseSchema.parse(await json('/api/product/list?limit=60&withoutStock=true'));
    const search = ProductListResponseSchema.parse(await json('/api/product/list?name=vestido&withoutStock=true'));
    const ids = list.products.slice(0, 5).map((p) => p.product_id);
    const cart = CartProductsResponseSchema.parse(await json(`/api/product/cart?productIds=${ids.join(',')}`));
    const single = ProductSchema.parse(await json(`/api/product/single/${ids[0]}`));
    expect(search.products.length).toBeGreaterThan(0);
    for (const answer of [list.products, search.products, cart, [single]])
      for (const product of answer) {
        for (const key of LABEL_KEYS) expect(product, `${product.product_id} ${key}`).toHaveProperty(key);
        expect({
          composition: product.composition,
          origin: product.origin,
          care: product.care,
          sizeChart: product.sizeChart,
        }).toEqual(await stored(product.product_id));
      }
  });

  it('the seed labels every demo garment and gives each clothing department and rings their guide', async () => {
    const charts = await t.db.query<{ name: string; size_chart: string | null }>(
      'SELECT name, size_chart FROM department ORDER BY department_id',
    );
    expect(Object.fromEntries(charts.map((d) => [d.name, d.size_chart]))).toEqual({
      Vestidos: 'letters',
      Faldas: 'us-dress',
      Camisas: 'letters',
      Suéteres: 'letters',
      Pantalones: 'waist',
      Shorts: 'waist',
      Blusas: 'letters',
      Abrigos: 'letters',
      Chamarras: 'letters',
      Anillos: 'ring',
      Collares: null,
      Aretes: null,
      Pulseras: null,
      Relojes: null,
    });
    const [unlabelled] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product WHERE composition IS NULL OR care IS NULL',
    );
    expect(unlabelled!.n).toBe(0);
  });

  describe('the owner’s editor', () => {
    const admin = (method: string, path: string, body?: unknown) =>
      t.call(method, `/api/admin/products${path}`, { token: owner, body });
    const read = async (id: number) => AdminProductDetailSchema.parse(await (await admin('GET', `/${id}`)).json());
    const formOf = (p: AdminProduct) => ({
      name: p.name,
      description: p.description,
      brand: p.brand,
      department_id: p.department_id,
      price: p.price,
      originalPrice: p.originalPrice,
      maxPerOrder: p.maxPerOrder,
      isNew: p.isNew,
      hidden: p.hidden,
      image: p.image,
      version: p.version,
    });

    it('saves the three lines, trimmed, with the history’s before and after, and the store shows them', async () => {
      const { product } = await read(3);
      const res = await admin('PUT', '/3', {
        ...formOf(product),
        composition: ' 95% algodón, 5% elastano ',
        origin: 'Hecho en México',
        care: 'Lavar a mano en agua fría.',
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const saved = AdminProductSchema.parse(await res.json());
      expect(saved).toMatchObject({
        composition: '95% algodón, 5% elastano',
        origin: 'Hecho en México',
        care: 'Lavar a mano en agua fría.',
        version: product.version + 1,
      });
      const { history } = await read(3);
      expect(history[0]).toMatchObject({
        action: 'edited',
        before: { composition: product.composition, origin: product.origin, care: product.care },
        after: {
          composition: '95% algodón, 5% elastano',
          origin: 'Hecho en México',
          care: 'Lavar a mano en agua fría.',
        },
      });
      expect(ProductSchema.parse(await json('/api/product/single/3'))).toMatchObject({
        composition: '95% algodón, 5% elastano',
        origin: 'Hecho en México',
      });

      // an empty line is none; a form that does not send the lines leaves them as they are
      const cleared = AdminProductSchema.parse(
        await (await admin('PUT', '/3', { ...formOf(saved), composition: '', origin: '  ', care: null })).json(),
      );
      expect(cleared).toMatchObject({ composition: null, origin: null, care: null });
      await t.db.query("UPDATE product SET composition = 'Lana' WHERE product_id = 3");
      const current = (await read(3)).product;
      const untouched = await admin('PUT', '/3', { ...formOf(current), name: `${current.name} ` });
      expect(untouched.status).toBe(200);
      expect((await stored(3)).composition).toBe('Lana');
    });

    it('a new product takes its label, or none', async () => {
      const { product } = await read(4);
      const made = { ...formOf(product), image: UPLOADED_PHOTO, stock: 2, version: undefined };
      const labelled = await admin('POST', '', { ...made, composition: '100% lino', origin: 'Hecho en India' });
      expect(labelled.status, await labelled.clone().text()).toBe(201);
      expect(AdminProductSchema.parse(await labelled.json())).toMatchObject({
        composition: '100% lino',
        origin: 'Hecho en India',
        care: null,
      });
      const bare = AdminProductSchema.parse(await (await admin('POST', '', made)).json());
      expect(bare).toMatchObject({ composition: null, origin: null, care: null });
    });

    it('refuses a line too long or not text with a Spanish 400, and changes nothing', async () => {
      const { product } = await read(5);
      const before = await stored(5);
      const cases: [Record<string, unknown>, string][] = [
        [
          { composition: 'a'.repeat(GARMENT_DETAIL_MAX.composition + 1) },
          `La composición admite como máximo ${GARMENT_DETAIL_MAX.composition} caracteres.`,
        ],
        [
          { origin: 'a'.repeat(GARMENT_DETAIL_MAX.origin + 1) },
          `El origen admite como máximo ${GARMENT_DETAIL_MAX.origin} caracteres.`,
        ],
        [
          { care: 'a'.repeat(GARMENT_DETAIL_MAX.care + 1) },
          `Los cuidados admiten como máximo ${GARMENT_DETAIL_MAX.care} caracteres.`,
        ],
        [{ care: 'a\0b' }, 'El texto contiene un carácter no permitido.'],
      ];
      for (const [over, error] of cases) {
        const res = await admin('PUT', '/5', { ...formOf(product), ...over });
        expect(res.status, JSON.stringify(over).slice(0, 40)).toBe(400);
        expect(await res.json()).toEqual({ error });
      }
      expect(await stored(5)).toEqual(before);
      expect((await read(5)).product.version).toBe(product.version);
    });

    it('the database refuses a line longer than the contract allows, whoever writes it', async () => {
      await expect(
        t.db.query('UPDATE product SET origin = $1 WHERE product_id = 6', ['a'.repeat(GARMENT_DETAIL_MAX.origin + 1)]),
      ).rejects.toThrow();
      await expect(t.db.query("UPDATE department SET size_chart = 'shoes' WHERE department_id = 1")).rejects.toThrow();
    });
  });
});

describe('a demo shop seeded before labels', () => {
  it('gets the seed’s labels and guides once, keeping what the owner changed', async () => {
    const db = await openPglite();
    try {
      await migrate(db);
      const products = await seed(db, 30, { demoAccounts: false });
      // as it was before migration 018: no labels, no guides; then the owner wrote one label and renamed a department
      await db.query('UPDATE product SET composition = NULL, origin = NULL, care = NULL');
      await db.query('UPDATE department SET size_chart = NULL');
      await db.query("UPDATE product SET composition = 'Del dueño' WHERE product_id = 2");
      await db.query(
        "UPDATE department SET name = 'Faldas largas', name_key = 'faldas largas' WHERE department_id = 2",
      );
      await db.query("UPDATE product SET kind = NULL, image = 'u-subida.webp' WHERE product_id = 3");
      expect(await fillGarmentDetails(db)).toBe(false); // the seed's own labels count as done
      await db.query('DELETE FROM schema_migrations WHERE version = $1', [DEMO_LABELS_STEP]);

      expect(await fillGarmentDetails(db)).toBe(true);

      const rows = await db.query<{ product_id: number; composition: string | null; origin: string | null }>(
        'SELECT product_id, composition, origin FROM product ORDER BY product_id',
      );
      expect(rows[0]).toEqual({ product_id: 1, composition: products[0]!.composition, origin: products[0]!.origin });
      expect(rows[1]).toMatchObject({ composition: 'Del dueño', origin: null });
      expect(rows[2]).toMatchObject({ composition: null, origin: null });
      expect(rows.slice(3).map((r) => r.composition)).toEqual(products.slice(3).map((p) => p.composition));
      const charts = await db.query<{ size_chart: string | null }>(
        'SELECT size_chart FROM department WHERE department_id IN (1, 2, 10) ORDER BY department_id',
      );
      expect(charts.map((d) => d.size_chart)).toEqual(['letters', null, 'ring']);
      // once only: an owner who clears a label later keeps it cleared
      await db.query('UPDATE product SET composition = NULL, origin = NULL, care = NULL WHERE product_id = 1');
      expect(await fillGarmentDetails(db)).toBe(false);
      expect((await db.query('SELECT composition FROM product WHERE product_id = 1'))[0]).toEqual({
        composition: null,
      });
    } finally {
      await db.close();
    }
  }, 120_000);
});
