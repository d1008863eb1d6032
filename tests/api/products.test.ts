import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponseSchema, ProductSchema } from '../../contract/product';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

describe.each(BACKENDS)('products on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await t.call('GET', `/api/product/list${query}`);
    expect(res.status).toBe(200);
    return ProductListResponseSchema.parse(await res.json());
  };

  it('lists 24 in-stock products, newest first, with every Product field', async () => {
    const { products, totalPages } = await list();
    expect(products).toHaveLength(24);
    expect(totalPages).toBeGreaterThan(1);
    expect(products.every((p) => p.stock > 0)).toBe(true);
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product WHERE stock > 0');
    expect(totalPages).toBe(Math.ceil(row!.n / 24));
    const newest = await t.db.query<{ product_id: number }>(
      'SELECT product_id FROM product WHERE stock > 0 ORDER BY created_at DESC, product_id DESC LIMIT 24',
    );
    expect(products.map((p) => p.product_id)).toEqual(newest.map((r) => r.product_id));
  });

  it('withoutStock=true includes sold-out products', async () => {
    const all = await list('?withoutStock=true&limit=100');
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product');
    expect(all.totalPages).toBe(Math.ceil(row!.n / 100));
    const [soldOut] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product WHERE stock = 0');
    expect(soldOut!.n).toBeGreaterThan(0);
  });

  it('pages are disjoint and cover the list', async () => {
    const a = await list('?limit=10&page=1');
    const b = await list('?limit=10&page=2');
    expect(new Set([...a.products, ...b.products].map((p) => p.product_id)).size).toBe(20);
    const beyond = await list('?limit=10&page=9999');
    expect(beyond.products).toEqual([]);
    expect(beyond.totalPages).toBe(a.totalPages);
  });

  it('sorts by price both ways and honours maxPrice', async () => {
    const asc = (await list('?sort=asc&limit=50')).products.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    const desc = (await list('?sort=desc&limit=50')).products.map((p) => p.price);
    expect(desc).toEqual([...desc].sort((x, y) => y - x));
    const cheap = await list('?maxPrice=500&limit=100');
    expect(cheap.products.length).toBeGreaterThan(0);
    expect(cheap.products.every((p) => p.price <= 500)).toBe(true);
    const [above] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product WHERE price_cents > 300000',
    );
    expect(above!.n).toBeGreaterThan(0); // the default maxPrice 3000 of the list page matters
  });

  it('counts what matches (total) and what the price cap hides (pricierCount), on every page', async () => {
    const count = async (where: string) =>
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM product p WHERE NOT p.hidden AND p.stock > 0 AND ${where}`,
        )
      )[0]!.n;
    const capped = await list('?maxPrice=3000&department_id=1&page=2&limit=5');
    expect(capped.total).toBe(await count('p.department_id = 1 AND p.price_cents <= 300000'));
    expect(capped.pricierCount).toBe(await count('p.department_id = 1 AND p.price_cents > 300000'));
    const everywhere = await list('?maxPrice=3000');
    expect(everywhere.pricierCount).toBe(await count('p.price_cents > 300000'));
    expect(everywhere.pricierCount).toBeGreaterThan(0);
    const uncapped = await list('?department_id=1');
    expect(uncapped).toMatchObject({ total: capped.total + capped.pricierCount, pricierCount: 0 });
    expect(uncapped.totalPages).toBe(Math.ceil(uncapped.total / 24));
  });

  it('minPrice keeps products at that price or more, and the cap still counts only what it hides', async () => {
    const range = await list('?minPrice=1000&maxPrice=2000&limit=100');
    expect(range.products.length).toBeGreaterThan(0);
    expect(range.products.every((p) => p.price >= 1000 && p.price <= 2000)).toBe(true);
    const [counts] = await t.db.query<{ total: number; pricier: number }>(
      `SELECT count(*) FILTER (WHERE price_cents BETWEEN 100000 AND 200000)::int AS total,
              count(*) FILTER (WHERE price_cents > 200000)::int AS pricier
       FROM product p WHERE NOT p.hidden AND p.stock > 0`,
    );
    // pricierCount is still what the cap alone hides: those above it, the minimum applied.
    expect(range).toMatchObject({ total: counts!.total, pricierCount: counts!.pricier });
    // Both ends are inclusive, to the centavo.
    const piece = range.products[0]!;
    const atIt = await list(`?minPrice=${piece.price}&maxPrice=${piece.price}&limit=100`);
    expect(atIt.products.map((p) => p.product_id)).toContain(piece.product_id);
    expect(atIt.products.every((p) => p.price === piece.price)).toBe(true);
    const above = await list(`?minPrice=${(piece.price + 0.01).toFixed(2)}&limit=100`);
    expect(above.products.every((p) => p.price > piece.price)).toBe(true);
  });

  it('onlyDiscounts gives sale products with an original price above the price', async () => {
    const { products } = await list('?onlyDiscounts=true&limit=100');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.type === 'sale' && p.originalPrice > p.price)).toBe(true);
  });

  it('department_id repeats and also accepts a comma list', async () => {
    const repeated = await list('?department_id=1&department_id=8&limit=100');
    expect(repeated.products.length).toBeGreaterThan(0);
    expect(new Set(repeated.products.map((p) => p.department_id))).toEqual(new Set([1, 8]));
    const comma = await list('?department_id=1,8&limit=100');
    expect(comma.products.map((p) => p.product_id)).toEqual(repeated.products.map((p) => p.product_id));
  });

  it('name search is case- and accent-insensitive', async () => {
    const joyeria = await list('?name=joyeria&limit=100');
    expect(joyeria.products.length).toBeGreaterThan(0);
    const vestido = await list('?name=VESTIDO&limit=100');
    expect(vestido.products.length).toBeGreaterThan(0);
    expect(vestido.products.every((p) => p.department_id === 1 || /vestido/i.test(p.name))).toBe(true);
    const none = await list('?name=%25%25zzqq');
    expect(none).toEqual({ products: [], totalPages: 0, total: 0, pricierCount: 0, suggestion: null, searched: null });
  });

  it('section filters order the home strips', async () => {
    const recent = (await list('?sectionFilter=RECENT_DISCOUNTS&limit=8')).products;
    expect(recent.length).toBe(8);
    expect(recent.every((p) => p.originalPrice > 0)).toBe(true);
    const best = (await list('?sectionFilter=BEST_SELLING&limit=8')).products;
    const sold = await t.db.query<{ product_id: number }>(
      'SELECT product_id FROM product WHERE stock > 0 ORDER BY units_sold DESC, product_id LIMIT 8',
    );
    expect(best.map((p) => p.product_id)).toEqual(sold.map((r) => r.product_id));
    const jewels = (await list('?sectionFilter=JEWELRY&limit=8')).products;
    const jewelDepartments = await t.db.query<{ department_id: number }>(
      "SELECT department_id FROM department WHERE group_name = 'Joyería'",
    );
    expect(jewels.every((p) => jewelDepartments.some((d) => d.department_id === p.department_id))).toBe(true);
    const most = (await list('?sectionFilter=MOST_STOCK&limit=8')).products.map((p) => p.stock);
    expect(most).toEqual([...most].sort((a, b) => b - a));
    expect(best.map((p) => p.product_id)).not.toEqual(
      (await list('?sectionFilter=MOST_STOCK&limit=8')).products.map((p) => p.product_id),
    );
  });

  it.each([
    ['?page=abc', 'La página'],
    ['?page=0', 'La página'],
    ['?limit=101', 'El límite'],
    ['?limit=-1', 'El límite'],
    ['?sort=sideways', 'orden'],
    ['?sectionFilter=CHEAPEST', 'sección'],
    ['?maxPrice=mucho', 'precio máximo'],
    ['?minPrice=-5', 'precio mínimo'],
    ['?department_id=x', 'departamento'],
    [`?name=${'a'.repeat(201)}`, '200'],
    ['?onlyDiscounts=maybe', 'true o false'],
  ])('%s is a 400 with a Spanish message', async (query, words) => {
    const res = await t.call('GET', `/api/product/list${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string };
    expect(body.error).toContain(words);
  });

  it('single product by id, 404 for unknown, 400 for a bad id', async () => {
    const res = await t.call('GET', '/api/product/single/1');
    expect(res.status).toBe(200);
    expect(ProductSchema.parse(await res.json()).product_id).toBe(1);
    const missing = await t.call('GET', '/api/product/single/999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Producto no encontrado o eliminado' });
    expect((await t.call('GET', '/api/product/single/uno')).status).toBe(400);
    expect((await t.call('GET', '/api/product/single/1e3')).status).toBe(400);
  });

  it('cart products by repeated ids or a comma list, unknown ids left out', async () => {
    const repeated = (await (
      await t.call('GET', '/api/product/cart?productIds=3&productIds=1&productIds=999999')
    ).json()) as { product_id: number }[];
    expect(repeated.map((p) => p.product_id)).toEqual([3, 1]);
    const comma = (await (await t.call('GET', '/api/product/cart?productIds=3,1')).json()) as { product_id: number }[];
    expect(comma.map((p) => p.product_id)).toEqual([3, 1]);
    expect(await (await t.call('GET', '/api/product/cart')).json()).toEqual([]);
    expect((await t.call('GET', '/api/product/cart?productIds=1;DROP')).status).toBe(400);
  });

  it('image names cannot leave the image folder', async () => {
    for (const bad of ['..%2F..%2Fetc%2Fpasswd', '..%2Fjwt-secret', 'x.png', 'A.webp']) {
      const res = await t.call('GET', `/api/product/image/${bad}`);
      expect([400, 404]).toContain(res.status);
    }
    expect((await t.call('GET', '/api/product/image/p1.webp?w=123')).status).toBe(400);
    expect((await t.call('GET', '/api/product/image/missing-one.webp')).status).toBe(404);
  });

  it('a list request costs two queries, and one once its answer is cached (version always re-read here)', async () => {
    const query = '?department_id=1&sort=asc&maxPrice=3000&name=vestido';
    let before = t.db.queryCount();
    const first = await list(query);
    // the catalogue version, then the page with its count; on PostgreSQL a search that reaches the
    // database is also counted in rate_counter (server/limits/search-limits.ts), shared by every process
    expect(t.db.queryCount() - before).toBe(backend === 'postgres' ? 3 : 2);
    before = t.db.queryCount();
    expect(await list(query)).toEqual(first);
    expect(t.db.queryCount() - before).toBe(1); // the version only
  });

  it('a cached answer is never served after the catalogue changes', async () => {
    const [product] = (await list('?limit=1')).products;
    const single = async () =>
      ((await (await t.call('GET', `/api/product/single/${product!.product_id}`)).json()) as { stock: number }).stock;
    expect(await single()).toBe(product!.stock);
    await t.db.query('UPDATE product SET stock = stock + 5 WHERE product_id = $1', [product!.product_id]);
    expect(await single()).toBe(product!.stock + 5);
    expect((await list('?limit=1')).products[0]!.stock).toBe(product!.stock + 5);
    await t.db.query('UPDATE product SET stock = stock - 5 WHERE product_id = $1', [product!.product_id]);
  });
  it('RECENT_DISCOUNTS: discounts started in the last 30 days, newest first, filled up to a strip with the newest older ones', async () => {
    const recent = (query = '') =>
      list(`?sectionFilter=RECENT_DISCOUNTS&limit=100${query}`).then((a) => a.products.map((p) => p.product_id));
    const discounted = await t.db.query<{ product_id: number }>(
      'SELECT product_id FROM product WHERE original_price_cents > 0 AND stock > 0 ORDER BY product_id',
    );
    expect(discounted.length).toBeGreaterThan(20);
    const ids = discounted.map((r) => r.product_id);
    // Every discount is old (older the higher the id), except three that started 1, 2 and 3 days ago.
    await t.db.query(
      "UPDATE product SET discounted_at = now() - interval '90 days' - product_id * interval '1 minute' WHERE original_price_cents > 0",
    );
    const fresh = ids.slice(-3);
    await t.db.query(
      "UPDATE product SET discounted_at = now() - (array_position($1::int[], product_id) * interval '1 day') WHERE product_id = ANY($1::int[])",
      [fresh],
    );
    const older = ids.filter((id) => !fresh.includes(id));
    expect(await recent()).toEqual([...fresh, ...older.slice(0, 5)]);
    expect((await list('?sectionFilter=RECENT_DISCOUNTS&limit=100')).totalPages).toBe(1);
    // Twelve within the window: exactly those twelve, however many older ones exist.
    const twelve = ids.slice(0, 12);
    await t.db.query(
      "UPDATE product SET discounted_at = now() - interval '2 days' - product_id * interval '1 minute' WHERE product_id = ANY($1::int[])",
      [twelve],
    );
    await t.db.query(
      "UPDATE product SET discounted_at = now() - interval '90 days' WHERE product_id = ANY($1::int[])",
      [fresh],
    );
    expect(await recent()).toEqual(twelve);
    // The shop marks a product down today: the database dates it, and it leads the strip; when the
    // discount ends, its date goes with it.
    const [plain] = await t.db.query<{ product_id: number }>(
      'SELECT product_id FROM product WHERE original_price_cents = 0 AND stock > 0 ORDER BY product_id LIMIT 1',
    );
    await t.db.query('UPDATE product SET original_price_cents = price_cents * 2 WHERE product_id = $1', [
      plain!.product_id,
    ]);
    expect((await recent())[0]).toBe(plain!.product_id);
    await t.db.query('UPDATE product SET original_price_cents = 0 WHERE product_id = $1', [plain!.product_id]);
    const [after] = await t.db.query<{ discounted_at: Date | null }>(
      'SELECT discounted_at FROM product WHERE product_id = $1',
      [plain!.product_id],
    );
    expect(after!.discounted_at).toBe(null);
    expect(await recent()).not.toContain(plain!.product_id);
  });
});
