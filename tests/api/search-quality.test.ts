import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponseSchema } from '../../contract/product';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';
import { foundProduct, SHOPPER_QUERIES, type ShopperQuery } from './search-queries';

describe.each(BACKENDS)('search on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.call('GET', `/api/product/list?${query}`);
    expect(res.status).toBe(200);
    return ProductListResponseSchema.parse(await res.json());
  };
  const search = (text: string, more = '') => list(`name=${encodeURIComponent(text)}&limit=5${more}`);

  /** Why a query misses, or null when it finds what it means in its top 5. */
  async function miss({ query, means, total }: ShopperQuery): Promise<string | null> {
    const answer = await search(query);
    const names = answer.products.map((p) => p.name);
    if (!means) return answer.total === 0 ? null : `found ${answer.total}: ${names.join(', ')}`;
    if (answer.products.length === 0) return 'found nothing';
    const wrong = answer.products.filter((p) => !means(foundProduct(p))).map((p) => p.name);
    if (wrong.length > 0) return `top 5 holds ${wrong.join(', ')}`;
    if (total !== undefined && answer.total !== total) return `counted ${answer.total}, not ${total}`;
    return null;
  }

  it('finds what each committed shopper query means in its top 5, and nothing for nonsense', async () => {
    expect(SHOPPER_QUERIES.length).toBeGreaterThanOrEqual(60);
    const misses: string[] = [];
    for (const q of SHOPPER_QUERIES) {
      const why = await miss(q);
      if (why) misses.push(`'${q.query}' (${q.kind}): ${why}`);
    }
    const found = SHOPPER_QUERIES.length - misses.length;
    console.log(`search quality (${backend}): found in top 5: ${found}/${SHOPPER_QUERIES.length}`);
    expect(misses).toEqual([]);
  });

  it('offers the nearest catalogue word when a search finds nothing, and nothing for nonsense', async () => {
    expect((await search('vstdo')).suggestion).toBe('vestido');
    expect((await search('pantaln azull')).suggestion).toBeNull(); // found: both words are mended
    expect((await search('xqzw')).suggestion).toBeNull();
    expect((await search('vestido reloj')).suggestion).toBeNull(); // both real words, never together
    expect((await search('vestido')).suggestion).toBeNull();
  });

  it('ranks a match in the name before one in the description', async () => {
    // 'algodón' names a few sweaters, and only describes many other pieces ('En algodón con …')
    const { products } = await list('name=algodon&limit=100&withoutStock=true');
    const inName = products.map((p) => /algodón/i.test(p.name));
    expect(inName).toContain(false);
    expect(inName.indexOf(false)).toBeGreaterThan(inName.lastIndexOf(true));
  });

  it('ranks pieces in stock before sold-out ones, and an explicit price order wins', async () => {
    const { products } = await list('name=pantalon&limit=100&withoutStock=true');
    const inStock = products.map((p) => p.stock > 0);
    expect(inStock).toContain(false);
    expect(inStock.indexOf(false)).toBeGreaterThan(inStock.lastIndexOf(true));
    const byPrice = (await list('name=pantalon&limit=100&sort=asc')).products.map((p) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
  });

  it('keeps its words current as products and departments change', async () => {
    const [{ department_id }] = (await t.db.query<{ department_id: number }>(
      "SELECT department_id FROM department WHERE name = 'Relojes'",
    )) as [{ department_id: number }];
    await t.db.query(
      `INSERT INTO product (name, brand, kind, color_name, color_hex, image, price_cents, stock, department_id, search_text)
       VALUES ('Reloj Zorbatrón', 'Quetzalia', 'watch', 'Negro', '#000000', 'zorbatron.webp', 100000, 3, $1, '')`,
      [department_id],
    );
    expect((await search('zorbatron')).products.map((p) => p.name)).toEqual(['Reloj Zorbatrón']);
    expect((await search('zorbatrom')).total).toBe(1); // a typo of a new word
    expect((await search('quetzalia')).total).toBe(1); // its brand
    await t.db.query("UPDATE department SET name = 'Relojería' WHERE department_id = $1", [department_id]);
    expect((await search('relojeria zorbatron')).total).toBe(1);
    await t.db.query("UPDATE product SET hidden = true WHERE name = 'Reloj Zorbatrón'");
    const hidden = await search('zorbatron');
    expect(hidden.total).toBe(0);
    expect(hidden.suggestion).toBeNull(); // a hidden product's words are not offered
    await t.db.query("DELETE FROM product WHERE name = 'Reloj Zorbatrón'");
    const [{ n }] = (await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM search_word WHERE word IN ('zorbatron', 'quetzalia')",
    )) as [{ n: number }];
    expect(n).toBe(0);
    await t.db.query("UPDATE department SET name = 'Relojes' WHERE department_id = $1", [department_id]);
  });
});
