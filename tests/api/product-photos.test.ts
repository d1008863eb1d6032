import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponseSchema, ProductSchema } from '../../contract/product';
import { demoGallery } from '../../server/catalogue/gallery';
import { generateProducts } from '../../server/catalogue/products';
import { DEMO_CATALOGUE_SIZE } from '../../server/db/seed';
import { imageSourcesFromDb } from '../../server/images/ensure';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

describe.each(BACKENDS)('product photos on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const single = async (id: number) => {
    const res = await t.call('GET', `/api/product/single/${id}`);
    expect(res.status).toBe(200);
    return ProductSchema.parse(await res.json());
  };

  it("answers a product's photos in order, the first being its image", async () => {
    const product = await single(1);
    expect(product.photos.map((p) => p.image)).toEqual([
      'p00001-pantalon-de-mezclilla-acampanado-azul-medio.webp',
      'p00001-pantalon-de-mezclilla-acampanado-azul-medio-d1.webp',
      'p00001-pantalon-de-mezclilla-acampanado-azul-medio-d2.webp',
      'p00001-pantalon-de-mezclilla-acampanado-azul-medio-d3.webp',
    ]);
    expect(product.photos[0]).toEqual({ image: product.image, alt: product.name });
    expect(product.photos[1]!.alt).toBe(`${product.name} — vista de detalle`);
  });

  it('answers a product without further photos with its image alone, described by its name', async () => {
    const product = await single(2);
    expect(product.photos).toEqual([{ image: product.image, alt: product.name }]);
  });

  it("gives a list's and a cart's products their first photo alone", async () => {
    const list = ProductListResponseSchema.parse(
      await (await t.call('GET', '/api/product/list?withoutStock=true&limit=100')).json(),
    );
    expect(list.products.length).toBeGreaterThan(0);
    for (const p of list.products) expect(p.photos).toEqual([{ image: p.image, alt: p.name }]);
    const cart = (await (await t.call('GET', '/api/product/cart?productIds=1')).json()) as unknown[];
    expect(ProductSchema.parse(cart[0]).photos).toHaveLength(1);
  });

  it('seeds a small gallery on a few garments, each of 2 to 4 photos, and draws each of them', async () => {
    const rows = await t.db.query<{ product_id: number; n: number; first_is_image: boolean }>(
      `SELECT f.product_id, count(*)::int AS n, bool_or(f.position = 0 AND f.image = p.image) AS first_is_image
         FROM product_photo f JOIN product p USING (product_id) GROUP BY f.product_id`,
    );
    const gallery = demoGallery(generateProducts(DEMO_CATALOGUE_SIZE));
    expect(rows).toHaveLength(gallery.size);
    const further = rows.reduce((sum, r) => sum + r.n - 1, 0);
    expect(further).toBeLessThanOrEqual(40);
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(2);
      expect(r.n).toBeLessThanOrEqual(4);
      expect(r.first_is_image).toBe(true);
    }
    // Every seeded photo has a drawing recipe, so a first start draws it.
    const drawn = new Set((await imageSourcesFromDb(t.db)).map((s) => s.imageName));
    const photos = await t.db.query<{ image: string }>('SELECT image FROM product_photo');
    for (const { image } of photos) expect(drawn).toContain(image);
    expect((await imageSourcesFromDb(t.db)).find((s) => s.imageName.endsWith('-d1.webp'))?.view).toBe('detail');
  });
});
