/**
 * Clothes sold by size, each size with its own stock. Every product answer carries its sizes (in
 * order, [] for a product sold as one item) and its stock stays the total across them, which the
 * database keeps. A checkout reserves the size each line names, so the race for the last units of
 * one size gives exactly as many sessions as that size has units; a line of a sized product must
 * name one of its sizes. The bill records each line's size and every order answer carries it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetailSchema } from '../../contract/admin-orders';
import { LoginResponseSchema } from '../../contract/auth';
import { BillLinesResponseSchema, BillListResponseSchema } from '../../contract/bill';
import { CheckoutSessionResponseSchema, LegacyOrderSchema } from '../../contract/checkout';
import {
  CartProductsResponseSchema,
  compareSizes,
  ProductListResponseSchema,
  ProductSchema,
  SizesInStockResponseSchema,
} from '../../contract/product';
import { ADMIN_ERRORS } from '../../copy/admin';
import { API_ERRORS } from '../../copy/api';
import { priceCart } from '../../machines/cart/pricing';
import { DEMO_OWNER } from '../../server/db/seed';
import { expireSessions } from '../../server/modules/checkout/sessions';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

const CARD = { name: 'María Fernanda Ochoa', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const ADDRESS = 'Av. Independencia 1205, Col. Centro, Chihuahua, Chihuahua, 31000';

interface SizeRow {
  size: string;
  stock: number;
}

describe.each(BACKENDS)('sizes on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend, 60);
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
  });
  afterAll(() => t.close());

  const sizesOf = (id: number) =>
    t.db.query<SizeRow>('SELECT size, stock FROM product_size WHERE product_id = $1 ORDER BY position', [id]);
  const stockOf = async (id: number) =>
    (await t.db.query<{ stock: number }>('SELECT stock FROM product WHERE product_id = $1', [id]))[0]!.stock;
  /** Regular-priced garments with at least `inStock` sizes of at least `units` units each, newest id first. */
  const sizedProducts = async (n: number, inStock = 2, units = 2) =>
    t.db.query<{ product_id: number; price_cents: number }>(
      `SELECT p.product_id, p.price_cents FROM product p WHERE p.original_price_cents = 0
         AND (SELECT count(*) FROM product_size s WHERE s.product_id = p.product_id AND s.stock >= $1) >= $2
       ORDER BY p.product_id DESC LIMIT $3`,
      [units, inStock, n],
    );
  const unsizedProduct = async () =>
    (
      await t.db.query<{ product_id: number; price_cents: number }>(
        `SELECT p.product_id, p.price_cents FROM product p WHERE p.original_price_cents = 0 AND p.stock >= 3
           AND NOT EXISTS (SELECT 1 FROM product_size s WHERE s.product_id = p.product_id)
         ORDER BY p.product_id DESC LIMIT 1`,
      )
    )[0]!;
  /** The first size of a product with at least `units` units. */
  const sizeInStock = async (id: number, units = 1) => (await sizesOf(id)).find((s) => s.stock >= units)!.size;
  const createSession = (body: unknown, token = t.demo.token) =>
    t.call('POST', '/api/payment/create-checkout-session', { token, body });
  /** A customer of their own, so that no test meets another's limit of checkouts per customer. */
  let shoppers = 0;
  const newShopper = async () => {
    const n = shoppers++;
    const body = {
      username: 'Clienta de Tallas',
      email: `talla${n}@example.mx`,
      password: 'secreto123',
      confirmPassword: 'secreto123',
      phoneNumber: `61455503${String(n).padStart(2, '0')}`,
    };
    await t.signUp(body);
    const login = LoginResponseSchema.parse(
      await (
        await t.call('POST', '/api/auth/login_ecommerce', {
          body: { phoneNumber: body.phoneNumber, password: body.password },
        })
      ).json(),
    );
    return { id: login.userData.ecommerce_user_id, token: login.token };
  };
  const order = (products: unknown[], shopper = t.demo) => ({
    products,
    userId: shopper.id,
    shipping_address: ADDRESS,
    delivery: 'c',
  });
  const pay = (url: string) =>
    t.app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(CARD).toString(),
    });
  const everyStock = async () => ({
    products: await t.db.query('SELECT product_id, stock FROM product ORDER BY product_id'),
    sizes: await t.db.query('SELECT product_id, size, stock FROM product_size ORDER BY product_id, size'),
    sessions: await t.db.query('SELECT count(*)::int AS n FROM checkout_session'),
  });

  it('the seed gives garments their sizes and jewellery other than rings none, each product’s stock their sum', async () => {
    const rows = await t.db.query<{ kind: string; stock: number; sizes: number; total: number | null }>(
      `SELECT p.kind, p.stock, count(s.size)::int AS sizes, sum(s.stock)::int AS total
       FROM product p LEFT JOIN product_size s USING (product_id) GROUP BY p.product_id ORDER BY p.product_id`,
    );
    for (const row of rows) {
      if (['necklace', 'earrings', 'bracelet', 'watch'].includes(row.kind)) expect(row.sizes).toBe(0);
      else {
        expect(row.sizes).toBeGreaterThanOrEqual(3);
        expect(row.total).toBe(row.stock);
      }
    }
  });

  it('every product answer carries its sizes in order, and its stock is their total', async () => {
    const list = ProductListResponseSchema.parse(
      await (await t.call('GET', '/api/product/list?withoutStock=true&limit=100')).json(),
    );
    expect(list.products.length).toBe(60);
    let sized = 0;
    for (const product of list.products) {
      const sizes = await sizesOf(product.product_id);
      expect(product.sizes).toEqual(sizes);
      if (sizes.length === 0) continue;
      sized++;
      expect(product.stock).toBe(sizes.reduce((n, s) => n + s.stock, 0));
    }
    expect(sized).toBeGreaterThan(20);
    expect(sized).toBeLessThan(60);

    const [garment] = await sizedProducts(1);
    const jewel = await unsizedProduct();
    const single = ProductSchema.parse(
      await (await t.call('GET', `/api/product/single/${garment!.product_id}`)).json(),
    );
    expect(single.sizes).toEqual(await sizesOf(garment!.product_id));
    expect(single.sizes.length).toBeGreaterThanOrEqual(3);
    const cart = CartProductsResponseSchema.parse(
      await (await t.call('GET', `/api/product/cart?productIds=${garment!.product_id},${jewel.product_id}`)).json(),
    );
    expect(cart.map((p) => p.sizes)).toEqual([await sizesOf(garment!.product_id), []]);
    // A list filtered to products in stock reads the total: a garment with every size sold out is not in it.
    const inStock = ProductListResponseSchema.parse(await (await t.call('GET', '/api/product/list?limit=100')).json());
    for (const product of inStock.products)
      if (product.sizes.length) expect(product.sizes.some((s) => s.stock > 0)).toBe(true);
  });

  it('the database keeps a product’s stock the sum of its sizes, and moves a size’s version with it', async () => {
    const [garment] = await sizedProducts(1);
    const id = garment!.product_id;
    const size = await sizeInStock(id);
    const before = await stockOf(id);
    const [{ version }] = (await t.db.query<{ version: number }>(
      'SELECT version FROM product_size WHERE product_id = $1 AND size = $2',
      [id, size],
    )) as [{ version: number }];
    await t.db.query('UPDATE product_size SET stock = stock + 4 WHERE product_id = $1 AND size = $2', [id, size]);
    expect(await stockOf(id)).toBe(before + 4);
    expect(
      (await t.db.query('SELECT version FROM product_size WHERE product_id = $1 AND size = $2', [id, size]))[0],
    ).toEqual({ version: version + 1 });
    await t.db.query('UPDATE product_size SET stock = stock - 4 WHERE product_id = $1 AND size = $2', [id, size]);
    expect(await stockOf(id)).toBe(before);
  });

  it('a unit moved from one size to another reaches the cached product answer, though the total is the same', async () => {
    const [garment] = await sizedProducts(1);
    const id = garment!.product_id;
    const sizes = await sizesOf(id);
    const from = sizes.find((s) => s.stock > 0)!;
    const to = sizes.find((s) => s !== from)!;
    const single = async () =>
      ProductSchema.parse(await (await t.call('GET', `/api/product/single/${id}`)).json()).sizes;
    expect(await single()).toEqual(await sizesOf(id));
    const total = await stockOf(id);
    await t.db.query(
      `UPDATE product_size SET stock = stock + CASE size WHEN $2 THEN -1 ELSE 1 END WHERE product_id = $1 AND size IN ($2, $3)`,
      [id, from.size, to.size],
    );
    expect(await stockOf(id)).toBe(total);
    expect(await single()).toEqual(await sizesOf(id));
  });

  it('the owner’s count or delivery of a whole product sold by size is refused: its sizes are counted', async () => {
    const [garment] = await sizedProducts(1);
    const id = garment!.product_id;
    const before = await everyStock();
    const [{ version }] = (await t.db.query<{ version: number }>('SELECT version FROM product WHERE product_id = $1', [
      id,
    ])) as [{ version: number }];
    for (const change of [
      { mode: 'add', quantity: 3 },
      { mode: 'set', quantity: 50, version },
    ]) {
      const res = await t.call('POST', `/api/admin/products/${id}/stock`, { token: owner, body: change });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: ADMIN_ERRORS.stockBySize });
    }
    expect(await everyStock()).toEqual(before);
  });

  it('a checkout reserves the size its line names; cancel and expiry give that size back', async () => {
    const [garment] = await sizedProducts(1);
    const id = garment!.product_id;
    const size = await sizeInStock(id, 2);
    const start = await sizesOf(id);
    const total = await stockOf(id);
    const less = (n: number) => start.map((s) => (s.size === size ? { ...s, stock: s.stock - n } : s));
    const body = order([{ product_id: id, size, quantity: 2 }]);

    const first = await createSession(body);
    expect(first.status, await first.clone().text()).toBe(200);
    const session = CheckoutSessionResponseSchema.parse(await first.json());
    expect(await sizesOf(id)).toEqual(less(2));
    expect(await (await t.app.request(session.url)).text()).toContain(`, talla ${size} × 2`);
    expect(await stockOf(id)).toBe(total - 2);
    expect((await t.app.request(`${session.url}/cancel`, { method: 'POST' })).status).toBe(303);
    expect(await sizesOf(id)).toEqual(start);
    expect(await stockOf(id)).toBe(total);

    const second = CheckoutSessionResponseSchema.parse(await (await createSession(body)).json());
    expect(await sizesOf(id)).toEqual(less(2));
    await t.db.query(`UPDATE checkout_session SET expires_at = now() - interval '1 minute' WHERE session_id = $1`, [
      second.id,
    ]);
    expect(await expireSessions(t.db, t.deps.publicUrl)).toBe(1);
    expect(await sizesOf(id)).toEqual(start);
    expect(await stockOf(id)).toBe(total);
  });

  it('a new checkout of the same customer gives back the sizes of the one it replaces', async () => {
    const [garment] = await sizedProducts(1);
    const id = garment!.product_id;
    const [small, large] = (await sizesOf(id)).filter((s) => s.stock >= 2);
    const start = await sizesOf(id);
    expect((await createSession(order([{ product_id: id, size: small!.size, quantity: 1 }]))).status).toBe(200);
    const replacing = await createSession(order([{ product_id: id, size: large!.size, quantity: 1 }]));
    expect(replacing.status).toBe(200);
    expect(await sizesOf(id)).toEqual(start.map((s) => (s.size === large!.size ? { ...s, stock: s.stock - 1 } : s)));
    const { id: sessionId } = CheckoutSessionResponseSchema.parse(await replacing.json());
    await t.db.query(`UPDATE checkout_session SET status = 'cancelled' WHERE session_id = $1`, [sessionId]);
    await t.db.query('UPDATE product_size SET stock = stock + 1 WHERE product_id = $1 AND size = $2', [
      id,
      large!.size,
    ]);
  });

  it('many shoppers racing for the last units of one size: exactly as many sessions as that size has units', async () => {
    const [garment] = await sizedProducts(1);
    const id = garment!.product_id;
    const size = await sizeInStock(id);
    await t.db.query('UPDATE product_size SET stock = 2 WHERE product_id = $1 AND size = $2', [id, size]);
    const others = (await sizesOf(id)).filter((s) => s.size !== size);
    expect(others.some((s) => s.stock > 0)).toBe(true);
    const racers = await Promise.all(Array.from({ length: 6 }, () => newShopper()));
    const results = await Promise.all(
      racers.map((r) => createSession(order([{ product_id: id, size, quantity: 1 }], r), r.token)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    const refusal = (await results.find((r) => r.status === 409)!.json()) as { error: string };
    expect(refusal.error).toMatch(/No hay suficientes unidades de: .+, talla /);
    const after = await sizesOf(id);
    expect(after.find((s) => s.size === size)!.stock).toBe(0);
    expect(after.filter((s) => s.size !== size)).toEqual(others);
    expect(await stockOf(id)).toBe(others.reduce((n, s) => n + s.stock, 0));
  });

  it('refuses, in Spanish and changing nothing, a sized product without a size or in a size it does not have', async () => {
    const [garment] = await sizedProducts(1);
    const jewel = await unsizedProduct();
    const before = await everyStock();
    const refusals: [unknown[], string][] = [
      [[{ product_id: garment!.product_id, quantity: 1 }], API_ERRORS.chooseSize],
      [[{ product_id: garment!.product_id, size: 'XXXL', quantity: 1 }], API_ERRORS.noSuchSize],
      [[{ product_id: jewel.product_id, size: 'M', quantity: 1 }], API_ERRORS.noSuchSize],
      [
        [
          { product_id: jewel.product_id, quantity: 1 },
          { product_id: garment!.product_id, quantity: 1 },
        ],
        API_ERRORS.chooseSize,
      ],
    ];
    for (const [products, message] of refusals) {
      const res = await createSession(order(products));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain(message);
    }
    for (const size of ['', '   ', 'x'.repeat(17), 5]) {
      const res = await createSession(order([{ product_id: garment!.product_id, size, quantity: 1 }]));
      expect(res.status).toBe(400);
    }
    expect(await everyStock()).toEqual(before);
  });

  it('two sizes of one product are two lines, priced by the one rule and capped together', async () => {
    const [garment] = await sizedProducts(1);
    const id = garment!.product_id;
    const [a, b] = (await sizesOf(id)).filter((s) => s.stock >= 2);
    const [{ max_per_order: cap }] = (await t.db.query<{ max_per_order: number }>(
      'SELECT max_per_order FROM product WHERE product_id = $1',
      [id],
    )) as [{ max_per_order: number }];
    await t.db.query('UPDATE product SET max_per_order = 3 WHERE product_id = $1', [id]);
    const shopper = await newShopper();
    const overCap = await createSession(
      order(
        [
          { product_id: id, size: a!.size, quantity: 2 },
          { product_id: id, size: b!.size, quantity: 2 },
        ],
        shopper,
      ),
      shopper.token,
    );
    expect(overCap.status).toBe(400);
    expect(((await overCap.json()) as { error: string }).error).toMatch(/como máximo 3 unidades/);
    await t.db.query('UPDATE product SET max_per_order = $2 WHERE product_id = $1', [id, cap]);

    const created = await createSession(
      order(
        [
          { product_id: id, size: a!.size, quantity: 1 },
          { product_id: id, size: b!.size, quantity: 1 },
        ],
        shopper,
      ),
      shopper.token,
    );
    expect(created.status).toBe(200);
    const session = CheckoutSessionResponseSchema.parse(await created.json());
    expect((await pay(session.url)).status).toBe(303);
    const [bill] = BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill/my-orders/${shopper.id}`, { token: shopper.token })).json(),
    );
    const lines = BillLinesResponseSchema.parse(
      await (await t.call('GET', `/api/bill/order?bill_id=${bill!.bill_id}`, { token: shopper.token })).json(),
    );
    expect(lines.map((l) => [l.product_id, l.size, l.quantity])).toEqual([
      [id, a!.size, 1],
      [id, b!.size, 1],
    ]);
    const expected = priceCart([
      { price: garment!.price_cents, originalPrice: 0, quantity: 1 },
      { price: garment!.price_cents, originalPrice: 0, quantity: 1 },
    ]);
    expect(expected.tier).toBe('twoForOne');
    expect(Math.round(lines.reduce((n, l) => n + l.charged, 0) * 100)).toBe(expected.totalCents);
  });

  it('the order answers carry each line’s size (null for an item sold whole), and a cancel gives the size back', async () => {
    const [garment] = await sizedProducts(1);
    const jewel = await unsizedProduct();
    const id = garment!.product_id;
    const size = await sizeInStock(id);
    const shopper = await newShopper();
    const created = await createSession(
      order(
        [
          { product_id: id, size, quantity: 1 },
          { product_id: jewel.product_id, quantity: 1 },
        ],
        shopper,
      ),
      shopper.token,
    );
    expect(created.status, await created.clone().text()).toBe(200);
    const session = CheckoutSessionResponseSchema.parse(await created.json());
    expect((await pay(session.url)).status).toBe(303);

    const legacy = LegacyOrderSchema.parse(
      await (await t.call('GET', `/api/orders/checkout-session/${session.id}`, { token: shopper.token })).json(),
    );
    const billId = legacy.data[0]!.attributes.bill_id;
    expect(legacy.data[0]!.attributes.products.map((p) => [p.id, p.size])).toEqual([
      [id, size],
      [jewel.product_id, null],
    ]);
    const lines = BillLinesResponseSchema.parse(
      await (await t.call('GET', `/api/bill/order?bill_id=${billId}`, { token: shopper.token })).json(),
    );
    expect(lines.map((l) => [l.product_id, l.size])).toEqual([
      [id, size],
      [jewel.product_id, null],
    ]);
    const admin = (method: string, path: string, body?: unknown) =>
      t.call(method, `/api/admin/orders${path}`, { token: owner, body });
    const detail = AdminOrderDetailSchema.parse(await (await admin('GET', `/${billId}`)).json());
    expect(detail.lines.map((l) => [l.product_id, l.size])).toEqual([
      [id, size],
      [jewel.product_id, null],
    ]);

    const sizesBefore = await sizesOf(id);
    const jewelBefore = await stockOf(jewel.product_id);
    expect((await admin('POST', `/${billId}/fulfilment`, { action: 'cancel' })).status).toBe(200);
    expect(await sizesOf(id)).toEqual(sizesBefore.map((s) => (s.size === size ? { ...s, stock: s.stock + 1 } : s)));
    expect(await stockOf(id)).toBe(sizesBefore.reduce((n, s) => n + s.stock, 0) + 1);
    expect(await stockOf(jewel.product_id)).toBe(jewelBefore + 1);
  });

  it('a list filtered by sizes shows the products with units in one of them, and the filter offers only sizes in stock', async () => {
    const listed = async (search: string) =>
      ProductListResponseSchema.parse(await (await t.call('GET', `/api/product/list?limit=100&${search}`)).json())
        .products;
    const inStock = await t.db.query<{ product_id: number; department_id: number }>(
      `SELECT DISTINCT p.product_id, p.department_id FROM product p JOIN product_size s USING (product_id)
       WHERE s.size = 'M' AND s.stock > 0 ORDER BY 1`,
    );
    expect(inStock.length).toBeGreaterThan(0);
    const withM = await listed('size=M');
    const shown = new Set((await listed('')).map((p) => p.product_id));
    expect(withM.map((p) => p.product_id).sort((a, b) => a - b)).toEqual(
      inStock.map((r) => r.product_id).filter((id) => shown.has(id)),
    );
    for (const product of withM) expect(product.sizes.find((s) => s.size === 'M')!.stock).toBeGreaterThan(0);
    // Repeated or by commas, any of the sizes: M or 30 finds both kinds of garment.
    const either = await listed('size=M,30');
    expect(await listed('size=M&size=30')).toEqual(either);
    expect(either.some((p) => p.sizes.some((s) => s.size === '30' && s.stock > 0))).toBe(true);
    expect(either.length).toBeGreaterThan(withM.length);

    // A size sold out leaves the filter and the list: the cached answers follow the change.
    const dept = inStock[0]!.department_id;
    const offered = async (departmentIds: string) =>
      SizesInStockResponseSchema.parse(
        await (
          await t.call('GET', `/api/product/sizes${departmentIds ? `?department_id=${departmentIds}` : ''}`)
        ).json(),
      );
    const before = await offered(String(dept));
    expect(before).toContain('M');
    expect([...before].sort(compareSizes)).toEqual(before);
    const [counted] = await t.db.query<{ n: number }>(
      `SELECT count(DISTINCT s.size)::int AS n FROM product_size s JOIN product p USING (product_id)
       WHERE s.stock > 0 AND p.department_id = $1`,
      [dept],
    );
    expect(before).toHaveLength(counted!.n);
    const everySize = await offered('');
    expect(everySize.length).toBeGreaterThanOrEqual(before.length);
    expect(everySize).toEqual(expect.arrayContaining(['M', '30']));
    await t.db.query(
      `UPDATE product_size SET stock = 0 WHERE size = 'M' AND product_id IN (SELECT product_id FROM product WHERE department_id = $1)`,
      [dept],
    );
    expect(await offered(String(dept))).not.toContain('M');
    expect((await listed(`size=M&department_id=${dept}`)).length).toBe(0);
    // A jewellery department without rings offers no size.
    const [necklaces] = await t.db.query<{ department_id: number }>(
      "SELECT department_id FROM department WHERE name = 'Collares'",
    );
    expect(await offered(String(necklaces!.department_id))).toEqual([]);
  });

  it('refuses, in Spanish, a size filter it cannot read', async () => {
    const refused = async (search: string) => {
      const res = await t.call('GET', `/api/product/list?${search}`);
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: string }).error;
    };
    expect(await refused(`size=${'X'.repeat(17)}`)).toContain('La talla admite como máximo 16 caracteres.');
    expect(await refused(`size=${Array.from({ length: 21 }, (_, i) => i).join(',')}`)).toContain(
      'Demasiadas tallas en el filtro.',
    );
    const sizes = await t.call('GET', '/api/product/sizes?department_id=0');
    expect(sizes.status).toBe(400);
    expect(((await sizes.json()) as { error: string }).error).toContain('El departamento debe ser mayor que cero.');
  });
});
